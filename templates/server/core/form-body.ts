/**
 * `application/x-www-form-urlencoded` request bodies, decoded the way payment and commerce APIs
 * write them: brackets nest (`metadata[order]=7`, `items[0][price]=5`), repeated names and `[]`
 * make lists. `qs` does the decoding (it refuses `__proto__` and friends); the declared schema's
 * shape then converts the strings.
 */
import { parse } from 'qs';
import { coerceFields } from './field-shape.ts';
import type { FieldShape } from './service.ts';

/** Deep enough for real forms, shallow enough that a hostile body cannot make deep objects. */
const FORM_LIMITS = { depth: 10, arrayLimit: 1000, parameterLimit: 10_000 } as const;

/** `lenient`: text that does not convert stays text, for the operation's validators to report. */
export function parseForm(text: string, shape: FieldShape | undefined, lenient = false): unknown {
  return coerceFields(decodeFields(text, shape), shape, '', lenient);
}

/**
 * Decode bracket-style field names into nested objects and arrays of strings. A name the schema
 * declares as it is, brackets and all (Cambase's `model[model]`, a Rails form written out flat),
 * is that property, not a nested one.
 */
export function decodeFields(text: string, shape?: FieldShape): Record<string, unknown> {
  const literal = literalNames(shape);
  const nested: string[] = [];
  const flat: Record<string, unknown> = {};
  // At most as many fields as qs reads, counted alike.
  for (const pair of literal.size === 0 ? [] : text.split('&', FORM_LIMITS.parameterLimit)) {
    const equals = pair.indexOf('=');
    const name = formDecode(equals < 0 ? pair : pair.slice(0, equals));
    if (!literal.has(name)) {
      nested.push(pair);
      continue;
    }
    const value = formDecode(equals < 0 ? '' : pair.slice(equals + 1));
    // Repeated, it is a list, as qs makes of any repeated name.
    const before = flat[name];
    if (before === undefined) flat[name] = value;
    else if (Array.isArray(before)) before.push(value);
    else flat[name] = [before, value];
  }
  // Stryker disable next-line BooleanLiteral: with plainObjects qs never consults allowPrototypes (tests hold plainObjects)
  const parsed = parse(literal.size === 0 ? text : nested.join('&'), { ...FORM_LIMITS, allowPrototypes: false, plainObjects: true });
  return Object.assign(parsed, flat);
}

/** The top-level properties whose names hold brackets. */
function literalNames(shape: FieldShape | undefined): Set<string> {
  if (typeof shape !== 'object' || !('properties' in shape)) return new Set();
  return new Set(Object.keys(shape.properties).filter((name) => name.includes('[')));
}

/** A form component as text (`+` is a space); a broken escape stays as written, as qs leaves it. */
function formDecode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
