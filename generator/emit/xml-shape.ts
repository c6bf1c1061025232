/**
 * The `XmlShape` of an XML payload of data (`response.content` or `requestBody.content` of an XML
 * media type, see ir/xml-payload.ts), by which the server writes and reads it, from the schema's
 * `xml` hints: the root element's name (its own `xml.name`, else the name of the schema it refers
 * to, else `root`; a root list's items likewise, else `item`), and, only where the description
 * says something OpenAPI's defaults would not, the names, namespaces, attributes and wrapped lists
 * below it. A `$ref` takes the hints of the schema it names, its own winning (a property's
 * `xml.name` over its component's). A recursive schema is followed into itself a few times,
 * below which the defaults apply.
 */
import type { XmlHints } from '../manifest/schema.ts';
import { resolveRef } from '../ir/resolve-ref.ts';
import { RECURSION, timesWithin } from './field-shape.ts';
import { recursiveNames } from './recursive-names.ts';
import type { Schema } from '../ir/types.ts';
import type { XmlShape } from '../../templates/client/core/xml-data.ts';

/**
 * Schemas followed at most below the root. Recursion stops sooner, as fieldShape's does (below
 * which the defaults apply); this only bounds very deep documents (AWS's XML, each field an
 * `allOf` of a `$ref`).
 */
const MAX_DEPTH = 40;

type Schemas = ReadonlyMap<string, Schema>;

export function xmlShape(schema: Schema, schemas: Schemas): XmlShape {
  const { name, ...rest } = shapeOf(schema, schemas, 0, []) ?? {};
  const shape: XmlShape = { name: name ?? (schema.kind === 'ref' ? schema.name : 'root'), ...rest };
  // A root list has no property to name its items after: components are named after themselves.
  const list = resolveRef(schema, schemas);
  if (list.kind === 'array' && list.items.kind === 'ref' && shape.items?.name === undefined) shape.items = { ...shape.items, name: list.items.name };
  return shape;
}

/** What `schema` says beyond the defaults, or undefined when nothing. */
function shapeOf(schema: Schema, schemas: Schemas, depth: number, within: readonly string[]): XmlShape | undefined {
  // Hints of the component a `$ref` names, under its own; the structure through any alias chain,
  // as fieldShape reads it, so that what the server writes and reads line up.
  const named = schema.kind === 'ref' ? schemas.get(schema.name) : undefined;
  const hints: XmlHints = { ...named?.meta.xml, ...schema.meta.xml };
  const shape: XmlShape = hintsShape(hints);
  const target = resolveRef(schema, schemas);
  const recursive = schema.kind === 'ref' && timesWithin(within, schema.name) >= RECURSION;
  if (schema.kind === 'ref' && !recursiveNames(schemas).has(schema.name)) {
    // A named schema on no cycle has one inner shape wherever it is used: worked out once.
    Object.assign(shape, innerShape(schema.name, target, schemas));
  } else if (depth < MAX_DEPTH && !recursive) {
    const path = schema.kind === 'ref' ? [...within, schema.name] : within;
    if (target.kind === 'array') {
      const items = shapeOf(target.items, schemas, depth + 1, path);
      if (items) shape.items = items;
    }
    const properties = propertyShapes(target, schemas, depth, path);
    if (properties) shape.properties = properties;
  }
  return Object.keys(shape).length > 0 ? shape : undefined;
}

const inner = new WeakMap<Schemas, Map<string, XmlShape>>();

/** The items and properties part of a named schema's shape (its own hints are its uses'). */
function innerShape(name: string, target: Schema, schemas: Schemas): XmlShape {
  let known = inner.get(schemas);
  if (!known) inner.set(schemas, (known = new Map()));
  let shape = known.get(name);
  if (shape === undefined) {
    shape = {};
    if (target.kind === 'array') {
      const items = shapeOf(target.items, schemas, 1, [name]);
      if (items) shape.items = items;
    }
    const properties = propertyShapes(target, schemas, 0, [name]);
    if (properties) shape.properties = properties;
    known.set(name, shape);
  }
  return shape;
}

/** The shapes of an object's properties (an `allOf`'s object parts' together), where any says something. */
function propertyShapes(schema: Schema, schemas: Schemas, depth: number, within: readonly string[]): Record<string, XmlShape> | undefined {
  const resolved = resolveRef(schema, schemas);
  if (depth >= MAX_DEPTH) return undefined;
  const found: Record<string, XmlShape> = {};
  if (resolved.kind === 'object') {
    for (const property of resolved.properties) {
      const shape = shapeOf(property.schema, schemas, depth + 1, within);
      if (shape) found[property.name] = shape;
    }
  } else if (resolved.kind === 'intersection') {
    for (const part of resolved.parts) Object.assign(found, propertyShapes(part, schemas, depth + 1, part.kind === 'ref' ? [...within, part.name] : within));
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

function hintsShape(hints: XmlHints): XmlShape {
  const shape: XmlShape = {};
  if (hints.name !== undefined) shape.name = hints.name;
  if (hints.namespace !== undefined) shape.namespace = hints.namespace;
  if (hints.prefix !== undefined) shape.prefix = hints.prefix;
  if (hints.attribute) shape.attribute = true;
  if (hints.wrapped) shape.wrapped = true;
  return shape;
}
