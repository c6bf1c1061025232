/** Given an `allOf`'s parts, want the part a value is drawn from, or none when objects merge instead. */
import { describe, expect, it } from 'vitest';
import { scalarIntersectionPart } from '../../generator/ir/scalar-intersection.ts';
import type { Schema } from '../../generator/ir/types.ts';

const meta = {};
const text: Schema = { kind: 'string', meta: { constraints: { maxLength: 36 } } };
const plainText: Schema = { kind: 'string', meta };
const object: Schema = { kind: 'object', properties: [], additionalProperties: true, meta };
const schemas = new Map<string, Schema>([
  ['ResourceId', text],
  // The ATO's PartyId: allOf [ResourceId, string].
  ['PartyId', { kind: 'intersection', parts: [{ kind: 'ref', name: 'ResourceId', meta }, plainText], meta }],
  ['Thing', object],
]);

describe('scalarIntersectionPart', () => {
  it.each<[string, Schema[], Schema | undefined]>([
    ['a string through a ref and a nested allOf (the ATO party id)', [{ kind: 'ref', name: 'PartyId', meta }], text],
    ['an enum before a plain type', [plainText, { kind: 'string', enum: ['a'], meta }], { kind: 'string', enum: ['a'], meta }],
    // Azure's retention policy type: Basic or Invalid in the base, Basic in the subtype.
    ['the values several enums all allow', [{ kind: 'string', enum: ['Basic', 'Invalid'], meta }, plainText, { kind: 'string', enum: ['Basic'], meta }], { kind: 'string', enum: ['Basic'], meta }],
    ['an enum and a literal: the literal', [{ kind: 'string', enum: ['a', 'b'], meta }, { kind: 'literal', value: 'b', meta }], { kind: 'string', enum: ['b'], meta }],
    ['enums with nothing in common: the first', [{ kind: 'string', enum: ['a'], meta }, { kind: 'string', enum: ['b'], meta }], { kind: 'string', enum: ['a'], meta }],
    ['an integer before a number (Mailchimp)', [{ kind: 'number', meta }, { kind: 'integer', meta }], { kind: 'integer', meta }],
    ['a typed part before any value', [{ kind: 'unknown', meta }, plainText], plainText],
    [
      "a list of typed items before a list of any (Zalando's page content)",
      [{ kind: 'array', items: { kind: 'unknown', meta }, meta }, { kind: 'array', items: { kind: 'ref', name: 'ResourceId', meta }, meta }],
      { kind: 'array', items: { kind: 'ref', name: 'ResourceId', meta }, meta },
    ],
    ['none when a part is an object', [plainText, object], undefined],
    ['none when a nested part is an object', [{ kind: 'intersection', parts: [{ kind: 'ref', name: 'Thing', meta }], meta }], undefined],
  ])('%s', (_, parts, want) => expect(scalarIntersectionPart(parts, schemas)).toEqual(want));
});
