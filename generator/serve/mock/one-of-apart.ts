/**
 * A `oneOf` value that matches several variants, made to match one: the variants are open
 * objects that require nothing (Just Eat's three search responses, Jumpseller's store status),
 * so every object the mock draws matches them all, and JSON Schema (a validating proxy such as
 * Prism) refuses it. Keeping one matched variant, the value gets, for each other matched variant,
 * a property that variant declares and the kept one does not, with a value of another type
 * (`0` for a string, `'x'` for anything else typed), in place of any value drawn for it. The kept
 * variant, open, takes it; the other refuses it. Used only when no draw matched one variant alone,
 * in a union without a discriminator (which would tell its variants apart by its value).
 */
import { mergedIntersection } from '../../ir/merged-intersection.ts';
import { resolveRef } from '../../ir/resolve-ref.ts';
import type { Schema, SchemaProperty } from '../../ir/types.ts';
import { type Direction, matchingVariants, valueMatches } from '../../ir/value-matches.ts';

export function oneOfApart(value: unknown, variants: readonly Schema[], schemas: ReadonlyMap<string, Schema>, direction: Direction): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const matched = variants.filter((variant) => valueMatches(variant, value, schemas, 0, direction));
  if (matched.length < 2) return undefined;
  for (const kept of matched) {
    const own = new Set(propertiesOf(kept, schemas)?.map((property) => property.name));
    const candidate: Record<string, unknown> = { ...value };
    for (const other of matched) {
      if (other === kept) continue;
      const breaking = propertiesOf(other, schemas)?.find((property) => !own.has(property.name) && wrongValue(property.schema, schemas) !== undefined);
      if (breaking) candidate[breaking.name] = wrongValue(breaking.schema, schemas);
    }
    if (valueMatches(kept, candidate, schemas, 0, direction) && matchingVariants(variants, candidate, schemas, 0, direction) === 1) return candidate;
  }
  return undefined;
}

/** The properties an object variant declares (an `allOf` of objects: its parts' together). */
function propertiesOf(variant: Schema, schemas: ReadonlyMap<string, Schema>): SchemaProperty[] | undefined {
  const resolved = resolveRef(variant, schemas);
  if (resolved.kind === 'object') return resolved.properties;
  if (resolved.kind === 'intersection') return mergedIntersection(resolved.parts, schemas)?.properties;
  return undefined;
}

/** A value of another type than `schema` takes, or undefined where no one value is sure to be wrong. */
function wrongValue(schema: Schema, schemas: ReadonlyMap<string, Schema>): unknown {
  const resolved = resolveRef(schema, schemas);
  switch (resolved.kind) {
    case 'string':
      return 0;
    case 'literal':
      return typeof resolved.value === 'string' ? 0 : 'x';
    case 'number':
    case 'integer':
    case 'boolean':
    case 'object':
    case 'array':
    case 'null':
      return 'x';
    default:
      return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
