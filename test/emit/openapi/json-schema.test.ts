/** IR schema → JSON Schema 2020-12, one row per kind and modifier. */
import { describe, expect, it } from 'vitest';
import { schemaRef, toJsonSchema } from '../../../generator/emit/openapi/json-schema.ts';
import type { Schema } from '../../../generator/ir/types.ts';

const str: Schema = { kind: 'string', meta: {} };

describe('toJsonSchema', () => {
  it.each<[string, Schema, Record<string, unknown>]>([
    ['unknown', { kind: 'unknown', meta: {} }, {}],
    ['ref', { kind: 'ref', name: 'Token', meta: {} }, { $ref: '#/components/schemas/Token' }],
    ['nullable ref', { kind: 'ref', name: 'Token', meta: { nullable: true } }, { anyOf: [{ $ref: '#/components/schemas/Token' }, { type: 'null' }] }],
    ['string with format', { kind: 'string', format: 'date-time', meta: {} }, { type: 'string', format: 'date-time' }],
    ['nullable string', { kind: 'string', meta: { nullable: true } }, { type: ['string', 'null'] }],
    ['nullable enum', { kind: 'string', enum: ['a', 'b'], meta: { nullable: true } }, { type: ['string', 'null'], enum: ['a', 'b', null] }],
    ['integer enum', { kind: 'integer', enum: [1, 2], meta: {} }, { type: 'integer', enum: [1, 2] }],
    ['boolean', { kind: 'boolean', meta: {} }, { type: 'boolean' }],
    ['null', { kind: 'null', meta: {} }, { type: 'null' }],
    ['literal', { kind: 'literal', value: 'x', meta: {} }, { const: 'x' }],
    ['nullable literal', { kind: 'literal', value: 'x', meta: { nullable: true } }, { enum: ['x', null] }],
    ['array', { kind: 'array', items: str, meta: {} }, { type: 'array', items: { type: 'string' } }],
    [
      'object',
      {
        kind: 'object',
        properties: [
          { name: 'a', schema: str, required: true },
          { name: 'b', schema: str, required: false },
        ],
        additionalProperties: false,
        meta: {},
      },
      { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['a'] },
    ],
    ['open map', { kind: 'object', properties: [], additionalProperties: str, meta: {} }, { type: 'object', additionalProperties: { type: 'string' } }],
    ['open object', { kind: 'object', properties: [], additionalProperties: true, meta: {} }, { type: 'object', additionalProperties: true }],
    ['object the manifest closes', { kind: 'object', properties: [], additionalProperties: false, closed: true, meta: {} }, { type: 'object', additionalProperties: false }],
    [
      'discriminated union',
      {
        kind: 'union',
        mode: 'oneOf',
        variants: [{ kind: 'ref', name: 'Cat', meta: {} }],
        discriminator: { propertyName: 'kind', mapping: { cat: 'Cat' } },
        meta: {},
      },
      { oneOf: [{ $ref: '#/components/schemas/Cat' }], discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } } },
    ],
    ['nullable anyOf', { kind: 'union', mode: 'anyOf', variants: [str], meta: { nullable: true } }, { anyOf: [{ type: 'string' }, { type: 'null' }] }],
    ['intersection', { kind: 'intersection', parts: [str], meta: {} }, { allOf: [{ type: 'string' }] }],
    ['xml hints', { kind: 'array', items: str, meta: { xml: { name: 'tags', wrapped: true } } }, { type: 'array', items: { type: 'string' }, xml: { name: 'tags', wrapped: true } }],
    ['xml hints on a ref', { kind: 'ref', name: 'Tag', meta: { xml: { name: 'tag' } } }, { $ref: '#/components/schemas/Tag', xml: { name: 'tag' } }],
    [
      'meta and constraints',
      { kind: 'string', meta: { description: 'A <b>name</b>', deprecated: true, default: 'x', example: 'y', constraints: { maxLength: 3 } } },
      { type: 'string', description: 'A &lt;b&gt;name&lt;/b&gt;', deprecated: true, default: 'x', examples: ['y'], maxLength: 3 },
    ],
  ])('%s', (_, schema, expected) => {
    expect(toJsonSchema(schema)).toEqual(expected);
  });

  it('escapes JSON Pointer characters in ref names', () => {
    expect(schemaRef('a/b~c')).toBe('#/components/schemas/a~1b~0c');
  });
});
