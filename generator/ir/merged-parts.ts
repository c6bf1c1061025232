/**
 * One object value of an `allOf` (IR intersection) of objects, from a value of each part. Beside
 * its properties, a part may be a `oneOf` of objects that each require some of them (GitHub's
 * project item: an `id`, or `owner`, `repo` and `number`; import/schema/combinator-siblings.ts).
 * Merged as they are, the properties part's optional names would fill in every variant, and the
 * value would match them all; so the names only the other variants require are left out, and
 * exactly one matches. A property that several parts declare as an object merges the same way
 * (SiriKit's `params`: `{ type: object }` in the base, with its required `intent` in the subtype).
 */
import { resolveRef } from './resolve-ref.ts';
import type { Schema } from './types.ts';

/** Unions inside unions followed at most (a recursive one would not end). */
const MAX_DEPTH = 8;

export function mergedParts(parts: readonly Schema[], values: readonly unknown[], schemas: ReadonlyMap<string, Schema>): Record<string, unknown> {
  // A name a part declares as any value (the importer's `{}` for a name it requires and a sibling
  // part declares, also in each variant of a oneOf of required lists) takes the value another part gives it.
  const resolved = parts.map((part) => resolveRef(part, schemas));
  const untyped = (schema: Schema, depth = 0): string[] =>
    schema.kind === 'object'
      ? schema.properties.filter((property) => property.schema.kind === 'unknown').map((property) => property.name)
      : schema.kind === 'union' && depth < MAX_DEPTH
        ? schema.variants.flatMap((variant) => untyped(resolveRef(variant, schemas), depth + 1))
        : [];
  const anyValue = resolved.map((schema) => new Set(untyped(schema)));
  const merged = deepMerged(values, (index, key) => anyValue[index]!.has(key));
  resolved.forEach((union, index) => {
    const chosen = values[index];
    if (union.kind !== 'union' || union.mode !== 'oneOf' || typeof chosen !== 'object' || chosen === null) return;
    for (const variant of union.variants.map((v) => resolveRef(v, schemas))) {
      if (variant.kind !== 'object') continue;
      for (const property of variant.properties) if (property.required && !(property.name in chosen)) delete merged[property.name];
    }
  });
  return merged;
}

/**
 * The values' properties, later ones winning, except that two plain objects under one name merge,
 * and a name `weak` says its value only stands in for (any value) gives way to one given before.
 */
function deepMerged(values: readonly unknown[], weak: (index: number, key: string) => boolean = () => false): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  values.forEach((value, index) => {
    if (!isPlainObject(value)) return;
    for (const [key, item] of Object.entries(value)) {
      const before = merged[key];
      if (before !== undefined && weak(index, key)) continue;
      merged[key] = isPlainObject(before) && isPlainObject(item) ? deepMerged([before, item]) : item;
    }
  });
  return merged;
}

/** An object literal's kind of value, or one without a prototype (as fast-check may draw a map). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
