/**
 * Building responses as plain values: status, headers and bytes. The pipeline produces one of
 * these and each transport (node:http, Fastify) only has to write it out, so status codes,
 * media types and problem bodies are decided in exactly one place.
 */
import { isReply } from './handler.ts';
import { type HttpProblem, problemBody } from './problem.ts';

/** Header names are lower-case; array values become repeated header lines. */
export type ResponseHeaders = Record<string, string | string[]>;

export interface OutgoingResponse {
  status: number;
  headers: ResponseHeaders;
  body?: Buffer;
}

/**
 * Serialise what a handler returned. Plain values become JSON labelled with the negotiated
 * vendor media type; `undefined` becomes 204; bytes are sent as they are.
 */
export function successResponse(
  result: unknown,
  successStatus: number,
  mediaType: string,
): OutgoingResponse {
  const explicit = isReply(result) ? result : undefined;
  const body = explicit ? explicit.body : result;
  const headers = lowerCaseKeys(explicit?.headers ?? {});
  const status = explicit?.status ?? (body === undefined ? 204 : successStatus);
  if (body === undefined || status === 204 || status === 304) return { status, headers };
  if (body instanceof Uint8Array) {
    headers['content-type'] ??= 'application/octet-stream';
    return { status, headers, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
  }
  headers['content-type'] ??= mediaType;
  return { status, headers, body: Buffer.from(JSON.stringify(body), 'utf8') };
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
