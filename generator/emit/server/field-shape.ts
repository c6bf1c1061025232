/**
 * The `FieldShape` of a form or multipart request body (`requestBody.content` of kind `form` or
 * `multipart`): which decoded fields the server converts to numbers or booleans, which are lists,
 * which are files (`format: binary`). Recursive schemas stop at a fixed depth as `unknown`.
 */
import type { NamedSchema, Schema } from '../../ir/types.ts';
import type { FieldShape } from '../../../templates/server/core/service.ts';
import { resolve, scalarType } from './service-description.ts';

/** Forms deeper than this are not worth converting; the values stay strings. */
const MAX_DEPTH = 8;

export function fieldShape(schema: Schema, schemas: Map<string, NamedSchema>, depth = 0): FieldShape {
  const resolved = resolve(schema, schemas);
  if (depth > MAX_DEPTH) return 'unknown';
  if (resolved.kind === 'string' && resolved.format === 'binary') return 'file';
  if (resolved.kind === 'array') return { items: fieldShape(resolved.items, schemas, depth + 1) };
  if (resolved.kind === 'object') {
    const properties: Record<string, FieldShape> = {};
    for (const property of resolved.properties) {
      properties[property.name] = fieldShape(property.schema, schemas, depth + 1);
    }
    const extra = resolved.additionalProperties;
    return typeof extra === 'object'
      ? { properties, additional: fieldShape(extra, schemas, depth + 1) }
      : { properties };
  }
  return scalarType(resolved) ?? 'unknown';
}
