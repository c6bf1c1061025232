/** Given a schema, want whether every value it allows is one scalar. */
import { describe, expect, it } from 'vitest';
import { takesOnlyScalars } from '../../generator/ir/scalar-value.ts';
import type { Schema } from '../../generator/ir/types.ts';

const meta = {};
const text: Schema = { kind: 'string', meta };
const object: Schema = { kind: 'object', properties: [], additionalProperties: true, meta };
const schemas = new Map<string, Schema>([
  ['Text', text],
  ['Thing', object],
  ['Loop', { kind: 'ref', name: 'Loop', meta }],
]);

describe('takesOnlyScalars', () => {
  it.each<[string, Schema, boolean]>([
    ['text', text, true],
    ['a number', { kind: 'number', meta }, true],
    ['a literal', { kind: 'literal', value: 'x', meta }, true],
    ['null', { kind: 'null', meta }, true],
    ['text through a ref', { kind: 'ref', name: 'Text', meta }, true],
    ['a union of scalars', { kind: 'union', mode: 'anyOf', variants: [text, { kind: 'null', meta }], meta }, true],
    ['a union with an object', { kind: 'union', mode: 'oneOf', variants: [text, { kind: 'ref', name: 'Thing', meta }], meta }, false],
    ['an allOf with one scalar part', { kind: 'intersection', parts: [{ kind: 'unknown', meta }, text], meta }, true],
    ['an allOf of objects', { kind: 'intersection', parts: [object], meta }, false],
    ['a list', { kind: 'array', items: text, meta }, false],
    ['an object', object, false],
    ['a value of unknown type', { kind: 'unknown', meta }, false],
    ['a ref cycle', { kind: 'ref', name: 'Loop', meta }, false],
  ])('%s', (_, schema, want) => expect(takesOnlyScalars(schema, schemas)).toBe(want));
});
