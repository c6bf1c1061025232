/** The vendor media types an operation answers with, one per supported API version. */
import type { Api, Operation } from '../../ir/types.ts';

export function successMediaType(api: Api, version: number): string {
  return api.media.successTemplate.replace('{version}', String(version));
}

export function operationMediaTypes(operation: Operation, api: Api): string[] {
  return operation.versions.map((version) => successMediaType(api, version));
}

/** What examples send as `Accept`: the current version when supported, else the newest one. */
export function acceptMediaType(operation: Operation, api: Api): string {
  const version = operation.versions.includes(api.media.current)
    ? api.media.current
    : (operation.versions[operation.versions.length - 1] ?? api.media.current);
  return successMediaType(api, version);
}
