/**
 * The `FieldShape` of a form or multipart request body (`requestBody.content` of kind `form` or
 * `multipart`): which decoded fields the server converts to numbers or booleans, which are lists,
 * which are files (`format: binary`). An `allOf` of objects is their fields together. Recursive
 * schemas stop at a fixed depth as `unknown`.
 */
import type { Schema } from '../../ir/types.ts';
import type { FieldShape } from '../../../templates/server/core/service.ts';
import { resolveRef } from '../../ir/resolve-ref.ts';
import { scalarType } from './scalar-type.ts';

/** Forms deeper than this are not worth converting; the values stay strings. */
const MAX_DEPTH = 8;

export function fieldShape(schema: Schema, schemas: ReadonlyMap<string, Schema>, depth = 0): FieldShape {
  const resolved = resolveRef(schema, schemas);
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
  // Zoom's multipart bodies are an allOf of objects: their fields are converted as one object's.
  if (resolved.kind === 'intersection') return mergedShape(resolved.parts.map((part) => fieldShape(part, schemas, depth + 1)));
  return scalarType(resolved) ?? 'unknown';
}

/** The parts of an allOf as one shape: the object parts' fields together, else the one typed part. */
function mergedShape(parts: FieldShape[]): FieldShape {
  // The same scalar typed in two parts (an integer, then its minimum) is one type.
  const typed = [...new Set(parts.filter((part) => part !== 'unknown'))];
  const objects = typed.filter((part): part is Extract<FieldShape, { properties: unknown }> => typeof part === 'object' && 'properties' in part);
  if (objects.length === 0) return typed.length === 1 ? typed[0]! : 'unknown';
  if (objects.length < typed.length) return 'unknown';
  // A Map: a field named `constructor` or `__proto__` is a field like any other.
  const fields = new Map<string, FieldShape>();
  for (const object of objects) {
    for (const [name, shape] of Object.entries(object.properties)) {
      if ((fields.get(name) ?? 'unknown') === 'unknown') fields.set(name, shape);
    }
  }
  const properties = Object.fromEntries(fields);
  const additional = objects.find((object) => object.additional !== undefined)?.additional;
  return additional === undefined ? { properties } : { properties, additional };
}
