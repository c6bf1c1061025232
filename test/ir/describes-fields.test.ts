/**
 * Whether a form or multipart body's schema names fields: objects do, through refs, allOf parts
 * and union variants, and so does no schema; a list, a string or a number does not.
 */
import { describe, expect, it } from 'vitest';
import { describesFields } from '../../generator/ir/describes-fields.ts';
import type { Schema } from '../../generator/ir/types.ts';

const meta = {};
const object: Schema = { kind: 'object', properties: [{ name: 'title', required: true, schema: { kind: 'string', meta } }], additionalProperties: false, meta };
const list: Schema = { kind: 'array', items: { kind: 'string', meta }, meta };
const file: Schema = { kind: 'string', format: 'binary', meta };
const ref = (name: string): Schema => ({ kind: 'ref', name, meta });
const schemas = new Map<string, Schema>([
  ['Upload', object],
  ['Columns', list],
  ['Alias', ref('Upload')],
  ['Loop', ref('Loop')],
]);

const CASES: { name: string; given: Schema; want: boolean }[] = [
  { name: 'an object', given: object, want: true },
  { name: 'no schema', given: { kind: 'unknown', meta }, want: true },
  { name: 'a ref to an object, through an alias', given: ref('Alias'), want: true },
  { name: 'an allOf of objects', given: { kind: 'intersection', parts: [ref('Upload'), object], meta }, want: true },
  { name: 'a union of objects', given: { kind: 'union', mode: 'oneOf', variants: [ref('Upload'), object], meta }, want: true },
  { name: 'a list (Jira\'s columns)', given: list, want: false },
  { name: 'a ref to a list', given: ref('Columns'), want: false },
  { name: 'one file (Jira\'s attachment)', given: file, want: false },
  { name: 'an integer', given: { kind: 'integer', meta }, want: false },
  { name: 'an allOf with a list in it', given: { kind: 'intersection', parts: [object, list], meta }, want: false },
  { name: 'a union with a list in it', given: { kind: 'union', mode: 'anyOf', variants: [object, list], meta }, want: false },
  { name: 'a ref that names nothing is left to the manifest checks', given: ref('Missing'), want: true },
  { name: 'a ref to itself ends', given: ref('Loop'), want: true },
];

describe('describesFields', () => {
  it.each(CASES)('$name', ({ given, want }) => expect(describesFields(given, schemas)).toBe(want));
});
