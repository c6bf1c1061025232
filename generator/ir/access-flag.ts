/**
 * Whether a property is `readOnly` (the server sets it: requests leave it out) or `writeOnly` (only
 * sent: responses leave it out), where it stands or on the schema its `$ref` names, as Apideck
 * marks its `CreatedAt` component. Read by the mock, example calls and the conformance arguments.
 */
import { resolveRef } from './resolve-ref.ts';
import type { Schema } from './types.ts';

export function hasAccessFlag(schema: Schema, flag: 'readOnly' | 'writeOnly', schemas: ReadonlyMap<string, Schema>): boolean {
  return schema.meta[flag] === true || (schema.kind === 'ref' && resolveRef(schema, schemas).meta[flag] === true);
}
