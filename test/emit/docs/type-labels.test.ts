/**
 * generator/emit/docs/schema-view.ts `typeView`: the type label a field or payload shows, given
 * an IR schema. A declared format is named beside the type, for numbers as for strings.
 */
import { describe, expect, it } from 'vitest';
import { typeView } from '../../../generator/emit/docs/schema-view.ts';
import type { Schema } from '../../../generator/ir/types.ts';

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
  ])('%s', (_name, schema, want) => {
    expect(typeView(schema).md).toBe(want);
  });
});
