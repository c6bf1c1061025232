/**
 * generator/ir/schema-children.ts: the schemas a schema holds directly, and the names it refers to
 * within itself. Given/want rows.
 */
import { describe, expect, it } from 'vitest';
import { refsIn, schemaChildren } from '../../generator/ir/schema-children.ts';
import type { Schema } from '../../generator/ir/types.ts';

const meta = {};
const ref = (name: string): Schema => ({ kind: 'ref', name, meta });
const text: Schema = { kind: 'string', meta };
const object = (properties: Record<string, Schema>, additionalProperties: Schema | boolean = true): Schema => ({
  kind: 'object',
  properties: Object.entries(properties).map(([name, schema]) => ({ name, schema, required: false })),
  additionalProperties,
  meta,
});

describe('schemaChildren', () => {
  it.each<[string, Schema, Schema[]]>([
    ['a scalar holds none', text, []],
    ['a ref holds none: it names another schema', ref('A'), []],
    ['an array holds its items', { kind: 'array', items: ref('A'), meta }, [ref('A')]],
    ['an object holds its properties, then its extra properties', object({ a: ref('A'), b: text }, ref('C')), [ref('A'), text, ref('C')]],
    ['extra properties that are only allowed hold no schema', object({ a: text }, true), [text]],
    ['a union holds its variants', { kind: 'union', mode: 'oneOf', variants: [ref('A'), text], meta }, [ref('A'), text]],
    ['an allOf holds its parts', { kind: 'intersection', parts: [text, ref('B')], meta }, [text, ref('B')]],
  ])('%s', (_what, given, want) => {
    expect(schemaChildren(given)).toEqual(want);
  });
});

describe('refsIn', () => {
  it.each<[string, Schema, string[]]>([
    ['a ref is its name', ref('A'), ['A']],
    ['a scalar refers to none', text, []],
    [
      'refs at any depth, in the order they appear, repeats kept',
      object({ a: { kind: 'array', items: ref('B'), meta }, b: { kind: 'union', mode: 'oneOf', variants: [ref('A'), { kind: 'intersection', parts: [ref('B')], meta }], meta } }, ref('C')),
      ['B', 'A', 'B', 'C'],
    ],
  ])('%s', (_what, given, want) => {
    expect(refsIn(given)).toEqual(want);
  });
});
