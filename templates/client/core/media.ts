/**
 * Content negotiation. The API versions its payloads through the media type, so the version a
 * caller asks for becomes the `Accept` header; problem documents are accepted alongside so
 * errors stay machine-readable whatever the version.
 */
import { ApiVersionError } from './errors.ts';
import type { ApiSpec, OperationSpec } from './spec.ts';

/** The version to use for `operation`, refusing one it does not exist in before anything is sent. */
export function negotiateVersion(operation: OperationSpec, requested: number): number {
  if (!operation.versions.includes(requested)) {
    const available = operation.versions.map((version) => `v${version}`).join(', ');
    throw new ApiVersionError(`${operation.name} does not exist in API version ${requested}; it is available in ${available}.`);
  }
  return requested;
}

/**
 * The version used for requests the client makes on its own (token creation and refresh):
 * the configured one when the operation has it, so they never fail over a version choice.
 */
export function internalVersion(operation: OperationSpec, preferred: number, api: ApiSpec): number {
  if (operation.versions.includes(preferred)) return preferred;
  if (operation.versions.includes(api.currentVersion)) return api.currentVersion;
  return Math.max(...operation.versions);
}

/** The success media types `operation` can answer with, for `version`. */
export function responseMediaTypes(operation: OperationSpec, api: ApiSpec, version: number): string[] {
  return (operation.responseMediaTypes ?? [api.mediaSuccessTemplate]).map((type) => withVersion(type, version));
}

/** The `Accept` header: what a success of `operation` can be, then the problem type. */
export function acceptHeader(api: ApiSpec, version: number, operation: OperationSpec): string {
  return [...responseMediaTypes(operation, api, version), api.mediaProblem].join(', ');
}

export function withVersion(mediaType: string, version: number): string {
  return mediaType.replace('{version}', String(version));
}

/**
 * How a payload of `mediaType` travels: JSON (`application/json`, any `+json`), a URL-encoded
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

/** True for `application/json` and structured-syntax types such as `application/vnd.x.v3+json`. */
export function isJsonMediaType(contentType: string | null | undefined): boolean {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return essence === 'application/json' || essence.endsWith('+json');
}
