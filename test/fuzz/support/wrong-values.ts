/**
 * Values a schema refuses, for the request fuzzer's breaks (mutations.ts): as JSON (of another
 * type; outside the enum, bounds, lengths, pattern or format; a list item of another type; a list
 * below its minItems) and as text for parameters and forms. Each is kept only where the IR's own
 * judge (ir/value-matches.ts) agrees the schema refuses it.
 */
import { safeRegExp } from '../../../generator/ir/example-fits.ts';
import { resolveRef } from '../../../generator/ir/resolve-ref.ts';
import { matchingVariants, valueMatches } from '../../../generator/ir/value-matches.ts';
import type { Schema } from '../../../generator/ir/types.ts';

type Schemas = ReadonlyMap<string, Schema>;

/** Text the schema refuses (in a query, header, path or form): of another type, outside its enum, bounds, lengths or format. */
export function textBreaks(schema: Schema, schemas: Schemas): string[] {
  switch (schema.kind) {
    case 'integer':
    case 'number':
    case 'boolean':
    case 'string':
      break;
    default:
      return [];
  }
  const wrongType = schema.kind === 'boolean' ? 'maybe' : schema.kind === 'string' ? undefined : 'not-a-number';
  const breaks = [...(wrongType ? [wrongType] : []), ...constraintBreaks(schema).map((value) => String(value))];
  // Text is read as the declared type (a number from `"-1"`): judged as what it converts to.
  const read = (text: string) => (schema.kind === 'integer' || schema.kind === 'number' ? Number(text) : text);
  return [...new Set(breaks)].filter((text) => text === wrongType || !valueMatches(schema, read(text), schemas));
}

/** JSON values the schema refuses: of another type, outside its enum, bounds, lengths, format or item types. */
export function valueBreaks(schema: Schema, schemas: Schemas): unknown[] {
  const wrongType = wrongValue(schema, schemas);
  const candidates = [...(wrongType !== undefined ? [wrongType] : []), ...constraintBreaks(schema)];
  if (schema.kind === 'array') {
    // One item of another type (`/body/tags/0`).
    const item = wrongValue(resolveRef(schema.items, schemas), schemas);
    if (item !== undefined) candidates.push([item]);
  }
  const seen = new Set<string>();
  return candidates.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return !valueMatches(schema, value, schemas);
  });
}

/** Values of the schema's own type that break one of its enum, bounds, lengths, counts or format. */
function constraintBreaks(schema: Schema): unknown[] {
  const rules = schema.meta.constraints ?? {};
  const number = (keyword: string) => (typeof rules[keyword] === 'number' ? (rules[keyword] as number) : undefined);
  const out: unknown[] = [];
  switch (schema.kind) {
    case 'string': {
      if (schema.enum?.length) return ['none-of-the-values'];
      const min = number('minLength');
      const max = number('maxLength');
      if (min !== undefined && min > 0) out.push('x'.repeat(min - 1));
      if (max !== undefined && max < 10_000) out.push('x'.repeat(max + 1));
      if (schema.format !== undefined && BAD_FORMAT_TEXT[schema.format]) out.push(BAD_FORMAT_TEXT[schema.format]);
      // Text the pattern refuses, of a length the bounds allow where one of these is.
      const pattern = typeof rules.pattern === 'string' ? safeRegExp(rules.pattern) : undefined;
      const refused = pattern && PATTERN_BREAKERS.find((text) => !pattern.test(text) && text.length >= (min ?? 0) && text.length <= (max ?? Infinity));
      if (refused !== undefined) out.push(refused);
      return out;
    }
    case 'integer':
    case 'number': {
      if (schema.enum?.length) return [Math.max(...schema.enum) + 1];
      const below = number('minimum') ?? number('exclusiveMinimum');
      const above = number('maximum') ?? number('exclusiveMaximum');
      if (below !== undefined) out.push(below - 1);
      if (above !== undefined) out.push(above + 1);
      if (schema.kind === 'integer') out.push(1.5);
      const step = number('multipleOf');
      if (step !== undefined && step > 0) out.push((below ?? 0) + step * 1.5);
      return out;
    }
    case 'array': {
      const min = number('minItems');
      if (min !== undefined && min > 0) out.push([]);
      return out;
    }
    default:
      return out;
  }
}

/** Texts of which at least one a pattern refuses: punctuation, spaces, a digit, a letter, nothing. */
const PATTERN_BREAKERS = ['!', '~ ~', '0', 'a', 'A', '-', ''];

/** Text each format's check refuses. */
const BAD_FORMAT_TEXT: Record<string, string> = {
  'date-time': 'not-a-date-time',
  date: 'not-a-date',
  uuid: 'not-a-uuid',
  email: 'not-an-email',
  uri: 'not a uri',
  ipv4: 'not-an-ipv4',
  ipv6: 'not-an-ipv6',
};

/** A JSON value of another type than the schema's, or undefined when any value would do. */
function wrongValue(schema: Schema, schemas: Schemas): unknown {
  if (schema.kind === 'union') {
    // A value no variant takes (GitHub's milestone is a string or an integer: text is valid there).
    return [42, 'not-this-type', true, ['not-this-type'], { not: 'this-type' }].find((value) => matchingVariants(schema.variants, value, schemas) === 0);
  }
  // Any value fits a schema without a type, null too (Superset's `creation_method`).
  if (schema.kind === 'unknown') return undefined;
  if (schema.meta.nullable) return schema.kind === 'string' ? 42 : 'not-this-type';
  switch (schema.kind) {
    case 'string':
      return 42;
    case 'integer':
    case 'number':
    case 'array':
      return 'not-this-type';
    case 'boolean':
      return 'yes';
    case 'object':
      return 'not-an-object';
    default:
      return undefined;
  }
}
