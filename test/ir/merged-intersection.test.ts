/**
 * `allOf` as one object for the mock (generator/ir/merged-intersection.ts): given the
 * parts, want the merged properties. The Spotify case is the first row: a base that requires
 * `items` as any value, a part that types it.
 */
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../generator/ir/types.ts';
import { mergedIntersection } from '../../generator/ir/merged-intersection.ts';

const any: Schema = { kind: 'unknown', meta: {} };
const string: Schema = { kind: 'string', meta: {} };
const list: Schema = { kind: 'array', items: string, meta: {} };
const object = (properties: [string, Schema, boolean][]): Schema => ({
  kind: 'object',
  properties: properties.map(([name, schema, required]) => ({ name, schema, required })),
  additionalProperties: true,
  meta: {},
});
const Paging = object([['items', any, true], ['total', { kind: 'integer', meta: {} }, true]]);
const schemas = new Map<string, Schema>([['Paging', Paging]]);
const ref = (name: string): Schema => ({ kind: 'ref', name, meta: {} });

const CASES: { name: string; given: Schema[]; want: [string, Schema['kind'], boolean][] | undefined }[] = [
  { name: 'required in one part, typed in another', given: [ref('Paging'), object([['items', list, false]])], want: [['items', 'array', true], ['total', 'integer', true]] },
  { name: 'typed in both: an intersection', given: [object([['a', object([]), false]]), object([['a', object([]), true]])], want: [['a', 'intersection', true]] },
  { name: 'typed in neither: any value', given: [object([['a', any, false]]), object([['a', any, false]])], want: [['a', 'unknown', false]] },
  { name: 'nested intersections flatten', given: [{ kind: 'intersection', parts: [ref('Paging')], meta: {} }, object([['next', string, true]])], want: [['items', 'unknown', true], ['total', 'integer', true], ['next', 'string', true]] },
  { name: 'a part that is not an object', given: [ref('Paging'), string], want: undefined },
  { name: 'a ref to nothing', given: [ref('Missing')], want: undefined },
];

describe('mergedIntersection', () => {
  it.each(CASES)('$name', ({ given, want }) => {
    const merged = mergedIntersection(given, schemas);
    expect(merged?.properties.map((p) => [p.name, p.schema.kind, p.required])).toEqual(want);
  });
});
