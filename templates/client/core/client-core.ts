/**
 * The engine every generated client extends. Generated code describes an operation as an
 * `OperationSpec` and calls `send(spec, params, options)`; this class does the rest: URL and
 * body, content negotiation, authentication and token renewal, timeouts, retries and errors.
 */
import { APIPromise } from './api-promise.ts';
import { Authenticator } from './auth.ts';
import { decodeBody, decoderFor, type ResponseDecoder } from './response-body.ts';
import { type Clock, systemClock } from './clock.ts';
import { type AppliedAuth, checkCredentials } from './credentials.ts';
import { Deadline } from './deadline.ts';
import { ConnectionError, InvalidRequestError, TimeoutError } from './errors.ts';
import { requestHeaders } from './headers.ts';
import { acceptHeader, negotiateVersion, wireFor } from './media.ts';
import type { ClientCoreOptions, OutgoingRequest, RequestOptions } from './options.ts';
import { expandPath } from './path.ts';
import { problemFromResponse } from './problem.ts';
import { requestQuery } from './query.ts';
import { ReceivedResponse } from './received.ts';
import type { RedirectPolicy, SendInit } from './redirects.ts';
import { isRetryableStatus, isRetrySafe, retryDelay } from './retry.ts';
import type { ApiSpec, EncodedBody, Encoders, OperationSpec } from './spec.ts';
import type { TokenManager, TokenManagerOptions } from './tokens.ts';
import { type Fetch, send } from './transport.ts';
import type { HeaderReader } from './api-promise.ts';

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;
/** Parsed bodies are held in memory whole; beyond this a response is more likely an attack or a bug than data. */
const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
/** Headers that carry credentials whatever the API's schemes say; the schemes' API-key headers are added. */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

type Params = Record<string, unknown>;

/**
 * The token manager class, handed in by generated clients whose API has a token flow. Passed
 * rather than imported so that a bundle for an API without one (or a client that never needs
 * it) leaves token renewal out.
 */
export type TokenManagerClass = new (options: TokenManagerOptions) => TokenManager;

/** What an operation sends and how its answer is read in one API version: the same for every call, so worked out once. */
interface Plan {
  version: number;
  wire: OperationSpec;
  accept: string;
  decode: ResponseDecoder;
  headers: HeaderReader;
  /** Safe to send again, unless its body turns out to be a stream. */
  retrySafe: boolean;
}

/** The request as the client sends it: the public `OutgoingRequest` only where a hook will see it. */
interface Sending {
  operation: OperationSpec;
  url: URL | string;
  init: SendInit;
  attempt: number;
}

let apiOfClient: (client: ClientCore) => ApiSpec;

/**
 * The API description `client` sends by, for the runtime's own helpers (custom requests): plain
 * data without credentials, kept off the class so no generated member can clash with it.
 */
export function apiSpecOf(client: ClientCore): ApiSpec {
  return apiOfClient(client);
}

/**
 * `Pinned` is the API version the client is pinned to, as a type: generated operations use it
 * to type each call's payloads as those of the version it sends.
 */
export class ClientCore<Pinned extends number = number> {
  // Private fields (#) are invisible to JSON.stringify and util.inspect, which keeps secrets
  // out of logs; `toJSON` below shows what is safe to show instead.
  readonly #api: ApiSpec;
  readonly #options: ClientCoreOptions;
  readonly #baseURL: string;
  readonly #apiVersion: Pinned;
  readonly #fetch: Fetch;
  readonly #clock: Clock;
  readonly #auth: Authenticator;
  readonly #tokens: TokenManager | undefined;
  readonly #schemesConfigured: string[];
  readonly #redirects: RedirectPolicy;
  readonly #maxResponseBytes: number;
  /** Hides the API keys sent in the query in response URLs, when a scheme sends one there. */
  readonly #redactQuery: ((response: Response) => Response) | undefined;
  /** The base URL's origin, named in connection errors. */
  readonly #origin: string;
  /** Plans of the pinned version, by operation. */
  readonly #plans = new WeakMap<OperationSpec, Plan>();

  constructor(api: ApiSpec, options: ClientCoreOptions = {}, Tokens?: TokenManagerClass) {
    this.#api = api;
    this.#options = options;
    this.#baseURL = (options.baseURL ?? api.baseURL).replace(/\/+$/, '');
    this.#origin = originOf(this.#baseURL);
    this.#apiVersion = (options.apiVersion ?? api.currentVersion) as Pinned;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#clock = options.clock ?? systemClock;
    const schemes = new Map(api.schemes.map((scheme) => [scheme.name, scheme]));
    const credentials = checkCredentials(schemes, options.credentials ?? {});
    this.#schemesConfigured = [...credentials.keys()];
    this.#maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    // Query parameters that carry API keys: hidden in response URLs, dropped on other origins.
    const names = api.schemes.flatMap((scheme) => scheme.query ?? []);
    const guard = api.schemes.find((scheme) => scheme.writer?.guard)?.writer!.guard;
    this.#redactQuery = guard && ((response) => guard.redact(response, names));
    this.#redirects = {
      followCrossOrigin: options.followCrossOriginRedirects ?? false,
      maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
      credentialHeaders: [
        ...CREDENTIAL_HEADERS,
        // Stryker disable next-line ConditionalExpression,LogicalOperator: a scheme without a header name adds `undefined`, which only a header named "undefined" would match
        ...api.schemes.flatMap((scheme) => (scheme.kind === 'apiKey' && scheme.header !== undefined ? [scheme.header] : [])),
      ],
      stripQuery: guard && ((url) => guard.strip(url, names)),
    };
    if (api.tokenFlow && !Tokens) throw new InvalidRequestError('This API has a token flow: pass TokenManager to ClientCore.');
    this.#tokens = api.tokenFlow && Tokens
      ? new Tokens({
          flow: api.tokenFlow,
          schemes,
          credentials,
          clock: this.#clock,
          client: options,
          issue: (operation, auth, signal) => this.#attempts(this.#plan(operation), {}, { signal }, auth).then(decodeBody),
        })
      : undefined;
    this.#auth = new Authenticator(schemes, credentials, this.#tokens);
  }

  /**
   * Send `operation`. Generated functions call this; `params` holds path, query, header values and
   * `body`. (Endpoints the SDK does not describe go through `customRequest`, or the generated
   * client's `request()`.)
   */
  send<T, H extends object = object>(operation: OperationSpec, params: object = {}, options: RequestOptions = {}): APIPromise<T, H> {
    let plan: Plan;
    try {
      plan = this.#plan(operation, options.apiVersion);
    } catch (error) {
      // Refused before anything is sent (a version the operation does not exist in): the call rejects.
      return new APIPromise<T, H>(Promise.reject(error), decodeBody as (received: ReceivedResponse) => Promise<T>);
    }
    const sent = this.#attempts(plan, params as Params, options);
    return new APIPromise<T, H>(sent, plan.decode as (received: ReceivedResponse) => Promise<T>, plan.headers);
  }

  /** How `spec` is sent in the version the call asks for (`perCall`) or, by default, the client's pin. */
  #plan(spec: OperationSpec, perCall?: number): Plan {
    const cached = perCall === undefined ? this.#plans.get(spec) : undefined;
    if (cached) return cached;
    const version = negotiateVersion(spec, this.#apiVersion, perCall);
    const wire = wireFor(spec, version);
    const plan: Plan = {
      version,
      wire,
      accept: acceptHeader(this.#api, version, wire),
      decode: decoderFor(wire),
      headers: headerReader(wire),
      retrySafe: isRetrySafe(wire),
    };
    if (perCall === undefined) this.#plans.set(spec, plan);
    return plan;
  }

  /**
   * The API version the client is pinned to: each operation is sent in it if it exists there,
   * otherwise in the newest version below it, otherwise in its oldest.
   */
  get apiVersion(): Pinned {
    return this.#apiVersion;
  }

  /** What is safe to log: configuration without any credential or token. */
  toJSON(): Record<string, unknown> {
    return {
      baseURL: this.#baseURL,
      apiVersion: this.#apiVersion,
      maxRetries: this.#options.maxRetries ?? DEFAULT_MAX_RETRIES,
      timeout: this.#options.timeout ?? DEFAULT_TIMEOUT_MS,
      maxResponseBytes: this.#maxResponseBytes,
      followCrossOriginRedirects: this.#redirects.followCrossOrigin,
      ...(this.#options.serverURLs ? { serverURLs: this.#options.serverURLs } : {}),
      credentials: Object.fromEntries(this.#schemesConfigured.map((name) => [name, '[redacted]'])),
      tokenProvider: this.#options.tokenProvider ? '[function]' : undefined,
    };
  }

  [Symbol.for('nodejs.util.inspect.custom')](): Record<string, unknown> {
    return this.toJSON();
  }

  static {
    apiOfClient = (client) => client.#api;
  }

  /**
   * The request loop. `fixedAuth` is set for the client's own token requests, which must not
   * go through authentication (they are what it depends on) and use whichever version exists.
   *
   * Each attempt runs under one `Deadline`: waiting for a token, sending, redirects and, once
   * this resolves, reading the body. It resolves with the response whose body is still to read.
   */
  async #attempts(plan: Plan, given: Params, options: RequestOptions, fixedAuth?: AppliedAuth): Promise<ReceivedResponse> {
    const { wire: operation, version } = plan;
    // Specs with parameters sent as JSON text name their writer; nothing else pays for it.
    const params = operation.encoders?.json?.(operation, given) ?? given;
    const path = expandPath(operation, params);
    const body = operation.body === 'none' ? undefined : await bodyEncoder(operation)(operation, params, version, { contentType: options.contentType, extra: options.body });
    const maxRetries = options.maxRetries ?? this.#options.maxRetries ?? DEFAULT_MAX_RETRIES;
    const timeout = options.timeout ?? this.#options.timeout ?? DEFAULT_TIMEOUT_MS;
    const limit = options.maxResponseBytes ?? this.#maxResponseBytes;
    const { onRequest, onResponse } = this.#options;
    // A streamed body is consumed by the first attempt, so it cannot be sent again.
    const retrySafe = plan.retrySafe && !body?.streamed;
    let retries = 0;
    let renewedToken = false;

    for (let attempt = 1; ; attempt++) {
      const deadline = new Deadline(timeout, options.signal, operation.name);
      let auth: AppliedAuth;
      let request: Sending;
      let response: Response;
      try {
        // Authentication is usually at hand (a held token, a key): awaited only when it is not.
        const pending = fixedAuth ?? this.#auth.authenticate(operation, deadline.signal);
        auth = pending instanceof Promise ? await pending : pending;
        request = this.#prepare(operation, params, { path, body, accept: plan.accept, auth, options, attempt });
        if (onRequest) await onRequest(request as OutgoingRequest);
        response = await send(this.#fetch, request.url, request.init, deadline, this.#redirects);
        if (this.#redactQuery) response = this.#redactQuery(response);
      } catch (error) {
        deadline.release();
        const transient = error instanceof ConnectionError || error instanceof TimeoutError;
        if (!transient || !retrySafe || retries >= maxRetries) throw error;
        retries++;
        await this.#clock.sleep(retryDelay(retries, undefined, this.#clock.now()), options.signal);
        continue;
      }
      const fetched = response;
      if (onResponse) {
        try {
          response = (await onResponse(response, request as OutgoingRequest)) ?? response;
        } catch (error) {
          deadline.release();
          throw error;
        }
      }
      const origin = typeof request.url !== 'string' ? request.url.origin : operation.server === undefined ? this.#origin : originOf(request.url);
      // Only the platform's own fetch is known to end its body when the signal aborts; a replacement from a hook is not.
      const fetchHonoursSignal = this.#options.fetch === undefined && response === fetched;
      const received = new ReceivedResponse(response, { deadline, limit, origin, operation: operation.name, fetchHonoursSignal });
      if (response.ok) return received;

      // A refused token is renewed and the request repeated once; this is not a retry.
      // Stryker disable next-line OptionalChaining: only a token from the token manager sets auth.token, so it is there
      if (response.status === 401 && !renewedToken && auth.token !== undefined && this.#tokens?.reject(auth.token)) {
        renewedToken = true;
        await received.discard();
        continue;
      }
      if (retrySafe && retries < maxRetries && isRetryableStatus(response.status)) {
        retries++;
        const delay = retryDelay(retries, response.headers, this.#clock.now());
        await received.discard();
        await this.#clock.sleep(delay, options.signal);
        continue;
      }
      throw await problemFromResponse(received, operation.name);
    }
  }

  /** The base URL of an operation served from another host: its own, unless `serverURLs` maps it. */
  #serverOf(server: string): string {
    const mapped = this.#options.serverURLs;
    return (mapped && Object.hasOwn(mapped, server) ? mapped[server]! : server).replace(/\/+$/, '');
  }

  /**
   * The request of one attempt. Only when a hook will see it does it get a `URL` and a `Headers`
   * (which the hook may change); otherwise `fetch` gets the cheaper string and plain record.
   */
  #prepare(
    operation: OperationSpec,
    params: Params,
    parts: { path: string; body: EncodedBody | undefined; accept: string; auth: AppliedAuth; options: RequestOptions; attempt: number },
  ): Sending {
    const { path, body, accept, auth, options, attempt } = parts;
    const query = requestQuery(operation, params, options.query, auth.query);
    const headers = requestHeaders(operation, {
      defaults: this.#options.defaultHeaders,
      accept,
      contentType: body?.contentType,
      auth,
      params,
      perCall: options.headers,
    });
    const hooked = this.#options.onRequest !== undefined || this.#options.onResponse !== undefined;
    let url: URL | string = (operation.server === undefined ? this.#baseURL : this.#serverOf(operation.server)) + path;
    // A path of a custom request may carry its own `?` or `#`: the URL parser then places the
    // query, after the path's own.
    if (hooked || path.includes('?') || path.includes('#')) {
      url = new URL(url);
      if (query !== '') url.search = url.search === '' ? query : `${url.search.slice(1)}&${query}`;
    } else if (query !== '') {
      url += `?${query}`;
    }
    // Node's fetch sends a stream only when told the request is half-duplex.
    const init = {
      method: operation.method,
      headers: hooked ? new Headers(headers) : headers,
      ...(body ? { body: body.body } : {}),
      ...(body?.streamed ? { duplex: 'half' } : {}),
    };
    return { operation, url, init, attempt };
  }
}

/** The spec's writer of request bodies; generated specs of operations that send one always name it. */
function bodyEncoder(operation: OperationSpec): NonNullable<Encoders['body']> {
  const encode = operation.encoders?.body;
  if (!encode) throw new InvalidRequestError(`${operation.name}: its spec sends a body but names no body encoder.`);
  return encode;
}

/** Reads the declared headers of `operation`'s responses with the parser its spec names. */
function headerReader(operation: OperationSpec): HeaderReader {
  const { responseHeaders = [], parseHeaders, name } = operation;
  if (responseHeaders.length === 0) return () => ({});
  if (!parseHeaders) throw new InvalidRequestError(`${name}: its spec declares response headers but names no parseHeaders.`);
  return (received) => parseHeaders(received.response, responseHeaders, name);
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new InvalidRequestError(`The base URL "${url}" is not an absolute URL.`);
  }
}
