/**
 * Compares two versions of one operation (paired by matchOperations): renamed path parameters,
 * group, deprecation, docs, accepted auth schemes, versions, parameters, request body (presence,
 * required, media type, schema as request data) and response (status, schema as response data).
 */
import type { Operation, Payload } from '../ir/types.ts';
import { diffParameters } from './parameter-diff.ts';
import type { ChangeDraft, SchemaDiffer } from './schema-diff.ts';
import { successSchema } from '../ir/payloads.ts';

const route = (op: Operation) => `${op.method} ${op.path.raw}`;
/**
 * Raw bytes and text are typed by their kind alone (`BinaryBody` or a `Response`, `string`), so
 * their schema (`type: string` becoming `format: binary`) changes nothing client code sees.
 */
const typedByKind = (a: Payload | undefined, b: Payload | undefined) => a !== undefined && a.kind === b?.kind && (a.kind === 'binary' || a.kind === 'text');

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
  if (old.summary !== neu.summary || old.description !== neu.description) add('docs-changed', route(neu), `${old.summary !== neu.summary ? 'summary' : 'description'} changed`);

  for (const scheme of old.auth.filter((s) => !neu.auth.includes(s))) add('auth-scheme-removed', 'auth', `no longer accepts ${scheme}`);
  for (const scheme of neu.auth.filter((s) => !old.auth.includes(s))) add('auth-scheme-added', 'auth', `now also accepts ${scheme}`);
  for (const v of old.versions.filter((v) => !neu.versions.includes(v))) add('version-removed', 'versions', `version ${v} is no longer served`);
  for (const v of neu.versions.filter((v) => !old.versions.includes(v))) add('version-added', 'versions', `version ${v} is now served`);

  out.push(...diffParameters(old, neu, pathChanged, schemas));

  const [a, b] = [old.requestBody, neu.requestBody];
  if (a && !b) add('request-body-removed', 'request body', 'the request body was removed');
  if (!a && b) add(b.required ? 'request-body-added-required' : 'request-body-added-optional', 'request body', `new ${b.required ? 'required' : 'optional'} request body`);
  if (a && b) {
    if (!a.required && b.required) add('request-body-became-required', 'request body', 'the request body is now required');
    if (a.required && !b.required) add('request-body-became-optional', 'request body', 'the request body is now optional');
    const [before, after] = [a.contents[0]!, b.contents[0]!];
    const followsApi = before.mediaType === pairing.successMedia.old && after.mediaType === pairing.successMedia.new;
    if (before.mediaType !== after.mediaType && !followsApi) add('request-media-type-changed', 'request body', `media type changed from ${before.mediaType} to ${after.mediaType}`);
    if (!typedByKind(before, after)) out.push(...schemas.diff(before.schema, after.schema, 'request', 'request body'));
  }
  if (old.response.status !== neu.response.status) add('response-status-changed', 'response', `status changed from ${old.response.status} to ${neu.response.status}`);
  if (!typedByKind(old.response.contents[0], neu.response.contents[0])) {
    out.push(...schemas.diff(successSchema(old.response), successSchema(neu.response), 'response', 'response body'));
  }
  return out;
}
