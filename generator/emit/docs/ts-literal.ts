/**
 * Prints example values as TypeScript source the way prettier would (single quotes unless double
 * quotes need fewer escapes, 2-space indent), so the HTML examples match the formatted Markdown.
 */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const INLINE_LIMIT = 60;

function quote(text: string): string {
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

/** `value` as a TypeScript expression; objects and arrays break over lines when long (or when asked). */
export function tsLiteral(value: unknown, indent = '', multiline = false): string {
  if (typeof value === 'string') return quote(value);
  if (value === null || typeof value !== 'object') return value === undefined ? 'undefined' : String(value);
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((item) => tsLiteral(item, inner))
    : Object.entries(value).map(([k, v]) => `${key(k)}: ${tsLiteral(v, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const oneLine = `${open}${entries.join(', ')}${close}`;
  if (!multiline && oneLine.length <= INLINE_LIMIT && !oneLine.includes('\n')) return oneLine;
  return `${open.trim()}\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}${close.trim()}`;
}
