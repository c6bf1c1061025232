/**
 * The concrete media types of payloads: a versioned one (`application/vnd.acme.v{version}+json`)
 * stands for one media type per API version that declares it. Docs, examples and the OpenAPI
 * export list them this way.
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

/** A payload with the versions that declare it and the concrete media types it travels in. */
export interface VersionedPayload {
  payload: Payload;
  versions: number[];
  mediaTypes: string[];
}

/**
 * The distinct request (`requestBody`) or response payloads over every version of `operation`
 * (`Operation.byVersion`), in order of first appearance, each with the versions that declare it:
 * a payload shared by all versions appears once, as it always did.
 */
export function payloadsByVersion(operation: Operation, part: 'requestBody' | 'response'): VersionedPayload[] {
  const found = new Map<string, { payload: Payload; versions: number[] }>();
  const lists = operation.byVersion.map((entry) => (part === 'requestBody' ? (entry.requestBody?.contents ?? []) : entry.response.contents));
  // Payloads are told apart by their whole text, schema included; those of an operation offered
  // in one version (every operation of a single-version API) differ by media type already, so
  // skip that.
  const oneVersion = lists.length === 1;
  for (const [index, entry] of operation.byVersion.entries()) {
    for (const [position, payload] of lists[index]!.entries()) {
      const key = oneVersion ? String(position) : JSON.stringify(payload);
      const seen = found.get(key);
      if (seen) seen.versions.push(entry.version);
      else found.set(key, { payload, versions: [entry.version] });
    }
  }
  return [...found.values()].map(({ payload, versions }) => ({
    payload,
    versions,
    mediaTypes: payload.mediaType.includes('{version}') ? versions.map((version) => payload.mediaType.replace('{version}', String(version))) : [payload.mediaType],
  }));
}
