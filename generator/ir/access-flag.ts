/**
 * Whether a property is `readOnly` (the server sets it: requests leave it out) or `writeOnly` (only
 * sent: responses leave it out), where it stands, on the schema its `$ref` names (Apideck marks
 * its `CreatedAt` component), or on a part of the `allOf` it is (Jira's `screens` are
 * `allOf: [ScreenTypes]`, a writeOnly component), as validating proxies such as Prism read it.
 * Read by the validators, the mock, example calls and the conformance arguments.
 */
import { resolveRef } from './resolve-ref.ts';
import type { Schema } from './types.ts';

/** `allOf`s inside `allOf`s followed at most; descriptions nest one or two. */
const MAX_DEPTH = 8;

export function hasAccessFlag(schema: Schema, flag: 'readOnly' | 'writeOnly', schemas: ReadonlyMap<string, Schema>, depth = 0): boolean {
  if (schema.meta[flag] === true) return true;
  const resolved = schema.kind === 'ref' ? resolveRef(schema, schemas) : schema;
  if (resolved.meta[flag] === true) return true;
  return resolved.kind === 'intersection' && depth < MAX_DEPTH && resolved.parts.some((part) => hasAccessFlag(part, flag, schemas, depth + 1));
}
