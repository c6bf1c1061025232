/**
 * Values as TypeScript source, printed the way prettier would (single quotes unless double quotes
 * need fewer escapes, bare keys where possible, 2-space indent). Every emitter uses it: generated
 * constants, JSDoc examples and the docs examples therefore quote the same value the same way,
 * and text that prettier never touches (comments, HTML) still reads as formatted code.
 */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const INLINE_LIMIT = 60;

/** Characters a quoted string escapes; most strings have none and are quoted as they are. */
const NEEDS_ESCAPE = /[\\'"\n\r\u2028\u2029]/;

function quote(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return `'${text}'`;
  const delimiter = text.includes("'") && !text.includes('"') ? '"' : "'";
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(delimiter === "'" ? /'/g : /"/g, `\\${delimiter}`)
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `${delimiter}${escaped}${delimiter}`;
}

function key(name: string): string {
  return IDENTIFIER.test(name) ? name : quote(name);
}

export interface LiteralLayout {
  /** The indentation of the line the literal starts on. */
  indent?: string;
  /**
   * `auto` breaks objects and arrays over lines when long, `multiline` always breaks the outer
   * one, `inline` never breaks (for text prettier formats afterwards, or a one-line example).
   */
  layout?: 'auto' | 'multiline' | 'inline';
}

/**
 * An expression printed as it is, for values no literal can write (a file in an example call).
 * In JSON (a curl example) it shows as its `json` stand-in.
 */
export class Expression {
  constructor(
    readonly code: string,
    readonly json: string,
  ) {}

  toJSON(): string {
    return this.json;
  }
}

/** A binding named in data (a runtime function, another constant), written as its name. */
export const reference = (name: string): Expression => new Expression(name, name);

/** `value` as a TypeScript expression. */
export function tsLiteral(value: unknown, { indent = '', layout = 'auto' }: LiteralLayout = {}): string {
  if (typeof value === 'string') return quote(value);
  if (value instanceof Expression) return value.code;
  if (value === null || typeof value !== 'object') return value === undefined ? 'undefined' : String(value);
  const inner = `${indent}  `;
  const nested: LiteralLayout = { indent: inner, layout: layout === 'inline' ? 'inline' : 'auto' };
  const entries = Array.isArray(value)
    ? value.map((item) => tsLiteral(item, nested))
    : Object.entries(value).map(([k, v]) => `${key(k)}: ${tsLiteral(v, nested)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const oneLine = `${open}${entries.join(', ')}${close}`;
  if (layout === 'inline') return oneLine;
  if (layout === 'auto' && oneLine.length <= INLINE_LIMIT && !oneLine.includes('\n')) return oneLine;
  return `${open.trim()}\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}${close.trim()}`;
}

/** `value` on one line: for text prettier formats afterwards, and for one-line JSDoc examples. */
export function inlineLiteral(value: unknown): string {
  return tsLiteral(value, { layout: 'inline' });
}
