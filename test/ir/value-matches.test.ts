/**
 * generator/ir/value-matches.ts: whether a value is one of a schema's values as JSON Schema (and
 * so a validating proxy such as Prism) reads it. The mock uses it to draw `oneOf` values that
 * match exactly one variant; rows with overlapping variants come from Zoom's and Vercel's.
 */
import { describe, expect, it } from 'vitest';
import type { Schema, SchemaProperty } from '../../generator/ir/types.ts';
import { valueMatches } from '../../generator/ir/value-matches.ts';

const text: Schema = { kind: 'string', meta: {} };
const integer: Schema = { kind: 'integer', meta: {} };
const nullableText: Schema = { kind: 'string', meta: { nullable: true } };
const property = (name: string, schema: Schema, required = false): SchemaProperty => ({ name, schema, required });
const object = (properties: SchemaProperty[], extra: Partial<Extract<Schema, { kind: 'object' }>> = {}): Schema => ({
  kind: 'object',
  properties,
  additionalProperties: true,
  ...extra,
  meta: {},
});
const union = (mode: 'oneOf' | 'anyOf', variants: Schema[], nullable?: boolean): Schema => ({
  kind: 'union',
  mode,
  variants,
  meta: nullable ? { nullable } : {},
});
const list = (items: Schema, constraints?: Record<string, unknown>): Schema => ({
  kind: 'array',
  items,
  meta: constraints ? { constraints } : {},
});
const ref = (name: string): Schema => ({ kind: 'ref', name, meta: {} });

// Two all-optional objects that type `id` differently: an object with neither property fits both.
const byName = object([property('name', text)]);
const byId = object([property('id', integer)]);
const schemas = new Map<string, Schema>([
  ['Named', object([property('name', text, true)])],
  ['Node', object([property('child', ref('Node'))])],
]);

describe('valueMatches', () => {
  it.each<[string, Schema, unknown, boolean]>([
    ['a string', text, 'a', true],
    ['a number where a string is declared', text, 1, false],
    ['null where nullable', nullableText, null, true],
    ['null where not nullable', text, null, false],
    ['an object with its required property', object([property('name', text, true)]), { name: 'a' }, true],
    ['an object without its required property', object([property('name', text, true)]), {}, false],
    ['an object whose property has the wrong type', byId, { id: 'x' }, false],
    ['an extra property where additional ones are allowed', byId, { other: 1 }, true],
    [
      'an extra property of a closed object',
      object([property('id', integer)], {
        additionalProperties: false,
        closed: true,
      }),
      { other: 1 },
      false,
    ],
    ['an extra property against a typed map', object([], { additionalProperties: integer }), { a: 'x' }, false],
    ['a list of strings', list(text), ['a', 'b'], true],
    ['a list with a number among strings', list(text), ['a', 2], false],
    ['a list shorter than minItems', list(text, { minItems: 2 }), ['a'], false],
    ['a list with duplicates where items are unique', list(text, { uniqueItems: true }), ['a', 'a'], false],
    ['oneOf: fits only the first variant', union('oneOf', [byName, byId]), { name: 'a', id: 'x' }, true],
    ['oneOf: fits both variants (Zoom-like overlap)', union('oneOf', [byName, byId]), { name: 'a', id: 1 }, false],
    ['oneOf: fits both variants, no properties at all', union('oneOf', [byName, byId]), {}, false],
    ['anyOf: fits both variants', union('anyOf', [byName, byId]), { name: 'a', id: 1 }, true],
    ['oneOf: fits neither', union('oneOf', [text, integer]), true, false],
    ['a nullable oneOf: null', union('oneOf', [text, integer], true), null, true],
    [
      'allOf: every part',
      {
        kind: 'intersection',
        parts: [byName, object([property('id', integer, true)])],
        meta: {},
      },
      { name: 'a', id: 1 },
      true,
    ],
    [
      'allOf: one part refuses',
      {
        kind: 'intersection',
        parts: [byName, object([property('id', integer, true)])],
        meta: {},
      },
      { name: 'a' },
      false,
    ],
    ['a $ref, followed', ref('Named'), { name: 'a' }, true],
    ['a $ref, followed, refusing', ref('Named'), {}, false],
    ['a recursive $ref', ref('Node'), { child: { child: { child: {} } } }, true],
    ['a recursive $ref, refusing deep down', ref('Node'), { child: { child: { child: 3 } } }, false],
  ])('%s', (_what, schema, value, want) => {
    expect(valueMatches(schema, value, schemas)).toBe(want);
  });
});

/**
 * In a direction, `required` binds a writeOnly property in requests only and a readOnly one in
 * responses only, as Prism reads them: GSMtasks' user in a response matched both its readable
 * and its create variant (whose password is writeOnly), which a oneOf must not.
 */
describe('valueMatches in a direction', () => {
  const secret: Schema = { kind: 'string', meta: { writeOnly: true } };
  const id: Schema = { kind: 'integer', meta: { readOnly: true } };
  const create = object([property('email', text, true), property('password', secret, true)]);
  const readable = object([property('email', text, true), property('id', id, true)]);
  it.each<[string, Schema, unknown, 'request' | 'response' | undefined, boolean]>([
    ['both ways: a required writeOnly property is required', create, { email: 'a' }, undefined, false],
    ['a response leaves out a required writeOnly property', create, { email: 'a' }, 'response', true],
    ['a request does not', create, { email: 'a' }, 'request', false],
    ['a request leaves out a required readOnly property', readable, { email: 'a' }, 'request', true],
    ['a response does not', readable, { email: 'a' }, 'response', false],
    ['a oneOf of both, in a response: a readable user is the create variant too', union('oneOf', [create, readable]), { email: 'a', id: 1 }, 'response', false],
    ['the same oneOf, read both ways: only the readable variant', union('oneOf', [create, readable]), { email: 'a', id: 1 }, undefined, true],
  ])('%s', (_what, schema, value, direction, want) => {
    expect(valueMatches(schema, value, schemas, 0, direction)).toBe(want);
  });
});
