/**
 * Changes to the variables of the API's first server (manifest `servers[0].variables`), which
 * existing code sets through the client's typed `serverVariables` option: a variable removed,
 * or a value it could take removed, no longer compiles; one added, or a value added, is new.
 */
import type { Server } from '../ir/types.ts';
import type { ChangeDraft } from './schema-diff.ts';

export function diffServerVariables(old: Server | undefined, neu: Server | undefined): ChangeDraft[] {
  const out: ChangeDraft[] = [];
  const add = (kind: ChangeDraft['kind'], message: string) => out.push({ kind, where: 'servers', message });
  const oldVariables = new Map((old?.variables ?? []).map((v) => [v.name, v]));
  const newVariables = new Map((neu?.variables ?? []).map((v) => [v.name, v]));
  for (const [name, was] of oldVariables) {
    const now = newVariables.get(name);
    if (!now) {
      add('server-variable-removed', `server variable ${name} was removed`);
      continue;
    }
    // Without an enum, a variable takes any value.
    const [before, after] = [was.enum, now.enum];
    const removed = before ? (after ? before.filter((value) => !after.includes(value)).map((v) => JSON.stringify(v)) : []) : after ? ['values other than those listed'] : [];
    const added = after ? (before ? after.filter((value) => !before.includes(value)).map((v) => JSON.stringify(v)) : []) : before ? ['any value'] : [];
    if (removed.length > 0) add('server-variable-narrowed', `server variable ${name} no longer takes ${removed.join(', ')}`);
    if (added.length > 0) add('server-variable-widened', `server variable ${name} now also takes ${added.join(', ')}`);
  }
  for (const name of newVariables.keys()) if (!oldVariables.has(name)) add('server-variable-added', `new server variable ${name}`);
  return out;
}
