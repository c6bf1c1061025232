/**
 * Compares two versions of one operation (paired by matchOperations): renamed path parameters,
 * group, deprecation, its own server, docs, accepted auth schemes, parameters, and its API versions with each
 * version's request body and response (version-diff.ts, payload-diff.ts).
 */
import { alternativeKey, alternativeText } from '../ir/auth-requirements.ts';
import type { Operation } from '../ir/types.ts';
import { diffParameters } from './parameter-diff.ts';
import type { ChangeDraft, SchemaDiffer } from './schema-diff.ts';
import { diffVersions } from './version-diff.ts';

const route = (op: Operation) => `${op.method} ${op.path.raw}`;

/**
 * `pairing.moved`: the caller reported a move. `pairing.successMedia`: each side's own success
 * media type, which request bodies default to; a change of it is reported once, for the API.
 */
export function diffOperation(
  old: Operation,
  neu: Operation,
  schemas: SchemaDiffer,
  pairing: { moved: boolean; successMedia: { old: string; new: string } },
): ChangeDraft[] {
  const out: ChangeDraft[] = [];
  const add = (kind: ChangeDraft['kind'], where: string, message: string) => out.push({ kind, where, message });
  const pathChanged = old.path.raw !== neu.path.raw;
  // A move (new method or route) is reported by the caller; only renamed path parameters remain.
  if (pathChanged && !pairing.moved) add('path-changed', route(old), `path changed from ${old.path.raw} to ${neu.path.raw} (path parameters renamed)`);
  if (old.group !== neu.group) add('operation-moved', route(old), `moved from client.${old.group} to client.${neu.group}`);
  if (!old.deprecated && neu.deprecated) add('operation-deprecated', route(neu), 'operation is deprecated');
  if (old.deprecated && !neu.deprecated) add('operation-undeprecated', route(neu), 'operation is no longer deprecated');
  if (old.server !== neu.server) add('operation-server-changed', route(neu), `served from ${neu.server ?? "the API's server"}, was ${old.server ?? "the API's server"}`);
  if (old.summary !== neu.summary || old.description !== neu.description) add('docs-changed', route(neu), `${old.summary !== neu.summary ? 'summary' : 'description'} changed`);

  const oldAuth = new Set(old.auth.map(alternativeKey));
  const newAuth = new Set(neu.auth.map(alternativeKey));
  for (const a of old.auth.filter((a) => !newAuth.has(alternativeKey(a)))) add('auth-scheme-removed', 'auth', `no longer accepts ${alternativeText(a)}`);
  for (const a of neu.auth.filter((a) => !oldAuth.has(alternativeKey(a)))) add('auth-scheme-added', 'auth', `now also accepts ${alternativeText(a)}`);
  for (const v of old.versions.filter((v) => !neu.versions.includes(v))) add('version-removed', 'versions', `version ${v} is no longer served`);
  for (const v of neu.versions.filter((v) => !old.versions.includes(v))) add('version-added', 'versions', `version ${v} is now served`);

  out.push(...diffParameters(old, neu, pathChanged, schemas));
  out.push(...diffVersions(old, neu, schemas, pairing.successMedia));
  return out;
}

