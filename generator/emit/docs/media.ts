/** The media types an operation sends and answers with, a versioned one once per supported API version. */
import type { Api, Operation } from '../../ir/types.ts';
import { payloadMediaTypes, payloadsByVersion, successMediaType } from '../media-types.ts';

export { payloadMediaTypes, successMediaType };

/** What any version of the operation answers with. */
export function operationMediaTypes(operation: Operation): string[] {
  return payloadsByVersion(operation, 'response').flatMap((found) => found.mediaTypes);
}

/** The version examples use: the one a client that pins no version sends. */
export function exampleVersion(operation: Operation, _api: Api): number {
  return operation.defaultVersion;
}

/** What examples send as `Accept`. */
export function acceptMediaType(operation: Operation, api: Api): string {
  return successMediaType(api, exampleVersion(operation, api));
}
