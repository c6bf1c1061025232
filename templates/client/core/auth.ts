/**
 * Chooses how each request authenticates, from the schemes the operation accepts and the
 * credentials the client holds:
 *
 * 1. If the operation accepts the token-flow scheme and a token can be had, send the token:
 *    a short-lived token is preferred over sending a long-lived key or a password every time.
 * 2. Otherwise the first accepted scheme with a configured credential, in the operation's order.
 *
 * Basic credentials (a password) are only ever sent to the token-creation operation when the
 * API has a token flow; everywhere else they are exchanged for a token first.
 */
import { type AppliedAuth, credentialAuth, NO_AUTH } from './credentials.ts';
import { CredentialsError } from './errors.ts';
import type { Credential } from './options.ts';
import type { ApiSpec, OperationSpec, SchemeSpec } from './spec.ts';
import type { TokenManager } from './tokens.ts';

export class Authenticator {
  readonly #api: ApiSpec;
  readonly #schemes: Map<string, SchemeSpec>;
  readonly #credentials: Map<string, Credential>;
  readonly #tokens: TokenManager | undefined;
  #lastToken: AppliedAuth | undefined;

  constructor(api: ApiSpec, credentials: Map<string, Credential>, tokens: TokenManager | undefined) {
    this.#api = api;
    this.#schemes = new Map(api.schemes.map((scheme) => [scheme.name, scheme]));
    this.#credentials = credentials;
    this.#tokens = tokens;
  }

  /**
   * How to authenticate `operation`; `signal` (the attempt's deadline) bounds any wait for a
   * token. Synchronous when the credential is at hand (a key, a token still valid), which is
   * nearly every call: only obtaining or renewing a token needs a promise.
   */
  authenticate(operation: OperationSpec, signal?: AbortSignal): AppliedAuth | Promise<AppliedAuth> {
    if (operation.auth.length === 0) return NO_AUTH;
    const flow = this.#api.tokenFlow;
    const createsTokens = flow !== undefined && operation.name === flow.create.name;
    if (flow && this.#tokens && !createsTokens && operation.auth.includes(flow.scheme) && this.#tokens.available) {
      const held = this.#tokens.held();
      if (held !== undefined) return this.#tokenAuth(flow.scheme, held);
      return this.#tokens.token(signal).then((token) => this.#tokenAuth(flow.scheme, token));
    }
    for (const name of operation.auth) {
      const credential = this.#credentials.get(name);
      if (credential === undefined) continue;
      const scheme = this.#scheme(name);
      if (flow && !createsTokens && (name === flow.scheme || scheme.kind === 'basic')) continue;
      return credentialAuth(scheme, credential, createsTokens ? flow.tenantParam : undefined);
    }
    throw new CredentialsError(
      `${operation.name} accepts ${operation.auth.join(' or ')}, but the client has no credential that can be used for it.`,
    );
  }

  /** The token as sent, encoded once per token rather than once per request. */
  #tokenAuth(scheme: string, token: string): AppliedAuth {
    const last = this.#lastToken;
    if (last?.token === token) return last;
    return (this.#lastToken = { ...credentialAuth(this.#scheme(scheme), token), token });
  }

  #scheme(name: string): SchemeSpec {
    // Stryker disable next-line ObjectLiteral,StringLiteral: credentialAuth sends a credential of any scheme it does not know as a bearer token
    return this.#schemes.get(name) ?? { name, kind: 'bearer' };
  }
}
