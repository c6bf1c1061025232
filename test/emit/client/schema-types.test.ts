/** schemaToTs: given an IR schema, want its TypeScript type text. */
import { describe, expect, it } from 'vitest';
import { schemaRefs, schemaToTs } from '../../../generator/emit/client/schema-types.ts';
import type { Schema } from '../../../generator/ir/types.ts';

const m = {};
const str: Schema = { kind: 'string', meta: m };
const num: Schema = { kind: 'number', meta: m };
const unknown: Schema = { kind: 'unknown', meta: m };
const ref = (name: string): Schema => ({ kind: 'ref', name, meta: m });
const nullable = <S extends Schema>(schema: S): S => ({ ...schema, meta: { ...schema.meta, nullable: true } });
const object = (properties: [string, Schema, boolean][], additionalProperties: boolean | Schema = false): Schema => ({
  kind: 'object',
  properties: properties.map(([name, schema, required]) => ({ name, schema, required })),
  additionalProperties,
  meta: m,
});

const cases: { name: string; given: Schema; want: string }[] = [
  { name: 'unknown', given: { kind: 'unknown', meta: m }, want: 'unknown' },
  { name: 'nullable unknown stays unknown', given: { kind: 'unknown', meta: { nullable: true } }, want: 'unknown' },
  { name: 'ref', given: ref('Token'), want: 'Token' },
  { name: 'string', given: str, want: 'string' },
  { name: 'string with format', given: { kind: 'string', format: 'date-time', meta: m }, want: 'string' },
  { name: 'string enum', given: { kind: 'string', enum: ['A', 'B', "it's"], meta: m }, want: `'A' | 'B' | "it's"` },
  { name: 'integer', given: { kind: 'integer', meta: m }, want: 'number' },
  { name: 'number enum', given: { kind: 'number', enum: [1, 2.5], meta: m }, want: '1 | 2.5' },
  { name: 'boolean', given: { kind: 'boolean', meta: m }, want: 'boolean' },
  { name: 'null', given: { kind: 'null', meta: m }, want: 'null' },
  { name: 'nullable null stays null', given: { kind: 'null', meta: { nullable: true } }, want: 'null' },
  { name: 'literal string', given: { kind: 'literal', value: 'on"e', meta: m }, want: `'on"e'` },
  { name: 'literal null', given: { kind: 'literal', value: null, meta: m }, want: 'null' },
  { name: 'nullable string', given: nullable(str), want: 'string | null' },
  { name: 'nullable ref', given: nullable(ref('Data')), want: 'Data | null' },
  { name: 'array', given: { kind: 'array', items: str, meta: m }, want: 'string[]' },
  { name: 'array of arrays', given: { kind: 'array', items: { kind: 'array', items: num, meta: m }, meta: m }, want: 'number[][]' },
  { name: 'array of nullable', given: { kind: 'array', items: nullable(str), meta: m }, want: 'Array<string | null>' },
  { name: 'nullable array', given: nullable({ kind: 'array', items: str, meta: m }), want: 'string[] | null' },
  {
    name: 'array of enum',
    given: { kind: 'array', items: { kind: 'string', enum: ['a', 'b'], meta: m }, meta: m },
    want: "Array<'a' | 'b'>",
  },
  { name: 'closed object', given: object([['id', str, true], ['size', num, false]]), want: '{ id: string; size?: number }' },
  { name: 'quoted property', given: object([['content-type', str, true], ['9lives', str, false]]), want: "{ 'content-type': string; '9lives'?: string }" },
  { name: 'open object', given: object([['id', str, true]], true), want: '{ id: string; [key: string]: unknown }' },
  {
    name: 'object with typed extra properties admits the declared ones',
    given: object([['id', str, true], ['size', num, false]], { kind: 'boolean', meta: m }),
    want: '{ id: string; size?: number; [key: string]: boolean | string | number | undefined }',
  },
  { name: 'map', given: object([], str), want: 'Record<string, string>' },
  { name: 'object without properties', given: object([]), want: 'Record<string, unknown>' },
  // Open Banking's `Risk`: `additionalProperties: false` and no property, so `{}` only.
  { name: 'object closed without properties', given: { ...object([]), closed: true } as Schema, want: 'Record<string, never>' },
  {
    name: 'property docs are inert',
    given: object([['id', { kind: 'string', meta: { description: 'Ends */ here', deprecated: true } }, true]]),
    want: '{\n/**\n * Ends *\\/ here\n * @deprecated\n */\nid: string;\n}',
  },
  {
    name: 'a documented member puts each member on its own line, below its doc',
    given: object([['id', str, true], ['name', { kind: 'string', meta: { description: 'Shown to people.' } }, false]]),
    want: '{\nid: string;\n/** Shown to people. */\nname?: string;\n}',
  },
  { name: 'union', given: { kind: 'union', mode: 'oneOf', variants: [ref('A'), ref('B')], meta: m }, want: 'A | B' },
  { name: 'union deduplicates', given: { kind: 'union', mode: 'anyOf', variants: [str, str, num], meta: m }, want: 'string | number' },
  { name: 'nullable union', given: nullable({ kind: 'union', mode: 'anyOf', variants: [str, num], meta: m }), want: 'string | number | null' },
  { name: 'intersection', given: { kind: 'intersection', parts: [ref('A'), object([['b', str, true]])], meta: m }, want: 'A & { b: string }' },
  { name: 'an unknown part of an intersection says nothing', given: { kind: 'intersection', parts: [ref('A'), unknown], meta: m }, want: 'A' },
  {
    name: 'an intersection of a union and unknown is the union, in parentheses where compound',
    given: { kind: 'array', items: { kind: 'intersection', parts: [{ kind: 'union', mode: 'oneOf', variants: [ref('B'), ref('C')], meta: m }, unknown], meta: m }, meta: m },
    want: 'Array<B | C>',
  },
  { name: 'an intersection of unknown parts only', given: { kind: 'intersection', parts: [unknown, unknown], meta: m }, want: 'unknown' },
  { name: 'an array of a named type and unknown', given: { kind: 'array', items: { kind: 'intersection', parts: [ref('A'), unknown], meta: m }, meta: m }, want: 'A[]' },
  {
    name: 'intersection with a union part',
    given: { kind: 'intersection', parts: [ref('A'), { kind: 'union', mode: 'oneOf', variants: [ref('B'), ref('C')], meta: m }], meta: m },
    want: 'A & (B | C)',
  },
];

describe('schemaToTs', () => {
  it.each(cases)('$name', ({ given, want }) => {
    expect(schemaToTs(given)).toBe(want);
  });

  it('writes refs through refName', () => {
    const given: Schema = { kind: 'array', items: ref('Token'), meta: m };
    expect(schemaToTs(given, { refName: (name) => `Schemas.${name}` })).toBe('Schemas.Token[]');
  });

  it('leaves property docs out on request', () => {
    const given = object([['id', { kind: 'string', meta: { description: 'x' } }, true]]);
    expect(schemaToTs(given, { docs: false })).toBe('{ id: string }');
  });
});

describe('schemaRefs', () => {
  it('finds refs everywhere, once each, in order', () => {
    const given: Schema = {
      kind: 'union',
      mode: 'oneOf',
      variants: [
        object([['a', ref('A'), true]], ref('B')),
        { kind: 'array', items: ref('C'), meta: m },
        { kind: 'intersection', parts: [ref('A'), ref('D')], meta: m },
      ],
      meta: m,
    };
    expect([...schemaRefs(given)]).toEqual(['A', 'B', 'C', 'D']);
  });
});
