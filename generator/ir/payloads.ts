/**
 * Request and response payloads of an operation (`requestBody` and `response`, in their short
 * form `{ mediaType?, schema }` or long form `content: { <media type>: { schema, encoding } }`),
 * each media type with the kind that decides how it is encoded and decoded.
 */
import type { Manifest, ManifestAlsoResponse, ManifestOperation, ManifestResponseHeader, ManifestSchema } from '../manifest/schema.ts';
import { headerKey } from './names.ts';
import { toSchema } from './schema.ts';
import type { Payload, PayloadKind, PropertyEncoding, RequestBody, Response, ResponseHeader, Schema, SuccessResponse } from './types.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Statuses that never carry a body (RFC 9110 §15.3.5, §15.3.6). */
export const NO_CONTENT_STATUSES: ReadonlySet<number> = new Set([204, 205]);

type ContentMap = Record<string, { schema?: ManifestSchema; encoding?: Record<string, Omit<PropertyEncoding, 'property'>> }>;

/** A media type without its parameters, lower-cased: `Application/JSON; charset=UTF-8` → `application/json`. */
export function mediaEssence(mediaType: string): string {
  return mediaType.split(';')[0]!.trim().toLowerCase();
}

/**
 * The kind of a media type (parameters such as `; charset=utf-8` are ignored). `text/json` is
 * JSON, as the importer and the client read it: ASP.NET APIs declare it, some only it.
 */
export function payloadKind(mediaType: string): PayloadKind {
  const essence = mediaEssence(mediaType);
  if (essence === 'application/json' || essence === 'text/json' || essence.endsWith('+json')) return 'json';
  if (essence === 'application/x-www-form-urlencoded') return 'form';
  if (essence === 'multipart/form-data' || essence === 'multipart/mixed') return 'multipart';
  if (essence.startsWith('text/') || essence === 'application/xml' || essence.endsWith('+xml')) return 'text';
  return 'binary';
}

function payload(mediaType: string, schema: ManifestSchema | undefined, encoding: ContentMap[string]['encoding'] = {}): Payload {
  return {
    mediaType,
    kind: payloadKind(mediaType),
    schema: toSchema(schema),
    encoding: Object.entries(encoding).map(([property, how]) => ({ property, ...how })),
  };
}

function contentsOf(content: ContentMap): Payload[] {
  return Object.entries(content).map(([mediaType, entry]) => payload(mediaType, entry.schema, entry.encoding));
}

/**
 * Undeclared bodies of POST/PUT/PATCH are optional and unknown; `requestBody: none` removes them.
 * A body without a media type travels in the API's own success media type.
 */
export function requestBodyOf(manifest: Manifest, op: ManifestOperation): RequestBody | undefined {
  const body = op.requestBody;
  if (body === 'none') return undefined;
  if (body === undefined) {
    return BODY_METHODS.has(op.method) ? { required: false, contents: [payload(manifest.media.success, undefined)] } : undefined;
  }
  return {
    required: body.required === true,
    contents: body.content ? contentsOf(body.content) : [payload(body.mediaType ?? manifest.media.success, body.schema)],
    ...(body.description !== undefined ? { description: body.description } : {}),
  };
}

/**
 * The success response: 200 with the API's success media type unless the manifest says otherwise.
 * A HEAD response never has a body (RFC 9110 §9.3.2): what it tells is its status and headers.
 */
export function responseOf(manifest: Manifest, op: ManifestOperation): Response {
  const declared = op.response;
  const status = declared?.status ?? 200;
  const contents = NO_CONTENT_STATUSES.has(status) || op.method === 'HEAD'
    ? []
    : declared?.content
      ? contentsOf(declared.content)
      : [payload(manifest.media.success, declared?.schema)];
  return {
    status,
    contents,
    ...(declared?.description !== undefined ? { description: declared.description } : {}),
    ...(declared?.example !== undefined ? { example: declared.example } : {}),
    also: alsoResponsesOf(manifest, declared?.also ?? {}),
    headers: responseHeadersOf(declared?.headers ?? {}),
  };
}

/** `response.also`, ascending by status; `{}`, `~` and 204/205 carry no body. */
function alsoResponsesOf(manifest: Manifest, also: Record<string, ManifestAlsoResponse | null>): SuccessResponse[] {
  return Object.entries(also)
    .map(([key, entry]): SuccessResponse => {
      const status = Number(key);
      const contents =
        NO_CONTENT_STATUSES.has(status) || !entry
          ? []
          : entry.content
            ? contentsOf(entry.content)
            : entry.schema !== undefined
              ? [payload(entry.mediaType ?? manifest.media.success, entry.schema)]
              : [];
      return { status, contents, ...(entry?.description !== undefined ? { description: entry.description } : {}) };
    })
    .sort((a, b) => a.status - b.status);
}

function responseHeadersOf(headers: Record<string, ManifestResponseHeader>): ResponseHeader[] {
  return Object.entries(headers).map(([name, header]) => ({
    name,
    key: headerKey(name),
    schema: toSchema(header.schema ?? { type: 'string' }),
    required: header.required === true,
    ...(header.description !== undefined ? { description: header.description } : {}),
  }));
}

/** Every success status of `response`, the main one first, each with what it carries. */
export function successStatuses(response: Response): SuccessResponse[] {
  const main = { status: response.status, contents: response.contents, ...(response.description !== undefined ? { description: response.description } : {}) };
  return [main, ...response.also];
}

/** The schema of the preferred success payload; `unknown` when the response has no body. */
export function successSchema(response: Response): Schema {
  return response.contents[0]?.schema ?? { kind: 'unknown', meta: {} };
}
