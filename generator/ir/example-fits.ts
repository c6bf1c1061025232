/**
 * Whether a description's example or default of a scalar (`schemas.*.example`, `default`, and a
 * parameter's `example`) fits that scalar's own schema: its type, enum, format, lengths, bounds
 * and pattern, read as the generated server's validators read them (emit/server/zod-expression.ts).
 *
 * Real descriptions are not always right: Asana shows date-times for `format: date` and host
 * names for `format: uri`. Such an example is neither shown in a generated example call (the
 * generated server, and `sdkgen serve --mock`, would refuse the call) nor answered by the mock.
 * Objects and lists are taken as they are here: ir/value-matches.ts checks a whole value, and
 * calls this for each scalar in it.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Schema } from './types.ts';
import { URI_REFERENCE } from './uri-reference.ts';
import { URI_TEMPLATE } from './uri-template.ts';
import { DURATION } from './duration-format.ts';
import { JSON_POINTER, RELATIVE_JSON_POINTER } from './json-pointer-formats.ts';

/** zod's `z.email()` pattern. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/;
/** A date, `T`, a time, and an offset (`Z` or `+02:00`), as `z.iso.datetime({ offset: true })` asks. */
const DATE_TIME = /^([^T]+)T(.+?)(?:Z|[+-]\d{2}:\d{2})$/;
/** RFC 4648 base64 with its padding, as `z.base64()` takes it. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Formats the validators check, by OpenAPI `format`; any other format is plain text. */
const FORMATS: Record<string, (text: string) => boolean> = {
  'date-time': (text) => {
    const parts = DATE_TIME.exec(text);
    return parts !== null && isDate(parts[1]!) && TIME.test(parts[2]!);
  },
  date: (text) => isDate(text),
  time: (text) => TIME.test(text),
  uuid: (text) => GUID.test(text),
  email: (text) => EMAIL.test(text),
  uri: isUri,
  url: isUri,
  'uri-reference': (text) => URI_REFERENCE.test(text),
  'uri-template': (text) => URI_TEMPLATE.test(text),
  'json-pointer': (text) => JSON_POINTER.test(text),
  'relative-json-pointer': (text) => RELATIVE_JSON_POINTER.test(text),
  duration: (text) => DURATION.test(text),
  ipv4: (text) => isIPv4(text),
  ipv6: (text) => isIPv6(text),
  byte: (text) => BASE64.test(text),
};

/** The string formats checked, by name: each has a placeholder the examples show (emit/examples.ts). */
export const CHECKED_STRING_FORMATS: readonly string[] = Object.keys(FORMATS);

/** The range of `format: int32`, as `z.int32()` checks it. */
export const INT32_MIN = -(2 ** 31);
export const INT32_MAX = 2 ** 31 - 1;

/** As the validators read `uri`: what `new URL` parses, in RFC 3986's characters (no spaces). */
function isUri(text: string): boolean {
  return URL.canParse(text) && URI_REFERENCE.test(text);
}

/** A calendar day that exists: 2023-02-29 does not. */
function isDate(text: string): boolean {
  return DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

export function exampleFits(schema: Schema, value: unknown): boolean {
  // JSON Schema holds null to an enum too: Vercel's `type: [string, null]` with `enum: [production,
  // staging]` and `examples: [null]` refuses its own example. The enum's values are shown instead.
  if (value === null) return schema.kind === 'null' || schema.kind === 'unknown' || (schema.meta.nullable === true && !hasEnum(schema));
  switch (schema.kind) {
    case 'string':
      if (typeof value !== 'string') return false;
      if (schema.enum?.length) return schema.enum.includes(value);
      if (schema.format !== undefined && FORMATS[schema.format]?.(value) === false) return false;
      return withinBounds(value, schema.meta.constraints ?? {});
    case 'integer':
    case 'number':
      // `z.int()` takes safe integers only, as ajv does for int64: Waterlinked's ids of 2339264502380679700 are past them.
      if (typeof value !== 'number' || !Number.isFinite(value) || (schema.kind === 'integer' && !Number.isSafeInteger(value))) return false;
      // Wowza's storage total of 32,429,386,811 bytes, typed `int32`.
      if (schema.format === 'int32' && (value < INT32_MIN || value > INT32_MAX)) return false;
      if (schema.enum?.length) return schema.enum.includes(value);
      return withinBounds(value, schema.meta.constraints ?? {});
    case 'boolean':
      return typeof value === 'boolean';
    case 'literal':
      return value === schema.value;
    default:
      return true;
  }
}

function hasEnum(schema: Schema): boolean {
  return (schema.kind === 'string' || schema.kind === 'integer' || schema.kind === 'number') && (schema.enum?.length ?? 0) > 0;
}

/**
 * Whether `value` meets the lengths, bounds and pattern in `constraints` (a `multipleOf` too). A
 * pattern that does not compile is not held against it.
 */
export function withinBounds(value: string | number, constraints: Record<string, unknown>): boolean {
  const number = (keyword: string) => (typeof constraints[keyword] === 'number' ? (constraints[keyword] as number) : undefined);
  if (typeof value === 'string') {
    if (typeof constraints.pattern === 'string' && !safeRegExp(constraints.pattern)?.test(value)) return false;
    return value.length >= (number('minLength') ?? 0) && value.length <= (number('maxLength') ?? Number.POSITIVE_INFINITY);
  }
  const [min, max, exclusiveMin, exclusiveMax, step] = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].map(number);
  return (
    (min === undefined || value >= min) &&
    (max === undefined || value <= max) &&
    (exclusiveMin === undefined || value > exclusiveMin) &&
    (exclusiveMax === undefined || value < exclusiveMax) &&
    constraints.exclusiveMinimum !== true &&
    constraints.exclusiveMaximum !== true &&
    // JSON Schema's reading: the quotient is whole (999.4 of 0.1 is; 999.4 % 0.1 is not 0 in floating point).
    (step === undefined || step <= 0 || Number.isInteger(value / step))
  );
}

/**
 * A schema `pattern` as a RegExp: in Unicode mode, as JSON Schema reads it, else as the generated
 * validators compile it (`new RegExp(pattern)`), which also takes escapes Unicode mode refuses
 * (DigitalOcean's `[a-zA-Z0-9_\-\:]`); undefined when it compiles neither way.
 */
export function safeRegExp(source: string): RegExp | undefined {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(source, flags);
    } catch {
      // Next: without Unicode mode.
    }
  }
  return undefined;
}
