/** The media types an operation sends and answers with, a versioned one once per supported API version. */
import type { Api, Operation } from '../../ir/types.ts';
import { payloadMediaTypes, successMediaType } from '../media-types.ts';

export { payloadMediaTypes, successMediaType };

export function operationMediaTypes(operation: Operation): string[] {
  return payloadMediaTypes(operation.response.contents, operation);
}

/** The version examples use: the current one when supported, else the newest one. */
export function exampleVersion(operation: Operation, api: Api): number {
  return operation.versions.includes(api.media.current)
    ? api.media.current
    : (operation.versions[operation.versions.length - 1] ?? api.media.current);
}

/** What examples send as `Accept`. */
export function acceptMediaType(operation: Operation, api: Api): string {
  return successMediaType(api, exampleVersion(operation, api));
}
