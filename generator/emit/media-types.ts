/**
 * The concrete media types of payloads: a versioned one (`application/vnd.acme.v{version}+json`)
 * stands for one media type per API version the operation exists in. Docs, examples and the
 * OpenAPI export list them this way.
 */
import type { Api, Operation, Payload } from '../ir/types.ts';

export function successMediaType(api: Api, version: number): string {
  return api.media.successTemplate.replace('{version}', String(version));
}

/** One payload's media types, in version order. */
export function mediaTypesOf(payload: Payload, operation: Operation): string[] {
  const { mediaType } = payload;
  return mediaType.includes('{version}') ? operation.versions.map((version) => mediaType.replace('{version}', String(version))) : [mediaType];
}

/** Every payload's media types, in order. */
export function payloadMediaTypes(payloads: Payload[], operation: Operation): string[] {
  return payloads.flatMap((payload) => mediaTypesOf(payload, operation));
}
