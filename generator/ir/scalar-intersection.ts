/**
 * The one part to draw a value from for an `allOf` (IR intersection) of non-objects: a scalar or a
 * list typed in several parts (Asana's `parent`, Mailchimp's counts), also through `$ref`s and
 * nested `allOf`s (the ATO's `id` is `allOf: [PartyId]`, and PartyId `allOf: [ResourceId, string]`).
 * A value of the most constrained part is what the validators, which hold it to every part, take:
 * an enum or a literal first (the values every such part allows, when several do: Azure's
 * retention policy type is `Basic` or `Invalid` in the base, `Basic` in its subtype), then an
 * integer (which also fits a number), then a list of typed items, then any typed part.
 * Undefined when some part is an object: those merge property by property instead.
 */
import { resolveRef } from './resolve-ref.ts';
import type { Schema } from './types.ts';

export function scalarIntersectionPart(parts: readonly Schema[], schemas: ReadonlyMap<string, Schema>): Schema | undefined {
  const leaves = leavesOf(parts, schemas, 0);
  if (leaves.some((leaf) => leaf.kind === 'object')) return undefined;
  const constrained = commonValues(leaves);
  // A list whose items are typed before one of any items (Zalando's pages: `content` is a list in
  // the base and a list of reviews in each page type).
  const typedList = leaves.find((leaf) => leaf.kind === 'array' && resolveRef(leaf.items, schemas).kind !== 'unknown');
  return constrained ?? leaves.find((leaf) => leaf.kind === 'integer') ?? typedList ?? leaves.find((leaf) => leaf.kind !== 'unknown') ?? leaves[0];
}

/** The parts with `$ref`s resolved and nested intersections spread, to a bounded depth. */
function leavesOf(parts: readonly Schema[], schemas: ReadonlyMap<string, Schema>, depth: number): Schema[] {
  return parts.flatMap((part) => {
    const resolved = resolveRef(part, schemas);
    return resolved.kind === 'intersection' && depth < 16 ? leavesOf(resolved.parts, schemas, depth + 1) : [resolved];
  });
}

/** The enum or literal part; when several, the values all of them allow (the first part's, if none). */
function commonValues(leaves: readonly Schema[]): Schema | undefined {
  const valuesOf = (leaf: Schema): readonly unknown[] | undefined =>
    leaf.kind === 'literal' ? [leaf.value] : 'enum' in leaf && Array.isArray(leaf.enum) && leaf.enum.length > 0 ? leaf.enum : undefined;
  const constrained = leaves.filter((leaf) => valuesOf(leaf) !== undefined);
  const [first] = constrained;
  if (first === undefined || constrained.length === 1 || (first.kind !== 'string' && first.kind !== 'integer' && first.kind !== 'number')) return first;
  const common = valuesOf(first)!.filter((value) => constrained.every((leaf) => valuesOf(leaf)!.includes(value)));
  if (common.length === 0) return first;
  return { ...first, enum: common } as Schema;
}
