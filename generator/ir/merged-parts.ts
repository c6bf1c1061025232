/**
 * One object value of an `allOf` (IR intersection) of objects, from a value of each part. Beside
 * its properties, a part may be a `oneOf` of objects that each require some of them (GitHub's
 * project item: an `id`, or `owner`, `repo` and `number`; import/schema/combinator-siblings.ts).
 * Merged as they are, the properties part's optional names would fill in every variant, and the
 * value would match them all; so the names only the other variants require are left out, and
 * exactly one matches.
 */
import { resolveRef } from './resolve-ref.ts';
import type { Schema } from './types.ts';

export function mergedParts(parts: readonly Schema[], values: readonly unknown[], schemas: ReadonlyMap<string, Schema>): Record<string, unknown> {
  const merged: Record<string, unknown> = Object.assign({}, ...values);
  parts.forEach((part, index) => {
    const union = resolveRef(part, schemas);
    const chosen = values[index];
    if (union.kind !== 'union' || union.mode !== 'oneOf' || typeof chosen !== 'object' || chosen === null) return;
    for (const variant of union.variants.map((v) => resolveRef(v, schemas))) {
      if (variant.kind !== 'object') continue;
      for (const property of variant.properties) if (property.required && !(property.name in chosen)) delete merged[property.name];
    }
  });
  return merged;
}
