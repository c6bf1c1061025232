/**
 * prettier's array layout applied to `JSON.stringify(value, null, 2)`, for `jsonText`: the native
 * stringify does the escaping and the one-member-per-line objects, which is most of the work, and
 * this pass only revisits the arrays (`[` at the end of a line). JSON.stringify escapes every line
 * break inside a string, so each line of its output is one member or one element, and the `]`
 * closing an array is the first line after it that holds only `]` at the array's indentation.
 *
 * An array goes on one line when it holds no non-empty object, is not a matrix (several arrays of
 * several elements) and fits in `width` columns with what precedes it on its line and the comma
 * after it; an array of numbers that does not fit fills its lines; any other array keeps one element
 * per line, and its own arrays are revisited in turn.
 */
export function layOutJsonArrays(text: string, width: number): string {
  let out = '';
  let copied = 0;
  let open = text.indexOf('[\n');
  while (open !== -1) {
    const lineStart = text.lastIndexOf('\n', open) + 1;
    const indent = indentationAt(text, lineStart);
    const array = elementsOf(text, open, indent);
    const after = array.close + 2 + indent;
    const used = open - lineStart + (text.charCodeAt(after) === 44 /* , */ ? 1 : 0);
    const flat = array.elements && !isMatrix(array.elements) ? flatText(array.elements) : undefined;
    const replacement =
      flat !== undefined && used + flat.length <= width
        ? flat
        : array.elements?.every((element) => element.kind === 'number')
          ? fillNumbers(array.elements.map((element) => element.text), indent, width)
          : undefined;
    if (replacement === undefined) {
      // Kept one element per line: carry on inside it, where its own arrays may fit.
      open = text.indexOf('[\n', open + 2);
      continue;
    }
    out += text.slice(copied, open) + replacement;
    copied = after;
    open = text.indexOf('[\n', after);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

type Element = { kind: 'number' | 'scalar'; text: string } | { kind: 'array'; text: string; count: number };

/**
 * The array opened at `open` (its line indented `indent`): where its closing line starts, and its
 * elements when it holds no non-empty object and every array in it could be flat.
 */
function elementsOf(text: string, open: number, indent: number): { close: number; elements?: Element[] } {
  const close = text.indexOf(`\n${' '.repeat(indent)}]`, open);
  const elements: Element[] = [];
  let flat = true;
  let line = open + 2;
  while (line < close) {
    const start = line + indent + 2;
    let end = text.indexOf('\n', start);
    const first = text.charCodeAt(start);
    const second = text.charCodeAt(start + 1);
    if (first === 123 /* { */) {
      if (second !== 125 /* } */) return { close };
      elements.push({ kind: 'scalar', text: '{}' });
    } else if (first === 91 /* [ */ && second !== 93 /* ] */) {
      const inner = elementsOf(text, start, indent + 2);
      if (!inner.elements || isMatrix(inner.elements)) flat = false;
      else elements.push({ kind: 'array', text: flatText(inner.elements), count: inner.elements.length });
      end = text.indexOf('\n', inner.close + 1);
      if (end === -1) end = text.length;
    } else {
      const item = text.charCodeAt(end - 1) === 44 ? text.slice(start, end - 1) : text.slice(start, end);
      elements.push({ kind: first === 45 /* - */ || (first >= 48 && first <= 57) ? 'number' : 'scalar', text: item });
    }
    line = end + 1;
  }
  return flat ? { close, elements } : { close };
}

function indentationAt(text: string, lineStart: number): number {
  let i = lineStart;
  while (text.charCodeAt(i) === 32) i++;
  return i - lineStart;
}

/** prettier always breaks an array of several arrays that each hold several elements. */
function isMatrix(elements: Element[]): boolean {
  return elements.length > 1 && elements.every((element) => element.kind === 'array' && element.count > 1);
}

function flatText(elements: Element[]): string {
  return `[${elements.map((element) => element.text).join(', ')}]`;
}

/**
 * prettier's fill: as many numbers per line as fit, each line indented one level past the array
 * (whose line is indented `indent`); `lastComma` ends the last number too (TypeScript's trailing comma).
 */
export function fillNumbers(numbers: string[], indent: number, width: number, lastComma = ''): string {
  const pad = ' '.repeat(indent + 2);
  const lines: string[] = [];
  let line = '';
  numbers.forEach((number, index) => {
    const piece = `${number}${index < numbers.length - 1 ? ',' : lastComma}`;
    if (line === '') line = `${pad}${piece}`;
    else if (line.length + 1 + piece.length <= width) line += ` ${piece}`;
    else {
      lines.push(line);
      line = `${pad}${piece}`;
    }
  });
  lines.push(line);
  return `[\n${lines.join('\n')}\n${' '.repeat(indent)}]`;
}
