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
  return coerceFields(decodeFields(text), shape, '', lenient);
}

/** Decode bracket-style field names into nested objects and arrays of strings. */
export function decodeFields(text: string): Record<string, unknown> {
  // Stryker disable next-line BooleanLiteral: with plainObjects qs never consults allowPrototypes (tests hold plainObjects)
  return parse(text, { ...FORM_LIMITS, allowPrototypes: false, plainObjects: true });
}
