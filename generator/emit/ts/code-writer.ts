/**
 * Text written the way ts-morph's CodeBlockWriter writes it, for print-structures.ts: each line
 * indented two spaces per open block (except inside template literals, whose text is kept as
 * written), line breaks and blank lines added only where missing, and what a separator needs
 * to know: whether the writer is at the start of a block, and the last character that is not
 * white space.
 */
export class CodeWriter {
  private readonly parts: string[] = [];
  /**
   * The last two characters written, as written before indentation (indentation goes only
   * before a character that is not a line break, so the line-break tests read the same), and
   * the last one that is not white space. Kept as characters: slicing the end of a long
   * indented string would flatten it into a copy.
   */
  private last = '';
  private beforeLast = '';
  protected lastSolid = '';
  /** Right after a `{` (or at the start): ts-morph adds no separator there. */
  protected atBlockStart = true;
  /** Blocks open, two spaces of indentation each; and whether a template literal is open. */
  private depth = 0;
  private inTemplate = false;

  get text(): string {
    return this.parts.join('');
  }

  /** The column a line written now starts at. */
  protected get indentation(): number {
    return this.depth * 2;
  }

  /** Appends `text`, indenting each line it starts, except inside template literals (as ts-morph does). */
  write(text: string): void {
    if (text === '') return;
    const indented = this.indent(text);
    this.parts.push(indented);
    this.remember(text);
    this.lastSolid = lastNonSpace(text) ?? this.lastSolid;
    this.atBlockStart = false;
  }

  private indent(text: string): string {
    const pad = '  '.repeat(this.depth);
    const atLineStart = this.parts.length === 0 || this.last === '\n';
    if (!text.includes('`') && !this.inTemplate) {
      // Most writes are part of one line.
      if (!text.includes('\n')) return atLineStart ? pad + text : text;
      if (pad === '') return text;
      // Every line but an empty one is indented, the first only at the start of a line.
      const rest = text.replace(/\n(?=[^\n])/g, `\n${pad}`);
      return atLineStart && text[0] !== '\n' ? pad + rest : rest;
    }
    // Which quote or comment each character is in: only a template literal's lines keep their
    // indentation as written; a backtick in a comment or string opens nothing. The text is
    // copied in runs between the points where indentation goes, not a character at a time.
    let out = '';
    let copiedTo = 0;
    let lineStart = atLineStart;
    let within: '' | "'" | '"' | '//' | '/*' = '';
    for (let i = 0; i < text.length; i++) {
      const char = text[i]!;
      if (lineStart && char !== '\n' && !this.inTemplate && pad !== '') {
        out += text.slice(copiedTo, i) + pad;
        copiedTo = i;
      }
      lineStart = char === '\n';
      if (this.inTemplate) {
        if (char === '\\') i++;
        else if (char === '`') this.inTemplate = false;
      } else if (within === "'" || within === '"') {
        if (char === '\\') i++;
        else if (char === within || char === '\n') within = '';
      } else if (within === '//') {
        if (char === '\n') within = '';
      } else if (within === '/*') {
        if (char === '/' && text[i - 1] === '*') within = '';
      } else if (char === '`') this.inTemplate = true;
      else if (char === "'" || char === '"') within = char;
      else if (char === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
        within = text[i + 1] === '/' ? '//' : '/*';
        i++;
      }
    }
    return copiedTo === 0 ? out + text : out + text.slice(copiedTo);
  }

  newLine(): void {
    if (this.parts.length > 0 && this.last !== '\n') this.append('\n');
  }

  blankLine(): void {
    if (this.atBlockStart) return;
    this.newLine();
    if (this.last !== '\n' || this.beforeLast !== '\n') this.append('\n');
  }

  block(body: () => void): void {
    this.write(' {\n');
    this.depth++;
    this.atBlockStart = true;
    body();
    this.newLine();
    this.depth--;
    this.write('}');
  }

  /** Line breaks, which leave the block-start state as it is. */
  private append(breaks: string): void {
    this.parts.push(breaks);
    this.remember(breaks);
  }

  private remember(text: string): void {
    this.beforeLast = text.length >= 2 ? text[text.length - 2]! : this.last;
    this.last = text[text.length - 1]!;
  }
}

function lastNonSpace(text: string): string | undefined {
  for (let i = text.length - 1; i >= 0; i--) {
    const char = text[i]!;
    if (char !== ' ' && char !== '\n' && char !== '\t' && char !== '\r') return char;
  }
  return undefined;
}
