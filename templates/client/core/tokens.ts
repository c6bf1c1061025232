/**
 * Obtains and renews the tokens of the API's token flow (e.g. API key or Basic → JWT).
 *
 * - A token is reused until shortly (the skew) before it expires, then renewed.
 * - Renewal refreshes the token when its origin allows it and falls back to creating a new one:
 *   tokens made from some credentials (e.g. API keys) cannot be refreshed.
 * - Renewal is single-flight: concurrent calls that find the token due share one request, and
 *   each gives up on its own deadline without failing the others (see `token-flight.ts`).
 * - A token the server rejected (401) is dropped and created anew, once per request.
 */
import type { Clock } from './clock.ts';
import { type AppliedAuth, credentialAuth } from './credentials.ts';
import { CredentialsError } from './errors.ts';
import { jwtExpiry } from './jwt.ts';
import type { ClientCoreOptions, Credential } from './options.ts';
import type { OperationSpec, SchemeSpec, TokenFlowSpec } from './spec.ts';
import { TokenFlight } from './token-flight.ts';

/** Sends a token-flow operation with the given authentication, cancelled by `signal`, and returns its parsed body. */
export type TokenIssuer = (operation: OperationSpec, auth: AppliedAuth, signal: AbortSignal) => Promise<unknown>;

export interface TokenManagerOptions {
  flow: TokenFlowSpec;
  schemes: Map<string, SchemeSpec>;
  credentials: Map<string, Credential>;
  issue: TokenIssuer;
  clock: Clock;
  /** What the client's options say of tokens: the renewal skew, whether to exchange API keys, a provider. */
  client: Pick<ClientCoreOptions, 'refreshSkewSeconds' | 'exchangeApiKey' | 'tokenProvider'>;
}

const DEFAULT_REFRESH_SKEW_SECONDS = 30;

interface HeldToken {
  value: string;
  /** The scheme whose credential produced it; the flow scheme itself for a user-supplied token. */
  source: string;
  expiresAt: number | undefined;
  /** When to start renewing; undefined when the token gives no usable expiry. */
  renewAt: number | undefined;
}

export class TokenManager {
  readonly #options: TokenManagerOptions;
  #current: HeldToken | undefined;
  #flight: TokenFlight<HeldToken> | undefined;
  #lastAuth: AppliedAuth | undefined;

  constructor(options: TokenManagerOptions) {
    this.#options = options;
    const supplied = options.credentials.get(options.flow.scheme);
    if (typeof supplied === 'string') this.#current = this.#hold(supplied, options.flow.scheme);
  }

  /**
   * How `operation` sends the flow's token, when it accepts the flow's scheme and a token can be
   * had (a short-lived token is preferred over sending a key or a password every time);
   * undefined otherwise. A promise only when the token must be obtained or renewed first.
   */
  authenticate(operation: OperationSpec, signal?: AbortSignal): AppliedAuth | Promise<AppliedAuth> | undefined {
    const { flow } = this.#options;
    if (operation.name === flow.create.name || !operation.auth.includes(flow.scheme) || !this.available) return undefined;
    const held = this.held();
    return held !== undefined ? this.#tokenAuth(held) : this.token(signal).then((token) => this.#tokenAuth(token));
  }

  /**
   * How `credential` of `scheme` goes out on `operation`, or undefined where it must not: the
   * flow's own token goes through `authenticate`, and Basic (a password) only to the operation
   * that creates tokens, with the tenant it names.
   */
  credentialAuth(operation: OperationSpec, scheme: SchemeSpec, credential: Credential): AppliedAuth | undefined {
    const { flow } = this.#options;
    const creates = operation.name === flow.create.name;
    if (!creates && (scheme.name === flow.scheme || scheme.kind === 'basic')) return undefined;
    return credentialAuth(scheme, credential, creates ? flow.tenantParam : undefined);
  }

  /** The token as sent, encoded once per token rather than once per request. */
  #tokenAuth(token: string): AppliedAuth {
    const last = this.#lastAuth;
    if (last?.token === token) return last;
    const { flow, schemes } = this.#options;
    // Stryker disable next-line ObjectLiteral,StringLiteral: credentialAuth sends a credential of any scheme it does not know as a bearer token
    return (this.#lastAuth = { ...credentialAuth(schemes.get(flow.scheme) ?? { name: flow.scheme, kind: 'bearer' }, token), token });
  }

  /** Whether a token can be had at all: supplied, provided, or creatable from a credential. */
  get available(): boolean {
    return this.#options.client.tokenProvider !== undefined || this.#current !== undefined || this.#creator() !== undefined;
  }

  /** The token in hand when it needs no renewing (and no provider decides instead); undefined otherwise. */
  held(): string | undefined {
    const current = this.#current;
    return this.#options.client.tokenProvider === undefined && current !== undefined && !this.#isDue(current) ? current.value : undefined;
  }

  /**
   * A token valid for at least the skew, obtaining or renewing one if needed. `signal` (the
   * calling attempt's deadline) stops this caller's wait, with its reason as the error.
   */
  async token(signal?: AbortSignal): Promise<string> {
    if (this.#options.client.tokenProvider) return this.#options.client.tokenProvider();
    const current = this.#current;
    if (current && !this.#isDue(current)) return current.value;
    let flight = this.#flight;
    if (flight === undefined) {
      const started: TokenFlight<HeldToken> = new TokenFlight(
        (shared) => this.#renew(shared),
        () => {
          if (this.#flight === started) this.#flight = undefined;
        },
      );
      flight = this.#flight = started;
    }
    return (await flight.wait(signal)).value;
  }

  /**
   * The server refused `rejected`. Forget it so the next `token()` obtains another, and say
   * whether retrying makes sense (false for a supplied token nothing can replace).
   */
  reject(rejected: string): boolean {
    if (this.#options.client.tokenProvider) return true;
    if (this.#current?.value !== rejected) return true; // another request already replaced it
    if (!this.#creator()) return false;
    this.#current = undefined;
    return true;
  }

  async #renew(signal: AbortSignal): Promise<HeldToken> {
    const current = this.#current;
    if (current && this.#isRefreshable(current)) {
      try {
        return (this.#current = this.#hold(await this.#refresh(current, signal), current.source));
      } catch (error) {
        if (signal.aborted) throw error;
        // Fall through: creating a new token is the fallback, and the last resort is below.
      }
    }
    const creator = this.#creator();
    if (creator) return (this.#current = this.#hold(await this.#create(creator, signal), creator.name));
    if (current) {
      // A supplied token nothing can renew is used as is until the server refuses it.
      current.renewAt = undefined;
      return current;
    }
    throw new CredentialsError(`No configured credential can obtain a ${this.#options.flow.scheme} token.`);
  }

  /** The first scheme of the create operation we hold a credential for (never the flow's own). */
  #creator(): SchemeSpec | undefined {
    const { flow, schemes, credentials, client } = this.#options;
    for (const name of flow.create.auth) {
      // A token is created with one credential; schemes that only work together are not a creator.
      if (typeof name !== 'string') continue;
      const scheme = schemes.get(name);
      if (!scheme || name === flow.scheme || !credentials.has(name)) continue;
      if (scheme.kind === 'apiKey' && client.exchangeApiKey === false) continue;
      return scheme;
    }
    return undefined;
  }

  /** Whether the refresh operation may extend `token`: only one not yet expired, from a credential that allows it. */
  #isRefreshable(token: HeldToken): boolean {
    const { flow, clock } = this.#options;
    if (!flow.refresh || flow.notRefreshableFrom.includes(token.source)) return false;
    return clock.now() < (token.expiresAt ?? Infinity);
  }

  /** A token without a renewal time (no usable expiry) is never due. */
  #isDue(token: HeldToken): boolean {
    return this.#options.clock.now() >= (token.renewAt ?? Infinity);
  }

  async #create(scheme: SchemeSpec, signal: AbortSignal): Promise<string> {
    const { flow, credentials } = this.#options;
    const auth = credentialAuth(scheme, credentials.get(scheme.name)!, flow.tenantParam);
    return this.#read(flow.create, await this.#options.issue(flow.create, auth, signal));
  }

  async #refresh(token: HeldToken, signal: AbortSignal): Promise<string> {
    const refresh = this.#options.flow.refresh!;
    // The flow's scheme is a bearer scheme (the manifest check insists), so the token goes as one.
    const auth: AppliedAuth = { headers: { Authorization: `Bearer ${token.value}` }, query: {} };
    return this.#read(refresh, await this.#options.issue(refresh, auth, signal));
  }

  #read(operation: OperationSpec, body: unknown): string {
    const field = this.#options.flow.field;
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
    if (typeof value !== 'string' || value === '') {
      throw new CredentialsError(`${operation.name} answered without a "${field}" token.`);
    }
    return value;
  }

  /**
   * Renew `skew` before expiry, but never later than half-way through the token's life, so a
   * token shorter-lived than the skew is not renewed on every single request. A token without
   * a readable expiry, or already expired by our clock, has no lifetime left to renew within:
   * it is used until the server refuses it.
   */
  #hold(value: string, source: string): HeldToken {
    const now = this.#options.clock.now();
    const expiresAt = jwtExpiry(value);
    const lifetime = (expiresAt ?? now) - now;
    const renewAt = lifetime > 0 ? now + lifetime - Math.min((this.#options.client.refreshSkewSeconds ?? DEFAULT_REFRESH_SKEW_SECONDS) * 1000, lifetime / 2) : undefined;
    return { value, source, expiresAt, renewAt };
  }
}
