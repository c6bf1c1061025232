/**
 * The contract between the server and the code that implements operations: what a handler
 * receives, and what it may return. The generated `handlers.ts` narrows these per operation.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { JWTPayload } from './jwt.ts';

/** Who made the request, as a verifier or a verified JWT describes them. */
export interface Principal {
  /** Stable id of the user or client; becomes the `sub` of tokens issued to them. */
  subject: string;
  /**
   * The tenant the credentials are valid for, if the API has tenants. Issued tokens carry it, and
   * the token operation refuses to name any other (see `ServerOptions`).
   */
  tenant?: string;
  /** Anything else the verifier wants handlers to see. */
  attributes?: Record<string, unknown>;
}

export interface AuthInfo {
  /** The security scheme that authenticated the request, e.g. `KeyAuth`. */
  scheme: string;
  principal: Principal;
  /** The verified claims, when the credential was a JWT. */
  claims?: JWTPayload;
  /**
   * When the operation takes several schemes together (e.g. an app key and a user token): each
   * one's result, in the order the operation lists them; `scheme`, `principal` and `claims` above
   * are the first's.
   */
  together?: AuthInfo[];
}

export interface HandlerInput {
  /** The API version of the request: its body was read, and its response is labelled, as this version has them. */
  version: number;
  /** Decoded path parameters, converted to their declared types. */
  params: Record<string, unknown>;
  /** Declared query parameters, converted to their declared types. */
  query: Record<string, unknown>;
  /** Declared header parameters, keyed by camelCase name. */
  headers: Record<string, unknown>;
  /**
   * By the request's media type: parsed JSON, a decoded form, a multipart form with
   * `UploadedFile`s, a string for text, a Node `Readable` for binary; `undefined` without a body.
   */
  body: unknown;
  /** `undefined` only for operations that require no authentication. */
  auth: AuthInfo | undefined;
}

export interface HandlerContext {
  /** The operation's snake_case name. */
  operation: string;
  /** The negotiated API version the response will be labelled with. */
  version: number;
  method: string;
  /** The request path relative to where the server is mounted, still percent-encoded. */
  path: string;
  /** All request headers, for what the manifest does not declare. */
  requestHeaders: IncomingHttpHeaders;
}

export type OperationHandler = (input: HandlerInput, ctx: HandlerContext) => unknown;

/**
 * What a handler may return for a binary response: bytes, a Blob, or a stream (Node or web),
 * which is piped to the client without being buffered.
 */
export type BinaryBody = Uint8Array | Blob | Readable | WebReadableStream<Uint8Array>;

const REPLY: unique symbol = Symbol.for('sdkgen.server.reply');

/** Header values of a `Reply`: numbers and booleans (a declared `X-Rate-Limit: integer`) are sent as their text. */
export type ReplyHeaders = Record<string, string | number | boolean>;

/**
 * A response with an explicit status and headers; return it from a handler via `reply()`. A
 * success status must be one the operation declares (`response.status` or `response.also`):
 * any other 2xx is a bug in the handler and answers 500.
 */
export interface Reply<B = unknown, S extends number = number> {
  readonly [REPLY]: true;
  status: S;
  body: B;
  headers: ReplyHeaders;
}

/** The statuses a handler may answer with besides success ones: redirects and errors, typed loosely. */
export type OtherStatus =
  | 300 | 301 | 302 | 303 | 304 | 307 | 308
  | 400 | 401 | 402 | 403 | 404 | 405 | 406 | 408 | 409 | 410 | 411 | 412 | 413 | 414 | 415 | 416 | 417
  | 421 | 422 | 423 | 424 | 425 | 426 | 428 | 429 | 431 | 451
  | 500 | 501 | 502 | 503 | 504 | 505 | 507 | 508 | 511;

/**
 * What a handler may return: the declared response body, or a `Reply`, possibly as a promise.
 * `Success` narrows the replies of an operation with several success statuses to those it
 * declares, each with its own body: `Reply<JobResult, 200> | Reply<Job, 201> | Reply<undefined, 204>`.
 */
export type HandlerResult<T, Success extends Reply<unknown, number> = Reply> =
  | T
  | Success
  | Reply<unknown, OtherStatus>
  | Promise<T | Success | Reply<unknown, OtherStatus>>;

/**
 * Answer with a chosen status, body and headers, e.g. `reply(202, job, { Location: url })`. A body
 * of `undefined` sends no content; a `Uint8Array` is sent as is.
 */
export function reply<S extends number>(status: S): Reply<undefined, S>;
export function reply<S extends number, B>(status: S, body: B, headers?: ReplyHeaders): Reply<B, S>;
export function reply(status: number, body?: unknown, headers: ReplyHeaders = {}): Reply {
  return { [REPLY]: true, status, body, headers };
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && (value as Partial<Reply>)[REPLY] === true;
}
