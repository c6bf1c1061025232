/**
 * A value as data text in prettier's form (printWidth 100), so generated data skips prettier:
 * JSON files (openapi.json, package.json, tsconfig.json) through its `json` parser, and the data
 * literals of generated TypeScript (`server/routes.ts`) through its `typescript` parser with the
 * project's options (single quotes, trailing commas, keys quoted only where needed).
 *
 * Objects always one member per line (prettier keeps an object expanded when the text had a
 * newline after `{`, which this always writes), arrays on one line when that line fits in 100
 * columns, else one element per line, except arrays of numbers, which fill each line, and arrays
 * of several arrays of several elements, which always break. A TypeScript string member too long
 * for its line goes on the next one. test/write/final-form.test.ts holds
 * every generated JSON file and data literal to prettier's output.
 */
const WIDTH = 100;

/** JSON, or a TypeScript expression as prettier prints it with the project's options. */
type Dialect = 'json' | 'typescript';

export function jsonText(value: unknown): string {
  return `${print(value, 0, 0, 'json')}\n`;
}

/**
 * `value` as a TypeScript expression starting `used` columns into its line: what follows
 * `export const name: Type = ` (so `used` is that text's length, plus the `;` that ends it).
 */
export function tsDataText(value: unknown, used: number): string {
  return print(value, 0, used, 'typescript');
}

/**
 * `value` at `indent` spaces; `used` is how many columns the line already holds before it plus
 * what must follow it on the same line (a `,`), for the fits check of arrays.
 */
function print(value: unknown, indent: number, used: number, dialect: Dialect): string {
  if (Array.isArray(value)) return printArray(value, indent, used, dialect);
  if (value !== null && typeof value === 'object') return printObject(value as Record<string, unknown>, indent, dialect);
  return scalarText(value, dialect);
}

function printObject(object: Record<string, unknown>, indent: number, dialect: Dialect): string {
  const entries = Object.entries(object).filter(([, member]) => member !== undefined && typeof member !== 'function');
  if (entries.length === 0) return '{}';
  const pad = ' '.repeat(indent + 2);
  const lines = entries.map(([key, member], index) => {
    const name = keyText(key, dialect);
    const head = `${pad}${name}: `;
    const comma = trailing(index, entries.length, dialect);
    const text = print(member, indent + 2, head.length + comma.length, dialect);
    // prettier moves a string that does not fit to the next line, unless its key is shorter than
    // five columns (and never in JSON).
    if (dialect === 'typescript' && typeof member === 'string' && name.length >= 5 && head.length + text.length + comma.length > WIDTH) {
      return `${pad}${name}:\n${pad}  ${text}${comma}`;
    }
    return `${head}${text}${comma}`;
  });
  return `{\n${lines.join('\n')}\n${' '.repeat(indent)}}`;
}

function printArray(array: unknown[], indent: number, used: number, dialect: Dialect): string {
  const items = array.map((item) => (item === undefined || typeof item === 'function' ? null : item));
  if (items.length === 0) return '[]';
  const flat = flatText(items, dialect);
  if (flat !== undefined && !matrix(items) && used + flat.length <= WIDTH) return flat;
  const pad = ' '.repeat(indent + 2);
  if (items.every((item) => typeof item === 'number')) return fill(items.map((item) => scalarText(item, dialect)), indent, dialect);
  const lines = items.map((item, index) => {
    const comma = trailing(index, items.length, dialect);
    return `${pad}${print(item, indent + 2, pad.length + comma.length, dialect)}${comma}`;
  });
  return `[\n${lines.join('\n')}\n${' '.repeat(indent)}]`;
}

/** The comma after a member of a broken object or array: TypeScript (`trailingComma: 'all'`) ends the last one with it too. */
function trailing(index: number, count: number, dialect: Dialect): string {
  return index < count - 1 || dialect === 'typescript' ? ',' : '';
}

/** prettier always breaks an array of several arrays that each hold several elements. */
function matrix(items: unknown[]): boolean {
  return items.length > 1 && items.every((item) => Array.isArray(item) && item.length > 1);
}

/** The array on one line, or undefined when it holds a non-empty object (always expanded) or a matrix. */
function flatText(items: unknown[], dialect: Dialect): string | undefined {
  const parts: string[] = [];
  for (const item of items) {
    if (Array.isArray(item)) {
      const inner = item.length === 0 ? '[]' : matrix(item) ? undefined : flatText(item, dialect);
      if (inner === undefined) return undefined;
      parts.push(inner);
    } else if (item !== null && typeof item === 'object') {
      if (Object.keys(item).length > 0) return undefined;
      parts.push('{}');
    } else parts.push(scalarText(item, dialect));
  }
  return `[${parts.join(', ')}]`;
}

/** prettier's fill: as many numbers per line as fit, each line indented one level. */
function fill(numbers: string[], indent: number, dialect: Dialect): string {
  const pad = ' '.repeat(indent + 2);
  const lines: string[] = [];
  let line = '';
  numbers.forEach((number, index) => {
    const piece = `${number}${trailing(index, numbers.length, dialect)}`;
    if (line === '') line = `${pad}${piece}`;
    else if (line.length + 1 + piece.length <= WIDTH) line += ` ${piece}`;
    else {
      lines.push(line);
      line = `${pad}${piece}`;
    }
  });
  lines.push(line);
  return `[\n${lines.join('\n')}\n${' '.repeat(indent)}]`;
}

function scalarText(value: unknown, dialect: Dialect): string {
  if (dialect === 'json') return JSON.stringify(value) ?? 'null';
  if (typeof value === 'string') return tsString(value);
  // prettier prints exponents without `+` (1e21).
  if (typeof value === 'number') return String(value).replace('e+', 'e');
  return JSON.stringify(value) ?? 'null';
}

/** prettier's `as-needed` keys: bare when an identifier, else quoted like any string. */
function keyText(key: string, dialect: Dialect): string {
  if (dialect === 'json') return JSON.stringify(key);
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : tsString(key);
}

/** Single quotes, unless the text holds more single than double quotes (prettier's choice). */
function tsString(text: string): string {
  const json = JSON.stringify(text);
  const singles = text.split("'").length - 1;
  const doubles = text.split('"').length - 1;
  if (singles > doubles) return json;
  // JSON escapes `"` and never `'`: swap which one needs the backslash.
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
