/**
 * Whether every value a schema allows is a single scalar (text, a number, a boolean or null),
 * through `$ref`s, unions and `allOf`s. The client names the runtime's encoder of list and object
 * path values (`encoders.path`) only for path parameters where this is false, so a bundle of
 * operations with plain ids leaves that code out. A schema of unknown type may be anything.
 */
import { resolveRef } from './resolve-ref.ts';
import type { Schema } from './types.ts';

const SCALAR_KINDS = new Set<Schema['kind']>(['string', 'number', 'integer', 'boolean', 'null', 'literal']);

export function takesOnlyScalars(schema: Schema, schemas: ReadonlyMap<string, Schema>, depth = 0): boolean {
  const resolved = resolveRef(schema, schemas);
  if (SCALAR_KINDS.has(resolved.kind)) return true;
  if (depth >= 16) return false;
  // An `allOf` is as narrow as its narrowest part: one scalar part makes every value a scalar.
  if (resolved.kind === 'intersection') return resolved.parts.some((part) => takesOnlyScalars(part, schemas, depth + 1));
  if (resolved.kind === 'union') return resolved.variants.every((variant) => takesOnlyScalars(variant, schemas, depth + 1));
  return false;
}
