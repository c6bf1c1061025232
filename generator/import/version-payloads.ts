/**
 * Writes an operation's `versions` from each offered version's own `requestBody` and `response`
 * (manifest `versions`, generator/manifest/version-payloads.ts): when every version sends and
 * answers the same, the short form `[3, 4]` with the newest version's payloads; otherwise a map
 * in which the operation-level payloads are the ones most versions share (ties: the newest) and
 * each version lists only the part that differs (`3: ~`, `4: { response: … }`). An entry's
 * payload fields replace the operation's as a group while `status` and `required` are inherited,
 * so a differing entry states them whenever they differ, and `schema: {}` (any value) where it
 * has no payload field of its own but the operation-level one has. `also` and `headers` are
 * inherited too: an entry states them (`{}` for none) where they differ.
 */
import { NO_CONTENT_STATUSES } from '../ir/payloads.ts';
import type { ManifestOperation } from '../manifest/schema.ts';
import type { ManifestRequestBody } from './request-body.ts';
import type { ManifestResponse } from './responses.ts';

export interface OneVersionPayloads {
  version: number;
  /** `undefined` and `none` alike mean the version sends no body. */
  requestBody?: ManifestRequestBody;
  response?: ManifestResponse;
}

export interface GroupedVersionPayloads {
  versions: NonNullable<ManifestOperation['versions']>;
  requestBody?: ManifestRequestBody;
  response?: ManifestResponse;
}

type VersionEntry = { requestBody?: ManifestRequestBody; response?: ManifestResponse };

export function groupVersionPayloads(offered: readonly OneVersionPayloads[]): GroupedVersionPayloads {
  const newest = offered.at(-1)!;
  const sameEverywhere = offered.every((v) => bodyWire(v.requestBody) === bodyWire(newest.requestBody) && responseWire(v.response) === responseWire(newest.response));
  if (sameEverywhere) return { versions: offered.map((v) => v.version), ...payloadsOf(newest.requestBody, newest.response) };

  const body = mostShared(offered, (v) => v.requestBody, bodyWire);
  const response = mostShared(offered, (v) => v.response, responseWire);
  const versions: Record<string, VersionEntry | null> = {};
  for (const v of offered) {
    const entry: VersionEntry = {
      ...(bodyWire(v.requestBody) !== bodyWire(body) ? { requestBody: ownBody(v.requestBody, body) } : {}),
      ...(responseWire(v.response) !== responseWire(response) ? { response: ownResponse(v.response ?? {}, response) } : {}),
    };
    versions[String(v.version)] = Object.keys(entry).length > 0 ? entry : null;
  }
  return { versions, ...payloadsOf(body, response) };
}

function payloadsOf(requestBody: ManifestRequestBody | undefined, response: ManifestResponse | undefined): Omit<GroupedVersionPayloads, 'versions'> {
  return { ...(requestBody !== undefined ? { requestBody } : {}), ...(response !== undefined ? { response } : {}) };
}

/** The part most versions share; on a tie, the newest version's. */
function mostShared<T>(offered: readonly OneVersionPayloads[], part: (v: OneVersionPayloads) => T, wire: (value: T) => string): T {
  const counts = new Map<string, number>();
  let best: T = part(offered[0]!);
  for (const v of offered) {
    const key = wire(part(v));
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (counts.get(key)! >= (counts.get(wire(best)) ?? 0)) best = part(v);
  }
  return best;
}

/** What decides a body on the wire and in types: whether there is one, is required, and its media types and schemas. */
function bodyWire(body: ManifestRequestBody | undefined): string {
  if (body === undefined || body === 'none') return 'none';
  return JSON.stringify([body.required === true, body.mediaType, body.schema, body.content]);
}

function responseWire(response: ManifestResponse | undefined): string {
  const status = response?.status ?? 200;
  const extras = [response?.also, response?.headers];
  return JSON.stringify(NO_CONTENT_STATUSES.has(status) ? [status, ...extras] : [status, response?.schema, response?.content, ...extras]);
}

const hasPayload = (part: { schema?: unknown; content?: unknown; mediaType?: unknown }) => part.schema !== undefined || part.content !== undefined || part.mediaType !== undefined;

function ownBody(own: ManifestRequestBody | undefined, shared: ManifestRequestBody | undefined): ManifestRequestBody {
  if (own === undefined || own === 'none') return 'none';
  const inherited = shared !== undefined && shared !== 'none' ? shared : undefined;
  return {
    ...own,
    ...(inherited?.required === true && own.required !== true ? { required: false } : {}),
    ...(inherited && hasPayload(inherited) && !hasPayload(own) ? { schema: {} } : {}),
  };
}

function ownResponse(own: ManifestResponse, shared: ManifestResponse | undefined): ManifestResponse {
  const status = own.status ?? 200;
  const anyValue = shared && hasPayload(shared) && !hasPayload(own) && !NO_CONTENT_STATUSES.has(status);
  return {
    ...(own.status !== undefined || shared?.status !== undefined ? { status } : {}),
    ...(own.description !== undefined ? { description: own.description } : {}),
    ...(own.schema !== undefined ? { schema: own.schema } : anyValue ? { schema: {} } : {}),
    ...(own.content !== undefined ? { content: own.content } : {}),
    ...(own.example !== undefined ? { example: own.example } : {}),
    // `also` and `headers` are inherited when absent, so a version without them says `{}`.
    ...(JSON.stringify(own.also) !== JSON.stringify(shared?.also) ? { also: own.also ?? {} } : {}),
    ...(JSON.stringify(own.headers) !== JSON.stringify(shared?.headers) ? { headers: own.headers ?? {} } : {}),
  };
}
