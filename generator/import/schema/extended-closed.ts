/**
 * The schemas an `allOf` extends with properties they do not declare, while they say
 * `additionalProperties: false` themselves: as JSON Schema reads it, such a part refuses every
 * property its sibling parts add, so no value with them is valid. Authors mean "closed once
 * merged" (what `unevaluatedProperties` says): the shelter's `Dog` is `allOf: [Animal, {breed}]`
 * with `Animal` closed, and eight APIs in APIs.guru do the same. The importer leaves these parts
 * open, with a warning, so the client's `Animal & { breed }` and the server's validators agree;
 * every other `additionalProperties: false` stays, and closes its object.
 *
 * Returns JSON Pointers to the closed schemas (components reached through `$ref`, and inline
 * parts). Read quietly: broken references are reported where they are converted.
 */
import type { ImportContext } from '../context.ts';
import { pointerTo } from '../json-pointer.ts';
import { isRecord } from '../openapi-document.ts';
import { declaredNames } from './sibling-properties.ts';

/** `allOf`s inside `allOf` parts followed at most. */
const MAX_NESTING = 16;

export function extendedClosedSchemas(ctx: Pick<ImportContext, 'doc' | 'refs'>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<object>();
  // The walk meets every node of the description; only an `allOf` needs its pointer, so the
  // path is kept as tokens and joined there.
  const path: (string | number)[] = [];
  const visit = (node: object): void => {
    if (seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      // By index: `for…in` would make a string of every index, in the largest lists of the description.
      for (let index = 0; index < node.length; index++) visitChild(node[index], index);
      return;
    }
    if (isRecord(node) && Array.isArray(node.allOf)) checkAllOf(node, pointerTo('', ...path), ctx, found);
    for (const key in node) visitChild((node as Record<string, unknown>)[key], key);
  };
  const visitChild = (child: unknown, key: string | number): void => {
    if (child === null || typeof child !== 'object') return;
    path.push(key);
    visit(child);
    path.pop();
  };
  visit(ctx.doc);
  return found;
}

/** Adds the parts of `schema.allOf` that are closed and lack a property the whole declares. */
function checkAllOf(schema: Record<string, unknown>, pointer: string, ctx: Pick<ImportContext, 'refs'>, found: Set<string>): void {
  const parts = partsOf(schema, pointer, ctx);
  const names = new Set([...ownNames(schema), ...parts.flatMap((part) => declaredNames(part.value, ctx))]);
  for (const part of parts) checkPart(part, names, ctx, found, 0);
}

/**
 * Adds `part` when it is closed and lacks one of `names`, and likewise the parts of its own
 * `allOf`: those hold the whole's value too. ShipEngine's `shipping_address` is `allOf:
 * [address, partial_shipping_address]` with `address` an `allOf` of the closed `partial_address`,
 * which refuses the `instructions` beside it.
 */
function checkPart(part: { value: unknown; pointer: string }, names: ReadonlySet<string>, ctx: Pick<ImportContext, 'refs'>, found: Set<string>, depth: number): void {
  if (!isRecord(part.value) || depth > MAX_NESTING) return;
  if (part.value.additionalProperties === false) {
    const own = new Set(declaredNames(part.value, ctx));
    if ([...names].some((name) => !own.has(name))) found.add(part.pointer);
  }
  if (Array.isArray(part.value.allOf)) for (const inner of partsOf(part.value, part.pointer, ctx)) checkPart(inner, names, ctx, found, depth + 1);
}

function partsOf(schema: Record<string, unknown>, pointer: string, ctx: Pick<ImportContext, 'refs'>): { value: unknown; pointer: string }[] {
  // A part as written, or the schema its `$ref` chain ends at, with that schema's pointer.
  return (schema.allOf as unknown[]).map((part, index) => ctx.refs.peekThrough(part, pointerTo(pointer, 'allOf', index)));
}

function ownNames(schema: Record<string, unknown>): string[] {
  return isRecord(schema.properties) ? Object.keys(schema.properties) : [];
}
