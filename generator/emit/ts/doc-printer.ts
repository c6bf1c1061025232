/**
 * The line-fitting algorithm prettier prints with (Wadler's "prettier printer", as prettier's
 * `printDocToString` implements it), for the few shapes of code sdkgen lays out itself instead of
 * formatting afterwards: a group prints on one line when it fits in what is left of the line
 * (up to the next possible line break after it), else its lines break and its groups are tried
 * in turn. Builders mirror prettier's doc builders, so a layout here reads like prettier's own
 * printer for the same construct (layouts.ts).
 */
import { stringWidth } from '../../write/aligned-tables.ts';

export type Doc = string | readonly Doc[] | Group | Indent | Line | IfBreak;

interface Group {
  kind: 'group';
  contents: Doc;
  /** Always broken (prettier's `shouldBreak`). */
  broken: boolean;
}
interface Indent {
  kind: 'indent';
  contents: Doc;
}
interface Line {
  kind: 'line';
  /** Nothing when flat (prettier's `softline`); a space otherwise. */
  soft: boolean;
}
interface IfBreak {
  kind: 'ifBreak';
  broken: Doc;
  flat: Doc;
}

export const group = (contents: Doc, broken = false): Group => ({ kind: 'group', contents, broken });
export const indent = (contents: Doc): Indent => ({ kind: 'indent', contents });
export const line: Line = { kind: 'line', soft: false };
export const softline: Line = { kind: 'line', soft: true };
export const ifBreak = (broken: Doc, flat: Doc = ''): IfBreak => ({ kind: 'ifBreak', broken, flat });

/** `docs` with `separator` between each two. */
export function join(separator: Doc, docs: readonly Doc[]): Doc[] {
  const joined: Doc[] = [];
  for (const doc of docs) {
    if (joined.length > 0) joined.push(separator);
    joined.push(doc);
  }
  return joined;
}

type Mode = 'break' | 'flat';
type Command = [indentation: number, mode: Mode, doc: Doc];

/**
 * `doc` as text, lines of at most `width` columns where groups allow, its continuation lines
 * indented from `indentation`; `column` is where on its first line it starts.
 */
export function printDoc(doc: Doc, width: number, indentation = 0, column = indentation): string {
  let out = '';
  // How many whitespace characters `out` ends with, kept as text is added: a line break trims
  // them, and trimming (or even reading the end of) the text built so far would copy all of it.
  let trailing = 0;
  let position = column;
  const commands: Command[] = [[indentation, 'break', doc]];
  while (commands.length > 0) {
    const [at, mode, current] = commands.pop()!;
    if (typeof current === 'string') {
      out += current;
      position += stringWidth(current);
      const ending = trailingWhitespace(current);
      trailing = ending === current.length ? trailing + ending : ending;
    } else if (isDocList(current)) {
      for (let i = current.length - 1; i >= 0; i--) commands.push([at, mode, current[i]!]);
    } else if (current.kind === 'indent') {
      commands.push([at + 2, mode, current.contents]);
    } else if (current.kind === 'group') {
      // A group inside a flat one is flat too, unless it must break.
      const flat: Command = [at, 'flat', current.contents];
      if (!current.broken && (mode === 'flat' || fits(flat, commands, width - position))) commands.push(flat);
      else commands.push([at, 'break', current.contents]);
    } else if (current.kind === 'ifBreak') {
      commands.push([at, mode, mode === 'break' ? current.broken : current.flat]);
    } else if (mode === 'flat') {
      if (!current.soft) {
        out += ' ';
        position += 1;
        trailing += 1;
      }
    } else {
      out = `${trailing > 0 ? out.slice(0, out.length - trailing) : out}\n${' '.repeat(at)}`;
      position = at;
      trailing = at + 1;
    }
  }
  return out;
}

/** How many characters at the end of `text` `trimEnd` removes (what `\s` matches). */
function trailingWhitespace(text: string): number {
  let end = text.length;
  while (end > 0 && WHITESPACE.test(text[end - 1]!)) end--;
  return text.length - end;
}

const WHITESPACE = /\s/;

const isDocList = (doc: Doc): doc is readonly Doc[] => Array.isArray(doc);

/**
 * Whether `next`, printed flat, and what follows it up to the next line break (in `rest`, in the
 * mode each part is already in) take at most `width` columns: prettier's `fits`.
 */
function fits(next: Command, rest: readonly Command[], width: number): boolean {
  let restIndex = rest.length;
  const commands: Command[] = [next];
  let left = width;
  while (left >= 0) {
    if (commands.length === 0) {
      if (restIndex === 0) return true;
      commands.push(rest[--restIndex]!);
      continue;
    }
    const [at, mode, current] = commands.pop()!;
    if (typeof current === 'string') left -= stringWidth(current);
    else if (isDocList(current)) for (let i = current.length - 1; i >= 0; i--) commands.push([at, mode, current[i]!]);
    else if (current.kind === 'indent') commands.push([at, mode, current.contents]);
    else if (current.kind === 'group') commands.push([at, current.broken ? 'break' : mode, current.contents]);
    else if (current.kind === 'ifBreak') commands.push([at, mode, mode === 'break' ? current.broken : current.flat]);
    else if (mode === 'break') return true;
    else if (!current.soft) left -= 1;
  }
  return false;
}
