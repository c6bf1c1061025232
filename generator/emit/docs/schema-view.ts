/**
 * How an IR schema reads in the docs: a short type label ("array of Token", "string (date-time)")
 * whose schema names link to the schema reference, and a field table for object payloads.
 */
import { mergedIntersection } from '../../ir/merged-intersection.ts';
import { scalarIntersectionPart } from '../../ir/scalar-intersection.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';
import type { Api, Schema } from '../../ir/types.ts';
import { SCHEMAS_PAGE, schemaAnchor } from './anchors.ts';
import { mdCode, mdFragment, mdLink } from './markdown.ts';
import { escapeHtml, inlineText, type TextView } from './text-view.ts';
import { memoised } from './view-memo.ts';

export interface TypeView {
  /** The label as escaped HTML in a `<span class="type">`, with schema names linked to their entry. */
  html: string;
  /** The label as Markdown, safe in a table cell, with schema names linked to `schemas.md`. */
  md: string;
}

export interface FieldView {
  name: string;
  nameMd: string;
  type: TypeView;
  required: boolean;
  description: TextView;
}

type LabelPart = { text: string; ref?: string };

const SCALAR_KINDS = new Set<Schema['kind']>(['string', 'number', 'integer', 'boolean', 'literal']);
const NO_SCHEMAS: ReadonlyMap<string, Schema> = new Map();

function literal(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function labelParts(schema: Schema, nested = false): LabelPart[] {
  const parts = baseLabelParts(schema, nested);
  return schema.meta.nullable ? [...parts, { text: ' or null' }] : parts;
}

function joined(schemas: Schema[], separator: string, nested: boolean): LabelPart[] {
  const inner = schemas.flatMap((s, i) => (i === 0 ? labelParts(s, true) : [{ text: separator }, ...labelParts(s, true)]));
  return nested && schemas.length > 1 ? [{ text: '(' }, ...inner, { text: ')' }] : inner;
}

function baseLabelParts(schema: Schema, nested: boolean): LabelPart[] {
  switch (schema.kind) {
    case 'unknown':
      return [{ text: 'any' }];
    case 'ref':
      return [{ text: schema.name, ref: schema.name }];
    case 'string':
    case 'number':
    case 'integer': {
      if (schema.enum) return [{ text: `${schema.kind}, one of ${schema.enum.map(literal).join(', ')}` }];
      const format = schema.format ? ` (${schema.format})` : '';
      return [{ text: `${schema.kind}${format}` }];
    }
    case 'boolean':
    case 'null':
      return [{ text: schema.kind }];
    case 'literal':
      return [{ text: literal(schema.value) }];
    case 'array':
      return [{ text: 'array of ' }, ...labelParts(schema.items, true)];
    case 'object':
      if (schema.properties.length === 0 && typeof schema.additionalProperties === 'object') {
        return [{ text: 'map of ' }, ...labelParts(schema.additionalProperties, true)];
      }
      return [{ text: 'object' }];
    case 'union':
      return joined(schema.variants, ' or ', nested);
    case 'intersection': {
      // Scalars typed in several parts (a subtype's fixed `petType` over its base's string) read as the one that decides.
      const scalar = schema.parts.every((part) => SCALAR_KINDS.has(part.kind)) ? scalarIntersectionPart(schema.parts, NO_SCHEMAS) : undefined;
      if (scalar) return labelParts(scalar, nested);
      // Inline objects read as one "object", whose fields the table lists together.
      const firstObject = schema.parts.findIndex((part) => part.kind === 'object');
      return joined(schema.parts.filter((part, index) => part.kind !== 'object' || index === firstObject), ' and ', nested);
    }
  }
}

/** Views by label: a large API labels the same few types (`string`, a schema name) thousands of times. */
const typeViews = new Map<string, TypeView>();

export function typeView(schema: Schema): TypeView {
  const parts = labelParts(schema);
  const key = parts.map((p) => (p.ref ? `\u0001${p.ref}` : p.text)).join('\u0000');
  let view = typeViews.get(key);
  if (view) return view;
  view = {
    html: `<span class="type">${parts.map((p) => (p.ref ? `<a href="${escapeHtml(`#${schemaAnchor(p.ref)}`)}">${escapeHtml(p.text)}</a>` : escapeHtml(p.text))).join('')}</span>`,
    md: parts.map((p) => (p.ref ? mdLink(mdFragment(p.text), `${SCHEMAS_PAGE}#${schemaAnchor(p.ref)}`) : mdFragment(p.text))).join(''),
  };
  if (typeViews.size >= 10_000) typeViews.clear();
  typeViews.set(key, view);
  return view;
}

/** Facts that the type label leaves out, appended to a field's description. */
function fieldFacts(schema: Schema): string[] {
  const facts: string[] = [];
  if (schema.meta.deprecated) facts.push('Deprecated.');
  if (schema.meta.readOnly) facts.push('Read-only.');
  if (schema.meta.writeOnly) facts.push('Write-only.');
  if (schema.meta.default !== undefined) facts.push(`Default: ${literal(schema.meta.default)}.`);
  for (const [keyword, value] of Object.entries(schema.meta.constraints ?? {})) facts.push(`${keyword}: ${literal(value)}.`);
  return facts;
}

/**
 * The object a payload schema describes, following one `$ref`, or undefined for non-objects. An
 * `allOf` of objects (a subtype built on its base's shape) is the one object its parts make, so
 * its table lists every field, the base's among them.
 */
export function objectOf(schema: Schema, api: Api): Extract<Schema, { kind: 'object' }> | undefined {
  const target = schema.kind === 'ref' ? schemasByName(api).get(schema.name) : schema;
  if (target?.kind === 'object') return target;
  return target?.kind === 'intersection' ? mergedObject(target, api) : undefined;
}

/** Merged once per `allOf` of an API (the IR's objects are the keys, so nothing outlives it); null when a part is not an object. */
const mergedObjects = new WeakMap<Schema, ObjectSchema | null>();

function mergedObject(intersection: Extract<Schema, { kind: 'intersection' }>, api: Api): ObjectSchema | undefined {
  let merged = mergedObjects.get(intersection);
  if (merged === undefined) mergedObjects.set(intersection, (merged = mergedIntersection(intersection.parts, schemasByName(api)) ?? null));
  return merged ?? undefined;
}

const MAX_FIELD_DEPTH = 3;

function collectFields(schema: Schema, prefix: string, depth: number, rows: FieldView[]): void {
  if (schema.kind !== 'object' || depth > MAX_FIELD_DEPTH) return;
  for (const property of schema.properties) {
    const name = `${prefix}${property.name}`;
    const description = [property.schema.meta.description ?? '', ...fieldFacts(property.schema)].join(' ').trim();
    rows.push({
      name,
      nameMd: mdCode(name, true),
      type: typeView(property.schema),
      required: property.required,
      description: inlineText(description),
    });
    // Inline nested objects are spelled out as `parent.child`; named schemas are linked instead.
    const child = property.schema.kind === 'array' ? property.schema.items : property.schema;
    const childPrefix = property.schema.kind === 'array' ? `${name}[].` : `${name}.`;
    collectFields(child, childPrefix, depth + 1, rows);
  }
}

type ObjectSchema = Extract<Schema, { kind: 'object' }>;

/** Rows of one object's fields; shared by every payload and schema entry that shows that object. */
const objectFieldRows = memoised((object: ObjectSchema): FieldView[] => {
  const rows: FieldView[] = [];
  collectFields(object, '', 1, rows);
  return rows;
});

/** Rows of the fields of an array's item object, named `[].field`. */
const itemFieldRows = memoised((object: ObjectSchema): FieldView[] => {
  const rows: FieldView[] = [];
  collectFields(object, '[].', 1, rows);
  return rows;
});

/**
 * Field rows of an object payload (following one `$ref`), or of the items of an array of objects
 * (named `[].field`); empty for anything else. The same object yields the same (shared) array.
 */
export function fieldViews(schema: Schema, api: Api): FieldView[] {
  const object = objectOf(schema, api);
  if (object) return objectFieldRows(object);
  const itemObject = schema.kind === 'array' ? objectOf(schema.items, api) : undefined;
  return itemObject ? itemFieldRows(itemObject) : [];
}
