/** The media types an operation sends and answers with, a versioned one once per supported API version. */
import type { Api, Operation } from '../../ir/types.ts';
import { payloadMediaTypes, payloadsByVersion, successMediaType } from '../media-types.ts';
import { payloadsOf } from '../../ir/versions.ts';

export { payloadMediaTypes, successMediaType };

/** What any version of the operation answers with. */
export function operationMediaTypes(operation: Operation): string[] {
  return payloadsByVersion(operation, 'response').flatMap((found) => found.mediaTypes);
}

/** The version examples use: the one a client that pins no version sends. */
export function exampleVersion(operation: Operation, _api: Api): number {
  return operation.defaultVersion;
}

/**
 * What examples send as `Accept`: the first media type the example's version answers with (as
 * the client puts it first), else, for an answer without a body, the API's success media type,
 * which names the version.
 */
export function acceptMediaType(operation: Operation, api: Api): string {
  const version = exampleVersion(operation, api);
  const first = payloadsOf(operation, version).response.contents[0]?.mediaType;
  return first === undefined || first.includes('*') ? successMediaType(api, version) : first.replace('{version}', String(version));
}
