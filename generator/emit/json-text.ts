/**
 * A value as data text in prettier's form (printWidth 100), so generated data skips prettier:
 * JSON files (openapi.json, package.json, tsconfig.json) through its `json` parser, and the data
 * literals of generated TypeScript (`server/routes.ts`) through its `typescript` parser with the
 * project's options (single quotes, trailing commas, keys quoted only where needed).
 *
 * Objects always one member per line (prettier keeps an object expanded when the text had a
 * newline after `{`, which this always writes), arrays on one line when that line fits in 100
 * columns, else one element per line, except arrays of numbers, which fill each line, and arrays
 * of several arrays of several elements, which always break (json-arrays.ts does this for JSON). A
 * TypeScript string member too long for its line goes on the next one. test/write/final-form.test.ts
 * holds every generated JSON file and data literal to prettier's output.
 */
import { PRINT_WIDTH } from '../write/prettier-options.ts';
import { fillNumbers, layOutJsonArrays } from './json-arrays.ts';

/** prettier moves a string (or a name) that does not fit after its key to the next line, unless the key is shorter than this. */
export const SHORT_KEY = 5;

/** What JSON.stringify escapes (or prettier's quote choice looks at) in a string. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["'\\\x00-\x1f\ud800-\udfff]/;
/** What ends every member of a broken object or array in TypeScript (`trailingComma: 'all'`), the last one too. */
const COMMA = ',';

/** `value` as a JSON file: JSON.stringify's text, with its arrays laid out as prettier lays them out. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  // prettier prints exponents without `+` (1e21). A number is the last thing on its line; a
  // string there would end with its quote.
  const numbers = text.includes('e+') ? text.replace(/(\d)e\+(\d+)(?=,?$)/gm, '$1e$2') : text;
  return `${layOutJsonArrays(numbers, PRINT_WIDTH)}\n`;
}

/**
 * `value` as a TypeScript expression starting `used` columns into its line: what follows
 * `export const name: Type = ` (so `used` is that text's length, plus the `;` that ends it).
 */
export function tsDataText(value: unknown, used: number): string {
  return print(value, 0, used);
}

/**
 * `<declaration><value>;` (`declaration` being `export const name: Type = `), as prettier lays it
 * out: the value after the `=` on its line, unless that line's opening `{` or `[` would pass the
 * print width (a long name), where prettier breaks after the `=` and indents the value.
 */
export function tsDeclarationText(declaration: string, value: unknown): string {
  if (declaration.length + 1 <= PRINT_WIDTH || value === null || typeof value !== 'object') return `${declaration}${tsDataText(value, declaration.length + 1)};`;
  return `${declaration.trimEnd()}\n  ${print(value, 2, 2 + 1)};`;
}

/**
 * `value` at `indent` spaces; `used` is how many columns the line already holds before it plus
 * what must follow it on the same line (a `,`), for the fits check of arrays.
 */
function print(value: unknown, indent: number, used: number): string {
  if (Array.isArray(value)) return printArray(value, indent, used);
  if (value !== null && typeof value === 'object') return printObject(value as Record<string, unknown>, indent);
  return scalarText(value);
}

function printObject(object: Record<string, unknown>, indent: number): string {
  const pad = ' '.repeat(indent + 2);
  let lines = '';
  for (const key of Object.keys(object)) {
    const member = object[key];
    if (member === undefined || typeof member === 'function') continue;
    const name = keyText(key);
    const head = `${pad}${name}: `;
    const text = print(member, indent + 2, head.length + COMMA.length);
    // prettier moves a string that does not fit to the next line, unless its key is shorter than
    // five columns.
    if (typeof member === 'string' && name.length >= SHORT_KEY && head.length + text.length + COMMA.length > PRINT_WIDTH) {
      lines += `${pad}${name}:\n${pad}  ${text}${COMMA}\n`;
    } else lines += `${head}${text}${COMMA}\n`;
  }
  return lines === '' ? '{}' : `{\n${lines}${' '.repeat(indent)}}`;
}

function printArray(array: unknown[], indent: number, used: number): string {
  const items = array.map((item) => (item === undefined || typeof item === 'function' ? null : item));
  if (items.length === 0) return '[]';
  const flat = flatText(items);
  if (flat !== undefined && !matrix(items) && used + flat.length <= PRINT_WIDTH) return flat;
  const pad = ' '.repeat(indent + 2);
  if (items.every((item) => typeof item === 'number')) return fillNumbers(items.map((item) => scalarText(item)), indent, PRINT_WIDTH, COMMA);
  const lines = items.map((item) => `${pad}${print(item, indent + 2, pad.length + COMMA.length)}${COMMA}`);
  return `[\n${lines.join('\n')}\n${' '.repeat(indent)}]`;
}

/** prettier always breaks an array of several arrays that each hold several elements. */
function matrix(items: unknown[]): boolean {
  return items.length > 1 && items.every((item) => Array.isArray(item) && item.length > 1);
}

/** The array on one line, or undefined when it holds a non-empty object (always expanded) or a matrix. */
function flatText(items: unknown[]): string | undefined {
  const parts: string[] = [];
  for (const item of items) {
    if (Array.isArray(item)) {
      const inner = item.length === 0 ? '[]' : matrix(item) ? undefined : flatText(item);
      if (inner === undefined) return undefined;
      parts.push(inner);
    } else if (item !== null && typeof item === 'object') {
      if (Object.keys(item).length > 0) return undefined;
      parts.push('{}');
    } else parts.push(scalarText(item));
  }
  return `[${parts.join(', ')}]`;
}

export function scalarText(value: unknown): string {
  if (typeof value === 'string') return tsString(value);
  // prettier prints exponents without `+` (1e21).
  if (typeof value === 'number') return String(value).replace('e+', 'e');
  return JSON.stringify(value) ?? 'null';
}

/** prettier's `as-needed` keys: bare when an identifier, else quoted like any string. */
export function keyText(key: string): string {
  return IDENTIFIER.test(key) ? key : tsString(key);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Single quotes, unless the text holds more single than double quotes (prettier's choice). */
function tsString(text: string): string {
  // Most strings need no escape at all: no quote, backslash, control character or surrogate.
  if (!NEEDS_ESCAPE.test(text)) return `'${text}'`;
  const json = JSON.stringify(text);
  const singles = text.split("'").length - 1;
  const doubles = text.split('"').length - 1;
  if (singles > doubles) return json;
  // JSON escapes `"` and never `'`: swap which one needs the backslash.
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
