/** Given an `allOf`'s parts and a value of each, want the one object value made of them. */
import { describe, expect, it } from 'vitest';
import { mergedParts } from '../../generator/ir/merged-parts.ts';
import type { Schema } from '../../generator/ir/types.ts';

const meta = {};
const text: Schema = { kind: 'string', meta };
const object = (required: string[], optional: string[] = []): Schema => ({
  kind: 'object',
  properties: [...required.map((name) => ({ name, schema: text, required: true })), ...optional.map((name) => ({ name, schema: text, required: false }))],
  additionalProperties: true,
  meta,
});
// GitHub's project item: a type, and an id or else owner, repo and number.
const properties = object(['type'], ['id', 'owner', 'repo', 'number']);
const choice = (mode: 'oneOf' | 'anyOf'): Schema => ({ kind: 'union', mode, variants: [object(['id']), { kind: 'ref', name: 'ByName', meta }], meta });
const anyValue = (names: string[]): Schema => ({ kind: 'object', properties: names.map((name) => ({ name, schema: { kind: 'unknown', meta }, required: true })), additionalProperties: true, meta });
const schemas = new Map<string, Schema>([['ByName', object(['owner', 'repo', 'number'])]]);
const everything = { type: 'Issue', id: 'i', owner: 'o', repo: 'r', number: 'n' };

describe('mergedParts', () => {
  it.each<[string, Schema[], unknown[], Record<string, unknown>]>([
    ['objects merge property by property', [object(['a']), object(['b'])], [{ a: 'x' }, { b: 'y' }], { a: 'x', b: 'y' }],
    ['beside a oneOf, the names only other variants require are left out', [properties, choice('oneOf')], [everything, { id: 'i' }], { type: 'Issue', id: 'i' }],
    ['a variant reached through a $ref counts too', [properties, choice('oneOf')], [everything, { owner: 'o', repo: 'r', number: 'n' }], { type: 'Issue', owner: 'o', repo: 'r', number: 'n' }],
    ['beside an anyOf, several variants may match: nothing is left out', [properties, choice('anyOf')], [everything, { id: 'i' }], everything],
    // SiriKit's params: an object in the base, with its required intent in the subtype.
    ['an object under one name in several parts merges too', [object(['params']), object(['params'])], [{ params: { method: 'm' } }, { params: { intent: { class: 'c' } } }], { params: { method: 'm', intent: { class: 'c' } } }],
    ['a list or a scalar later on wins', [object(['a', 'b']), object(['a', 'b'])], [{ a: [1], b: 'x' }, { a: [2], b: 'y' }], { a: [2], b: 'y' }],
    // Azure's CreateJobValidations requires a list the base declares, which the importer gives the subtype as any value.
    ['a name a later part declares as any value keeps the value given before', [object(['list']), anyValue(['list'])], [{ list: [1] }, { list: 'value' }], { list: [1] }],
    // InfluxDB's DBRP: typed properties beside a oneOf of required lists, whose names are any value there.
    [
      'a name a oneOf variant requires as any value keeps the value given before',
      [object([], ['orgID', 'org']), { kind: 'union', mode: 'oneOf', variants: [anyValue(['orgID']), anyValue(['org'])], meta }],
      [{ orgID: 'o', org: 'n' }, { orgID: {} }],
      { orgID: 'o' },
    ],
  ])('%s', (_, parts, values, want) => expect(mergedParts(parts, values, schemas)).toEqual(want));
});
