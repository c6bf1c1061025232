/**
 * A value as JSON text in prettier's form (its `json` parser, printWidth 100), so generated JSON
 * files (openapi.json, package.json, tsconfig.json) skip prettier: objects always one member per
 * line (prettier keeps an object expanded when the text had a newline after `{`, which indented
 * JSON always has), arrays on one line when that line fits in 100 columns, else one element per
 * line, except arrays of numbers, which fill each line, and arrays of several arrays of several
 * elements, which always break. test/write/json-final-form.test.ts holds
 * every generated JSON file to prettier's output.
 */
const WIDTH = 100;

export function jsonText(value: unknown): string {
  return `${print(value, 0, 0)}\n`;
}

/**
 * `value` at `indent` spaces; `used` is how many columns the line already holds before it plus
 * what must follow it on the same line (a `,`), for the fits check of arrays.
 */
function print(value: unknown, indent: number, used: number): string {
  if (Array.isArray(value)) return printArray(value, indent, used);
  if (value !== null && typeof value === 'object') return printObject(value as Record<string, unknown>, indent);
  return JSON.stringify(value) ?? 'null';
}

function printObject(object: Record<string, unknown>, indent: number): string {
  const entries = Object.entries(object).filter(([, member]) => member !== undefined && typeof member !== 'function');
  if (entries.length === 0) return '{}';
  const pad = ' '.repeat(indent + 2);
  const lines = entries.map(([key, member], index) => {
    const head = `${pad}${JSON.stringify(key)}: `;
    const comma = index < entries.length - 1 ? 1 : 0;
    return `${head}${print(member, indent + 2, head.length + comma)}${comma ? ',' : ''}`;
  });
  return `{\n${lines.join('\n')}\n${' '.repeat(indent)}}`;
}

function printArray(array: unknown[], indent: number, used: number): string {
  const items = array.map((item) => (item === undefined || typeof item === 'function' ? null : item));
  if (items.length === 0) return '[]';
  const flat = flatText(items);
  if (flat !== undefined && !matrix(items) && used + flat.length <= WIDTH) return flat;
  const pad = ' '.repeat(indent + 2);
  if (items.every((item) => typeof item === 'number')) return fill(items.map((item) => JSON.stringify(item)), indent);
  const lines = items.map((item, index) => {
    const comma = index < items.length - 1 ? 1 : 0;
    return `${pad}${print(item, indent + 2, pad.length + comma)}${comma ? ',' : ''}`;
  });
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
    } else parts.push(JSON.stringify(item));
  }
  return `[${parts.join(', ')}]`;
}

/** prettier's fill: as many numbers per line as fit, each line indented one level. */
function fill(numbers: string[], indent: number): string {
  const pad = ' '.repeat(indent + 2);
  const lines: string[] = [];
  let line = '';
  numbers.forEach((number, index) => {
    const piece = `${number}${index < numbers.length - 1 ? ',' : ''}`;
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
