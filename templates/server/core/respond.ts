/**
 * Building responses as plain values: status, headers and bytes. The pipeline produces one of
 * these and each transport (node:http, Fastify) only has to write it out, so status codes,
 * media types and problem bodies are decided in exactly one place.
 */
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { Readable } from 'node:stream';
import { isReply, type ReplyHeaders } from './handler.ts';
import type { ResponseChoice } from './negotiate-response.ts';
import { encodeBody } from './response-body.ts';
import { type HttpProblem, problemBody } from './problem.ts';
import type { ContentSpec, ResponseSpec } from './service.ts';

/** Header names are lower-case; array values become repeated header lines. */
export type ResponseHeaders = Record<string, string | string[]>;

export interface OutgoingResponse {
  status: number;
  headers: ResponseHeaders;
  /** Text (sent as UTF-8), bytes, or a stream the transport pipes out (binary downloads, Blobs). */
  body?: string | Buffer | Readable;
}

/**
 * Serialise what a handler returned, in the negotiated media type. The status is the declared
 * one unless a `Reply` says otherwise; `undefined` sends no body (204 where a 200 with a body was
 * declared),
 * and a 204 never has a body or a Content-Type. A `Reply` with another declared success status
 * (`response.also`) goes out in a media type that status declares, negotiated by `chooseFor`; a
 * success status the operation does not declare is the handler's bug, thrown (so a 500).
 */
export function successResponse(
  result: unknown,
  declared: ResponseSpec,
  choice: ResponseChoice,
  chooseFor?: (contents: ContentSpec[]) => ResponseChoice,
): OutgoingResponse {
  const explicit = isReply(result) ? result : undefined;
  const body = explicit ? explicit.body : result;
  const headers = explicit ? headerText(explicit.headers) : {};
  const status = explicit?.status ?? implicitStatus(body, declared);
  const other = declared.also?.find((entry) => entry.status === status);
  if (status >= 200 && status <= 299 && status !== declared.status && !other) {
    // `undefined` from a 200 operation has always meant 204; anything else undeclared is a bug.
    if (!(status === 204 && declared.status === 200 && body === undefined)) {
      throw new Error(`the handler answered ${status}, which the operation does not declare (it answers ${declaredStatuses(declared)})`);
    }
  }
  if (body === undefined || status === 204 || status === 205 || status === 304) return { status, headers };
  const chosen = other && chooseFor ? chooseFor(other.contents) : choice;
  const encoded = encodeBody(body, chosen.content?.kind ?? 'json', chosen.content?.xml);
  headers['content-type'] ??= contentTypeOf(concreteType(chosen.mediaType, encoded.fallbackType) ?? encoded.fallbackType, chosen);
  // Text and bytes get their length from the transport (after compression); streams only if known.
  const streamed = encoded.body instanceof Readable;
  if (streamed && encoded.length !== undefined) headers['content-length'] ??= String(encoded.length);
  return { status, headers, body: encoded.body };
}

/**
 * The status of an answer that names none: `undefined` from an operation that answers 200 with a
 * body has always meant 204. One that declares no body (a HEAD operation, `content: {}`) answers
 * as declared: its 200 is the answer.
 */
export function implicitStatus(body: unknown, declared: Pick<ResponseSpec, 'status' | 'contents'>): number {
  return body === undefined && declared.status === 200 && declared.contents.length > 0 ? 204 : declared.status;
}

function declaredStatuses(declared: ResponseSpec): string {
  return [declared.status, ...(declared.also ?? []).map((entry) => entry.status)].join(', ');
}

/**
 * Reply headers with lower-case names and text values (`X-Rate-Limit: 5` goes out as "5"). A
 * name or value HTTP cannot carry (a line break) is the handler's bug, thrown (so a 500): left to
 * the transport, it would end the connection without an answer.
 */
function headerText(headers: ReplyHeaders): ResponseHeaders {
  const result: ResponseHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const text = String(value);
    validateHeaderName(name);
    validateHeaderValue(name, text);
    result[name.toLowerCase()] = text;
  }
  return result;
}

/** What a range of one type (`image/*`) is sent as: the body's own type (a Blob's) where it lies inside, else the type's usual one. */
const USUAL_TYPES: Record<string, string> = { image: 'image/png', audio: 'audio/mpeg', video: 'video/mp4', text: 'text/plain', font: 'font/woff2', model: 'model/gltf-binary' };

function concreteType(mediaType: string | undefined, bodyType: string): string | undefined {
  if (!mediaType?.endsWith('/*')) return mediaType;
  const top = mediaType.slice(0, -2).toLowerCase();
  if (bodyType.toLowerCase().startsWith(`${top}/`)) return bodyType;
  return USUAL_TYPES[top] ?? `${top}/octet-stream`;
}

/**
 * Text goes out as UTF-8, and says so. So does plain `application/json`, as Express and Fastify
 * label it: JSON is UTF-8 anyway (RFC 8259); and `text/json`, a text type whose charset a client
 * might otherwise guess. A type declared with its charset
 * (`application/json;charset=UTF-8`, Yodlee's; `application/json; charset=utf-8`, Snyk's) is
 * answered in its own words. Vendor types stay as declared.
 */
function contentTypeOf(mediaType: string, choice: ResponseChoice): string {
  const kind = choice.content?.kind;
  const labelled = (kind === 'text' || (kind === 'json' && (mediaType === 'application/json' || mediaType === 'text/json'))) && !/;\s*charset=/i.test(mediaType);
  return labelled ? `${mediaType}; charset=utf-8` : mediaType;
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
  return { status: problem.status, headers, body: JSON.stringify(body) };
}

/** Add a token to `Vary`, keeping what is there and not repeating it. */
export function addVary(headers: ResponseHeaders, field: string): void {
  const current = headers['vary'];
  // Most responses: no Vary yet, or one token (the one dispatch set), which needs no parsing.
  // Stryker disable next-line ConditionalExpression,BlockStatement: a fast path; the general case below gives the same answer
  if (current === undefined) {
    headers['vary'] = field;
    return;
  }
  // Stryker disable next-line ConditionalExpression,StringLiteral,BlockStatement: a fast path; the general case below gives the same answer
  if (typeof current === 'string' && current !== '' && !current.includes(',') && current.trim() === current) {
    // Names of different lengths differ however they are cased: no need to lower-case them.
    // Stryker disable next-line ConditionalExpression: comparing lower-cased names of different lengths says the same
    const same = current.length === field.length && current.toLowerCase() === field.toLowerCase();
    if (!same) headers['vary'] = `${current}, ${field}`;
    return;
  }
  // Stryker disable next-line StringLiteral: `current` is never undefined here (answered above); `?? ''` only satisfies the type
  const existing = (Array.isArray(current) ? current.join(',') : (current ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const known = new Set(existing.map((s) => s.toLowerCase()));
  if (!known.has(field.toLowerCase())) existing.push(field);
  headers['vary'] = existing.join(', ');
}

function lowerCaseKeys<V>(headers: Record<string, V>): Record<string, V> {
  const result: Record<string, V> = {};
  for (const [name, value] of Object.entries(headers)) result[name.toLowerCase()] = value;
  return result;
}
