/**
 * `allOf` (an IR intersection) as ONE object schema, for the mock and the docs' field tables: a property that one part
 * requires and another part types (Spotify's paging objects require `items` in the base and
 * type it as an array in each list) must come out present AND typed. Drawing each part on its
 * own and assigning the results over one another cannot promise that, since a part may leave
 * out an optional property that another part requires as any value.
 *
 * Per property: required when any part requires it; its schema is the one typed part's, an
 * intersection when several type it, any value when none does. Undefined when a part is not
 * an object (after `$ref`s and nested intersections), so the caller keeps its general path.
 */
import type { Schema, SchemaProperty } from './types.ts';

type ObjectSchema = Extract<Schema, { kind: 'object' }>;

export function mergedIntersection(parts: Schema[], schemas: ReadonlyMap<string, Schema>): ObjectSchema | undefined {
  const objects = flatten(parts, schemas, new Set());
  if (!objects || objects.length === 0) return undefined;
  const byName = new Map<string, { required: boolean; typed: Schema[]; any: Schema }>();
  for (const object of objects) {
    for (const property of object.properties) {
      const entry = byName.get(property.name) ?? { required: false, typed: [], any: property.schema };
      entry.required ||= property.required;
      if (property.schema.kind !== 'unknown') entry.typed.push(property.schema);
      byName.set(property.name, entry);
    }
  }
  const properties: SchemaProperty[] = [...byName].map(([name, { required, typed, any }]) => ({
    name,
    required,
    schema: typed.length === 0 ? any : typed.length === 1 ? typed[0]! : { kind: 'intersection', parts: typed, meta: describedBy(typed) },
  }));
  const closed = objects.some((object) => object.closed);
  return { kind: 'object', properties, additionalProperties: closed ? false : true, ...(closed ? { closed: true as const } : {}), meta: {} };
}

/** The object schemas under `parts`, through refs and nested intersections; undefined if one is not an object. */
function flatten(parts: Schema[], schemas: ReadonlyMap<string, Schema>, seen: Set<string>): ObjectSchema[] | undefined {
  const objects: ObjectSchema[] = [];
  for (const part of parts) {
    let schema = part;
    while (schema.kind === 'ref') {
      if (seen.has(schema.name)) return undefined;
      seen = new Set([...seen, schema.name]);
      const named = schemas.get(schema.name);
      if (!named) return undefined;
      schema = named;
    }
    if (schema.kind === 'intersection') {
      const nested = flatten(schema.parts, schemas, seen);
      if (!nested) return undefined;
      objects.push(...nested);
    } else if (schema.kind === 'object') objects.push(schema);
    else return undefined;
  }
  return objects;
}

/** The first description among a property's typed declarations, which the docs show. */
function describedBy(typed: Schema[]): Schema['meta'] {
  const description = typed.find((schema) => schema.meta.description !== undefined)?.meta.description;
  return description === undefined ? {} : { description };
}
