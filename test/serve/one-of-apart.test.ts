/**
 * generator/serve/mock/one-of-apart.ts: a value that matches several `oneOf` variants, set apart
 * to match one of them. Given/want rows, then the mock's draws of Just Eat's search response.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../generator/ir/types.ts';
import { matchingVariants } from '../../generator/ir/value-matches.ts';
import { oneOfApart } from '../../generator/serve/mock/one-of-apart.ts';
import { schemaArbitrary } from '../../generator/serve/mock/schema-arbitrary.ts';

const meta = {};
const open = (properties: Record<string, Schema>, extra: Partial<Extract<Schema, { kind: 'object' }>> = {}): Schema => ({
  kind: 'object',
  properties: Object.entries(properties).map(([name, schema]) => ({ name, schema, required: false })),
  additionalProperties: true,
  meta,
  ...extra,
});
const text: Schema = { kind: 'string', meta };
const list: Schema = { kind: 'array', items: text, meta };
const count: Schema = { kind: 'integer', meta };
const schemas = new Map<string, Schema>([
  ['Search', open({ Restaurants: list, Dishes: list })],
  ['External', open({ Restaurants: list })],
  ['Web', open({ Open: count, Closed: count })],
]);
const ref = (name: string): Schema => ({ kind: 'ref', name, meta });

describe('oneOfApart', () => {
  it.each<[string, unknown, Schema[], unknown]>([
    ['an empty object matches all three: the first is kept, the others broken', {}, [ref('Web'), ref('Search')], { Restaurants: 'x' }],
    ['a property of one variant already there is kept', { Open: 1 }, [ref('Web'), ref('Search')], { Open: 1, Restaurants: 'x' }],
    ['a string property gets a number', {}, [open({ a: count }), open({ b: text })], { b: 0 }],
    ['a value matching one variant is left alone', { Open: 'no' }, [ref('Web'), ref('Search')], undefined],
    ['not an object', 'text', [text, { kind: 'string', meta: { constraints: { minLength: 1 } } }], undefined],
    // Every name External declares, Search declares too: Search cannot be kept, External can.
    ['the variant whose names the other declares too is kept', {}, [ref('Search'), ref('External')], { Dishes: 'x' }],
    ['a value drawn for a name the kept variant does not declare is replaced', { Dishes: ['a'] }, [ref('Search'), ref('External')], { Dishes: 'x' }],
    ['variants of the same names and types cannot be set apart', {}, [open({ a: count }), open({ a: count })], undefined],
    ['a closed variant takes no property of another', {}, [open({ a: count }, { additionalProperties: false, closed: true }), open({ b: count }, { additionalProperties: false, closed: true })], undefined],
  ])('%s', (_what, value, variants, want) => {
    const apart = oneOfApart(value, variants, schemas, 'response');
    expect(apart).toEqual(want);
    if (apart !== undefined) expect(matchingVariants(variants, apart, schemas)).toBe(1);
  });

  it('lets the mock draw values of open variants that require nothing which match exactly one (Just Eat)', () => {
    const union: Schema = { kind: 'union', mode: 'oneOf', variants: [ref('Search'), ref('External'), ref('Web')], meta };
    const drawn = fc.sample(schemaArbitrary(union, { schemas, direction: 'response' }), { seed: 3, numRuns: 30 });
    expect(drawn.filter((value) => matchingVariants([ref('Search'), ref('External'), ref('Web')], value, schemas) !== 1)).toEqual([]);
  });
});
