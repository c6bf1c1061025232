/**
 * An `allOf` (IR intersection) read as the one object it describes, so that a release which
 * wraps an object in `allOf: [{$ref: Base}, {properties: …}]` (or `allOf: [{$ref: Base}]` alone)
 * compares field by field with the plain object of another release instead of "type changed".
 * Only intersections whose parts are all objects (through references and nested `allOf`s) are
 * flattened; a part that is a union, a scalar, or a field two parts type differently leaves the
 * intersection as it is.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Schema } from '../ir/types.ts';

type ObjectSchema = Extract<Schema, { kind: 'object' }>;
type Property = ObjectSchema['properties'][number];

/** The parts of an intersection as objects, references and nested intersections resolved; undefined when one is not an object. */
function objectParts(schema: Schema, named: ReadonlyMap<string, Schema>, seen: Set<string>): ObjectSchema[] | undefined {
  if (schema.kind === 'ref') {
    const target = named.get(schema.name);
    if (!target || seen.has(schema.name)) return undefined;
    return objectParts(target, named, new Set([...seen, schema.name]));
  }
  if (schema.kind === 'object') return [schema];
  if (schema.kind !== 'intersection') return undefined;
  const parts: ObjectSchema[] = [];
  for (const part of schema.parts) {
    const objects = objectParts(part, named, seen);
    if (!objects) return undefined;
    parts.push(...objects);
  }
  return parts;
}

/**
 * What a schema stands for when it is an intersection: its only part (a reference followed), or
 * one object with the fields of every part (required where any part requires them). Anything
 * else, or an intersection that is not all objects, comes back as it is.
 */
export function flattenIntersection(schema: Schema, named: ReadonlyMap<string, Schema>): Schema {
  if (schema.kind !== 'intersection') return schema;
  const only = schema.parts.length === 1 ? schema.parts[0]! : undefined;
  if (only) return only.kind === 'ref' ? (named.get(only.name) ?? schema) : only;
  return mergeObjects(schema, named) ?? schema;
}

function mergeObjects(intersection: Extract<Schema, { kind: 'intersection' }>, named: ReadonlyMap<string, Schema>): ObjectSchema | undefined {
  const parts = objectParts(intersection, named, new Set());
  if (!parts || parts.length === 0) return undefined;
  const byName = new Map<string, Property>();
  for (const part of parts) {
    for (const property of part.properties) {
      const known = byName.get(property.name);
      if (known && !isDeepStrictEqual(known.schema, property.schema)) return undefined;
      byName.set(property.name, { ...property, required: property.required || (known?.required ?? false) });
    }
  }
  // An object part without `additionalProperties` is closed in the IR; the first part that opens it decides.
  const additionalProperties = parts.find((p) => p.additionalProperties !== false)?.additionalProperties ?? false;
  const nullable = intersection.meta.nullable || parts.every((p) => p.meta.nullable);
  const meta = { ...intersection.meta, ...(nullable ? { nullable: true } : {}) };
  return { kind: 'object', properties: [...byName.values()], additionalProperties, meta };
}
