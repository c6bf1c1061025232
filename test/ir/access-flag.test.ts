/** Given a property schema, want whether it is readOnly or writeOnly, also through a `$ref`. */
import { expect, it } from 'vitest';
import { hasAccessFlag } from '../../generator/ir/access-flag.ts';
import type { Schema } from '../../generator/ir/types.ts';

// Apideck's CreatedAt component is readOnly; properties name it by $ref.
const schemas = new Map<string, Schema>([['CreatedAt', { kind: 'string', format: 'date-time', meta: { readOnly: true } }]]);

it.each<[string, Schema, 'readOnly' | 'writeOnly', boolean]>([
  ['readOnly where it stands', { kind: 'string', meta: { readOnly: true } }, 'readOnly', true],
  ['readOnly on the component a $ref names (Apideck)', { kind: 'ref', name: 'CreatedAt', meta: {} }, 'readOnly', true],
  ['not writeOnly for being readOnly', { kind: 'ref', name: 'CreatedAt', meta: {} }, 'writeOnly', false],
  ['neither on a plain property', { kind: 'string', meta: {} }, 'readOnly', false],
])('%s', (_, schema, flag, want) => expect(hasAccessFlag(schema, flag, schemas)).toBe(want));
