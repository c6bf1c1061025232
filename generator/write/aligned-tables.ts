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
  let out = '';
  let copied = 0;
  let inFence: string | undefined;
  let line = 0;
  while (line < markdown.length) {
    const lineEnd = endOfLine(markdown, line);
    const first = markdown.charCodeAt(line);
    // Only a line starting with whitespace, a backtick or a tilde can open or close a fence.
    if (first <= 32 || first === 96 || first === 126 || first > 127) {
      const fence = /^\s*(`{3,}|~{3,})/.exec(markdown.slice(line, lineEnd))?.[1];
      if (fence && (inFence === undefined || fence.startsWith(inFence))) inFence = inFence === undefined ? fence : undefined;
    } else if (first === 124 /* | */ && inFence === undefined && lineEnd < markdown.length) {
      const delimiterEnd = endOfLine(markdown, lineEnd + 1);
      const header = markdown.slice(line, lineEnd);
      if (isRow(header) && isDelimiterRow(markdown.slice(lineEnd + 1, delimiterEnd))) {
        const rows = [header, markdown.slice(lineEnd + 1, delimiterEnd)];
        let end = delimiterEnd;
        while (end < markdown.length && markdown.charCodeAt(end + 1) === 124) {
          const next = endOfLine(markdown, end + 1);
          const row = markdown.slice(end + 1, next);
          if (!isRow(row)) break;
          rows.push(row);
          end = next;
        }
        out += markdown.slice(copied, line) + alignTable(rows).join('\n');
        copied = end;
        line = end + 1;
        continue;
      }
    }
    line = lineEnd + 1;
  }
  return copied === 0 ? markdown : out + markdown.slice(copied);
}

function endOfLine(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end;
}

function isRow(line: string): boolean {
  return line.startsWith('|') && line.trimEnd().endsWith('|') && line.trim().length > 1;
}

function isDelimiterRow(line: string): boolean {
  return isRow(line) && cellsOf(line).cells.every((cell) => DELIMITER_CELL.test(cell));
}

/**
 * The cells of a row, trimmed (a `|` after a backslash stays inside its cell), and whether the
 * row is already as a compact table prints it: `| a | b |`, one space each side of every cell.
 */
function cellsOf(line: string): { cells: string[]; compact: boolean } {
  const close = line.trimEnd().length - 1;
  const cells: string[] = [];
  let compact = close === line.length - 1;
  let from = 1;
  while (from <= close) {
    let bar = line.indexOf('|', from);
    while (bar !== -1 && bar < close && line.charCodeAt(bar - 1) === 92 /* \ */) bar = line.indexOf('|', bar + 1);
    if (bar === -1 || bar > close) bar = close;
    const raw = line.slice(from, bar);
    const cell = raw.trim();
    if (raw.length !== cell.length + 2 || raw.charCodeAt(0) !== 32 || raw.charCodeAt(raw.length - 1) !== 32) compact = false;
    cells.push(cell);
    from = bar + 1;
  }
  return { cells, compact };
}

/** A table row: its text as written, its cells, and whether it is already compact. */
interface Row {
  line: string;
  cells: string[];
  compact: boolean;
}

function alignTable(lines: string[]): string[] {
  const [header, delimiter, ...body] = lines;
  const aligns: Align[] = cellsOf(delimiter!).cells.map((cell) => (cell.startsWith(':') ? (cell.endsWith(':') ? 'center' : 'left') : cell.endsWith(':') ? 'right' : 'none'));
  const table: Row[] = [header!, ...body].map((line) => {
    const { cells, compact } = cellsOf(line);
    return { line, cells, compact };
  });
  // The header's cells are the table's columns (its delimiter row has as many). A row may have
  // fewer or more cells: prettier prints each row's own cells, padding those past the header's
  // like the others, and leaves them out of the table's width.
  const columns = table[0]!.cells.length;
  // prettier tries the aligned table and, when its first line (as wide as the whole table) does
  // not fit, prints the compact one. Widths only grow, so cells are measured until the table is
  // known not to fit: most tables of a large API do not (a field's description is long), and a
  // compact table needs no width at all.
  const widths = new Array<number>(columns).fill(3);
  const cellWidths: number[][] = [];
  let tableWidth = 1 + 6 * columns;
  let compact = tableWidth > PRINT_WIDTH;
  for (let r = 0; r < table.length && !compact; r++) {
    const { cells } = table[r]!;
    const row = (cellWidths[r] = new Array<number>(cells.length));
    while (widths.length < cells.length) widths.push(3);
    for (let i = 0; i < cells.length; i++) {
      const width = (row[i] = stringWidth(cells[i]!));
      if (width > widths[i]!) {
        if (i < columns) tableWidth += width - widths[i]!;
        widths[i] = width;
      }
    }
    compact = tableWidth > PRINT_WIDTH;
  }
  const rowText = (row: Row, r: number) => {
    if (compact && row.compact) return row.line;
    let line = '|';
    for (let i = 0; i < row.cells.length; i++) {
      const text = row.cells[i]!;
      if (compact) {
        line += ` ${text} |`;
        continue;
      }
      const spaces = widths[i]! - cellWidths[r]![i]!;
      const before = aligns[i] === 'right' ? spaces : aligns[i] === 'center' ? Math.floor(spaces / 2) : 0;
      line += ` ${spacesOf(before)}${text}${spacesOf(spaces - before)} |`;
    }
    return line;
  };
  const delimiterRow = `| ${widths
    .slice(0, columns)
    .map((width, i) => {
      const align = aligns[i];
      const first = align === 'left' || align === 'center' ? ':' : '-';
      const last = align === 'right' || align === 'center' ? ':' : '-';
      return `${first}${'-'.repeat(compact ? 1 : width - 2)}${last}`;
    })
    .join(' | ')} |`;
  const out = [rowText(table[0]!, 0), delimiterRow];
  for (let r = 1; r < table.length; r++) out.push(rowText(table[r]!, r));
  return out;
}

/** Runs of spaces, shared: most padding is short and repeats. */
const SPACES: string[] = Array.from({ length: PRINT_WIDTH + 1 }, (_, n) => ' '.repeat(n));

function spacesOf(count: number): string {
  return SPACES[count] ?? ' '.repeat(count);
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
