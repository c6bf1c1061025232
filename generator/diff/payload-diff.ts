/**
 * Compares what one API version of an operation sends and answers (`Operation.byVersion`
 * entries) between two releases: the request body (presence, required, preferred media type,
 * schema as request data, XML hints: xml-diff.ts) and the response (status, schema as response
 * data, XML hints, and the other success statuses and headers: status-diff.ts).
 */
import { successSchema } from '../ir/payloads.ts';
import type { Payload, VersionPayloads } from '../ir/types.ts';
import type { ChangeDraft, SchemaDiffer } from './schema-diff.ts';
import { diffStatuses } from './status-diff.ts';
import { carriesXmlData } from '../ir/xml-payload.ts';
import { diffXmlHints } from './xml-diff.ts';

/**
 * Raw bytes and text are typed by their kind alone (`BinaryBody` or a `Response`, `string`), so
 * their schema (`type: string` becoming `format: binary`) changes nothing client code sees. XML of
 * data is not text: the client sends and reads the data its schema describes.
 */
function typedByKind(a: Payload | undefined, b: Payload | undefined, schemas: SchemaDiffer): boolean {
  if (a === undefined || a.kind !== b?.kind) return false;
  return a.kind === 'binary' || (a.kind === 'text' && !carriesXmlData(a, schemas.oldSchemas) && !carriesXmlData(b, schemas.newSchemas));
}

/** The hints of the first XML payload of data on each side, where both have one. */
function xmlChanges(old: Payload[], neu: Payload[], schemas: SchemaDiffer, direction: 'request' | 'response', label: string): ChangeDraft[] {
  const a = old.find((payload) => carriesXmlData(payload, schemas.oldSchemas));
  const b = neu.find((payload) => carriesXmlData(payload, schemas.newSchemas));
  return a && b ? diffXmlHints(a, b, { old: schemas.oldSchemas, new: schemas.newSchemas }, direction, label) : [];
}

/** `successMedia`: each side's own success media type; a body that follows it is not reported, the API-wide change is. */
export function diffPayloads(old: VersionPayloads, neu: VersionPayloads, schemas: SchemaDiffer, successMedia: { old: string; new: string }): ChangeDraft[] {
  const out: ChangeDraft[] = [];
  const add = (kind: ChangeDraft['kind'], where: string, message: string) => out.push({ kind, where, message });
  const [a, b] = [old.requestBody, neu.requestBody];
  if (a && !b) add('request-body-removed', 'request body', 'the request body was removed');
  if (!a && b) add(b.required ? 'request-body-added-required' : 'request-body-added-optional', 'request body', `new ${b.required ? 'required' : 'optional'} request body`);
  if (a && b) {
    if (!a.required && b.required) add('request-body-became-required', 'request body', 'the request body is now required');
    if (a.required && !b.required) add('request-body-became-optional', 'request body', 'the request body is now optional');
    const [before, after] = [a.contents[0]!, b.contents[0]!];
    const followsApi = before.mediaType === successMedia.old && after.mediaType === successMedia.new;
    if (before.mediaType !== after.mediaType && !followsApi) add('request-media-type-changed', 'request body', `media type changed from ${before.mediaType} to ${after.mediaType}`);
    if (!typedByKind(before, after, schemas)) out.push(...schemas.diff(before.schema, after.schema, 'request', 'request body'));
    out.push(...xmlChanges(a.contents, b.contents, schemas, 'request', 'request body'));
  }
  if (old.response.status !== neu.response.status) add('response-status-changed', 'response', `status changed from ${old.response.status} to ${neu.response.status}`);
  if (!typedByKind(old.response.contents[0], neu.response.contents[0], schemas)) {
    out.push(...schemas.diff(successSchema(old.response), successSchema(neu.response), 'response', 'response body'));
  }
  // The client reads XML of data where it is the preferred type; the server writes it wherever negotiated.
  out.push(...xmlChanges(old.response.contents, neu.response.contents, schemas, 'response', 'response body'));
  out.push(...diffStatuses(old.response, neu.response, schemas));
  return out;
}
