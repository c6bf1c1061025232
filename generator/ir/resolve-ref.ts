/**
 * Follows a `$ref` (`{ kind: 'ref' }`) to the named schema it names, through chains of aliases,
 * for code that reads a schema's shape rather than its name. An unknown name, or a chain deeper
 * than 16 (an alias cycle the loader let through), is `unknown`.
 */
import type { Schema } from './types.ts';

const UNKNOWN: Schema = { kind: 'unknown', meta: {} };

export function resolveRef(schema: Schema, schemas: ReadonlyMap<string, Schema>, depth = 0): Schema {
  if (schema.kind !== 'ref') return schema;
  return depth < 16 ? resolveRef(schemas.get(schema.name) ?? UNKNOWN, schemas, depth + 1) : UNKNOWN;
}
