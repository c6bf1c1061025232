/**
 * Compares an operation's parameters (matched by location and name; header names ignore case):
 * added (required or optional), removed, required flag, deprecation, and their schemas as
 * request data. When the path itself changed, path parameters appearing or disappearing are part
 * of that change and not listed again.
 */
import type { Operation, Parameter } from '../ir/types.ts';
import type { ChangeDraft, SchemaDiffer } from './schema-diff.ts';

const keyOf = (p: Parameter) => `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
const labelOf = (p: Parameter) => `${p.in} parameter "${p.name}"`;

export function diffParameters(old: Operation, neu: Operation, pathChanged: boolean, schemas: SchemaDiffer): ChangeDraft[] {
  const out: ChangeDraft[] = [];
  const before = new Map(old.parameters.map((p) => [keyOf(p), p]));
  const after = new Map(neu.parameters.map((p) => [keyOf(p), p]));
  const skip = (p: Parameter) => pathChanged && p.in === 'path';
  for (const [key, p] of before) {
    if (!after.has(key) && !skip(p)) out.push({ kind: 'parameter-removed', where: labelOf(p), message: 'parameter was removed' });
  }
  for (const [key, p] of after) {
    const was = before.get(key);
    if (!was) {
      if (!skip(p)) out.push({ kind: p.required ? 'parameter-added-required' : 'parameter-added-optional', where: labelOf(p), message: `new ${p.required ? 'required' : 'optional'} parameter` });
      continue;
    }
    if (!was.required && p.required) out.push({ kind: 'parameter-became-required', where: labelOf(p), message: 'parameter is now required' });
    if (was.required && !p.required) out.push({ kind: 'parameter-became-optional', where: labelOf(p), message: 'parameter is now optional' });
    if (!was.deprecated && p.deprecated) out.push({ kind: 'parameter-deprecated', where: labelOf(p), message: 'parameter is deprecated' });
    if (serialisation(was) !== serialisation(p)) {
      out.push({ kind: 'parameter-serialisation-changed', where: labelOf(p), message: `parameter is written as ${serialisation(p)}, was ${serialisation(was)}` });
    }
    out.push(...schemas.diff(was.schema, p.schema, 'request', labelOf(p)));
  }
  return out;
}

/** How the value is written: its JSON text, or its style and explode (`form, exploded`). */
function serialisation(p: Parameter): string {
  return p.contentType !== undefined ? `${p.contentType} text` : `${p.style}${p.explode ? ', exploded' : ''}`;
}
