/**
 * Converting decoded form and multipart fields (always strings, arrays and objects of strings)
 * to what the request body schema declares: integers, numbers and booleans where it says so,
 * arrays where bracket indexes or repeated names produced objects or single values, objects where
 * a field holds one as JSON text. A value that does not fit is a 400 naming the field; `lenient`
 * (the operation has validators, which report it with every other failure) keeps its text instead.
 */
import { HttpProblem } from './problem.ts';
import { isRecord } from './records.ts';
import { scalarFromText } from './scalar-text.ts';
import type { FieldShape } from './service.ts';

export function coerceFields(value: unknown, shape: FieldShape | undefined, path = '', lenient = false): unknown {
  if (shape === undefined || shape === 'unknown' || shape === 'file') return value;
  if (typeof shape === 'string') return scalar(Array.isArray(value) ? value.at(-1) : value, shape, path, lenient);
  if ('items' in shape) {
    return listOf(value).map((item, index) => coerceFields(item, shape.items, `${path}[${index}]`, lenient));
  }
  if (!isRecord(value)) {
    // An object sent as JSON text in a form or multipart field (what the generated client sends).
    const parsed = typeof value === 'string' ? jsonObject(value) : undefined;
    if (parsed) return coerceFields(parsed, shape, path, lenient);
    if (lenient) return value;
    throw invalidField(path, 'must be an object');
  }
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const property = Object.hasOwn(shape.properties, key) ? shape.properties[key] : shape.additional;
    result[key] = coerceFields(item, property, path === '' ? key : `${path}[${key}]`, lenient);
  }
  return result;
}

/** `a[0]=x&a[1]=y`, `a=x&a=y` and a lone `a=x` all mean a list. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value)) {
    // Indexes beyond the parser's array limit arrive as object keys; keep their numeric order.
    return Object.keys(value)
      .filter((key) => /^\d+$/.test(key))
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => value[key]);
  }
  return value === undefined || value === '' ? [] : [value];
}

function scalar(value: unknown, type: Exclude<FieldShape, object>, path: string, lenient: boolean): unknown {
  if (typeof value !== 'string') return value;
  const result = scalarFromText(value, type);
  if (!result.ok) {
    if (lenient) return value;
    throw invalidField(path, result.reason);
  }
  return result.value;
}

/** The object `text` holds as JSON, or undefined. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function invalidField(path: string, reason: string): HttpProblem {
  return new HttpProblem(400, {
    kind: 'invalid-body',
    detail: `Field ${path || '(body)'} ${reason}.`,
    extensions: { field: path },
  });
}
