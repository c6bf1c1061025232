/**
 * The `FieldShape` of a form or multipart request body (`requestBody.content` of kind `form` or
 * `multipart`): which decoded fields the server converts to numbers or booleans, which are lists,
 * which are files (`format: binary`), and which required properties are lists (an XML document
 * leaves an empty one out). An `allOf` of objects is their fields together. A recursive schema is
 * followed into itself a few times, then `unknown`.
 */
import type { Schema } from '../ir/types.ts';
import type { FieldShape } from '../../templates/client/core/xml-data.ts';
import { resolveRef } from '../ir/resolve-ref.ts';
import { scalarType } from './scalar-type.ts';
import { recursiveNames } from './recursive-names.ts';

/**
 * Deeper than this the values stay as they are. Recursion stops sooner, a schema being followed
 * into itself `RECURSION` times at most; this only bounds very deep documents (AWS's XML: each
 * field an `allOf` of a `$ref`).
 */
const MAX_DEPTH = 40;
export const RECURSION = 2;

/** How many times `name` is on the path of schemas being followed. */
export function timesWithin(within: readonly string[], name: string): number {
  return within.filter((outer) => outer === name).length;
}

export function fieldShape(schema: Schema, schemas: ReadonlyMap<string, Schema>, depth = 0, within: readonly string[] = []): FieldShape {
  // A recursive schema deeper inside itself: its values are taken as they come.
  if (depth > MAX_DEPTH || (schema.kind === 'ref' && timesWithin(within, schema.name) >= RECURSION)) return 'unknown';
  // A named schema on no cycle has one shape wherever it is used (AWS's results share most of
  // theirs): worked out once, from its own top.
  if (schema.kind === 'ref' && !recursiveNames(schemas).has(schema.name)) return sharedShape(schema.name, schemas);
  const path = schema.kind === 'ref' ? [...within, schema.name] : within;
  const inner = (part: Schema) => fieldShape(part, schemas, depth + 1, path);
  const resolved = resolveRef(schema, schemas);
  if (resolved.kind === 'string' && resolved.format === 'binary') return 'file';
  if (resolved.kind === 'array') return { items: inner(resolved.items) };
  if (resolved.kind === 'object') {
    const properties: Record<string, FieldShape> = {};
    for (const property of resolved.properties) properties[property.name] = inner(property.schema);
    const required = resolved.properties.filter((property) => property.required && isList(properties[property.name]!)).map((property) => property.name);
    const extra = resolved.additionalProperties;
    return {
      properties,
      ...(typeof extra === 'object' ? { additional: inner(extra) } : {}),
      ...(required.length > 0 ? { requiredLists: required } : {}),
    };
  }
  // Zoom's multipart bodies are an allOf of objects: their fields are converted as one object's.
  if (resolved.kind === 'intersection') return mergedShape(resolved.parts.map(inner));
  return scalarType(resolved) ?? 'unknown';
}

const shared = new WeakMap<ReadonlyMap<string, Schema>, Map<string, FieldShape>>();

function sharedShape(name: string, schemas: ReadonlyMap<string, Schema>): FieldShape {
  let known = shared.get(schemas);
  if (!known) shared.set(schemas, (known = new Map()));
  let shape = known.get(name);
  if (shape === undefined) {
    const target = schemas.get(name);
    known.set(name, (shape = target ? fieldShape(target, schemas, 0, [name]) : 'unknown'));
  }
  return shape;
}

function isList(shape: FieldShape): boolean {
  return typeof shape === 'object' && 'items' in shape;
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
  const required = [...new Set(objects.flatMap((object) => object.requiredLists ?? []))];
  return { properties, ...(additional === undefined ? {} : { additional }), ...(required.length > 0 ? { requiredLists: required } : {}) };
}
