/** Given a property schema, want whether it is readOnly or writeOnly, also through a `$ref`. */
import { expect, it } from 'vitest';
import { hasAccessFlag } from '../../generator/ir/access-flag.ts';
import type { Schema } from '../../generator/ir/types.ts';

// Apideck's CreatedAt component is readOnly; properties name it by $ref.
// Jira's ScreenTypes component is writeOnly; `screens` is an allOf of it, and `position` an allOf of
// a writeOnly component that is itself readOnly.
const schemas = new Map<string, Schema>([
  ['CreatedAt', { kind: 'string', format: 'date-time', meta: { readOnly: true } }],
  ['ScreenTypes', { kind: 'object', properties: [], additionalProperties: false, meta: { writeOnly: true } }],
  ['Alias', { kind: 'ref', name: 'CreatedAt', meta: {} }],
]);
const allOf = (...parts: Schema[]): Schema => ({ kind: 'intersection', parts, meta: {} });

it.each<[string, Schema, 'readOnly' | 'writeOnly', boolean]>([
  ['readOnly where it stands', { kind: 'string', meta: { readOnly: true } }, 'readOnly', true],
  ['readOnly on the component a $ref names (Apideck)', { kind: 'ref', name: 'CreatedAt', meta: {} }, 'readOnly', true],
  ['not writeOnly for being readOnly', { kind: 'ref', name: 'CreatedAt', meta: {} }, 'writeOnly', false],
  ['neither on a plain property', { kind: 'string', meta: {} }, 'readOnly', false],
  ['writeOnly on the component an allOf names (Jira\'s screens)', allOf({ kind: 'ref', name: 'ScreenTypes', meta: {} }), 'writeOnly', true],
  ['in an allOf inside an allOf', allOf(allOf({ kind: 'ref', name: 'ScreenTypes', meta: {} })), 'writeOnly', true],
  ['both, readOnly where it stands and writeOnly through its allOf (Jira\'s gadget position)', { ...allOf({ kind: 'ref', name: 'ScreenTypes', meta: {} }), meta: { readOnly: true } }, 'writeOnly', true],
  ['through a $ref to a $ref', { kind: 'ref', name: 'Alias', meta: {} }, 'readOnly', true],
  ['not for an allOf of unflagged parts', allOf({ kind: 'string', meta: {} }), 'readOnly', false],
])('%s', (_, schema, flag, want) => expect(hasAccessFlag(schema, flag, schemas)).toBe(want));
