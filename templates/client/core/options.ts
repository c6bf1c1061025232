/**
 * What callers can configure, per client and per call. Everything is optional: a client built
 * with only a credential talks to the default server with sensible timeouts and retries.
 */
import type { Clock } from './clock.ts';
import type { OperationSpec } from './spec.ts';
import type { Fetch } from './transport.ts';

/**
 * The credential of an HTTP Basic scheme; `tenant` selects one of several accounts sharing the
 * username (for APIs whose token flow has a tenant parameter).
 */
export type BasicCredential =
  | { username: string; password: string; tenant?: string }
  /** @deprecated Use `username`; `email` is still read as the username. */
  | { email: string; password: string; tenant?: string };

/**
 * A string for API-key and bearer schemes, an object for Basic. A Basic scheme whose username
 * is an API key also takes the key alone as a string (sent with an empty password).
 */
export type Credential = string | BasicCredential;

/** A request about to be sent, as `onRequest` sees it: hooks may change the URL and headers. */
export interface OutgoingRequest {
  operation: OperationSpec;
  url: URL;
  init: RequestInit & { method: string; headers: Headers };
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
}

export interface ClientCoreOptions {
  /** Overrides the API's default server URL, e.g. for a staging environment or a proxy. */
  baseURL?: string;
  /**
   * Where to send the operations the API serves from another host, by that host's URL as the
   * API declares it: `{ 'https://uploads.github.com': 'https://github.example.com/api/uploads' }`.
   * `baseURL` does not move them: it is not their server.
   */
  serverURLs?: Record<string, string>;
  /** Credentials keyed by security scheme name. Undefined entries are ignored. */
  credentials?: Record<string, Credential | undefined>;
  /** Supplies bearer tokens for the token-flow scheme; called before each request, so it owns caching. */
  tokenProvider?: () => string | Promise<string>;
  /** Exchange an API key once for a token (default) instead of sending the key with every request. */
  exchangeApiKey?: boolean;
  /**
   * The API (media-type) version to pin the client to; default: the API's current version. Each
   * operation is sent in the pinned version if it exists there, otherwise in the newest version
   * below it, otherwise in its oldest, so every operation stays callable.
   */
  apiVersion?: number;
  /** Retries after transient failures, per request. Default 2. */
  maxRetries?: number;
  /**
   * Milliseconds per attempt, from sending (or waiting for a token) until the response body has
   * been read. Default 60000.
   */
  timeout?: number;
  /**
   * Largest response body, in bytes after decompression, the client reads for you (parsed
   * payloads and error bodies); beyond it the call fails with `ResponseTooLargeError`.
   * Default 32 MiB. Bodies you stream yourself through `asResponse()` are not limited.
   */
  maxResponseBytes?: number;
  /**
   * Follow redirects to another origin, with every credential (Authorization, API-key headers,
   * Cookie) removed. Default false: such a redirect fails with `RedirectError`, and nothing is
   * sent there. Same-origin redirects are always followed.
   */
  followCrossOriginRedirects?: boolean;
  /** Redirects followed per attempt before failing with `RedirectError`. Default 5. */
  maxRedirects?: number;
  /** A `fetch` implementation, e.g. one with a proxy agent or instrumentation. */
  fetch?: Fetch;
  /** Called before each attempt; may modify `request.url` and `request.init.headers`. */
  onRequest?: (request: OutgoingRequest) => void | Promise<void>;
  /** Called with each response before the client looks at it; may return a replacement. */
  onResponse?: (response: Response, request: OutgoingRequest) => void | Response | Promise<void | Response>;
  /** Headers sent with every request (e.g. a User-Agent suffix); per-call headers win. */
  defaultHeaders?: Record<string, string>;
  /** Renew a token this many seconds before it expires. Default 30. */
  refreshSkewSeconds?: number;
  /** @internal Replaces time (token expiry, retry waits) in tests. */
  clock?: Clock;
}

/** What a generated client's options add their credentials to: the runtime options. */
export type ClientRuntimeOptions = Omit<ClientCoreOptions, 'credentials'>;

/** The runtime options of a client whose API version is pinned by a type parameter instead. */
export type PinnedClientRuntimeOptions = Omit<ClientCoreOptions, 'credentials' | 'apiVersion'>;

/**
 * Per-call options. `ContentType` lists the media types the operation's body can be sent in,
 * so `contentType` only accepts those; `Version` lists the API versions the operation exists in.
 */
export interface RequestOptions<ContentType extends string = string, Version extends number = number> {
  /** Cancels the request, including any wait before a retry. */
  signal?: AbortSignal;
  timeout?: number;
  maxRetries?: number;
  /** Overrides the client's `maxResponseBytes` for this call. */
  maxResponseBytes?: number;
  /**
   * Send this call in exactly this API version, whatever the client is pinned to; a version the
   * operation does not exist in fails with `ApiVersionError` before anything is sent.
   */
  apiVersion?: Version;
  /** Extra headers for this call; they override every other source. */
  headers?: Record<string, string>;
  /** Extra query parameters, for ones the API has but the SDK does not know yet; they replace typed ones of the same name. */
  query?: Record<string, unknown>;
  /** Extra keys merged over a JSON or form body (or sent as the body when there is none). */
  body?: Record<string, unknown>;
  /** Send the body in this declared media type instead of the operation's first one. */
  contentType?: ContentType;
}

/**
 * A request to an endpoint the SDK does not describe (`customRequest(client, { … })`, or the generated
 * client's `request({ … })`): sent with the
 * client's authentication, retries, timeouts and errors, its JSON answer parsed.
 */
export interface CustomRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Relative to the base URL, with any path values already in it, e.g. `/v1/reports/42`. */
  path: string;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** A plain value is sent as JSON (in the API's media type); a string as text, a FormData, URLSearchParams, Blob, bytes or stream as it is. */
  body?: unknown;
}
