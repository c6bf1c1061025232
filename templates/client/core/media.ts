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

export function acceptHeader(api: ApiSpec, version: number): string {
  return `${api.mediaSuccessTemplate.replace('{version}', String(version))}, ${api.mediaProblem}`;
}

/** True for `application/json` and structured-syntax types such as `application/vnd.x.v3+json`. */
export function isJsonMediaType(contentType: string | null | undefined): boolean {
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return essence === 'application/json' || essence.endsWith('+json');
}
