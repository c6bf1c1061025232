/**
 * generator/ir/schema.ts reads a manifest schema's `enum` as values of the schema's own type:
 * given/want rows, from real descriptions where they come from one.
 */
import { describe, expect, it } from 'vitest';
import { toSchema } from '../../generator/ir/schema.ts';
import type { ManifestSchema } from '../../generator/manifest/schema.ts';

describe('enum values of the declared type', () => {
  it.each<[string, ManifestSchema, unknown]>([
    ['text stays text', { type: 'string', enum: ['a', 'b'] }, ['a', 'b']],
    // Zoom: `recording_type: { type: string, enum: [1, 2] }` means the texts "1" and "2".
    ['numbers of a string are their text (Zoom)', { type: 'string', enum: [1, 2] }, ['1', '2']],
    ['booleans of a string too', { type: 'string', enum: [true, 'x'] }, ['true', 'x']],
    ['null of a nullable string is the nullable flag', { type: 'string', nullable: true, enum: ['a', null] }, ['a']],
    ['numbers stay numbers', { type: 'integer', enum: [1, 2] }, [1, 2]],
    ['numeric text of a number is its number', { type: 'number', enum: ['1.5', 2] }, [1.5, 2]],
    ['text that is no number is dropped', { type: 'integer', enum: ['one', 1] }, [1]],
    ['text that is no decimal number is dropped', { type: 'number', enum: ['0x10', '1e3', ' 1', '2'] }, [2]],
    ['a fraction is no integer', { type: 'integer', enum: ['1.5', 2.5, 3] }, [3]],
    ['a value given twice is one', { type: 'string', enum: ['1', 1] }, ['1']],
  ])('%s', (_what, given, want) => {
    expect((toSchema(given) as { enum?: unknown }).enum).toEqual(want);
  });

  it.each<[string, ManifestSchema, unknown]>([
    // Slack: every answer's `ok` is `{ type: boolean, enum: [true] }`.
    ['a boolean of one value is that literal (Slack)', { type: 'boolean', enum: [true] }, { kind: 'literal', value: true, meta: {} }],
    ['a boolean of both values is a boolean', { type: 'boolean', enum: [true, false] }, { kind: 'boolean', meta: {} }],
    ['a boolean whose enum holds no boolean is a boolean', { type: 'boolean', enum: ['yes'] }, { kind: 'boolean', meta: {} }],
    // Learnifier types its ids and counts `type: number, format: int64`: whole numbers.
    ['a number of an integer format is an integer (Learnifier)', { type: 'number', format: 'int64', enum: [1, 1.5] }, { kind: 'integer', format: 'int64', enum: [1], meta: {} }],
    ['a number of format int32 too', { type: 'number', format: 'int32' }, { kind: 'integer', format: 'int32', meta: {} }],
    ['a number of format double stays a number', { type: 'number', format: 'double' }, { kind: 'number', format: 'double', meta: {} }],
  ])('%s', (_what, given, want) => {
    expect(toSchema(given)).toEqual(want);
  });

  it.each<[string, ManifestSchema]>([
    ['an enum of a string with no usable value', { type: 'string', enum: [null, { a: 1 }] as never }],
    ['an enum of a number with no number in it', { type: 'integer', enum: ['x', ''] }],
  ])('no enum (no value would fit one) for %s', (_what, given) => {
    expect(toSchema(given)).not.toHaveProperty('enum');
  });
});

describe('required names', () => {
  // Codat's bank transaction lines require a `date` they never declare: JSON Schema still demands it.
  it('a required name without a declared property is a required property of any value', () => {
    expect(toSchema({ type: 'object', required: ['amount', 'date'], properties: { amount: { type: 'number' } } })).toEqual({
      kind: 'object',
      properties: [
        { name: 'amount', schema: { kind: 'number', meta: {} }, required: true },
        { name: 'date', schema: { kind: 'unknown', meta: {} }, required: true },
      ],
      additionalProperties: false,
      meta: {},
    });
  });
});
