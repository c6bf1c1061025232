/**
 * The engine every generated client extends. Generated code describes an operation as an
 * `OperationSpec` and calls `request(spec, params, options)`; this class does the rest: URL and
 * body, content negotiation, authentication and token renewal, timeouts, retries and errors.
 */
import { APIPromise } from './api-promise.ts';
import { Authenticator } from './auth.ts';
import { decodeBody, decoderFor } from './response-body.ts';
import { parseResponseHeaders } from './response-headers.ts';
import { customOperation } from './custom-request.ts';
import { type EncodedBody, encodeBody } from './request-body.ts';
import { type Clock, systemClock } from './clock.ts';
import { type AppliedAuth, checkCredentials } from './credentials.ts';
import { Deadline } from './deadline.ts';
import { ConnectionError, InvalidRequestError, TimeoutError } from './errors.ts';
import { requestHeaders } from './headers.ts';
import { acceptHeader, negotiateVersion, versionForPin, wireFor } from './media.ts';
import type { ClientCoreOptions, CustomRequest, OutgoingRequest, RequestOptions } from './options.ts';
import { expandPath } from './path.ts';
import { problemFromResponse } from './problem.ts';
import { requestQuery } from './query.ts';
import { ReceivedResponse } from './received.ts';
import { redactQueryCredentials } from './query-credentials.ts';
import type { RedirectPolicy } from './redirects.ts';
import { isRetryableStatus, isRetrySafe, retryDelay } from './retry.ts';
import type { ApiSpec, OperationSpec } from './spec.ts';
import { TokenManager } from './tokens.ts';
import { type Fetch, send } from './transport.ts';

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_REFRESH_SKEW_SECONDS = 30;
/** Parsed bodies are held in memory whole; beyond this a response is more likely an attack or a bug than data. */
const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
/** Headers that carry credentials whatever the API's schemes say; the schemes' API-key headers are added. */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

type Params = Record<string, unknown>;

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
  /** Query parameters that carry API keys: hidden in response URLs, dropped on other origins. */
  readonly #credentialQuery: string[];

  constructor(api: ApiSpec, options: ClientCoreOptions = {}) {
    this.#api = api;
    this.#options = options;
    this.#baseURL = (options.baseURL ?? api.baseURL).replace(/\/+$/, '');
    assertAbsoluteURL(this.#baseURL);
    this.#apiVersion = (options.apiVersion ?? api.currentVersion) as Pinned;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#clock = options.clock ?? systemClock;
    const credentials = checkCredentials(api, options.credentials ?? {});
    this.#schemesConfigured = [...credentials.keys()];
    const schemes = new Map(api.schemes.map((scheme) => [scheme.name, scheme]));
    this.#maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.#credentialQuery = api.schemes.flatMap((scheme) => (scheme.kind === 'apiKey' && scheme.query !== undefined ? [scheme.query] : []));
    this.#redirects = {
      followCrossOrigin: options.followCrossOriginRedirects ?? false,
      maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
      credentialHeaders: [
        ...CREDENTIAL_HEADERS,
        ...api.schemes.flatMap((scheme) => (scheme.kind === 'apiKey' && scheme.header !== undefined ? [scheme.header] : [])),
      ],
      credentialQuery: this.#credentialQuery,
    };
    this.#tokens = api.tokenFlow
      ? new TokenManager({
          flow: api.tokenFlow,
          schemes,
          credentials,
          clock: this.#clock,
          skewMs: (options.refreshSkewSeconds ?? DEFAULT_REFRESH_SKEW_SECONDS) * 1000,
          exchangeApiKey: options.exchangeApiKey ?? true,
          provider: options.tokenProvider,
          issue: (operation, auth, signal) => this.#send(operation, {}, { signal }, auth).then(decodeBody),
        })
      : undefined;
    this.#auth = new Authenticator(api, credentials, this.#tokens);
  }

  /**
   * Call an endpoint the SDK does not describe, with the client's authentication (the API's
   * default schemes), retries, timeouts and errors; resolves with the parsed JSON:
   * `await client.request({ method: 'GET', path: '/v1/reports', query: { region: 'eu' } })`.
   */
  request<T = unknown>(request: CustomRequest, options?: RequestOptions): APIPromise<T>;
  /** Send `operation`. Generated functions call this; `params` holds path, query, header values and `body`. */
  request<T, H extends object = object>(operation: OperationSpec, params?: object, options?: RequestOptions): APIPromise<T, H>;
  request<T, H extends object = object>(target: OperationSpec | CustomRequest, paramsOrOptions?: object, maybeOptions?: RequestOptions): APIPromise<T, H> {
    if (!('pathParams' in target)) {
      const options = (paramsOrOptions ?? {}) as RequestOptions;
      const operation = customOperation(this.#api, target, options.apiVersion ?? this.#apiVersion);
      const merged = { ...options, query: { ...target.query, ...options.query }, headers: { ...target.headers, ...options.headers } };
      const sent = this.#send(operation, { body: target.body }, merged);
      return new APIPromise<T, H>(sent, decodeBody as (received: ReceivedResponse) => Promise<T>);
    }
    const options = maybeOptions ?? {};
    const sent = this.#send(target, (paramsOrOptions ?? {}) as Params, options);
    // The version is settled (or refused) when sending; reading follows what that version answers.
    const wire = () => wireFor(target, negotiateVersion(target, this.#apiVersion, options.apiVersion));
    const decode = (received: ReceivedResponse) => decoderFor(wire())(received) as Promise<T>;
    const headers = (received: ReceivedResponse) => parseResponseHeaders(received.response, wire().responseHeaders ?? [], target.name);
    return new APIPromise<T, H>(sent, decode, headers);
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
      credentials: Object.fromEntries(this.#schemesConfigured.map((name) => [name, '[redacted]'])),
      tokenProvider: this.#options.tokenProvider ? '[function]' : undefined,
    };
  }

  [Symbol.for('nodejs.util.inspect.custom')](): Record<string, unknown> {
    return this.toJSON();
  }

  /**
   * The request loop. `fixedAuth` is set for the client's own token requests, which must not
   * go through authentication (they are what it depends on) and use whichever version exists.
   *
   * Each attempt runs under one `Deadline`: waiting for a token, sending, redirects and, once
   * this resolves, reading the body. It resolves with the response whose body is still to read.
   */
  async #send(spec: OperationSpec, params: Params, options: RequestOptions, fixedAuth?: AppliedAuth): Promise<ReceivedResponse> {
    const version = fixedAuth ? versionForPin(spec.versions, this.#apiVersion) : negotiateVersion(spec, this.#apiVersion, options.apiVersion);
    const operation = wireFor(spec, version);
    const path = expandPath(operation, params);
    const body = await encodeBody(operation, params, version, { contentType: options.contentType, extra: options.body });
    const maxRetries = options.maxRetries ?? this.#options.maxRetries ?? DEFAULT_MAX_RETRIES;
    const timeout = options.timeout ?? this.#options.timeout ?? DEFAULT_TIMEOUT_MS;
    const limit = options.maxResponseBytes ?? this.#maxResponseBytes;
    // A streamed body is consumed by the first attempt, so it cannot be sent again.
    const retrySafe = isRetrySafe(operation) && !body?.streamed;
    let retries = 0;
    let renewedToken = false;

    for (let attempt = 1; ; attempt++) {
      const deadline = new Deadline(timeout, options.signal, operation.name);
      let auth: AppliedAuth;
      let request: OutgoingRequest;
      let response: Response;
      try {
        auth = fixedAuth ?? (await this.#auth.authenticate(operation, deadline.signal));
        request = this.#prepare(operation, params, { path, body, version, auth, options, attempt });
        await this.#options.onRequest?.(request);
        response = redactQueryCredentials(await send(this.#fetch, request.url, request.init, deadline, this.#redirects), this.#credentialQuery);
      } catch (error) {
        deadline.release();
        const transient = error instanceof ConnectionError || error instanceof TimeoutError;
        if (!transient || !retrySafe || retries >= maxRetries) throw error;
        retries++;
        await this.#clock.sleep(retryDelay(retries, undefined, this.#clock.now()), options.signal);
        continue;
      }
      try {
        response = (await this.#options.onResponse?.(response, request)) ?? response;
      } catch (error) {
        deadline.release();
        throw error;
      }
      const received = new ReceivedResponse(response, { deadline, limit, url: request.url, operation: operation.name });
      if (response.ok) return received;

      // A refused token is renewed and the request repeated once; this is not a retry.
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

  #prepare(
    operation: OperationSpec,
    params: Params,
    parts: { path: string; body: EncodedBody | undefined; version: number; auth: AppliedAuth; options: RequestOptions; attempt: number },
  ): OutgoingRequest {
    const { path, body, version, auth, options, attempt } = parts;
    const url = new URL(this.#baseURL + path);
    url.search = requestQuery(operation.query, params, options.query, auth.query, operation.match?.query);
    const headers = requestHeaders(operation, {
      defaults: this.#options.defaultHeaders,
      accept: acceptHeader(this.#api, version, operation),
      contentType: body?.contentType,
      auth,
      params,
      perCall: options.headers,
    });
    // Node's fetch sends a stream only when told the request is half-duplex.
    const init = { method: operation.method, headers, ...(body ? { body: body.body } : {}), ...(body?.streamed ? { duplex: 'half' } : {}) };
    return { operation, url, init, attempt };
  }
}

function assertAbsoluteURL(url: string): void {
  try {
    new URL(url);
  } catch {
    throw new InvalidRequestError(`The base URL "${url}" is not an absolute URL.`);
  }
}
