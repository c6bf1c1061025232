/**
 * Whether a value is one of the values a schema (any manifest `schema`, in the IR) allows, read
 * as JSON Schema reads the description: what a validating proxy such as Prism holds a server's
 * answers to. Scalars are checked as ir/example-fits.ts checks them; objects by their required
 * and typed properties (and `additionalProperties`); lists by their items and counts; an
 * `allOf` by every part; and a `oneOf` by EXACTLY one variant, where `anyOf` needs one or more.
 *
 * The generated validators read `oneOf` as "at least one", as zod's union does, since a server
 * that refused values two variants accept would refuse calls the real API takes. Data the mock
 * makes up has no such excuse: serve --mock uses this to draw `oneOf` values that match only
 * the variant they were drawn from.
 */
import { hasAccessFlag } from './access-flag.ts';
import { exampleFits } from './example-fits.ts';
import type { Schema } from './types.ts';

/**
 * Which way the value travels, when it matters: a `required` property marked `writeOnly` binds
 * requests only and one marked `readOnly` responses only, as Prism reads them (it strips such
 * properties from the other direction's schema). Without it, `required` binds both ways.
 */
export type Direction = 'request' | 'response';

/** Deeper than this (a recursive schema), a value is taken as it is. */
const MAX_DEPTH = 64;

export function valueMatches(schema: Schema, value: unknown, schemas: ReadonlyMap<string, Schema>, depth = 0, direction?: Direction): boolean {
  if (depth > MAX_DEPTH) return true;
  if (value === null && schema.kind !== 'ref' && schema.kind !== 'union' && schema.kind !== 'intersection') return exampleFits(schema, value);
  switch (schema.kind) {
    case 'unknown':
      return true;
    case 'ref': {
      const named = schemas.get(schema.name);
      if (value === null && schema.meta.nullable) return true;
      return named === undefined || valueMatches(named, value, schemas, depth + 1, direction);
    }
    case 'null':
      return false;
    case 'string':
    case 'integer':
    case 'number':
    case 'boolean':
    case 'literal':
      return exampleFits(schema, value);
    case 'array': {
      if (!Array.isArray(value)) return false;
      const constraints = schema.meta.constraints ?? {};
      if (!withinCount(value.length, constraints.minItems, constraints.maxItems)) return false;
      if (constraints.uniqueItems === true && new Set(value.map((item) => JSON.stringify(item))).size !== value.length) return false;
      return value.every((item) => valueMatches(schema.items, item, schemas, depth + 1, direction));
    }
    case 'object':
      return objectMatches(schema, value, schemas, depth, direction);
    case 'union': {
      if (value === null && schema.meta.nullable) return true;
      const matched = matchingVariants(schema.variants, value, schemas, depth + 1, direction);
      return schema.mode === 'oneOf' ? matched === 1 : matched > 0;
    }
    case 'intersection':
      if (value === null && schema.meta.nullable) return true;
      return schema.parts.every((part) => valueMatches(part, value, schemas, depth + 1, direction));
  }
}

/**
 * How many of `variants` take `value`: 0, 1, or 2 for "more than one" (counting stops there).
 * A `oneOf` needs exactly one; the mock looks for such a value, and keeps one that several take
 * over one that none takes.
 */
export function matchingVariants(variants: readonly Schema[], value: unknown, schemas: ReadonlyMap<string, Schema>, depth = 0, direction?: Direction): number {
  let matched = 0;
  for (const variant of variants) if (valueMatches(variant, value, schemas, depth, direction) && ++matched > 1) break;
  return matched;
}

function objectMatches(schema: Extract<Schema, { kind: 'object' }>, value: unknown, schemas: ReadonlyMap<string, Schema>, depth: number, direction: Direction | undefined): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const constraints = schema.meta.constraints ?? {};
  if (!withinCount(Object.keys(record).length, constraints.minProperties, constraints.maxProperties)) return false;
  const declared = new Set<string>();
  for (const property of schema.properties) {
    declared.add(property.name);
    const present = Object.hasOwn(record, property.name) && record[property.name] !== undefined;
    if (!present) {
      if (property.required && !(direction && hasAccessFlag(property.schema, direction === 'response' ? 'writeOnly' : 'readOnly', schemas))) return false;
      continue;
    }
    if (!valueMatches(property.schema, record[property.name], schemas, depth + 1, direction)) return false;
  }
  const extra = schema.additionalProperties;
  if (extra === true) return true;
  for (const key of Object.keys(record)) {
    if (declared.has(key) || record[key] === undefined) continue;
    if (extra === false ? schema.closed : !valueMatches(extra, record[key], schemas, depth + 1, direction)) return false;
  }
  return true;
}

function withinCount(count: number, min: unknown, max: unknown): boolean {
  return (typeof min !== 'number' || count >= min) && (typeof max !== 'number' || count <= max);
}
