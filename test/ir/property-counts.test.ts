/**
 * generator/ir/property-counts.ts: how many optional properties fit under `maxProperties`, and
 * which extra properties reach `minProperties`, for the mock and generated example calls.
 */
import { describe, expect, it } from 'vitest';
import { propertyCounts } from '../../generator/ir/property-counts.ts';
import type { Schema, SchemaProperty } from '../../generator/ir/types.ts';

const text: Schema = { kind: 'string', meta: {} };
const property = (name: string, required = false): SchemaProperty => ({ name, schema: text, required });
const object = (constraints: Record<string, unknown>, properties: SchemaProperty[] = [], closed = false): Extract<Schema, { kind: 'object' }> => ({
  kind: 'object',
  properties,
  additionalProperties: !closed,
  ...(closed ? { closed: true as const } : {}),
  meta: { constraints },
});

describe('propertyCounts', () => {
  it.each<[string, Extract<Schema, { kind: 'object' }>, number]>([
    ['no maxProperties: any number of optional ones', object({}), Number.POSITIVE_INFINITY],
    ['maxProperties less the required ones', object({ maxProperties: 3 }, [property('a', true), property('b')]), 2],
    ['never below none', object({ maxProperties: 1 }, [property('a', true), property('b', true)]), 0],
  ])('optional room: %s', (_what, schema, want) => {
    expect(propertyCounts(schema).optionalRoom).toBe(want);
  });

  it.each<[string, Extract<Schema, { kind: 'object' }>, string[], string[]]>([
    ['up to minProperties', object({ minProperties: 3 }), ['a'], ['property1', 'property2']],
    ['past names already there', object({ minProperties: 3 }), ['property1'], ['property2', 'property3']],
    ['none once reached', object({ minProperties: 1 }), ['a'], []],
    ['none for a closed object', object({ minProperties: 2 }, [], true), [], []],
  ])('extra names: %s', (_what, schema, present, want) => {
    expect(propertyCounts(schema).extraNames(present)).toEqual(want);
  });
});
