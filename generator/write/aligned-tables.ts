/**
 * Markdown in its final form without running prettier: the docs emitter writes everything but
 * table layout the way prettier prints it, and this lays out each GFM table as prettier's
 * markdown printer does with `proseWrap: never` (prettier-options.ts). A table that fits in the
 * print width is aligned: every column as wide as its widest cell (at least 3), cells padded by
 * their alignment, the delimiter row as dashes of that width with the colons kept. A wider one
 * is compact: cells unpadded, delimiters `---` (`:--`, `--:`, `:-:`). (Padding a field table
 * to a 1,000-character description was most of a large API's docs, and made every edit of
 * one cell a change of every row in the diff.) Width is prettier's: East Asian wide characters
 * and emoji count 2, combining marks 0. test/write/final-form.test.ts holds every generated
 * Markdown file to prettier's output.
 */
import { PRINT_WIDTH } from './prettier-options.ts';

type Align = 'left' | 'right' | 'center' | 'none';

const DELIMITER_CELL = /^:?-+:?$/;

export function alignTables(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let inFence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fence = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence && (inFence === undefined || fence.startsWith(inFence))) inFence = inFence === undefined ? fence : undefined;
    const delimiter = lines[index + 1];
    if (inFence !== undefined || !isRow(line) || delimiter === undefined || !isDelimiterRow(delimiter)) {
      out.push(line);
      continue;
    }
    let end = index + 2;
    while (end < lines.length && isRow(lines[end]!)) end++;
    out.push(...alignTable(lines.slice(index, end)));
    index = end - 1;
  }
  return out.join('\n');
}

function isRow(line: string): boolean {
  return line.startsWith('|') && line.trimEnd().endsWith('|') && line.trim().length > 1;
}

function isDelimiterRow(line: string): boolean {
  return isRow(line) && cellsOf(line).every((cell) => DELIMITER_CELL.test(cell));
}

/** The cells of a row, trimmed; a `\|` stays inside its cell. */
function cellsOf(line: string): string[] {
  const inner = line.trim().slice(1, -1);
  const cells: string[] = [];
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const code = inner.charCodeAt(i);
    if (code === 92 /* \ */ && inner.charCodeAt(i + 1) === 124 /* | */) i++;
    else if (code === 124) {
      cells.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  cells.push(inner.slice(start).trim());
  return cells;
}

function alignTable(rows: string[]): string[] {
  const [header, delimiter, ...body] = rows.map(cellsOf);
  const aligns: Align[] = delimiter!.map((cell) => (cell.startsWith(':') ? (cell.endsWith(':') ? 'center' : 'left') : cell.endsWith(':') ? 'right' : 'none'));
  const columns = header!.length;
  const table = [header!, ...body].map((cells) => Array.from({ length: columns }, (_, i) => cells[i] ?? ''));
  const widths = Array.from({ length: columns }, (_, i) => Math.max(3, ...table.map((cells) => stringWidth(cells[i]!))));
  // prettier tries the aligned table and, when its first line (as wide as the whole table) does
  // not fit, prints the compact one.
  const compact = widths.reduce((sum, width) => sum + width + 3, 1) > PRINT_WIDTH;
  const row = (cells: string[]) =>
    `| ${cells
      .map((text, i) => {
        if (compact) return text;
        const spaces = widths[i]! - stringWidth(text);
        const before = aligns[i] === 'right' ? spaces : aligns[i] === 'center' ? Math.floor(spaces / 2) : 0;
        return `${' '.repeat(before)}${text}${' '.repeat(spaces - before)}`;
      })
      .join(' | ')} |`;
  const delimiterRow = `| ${widths
    .map((width, i) => {
      const align = aligns[i];
      const first = align === 'left' || align === 'center' ? ':' : '-';
      const last = align === 'right' || align === 'center' ? ':' : '-';
      return `${first}${'-'.repeat(compact ? 1 : width - 2)}${last}`;
    })
    .join(' | ')} |`;
  return [row(table[0]!), delimiterRow, ...table.slice(1).map(row)];
}

/** prettier's getStringWidth, for the characters API descriptions use. */
export function stringWidth(text: string): number {
  // eslint-disable-next-line no-control-regex
  if (!/[^\x20-\x7F]/.test(text)) return text.length;
  let width = 0;
  for (const character of text.replace(EMOJI, '  ')) {
    const code = character.codePointAt(0)!;
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0x300 && code <= 0x36f)) continue;
    width += WIDE.some(([from, to]) => code >= from && code <= to) ? 2 : 1;
  }
  return width;
}

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu;

/** East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth W and F). */
const WIDE: [number, number][] = [
  [0x1100, 0x115f], [0x2e80, 0x303e], [0x3041, 0x33ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xa000, 0xa4cf],
  [0xac00, 0xd7a3], [0xf900, 0xfaff], [0xfe30, 0xfe4f], [0xff00, 0xff60], [0xffe0, 0xffe6], [0x20000, 0x3fffd],
];
