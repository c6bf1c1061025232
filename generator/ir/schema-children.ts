/**
 * The schemas one schema holds directly: an array's `items`, an object's `properties` and
 * `additionalProperties` schema, a `oneOf`/`anyOf`'s variants and an `allOf`'s parts, in that
 * order. A `$ref` holds none (it names another schema; `refsIn` lists those names). Walks over a
 * whole schema (files, access flags, references) recurse through these.
 */
import type { Schema } from './types.ts';

export function schemaChildren(schema: Schema): readonly Schema[] {
  switch (schema.kind) {
    case 'array':
      return [schema.items];
    case 'object': {
      const children = schema.properties.map((property) => property.schema);
      if (typeof schema.additionalProperties === 'object') children.push(schema.additionalProperties);
      return children;
    }
    case 'union':
      return schema.variants;
    case 'intersection':
      return schema.parts;
    default:
      return [];
  }
}

/** The named schemas a schema refers to, at any depth within it (not through the refs), in the order they appear. */
export function refsIn(schema: Schema, into: string[] = []): string[] {
  if (schema.kind === 'ref') into.push(schema.name);
  else for (const child of schemaChildren(schema)) refsIn(child, into);
  return into;
}
