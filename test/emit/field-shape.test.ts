/**
 * generator/emit/field-shape.ts: how the server converts the decoded fields of a form, multipart
 * or XML body (and the client an XML response), given the body's schema. Given/want rows.
 */
import { describe, expect, it } from 'vitest';
import { fieldShape } from '../../generator/emit/field-shape.ts';
import type { Schema } from '../../generator/ir/types.ts';

const meta = {};
const object = (properties: Record<string, Schema>): Schema => ({
  kind: 'object',
  properties: Object.entries(properties).map(([name, schema]) => ({ name, schema, required: false })),
  additionalProperties: true,
  meta,
});
const integer: Schema = { kind: 'integer', meta };
const text: Schema = { kind: 'string', meta };
const required = (schema: Schema): Schema => (schema.kind === 'object' ? { ...schema, properties: schema.properties.map((p) => ({ ...p, required: true })) } : schema);
const described: Schema = { kind: 'unknown', meta: { description: 'A field.' } };
/** `{ next: allOf[{ next: allOf[… { count: integer } …] }, described] }`, `depth` objects deep. */
const nested = (depth: number): Schema => (depth === 0 ? object({ count: integer }) : object({ next: { kind: 'intersection', parts: [nested(depth - 1), described], meta } }));
const nestedShape = (depth: number): unknown => (depth === 0 ? { properties: { count: 'integer' } } : { properties: { next: nestedShape(depth - 1) } });
const tree = (levels: number): unknown => (levels === 0 ? 'unknown' : { properties: { name: 'string', children: { items: tree(levels - 1) } } });
const schemas = new Map<string, Schema>([
  ['Base', object({ duration: integer })],
  ['Tree', object({ name: text, children: { kind: 'array', items: { kind: 'ref', name: 'Tree', meta }, meta } })],
]);

describe('fieldShape', () => {
  it.each<[string, Schema, unknown]>([
    ['an object', object({ duration: integer, topic: text }), { properties: { duration: 'integer', topic: 'string' } }],
    ['a file', { kind: 'string', format: 'binary', meta }, 'file'],
    [
      // Zoom's multipart bodies: an allOf of a referenced object and an inline one.
      'an allOf of objects is their fields together',
      { kind: 'intersection', parts: [{ kind: 'ref', name: 'Base', meta }, object({ settings: object({ mute: { kind: 'boolean', meta } }) })], meta },
      { properties: { duration: 'integer', settings: { properties: { mute: 'boolean' } } } },
    ],
    ['an allOf that types a field once keeps that type', { kind: 'intersection', parts: [object({ n: { kind: 'unknown', meta } }), object({ n: integer })], meta }, { properties: { n: 'integer' } }],
    ['an allOf of a scalar typed twice is the scalar', { kind: 'intersection', parts: [integer, { kind: 'unknown', meta }], meta }, 'integer'],
    ['an allOf of the same scalar twice (a type, then its bounds) is that scalar', { kind: 'intersection', parts: [integer, { kind: 'integer', meta: { constraints: { minimum: 1 } } }], meta }, 'integer'],
    ['a field named constructor is merged like any other', { kind: 'intersection', parts: [object({ constructor: integer }), object({ topic: text })], meta }, { properties: { constructor: 'integer', topic: 'string' } }],
    ['an allOf of an object and a scalar is not converted', { kind: 'intersection', parts: [object({ n: integer }), integer], meta }, 'unknown'],
    ['a required list is named, since an XML document leaves an empty one out', { ...required(object({ tags: { kind: 'array', items: text, meta }, id: integer })) }, { properties: { tags: { items: 'string' }, id: 'integer' }, requiredLists: ['tags'] }],
    // AWS: each field an allOf of a $ref and its description, ten levels down (CloudFront's QueryStrings/Quantity).
    ['a field deep in allOf-wrapped refs keeps its type', nested(10), nestedShape(10)],
    ['a recursive schema is followed into itself once more, then unknown', { kind: 'ref', name: 'Tree', meta }, tree(2)],
  ])('%s', (_what, given, want) => {
    expect(fieldShape(given, schemas)).toEqual(want);
  });
});
