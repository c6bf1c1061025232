/**
 * Chooses how each request authenticates, from the schemes the operation accepts and the
 * credentials the client holds:
 *
 * 1. If the operation accepts the token-flow scheme and a token can be had, send the token:
 *    a short-lived token is preferred over sending a long-lived key or a password every time.
 * 2. Otherwise the first accepted alternative the client holds every credential of, in the
 *    operation's order: one scheme, or several sent together (e.g. an app key and a user token).
 * 3. Otherwise, if the operation allows anonymous access (an empty alternative), no credentials.
 *
 * Basic credentials (a password) are only ever sent to the token-creation operation when the
 * API has a token flow; everywhere else they are exchanged for a token first. Those rules of the
 * flow (1 and this one) are the token manager's (`tokens.ts`), which only such APIs bundle.
 */
import { type AppliedAuth, credentialAuth, NO_AUTH } from './credentials.ts';
import { CredentialsError } from './errors.ts';
import type { Credential } from './options.ts';
import type { OperationSpec, SchemeSpec } from './spec.ts';
import type { TokenManager } from './tokens.ts';

export class Authenticator {
  readonly #credentials: Map<string, Credential>;
  readonly #schemes: Map<string, SchemeSpec>;
  readonly #tokens: TokenManager | undefined;

  /** `tokens` is there exactly when the API has a token flow, so other bundles leave the flow's rules out. */
  constructor(schemes: Map<string, SchemeSpec>, credentials: Map<string, Credential>, tokens: TokenManager | undefined) {
    this.#schemes = schemes;
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
    const token = this.#tokens?.authenticate(operation, signal);
    if (token) return token;
    let anonymous = false;
    for (const alternative of operation.auth) {
      if (typeof alternative === 'string') {
        const applied = this.#single(alternative, operation);
        if (applied) return applied;
      } else if (alternative.length === 0) {
        anonymous = true;
      } else {
        const parts = alternative.map((name) => this.#single(name, operation));
        if (parts.every((part) => part !== undefined)) return together(parts as AppliedAuth[]);
      }
    }
    if (anonymous) return NO_AUTH;
    // No alternative is empty here: an empty one (anonymous access) returned above.
    const accepted = operation.auth.map((alternative) => (typeof alternative === 'string' ? alternative : alternative.join(' and ')));
    throw new CredentialsError(`${operation.name} accepts ${accepted.join(' or ')}, but the client has no credential that can be used for it.`);
  }

  /** How `name`'s configured credential goes out, if the client holds one it may send here. */
  #single(name: string, operation: OperationSpec): AppliedAuth | undefined {
    const credential = this.#credentials.get(name);
    if (credential === undefined) return undefined;
    // Stryker disable next-line ObjectLiteral,StringLiteral: credentialAuth sends a credential of any scheme it does not know as a bearer token
    const scheme = this.#schemes.get(name) ?? { name, kind: 'bearer' };
    return this.#tokens ? this.#tokens.credentialAuth(operation, scheme, credential) : credentialAuth(scheme, credential);
  }
}

/** Several credentials on one request: their headers and query parameters side by side, cookies in one header. */
function together(parts: AppliedAuth[]): AppliedAuth {
  const headers: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const part of parts) {
    for (const [name, value] of Object.entries(part.headers)) headers[name] = name === 'Cookie' && headers[name] ? `${headers[name]}; ${value}` : value;
    Object.assign(query, part.query);
  }
  return { headers, query };
}
