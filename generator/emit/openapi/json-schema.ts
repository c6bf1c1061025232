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

function metaKeywords(meta: SchemaMeta): JsonSchema {
  return {
    ...(meta.description ? { description: commonMark(meta.description) } : {}),
    ...(meta.deprecated ? { deprecated: true } : {}),
    ...(meta.readOnly ? { readOnly: true } : {}),
    ...(meta.writeOnly ? { writeOnly: true } : {}),
    ...(meta.default !== undefined ? { default: meta.default } : {}),
    ...(meta.example !== undefined ? { examples: [meta.example] } : {}),
    ...(meta.constraints ?? {}),
  };
}

function typed(type: string, nullable: boolean | undefined): JsonSchema {
  return { type: nullable ? [type, 'null'] : type };
}

/** An enum of a nullable type must list `null` too, or validators reject it. */
function enumOf(values: readonly (string | number)[] | undefined, nullable: boolean | undefined): JsonSchema {
  if (!values) return {};
  return { enum: nullable ? [...values, null] : [...values] };
}

function structural(schema: Schema): JsonSchema {
  const nullable = schema.meta.nullable;
  switch (schema.kind) {
    case 'unknown':
      return {};
    case 'ref':
      return nullable ? { anyOf: [{ $ref: schemaRef(schema.name) }, { type: 'null' }] } : { $ref: schemaRef(schema.name) };
    case 'string':
      return { ...typed('string', nullable), ...(schema.format ? { format: schema.format } : {}), ...enumOf(schema.enum, nullable) };
    case 'number':
    case 'integer':
      return { ...typed(schema.kind, nullable), ...enumOf(schema.enum, nullable) };
    case 'boolean':
      return typed('boolean', nullable);
    case 'null':
      return { type: 'null' };
    case 'literal':
      return nullable && schema.value !== null ? { enum: [schema.value, null] } : { const: schema.value };
    case 'array':
      return { ...typed('array', nullable), items: toJsonSchema(schema.items) };
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
 * `additionalProperties: false` is left out: the IR cannot tell "closed" from "not stated", and a
 * closed schema would make validators reject responses with fields the manifest did not list.
 */
function objectSchema(schema: Extract<Schema, { kind: 'object' }>): JsonSchema {
  const required = schema.properties.filter((p) => p.required).map((p) => p.name);
  const extra = schema.additionalProperties;
  return {
    ...typed('object', schema.meta.nullable),
    ...(schema.properties.length > 0 ? { properties: Object.fromEntries(schema.properties.map((p) => [p.name, toJsonSchema(p.schema)])) } : {}),
    ...(required.length > 0 ? { required } : {}),
    ...(extra === true ? { additionalProperties: true } : typeof extra === 'object' ? { additionalProperties: toJsonSchema(extra) } : {}),
  };
}

export function toJsonSchema(schema: Schema): JsonSchema {
  return { ...structural(schema), ...metaKeywords(schema.meta) };
}
