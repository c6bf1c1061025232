/**
 * Content negotiation. The API versions its payloads through the media type, so the version a
 * caller asks for becomes the `Accept` header; problem documents are accepted alongside so
 * errors stay machine-readable whatever the version.
 */
import { ApiVersionError } from './errors.ts';
import type { ApiSpec, OperationSpec } from './spec.ts';

/**
 * The version a client pinned to `pinned` sends for an operation offered in `offered`
 * (ascending): the pin if offered, otherwise the newest offered version below it, otherwise the
 * oldest offered. So a client can call every operation whatever its pin, and the generated
 * types name the version this picks.
 */
export function versionForPin(offered: readonly number[], pinned: number): number {
  if (offered.includes(pinned)) return pinned;
  let below: number | undefined;
  for (const version of offered) if (version < pinned) below = version;
  return below ?? offered[0]!;
}

/**
 * The version to send `operation` in: exactly `perCall` when the call names one (refused before
 * anything is sent when the operation does not exist in it), otherwise by the client's pin.
 */
export function negotiateVersion(operation: OperationSpec, pinned: number, perCall?: number): number {
  if (perCall === undefined) return versionForPin(operation.versions, pinned);
  if (!operation.versions.includes(perCall)) {
    const available = operation.versions.map((version) => `v${version}`).join(', ');
    throw new ApiVersionError(`${operation.name} does not exist in API version ${perCall}; it is available in ${available}.`);
  }
  return perCall;
}

/** `operation` as `version` sends and answers it: the version's own payload media types over the shared ones. */
export function wireFor(operation: OperationSpec, version: number): OperationSpec {
  const own = operation.byVersion?.[version];
  return own ? { ...operation, ...own } : operation;
}

/**
 * The `Accept` header: what a success of `operation` can be in `version` (the main status's types
 * first, then those of its other statuses), then the problem type. Where an operation's versions
 * send or answer differently (`byVersion`), an answer without content still names the version's
 * media type: a request without a body has no other way to tell the server which version it is in.
 */
export function acceptHeader(api: ApiSpec, version: number, operation: OperationSpec): string {
  const types = [...(operation.responseMediaTypes ?? [api.mediaSuccessTemplate]), ...Object.values(operation.alsoResponses ?? {}).flat()];
  if (types.length === 0 && operation.byVersion && api.mediaSuccessTemplate.includes('{version}')) types.push(api.mediaSuccessTemplate);
  return [...new Set(types.map((type) => withVersion(type, version))), api.mediaProblem].join(', ');
}

export function withVersion(mediaType: string, version: number): string {
  return mediaType.replace('{version}', String(version));
}

/**
 * How a payload of `mediaType` travels: JSON (`application/json`, `text/json`, any `+json`), a URL-encoded
 * form, multipart form data, text (`text/*`, XML) or raw bytes (everything else).
 */
export type MediaKind = 'json' | 'form' | 'multipart' | 'text' | 'binary';

export function mediaKind(mediaType: string): MediaKind {
  const essence = mediaType.split(';')[0]!.trim().toLowerCase();
  if (isJsonMediaType(essence)) return 'json';
  if (essence === 'application/x-www-form-urlencoded') return 'form';
  if (essence.startsWith('multipart/')) return 'multipart';
  if (essence.startsWith('text/') || essence === 'application/xml' || essence.endsWith('+xml')) return 'text';
  return 'binary';
}

/** True for `application/xml`, `text/xml` and structured-syntax types such as `application/atom+xml`. */
export function isXmlMediaType(contentType: string | null | undefined): boolean {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return essence === 'application/xml' || essence === 'text/xml' || essence.endsWith('+xml');
}

/**
 * True for `application/json`, structured-syntax types such as `application/vnd.x.v3+json`, and
 * `text/json`, which ASP.NET APIs declare and answer beside (or instead of) `application/json`.
 */
export function isJsonMediaType(contentType: string | null | undefined): boolean {
  // Every response of an API tends to carry the same type: remember the last answer.
  if (contentType === lastType) return lastIsJson;
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  lastType = contentType;
  return (lastIsJson = essence === 'application/json' || essence === 'text/json' || essence.endsWith('+json'));
}

let lastType: string | null | undefined = '';
let lastIsJson = false;
