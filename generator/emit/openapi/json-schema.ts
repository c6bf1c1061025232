/**
 * IR schema → JSON Schema 2020-12 as OpenAPI 3.1 embeds it: `nullable` becomes a type array (or an
 * `anyOf` with `{ type: 'null' }` where there is no `type`), refs point into `components.schemas`.
 */
import type { Schema, SchemaMeta } from '../../ir/types.ts';
import { commonMark } from './commonmark.ts';

export type JsonSchema = Record<string, unknown>;

export function schemaRef(name: string): string {
  return `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/**
 * Adds the meta keywords after the structural ones. Set one by one rather than spread: spreads of
 * small fresh objects are most of this file's time on a large API, and the order is the same.
 */
function addMetaKeywords(target: JsonSchema, meta: SchemaMeta): JsonSchema {
  if (meta.description) target.description = commonMark(meta.description);
  if (meta.deprecated) target.deprecated = true;
  if (meta.readOnly) target.readOnly = true;
  if (meta.writeOnly) target.writeOnly = true;
  if (meta.default !== undefined) target.default = meta.default;
  if (meta.example !== undefined) target.examples = [meta.example];
  if (meta.constraints) Object.assign(target, meta.constraints);
  if (meta.xml) target.xml = meta.xml;
  return target;
}

function typed(type: string, nullable: boolean | undefined): JsonSchema {
  return { type: nullable ? [type, 'null'] : type };
}

/** An enum of a nullable type must list `null` too, or validators reject it. */
function addEnum(target: JsonSchema, values: readonly (string | number)[] | undefined, nullable: boolean | undefined): JsonSchema {
  if (values) target.enum = nullable ? [...values, null] : [...values];
  return target;
}

function structural(schema: Schema): JsonSchema {
  const nullable = schema.meta.nullable;
  switch (schema.kind) {
    case 'unknown':
      return {};
    case 'ref':
      return nullable ? { anyOf: [{ $ref: schemaRef(schema.name) }, { type: 'null' }] } : { $ref: schemaRef(schema.name) };
    case 'string': {
      const json = typed('string', nullable);
      if (schema.format) json.format = schema.format;
      return addEnum(json, schema.enum, nullable);
    }
    case 'number':
    case 'integer': {
      const json = typed(schema.kind, nullable);
      if (schema.format) json.format = schema.format;
      return addEnum(json, schema.enum, nullable);
    }
    case 'boolean':
      return typed('boolean', nullable);
    case 'null':
      return { type: 'null' };
    case 'literal':
      return nullable && schema.value !== null ? { enum: [schema.value, null] } : { const: schema.value };
    case 'array': {
      const json = typed('array', nullable);
      json.items = toJsonSchema(schema.items);
      return json;
    }
    case 'object':
      return objectSchema(schema);
    case 'union': {
      const variants = schema.variants.map(toJsonSchema);
      const discriminator = schema.discriminator
        ? {
            discriminator: {
              propertyName: schema.discriminator.propertyName,
              ...(schema.discriminator.mapping
                ? { mapping: Object.fromEntries(Object.entries(schema.discriminator.mapping).map(([k, v]) => [k, v.startsWith('#') ? v : schemaRef(v)])) }
                : {}),
            },
          }
        : {};
      return { [schema.mode]: nullable ? [...variants, { type: 'null' }] : variants, ...discriminator };
    }
    case 'intersection': {
      const allOf = { allOf: schema.parts.map(toJsonSchema) };
      return nullable ? { anyOf: [allOf, { type: 'null' }] } : allOf;
    }
  }
}

/**
 * `additionalProperties: false` only where the manifest says it (`closed`): an object the manifest
 * leaves open by default would make validators reject responses with fields it did not list.
 */
function objectSchema(schema: Extract<Schema, { kind: 'object' }>): JsonSchema {
  const required = schema.properties.filter((p) => p.required).map((p) => p.name);
  const extra = schema.additionalProperties;
  const json = typed('object', schema.meta.nullable);
  if (schema.properties.length > 0) json.properties = Object.fromEntries(schema.properties.map((p) => [p.name, toJsonSchema(p.schema)]));
  if (required.length > 0) json.required = required;
  if (schema.closed) json.additionalProperties = false;
  else if (extra === true) json.additionalProperties = true;
  else if (typeof extra === 'object') json.additionalProperties = toJsonSchema(extra);
  return json;
}

export function toJsonSchema(schema: Schema): JsonSchema {
  return addMetaKeywords(structural(schema), schema.meta);
}
