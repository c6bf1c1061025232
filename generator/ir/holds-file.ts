/**
 * Whether a schema holds a file: a `format: binary` string reachable from it, through `$ref`s
 * (each followed once), array `items`, object `properties` and `additionalProperties`, and the
 * variants of `oneOf`/`anyOf`/`allOf`. Multipart bodies send such values as file parts.
 */
import type { Schema } from './types.ts';
import { schemaChildren } from './schema-children.ts';

export function holdsFile(schema: Schema, context: { schemas: ReadonlyMap<string, Schema> }, seen = new Set<string>()): boolean {
  switch (schema.kind) {
    case 'string':
      return schema.format === 'binary';
    case 'ref': {
      const target = context.schemas.get(schema.name);
      if (!target || seen.has(schema.name)) return false;
      seen.add(schema.name);
      return holdsFile(target, context, seen);
    }
    default:
      return schemaChildren(schema).some((child) => holdsFile(child, context, seen));
  }
}
