/**
 * Building responses as plain values: status, headers and bytes. The pipeline produces one of
 * these and each transport (node:http, Fastify) only has to write it out, so status codes,
 * media types and problem bodies are decided in exactly one place.
 */
import type { Readable } from 'node:stream';
import { isReply } from './handler.ts';
import type { ResponseChoice } from './negotiate-response.ts';
import { encodeBody } from './response-body.ts';
import { type HttpProblem, problemBody } from './problem.ts';

/** Header names are lower-case; array values become repeated header lines. */
export type ResponseHeaders = Record<string, string | string[]>;

export interface OutgoingResponse {
  status: number;
  headers: ResponseHeaders;
  /** Bytes, or a stream the transport pipes out (binary downloads, Blobs). */
  body?: Buffer | Readable;
}

/**
 * Serialise what a handler returned, in the negotiated media type. The status is the declared
 * one unless a `Reply` says otherwise; `undefined` sends no body (204 where 200 was declared),
 * and a 204 never has a body or a Content-Type.
 */
export function successResponse(
  result: unknown,
  declaredStatus: number,
  choice: ResponseChoice,
): OutgoingResponse {
  const explicit = isReply(result) ? result : undefined;
  const body = explicit ? explicit.body : result;
  const headers = lowerCaseKeys(explicit?.headers ?? {});
  const status =
    explicit?.status ?? (body === undefined && declaredStatus === 200 ? 204 : declaredStatus);
  if (body === undefined || status === 204 || status === 304) return { status, headers };
  const encoded = encodeBody(body, choice.content?.kind ?? 'json');
  headers['content-type'] ??= contentTypeOf(choice.mediaType ?? encoded.fallbackType, choice);
  // Buffers get their length from the transport (after compression); streams only if known.
  const streamed = !Buffer.isBuffer(encoded.body);
  if (streamed && encoded.length !== undefined) headers['content-length'] ??= String(encoded.length);
  return { status, headers, body: encoded.body };
}

/** Text goes out as UTF-8, and says so. */
function contentTypeOf(mediaType: string, choice: ResponseChoice): string {
  const text = choice.content?.kind === 'text' && !/;\s*charset=/i.test(mediaType);
  return text ? `${mediaType}; charset=utf-8` : mediaType;
}

export interface ProblemContext {
  instance: string;
  mediaType: string;
  typeBase?: string;
}

export function problemResponse(problem: HttpProblem, context: ProblemContext): OutgoingResponse {
  const headers: ResponseHeaders = {
    ...lowerCaseKeys(problem.init.headers ?? {}),
    'content-type': context.mediaType,
  };
  const body = problemBody(problem, context.instance, context.typeBase);
  return { status: problem.status, headers, body: Buffer.from(JSON.stringify(body), 'utf8') };
}

/** Add tokens to `Vary`, keeping what is there and not repeating any. */
export function addVary(headers: ResponseHeaders, ...fields: string[]): void {
  const current = headers['vary'];
  const existing = (Array.isArray(current) ? current.join(',') : (current ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const known = new Set(existing.map((s) => s.toLowerCase()));
  for (const field of fields) if (!known.has(field.toLowerCase())) existing.push(field);
  headers['vary'] = existing.join(', ');
}

function lowerCaseKeys<V>(headers: Record<string, V>): Record<string, V> {
  const result: Record<string, V> = {};
  for (const [name, value] of Object.entries(headers)) result[name.toLowerCase()] = value;
  return result;
}
