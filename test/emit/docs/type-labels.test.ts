/**
 * generator/emit/docs/schema-view.ts `typeView`: the type label a field or payload shows, given
 * an IR schema. A declared format is named beside the type, for numbers as for strings. And
 * `fieldViews`: the field table of an `allOf` of objects lists the fields of every part.
 */
import { describe, expect, it } from 'vitest';
import { fieldViews, typeView } from '../../../generator/emit/docs/schema-view.ts';
import type { Api, Schema } from '../../../generator/ir/types.ts';

describe('typeView: the label of a schema', () => {
  it.each<[string, Schema, string]>([
    ['a string', { kind: 'string', meta: {} }, 'string'],
    ['a string of a format', { kind: 'string', format: 'date-time', meta: {} }, 'string (date-time)'],
    ['an int32', { kind: 'integer', format: 'int32', meta: {} }, 'integer (int32)'],
    ['an int64', { kind: 'integer', format: 'int64', meta: {} }, 'integer (int64)'],
    ['a double', { kind: 'number', format: 'double', meta: {} }, 'number (double)'],
    ['an integer without a format', { kind: 'integer', meta: {} }, 'integer'],
    ['an enum names its values, not the format', { kind: 'integer', format: 'int32', enum: [1, 2], meta: {} }, 'integer, one of 1, 2'],
    ['a nullable int32', { kind: 'integer', format: 'int32', meta: { nullable: true } }, 'integer (int32) or null'],
    [
      'an allOf of a schema and inline objects: one "object", whose fields the table lists',
      { kind: 'intersection', parts: [{ kind: 'ref', name: 'PetBase', meta: {} }, { kind: 'object', properties: [], additionalProperties: true, meta: {} }, { kind: 'object', properties: [], additionalProperties: true, meta: {} }], meta: {} },
      '[PetBase](schemas.md#schema-PetBase) and object',
    ],
    ['a string fixed to one value by another part', { kind: 'intersection', parts: [{ kind: 'string', meta: {} }, { kind: 'string', enum: ['cat'], meta: {} }], meta: {} }, 'string, one of "cat"'],
  ])('%s', (_name, schema, want) => {
    expect(typeView(schema).md).toBe(want);
  });
});

describe('fieldViews of an allOf', () => {
  const text = (description?: string): Schema => ({ kind: 'string', meta: description ? { description } : {} });
  const object = (properties: [string, Schema, boolean][]): Schema => ({ kind: 'object', properties: properties.map(([name, schema, required]) => ({ name, schema, required })), additionalProperties: true, meta: {} });
  const api = { schemas: [{ name: 'PetBase', schema: object([['name', text('Its name.'), false], ['petType', text(), true]]) }] } as unknown as Api;

  it("lists the base's fields and its own, a field typed in both parts once, with the first description", () => {
    const dog: Schema = { kind: 'intersection', parts: [{ kind: 'ref', name: 'PetBase', meta: {} }, object([['packSize', { kind: 'integer', meta: {} }, true], ['name', text(), true]])], meta: {} };
    expect(fieldViews(dog, api).map((field) => [field.name, field.required, field.description.md])).toEqual([
      ['name', true, 'Its name.'],
      ['petType', true, ''],
      ['packSize', true, ''],
    ]);
  });

  it('has no table when a part is not an object', () => {
    expect(fieldViews({ kind: 'intersection', parts: [text(), { kind: 'ref', name: 'PetBase', meta: {} }], meta: {} }, api)).toEqual([]);
  });
});
