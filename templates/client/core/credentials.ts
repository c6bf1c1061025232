/**
 * How one credential is put on the wire for its scheme. Kept apart from the choice of scheme
 * (`auth.ts`) and from token renewal (`tokens.ts`) so each of those reads as pure policy.
 */
import { CredentialsError } from './errors.ts';
import type { Credential } from './options.ts';
import type { SchemeSpec } from './spec.ts';

/** Headers and query parameters that authenticate one request. */
export interface AppliedAuth {
  headers: Record<string, string>;
  query: Record<string, string>;
  /** The managed token that was sent, so a 401 can renew exactly that one. */
  token?: string;
}

export const NO_AUTH: AppliedAuth = Object.freeze({ headers: {}, query: {} }) as AppliedAuth;

/**
 * Encode `credential` for `scheme`: by the scheme's writer where it names one (Basic, a key in
 * the query or a cookie; `tenantParam`, given only for the token-creation call, carries a Basic
 * credential's tenant), otherwise an API key in its header, or a bearer token.
 */
export function credentialAuth(scheme: SchemeSpec, credential: Credential, tenantParam?: string): AppliedAuth {
  if (scheme.writer) return scheme.writer.write(scheme, credential, tenantParam);
  const value = credential as string;
  if (scheme.kind !== 'apiKey') return { headers: { Authorization: `Bearer ${value}` }, query: {} };
  return { headers: { [scheme.header ?? 'X-API-Key']: value }, query: {} };
}

/**
 * Check the configured credentials against the API's schemes once, at construction, so a
 * typo fails early. Messages name the scheme, never the value.
 */
export function checkCredentials(schemes: Map<string, SchemeSpec>, given: Record<string, Credential | undefined>): Map<string, Credential> {
  const credentials = new Map<string, Credential>();
  for (const [name, credential] of Object.entries(given)) {
    if (credential === undefined || credential === null) continue;
    const scheme = schemes.get(name);
    if (!scheme) throw new CredentialsError(`Unknown security scheme "${name}"; known: ${[...schemes.keys()].join(', ')}.`);
    const { writer } = scheme;
    if (!writer && (scheme.kind === 'basic' || scheme.query !== undefined || scheme.cookie !== undefined)) {
      throw new CredentialsError(`The spec of ${name} names no writer for its credential (basicCredential, queryCredential, cookieCredential).`);
    }
    const expected = writer?.check ? writer.check(scheme, credential) : typeof credential === 'string' && credential !== '' ? undefined : 'a non-empty string';
    if (expected) throw new CredentialsError(`The credential for ${name} must be ${expected}.`);
    credentials.set(name, credential);
  }
  return credentials;
}
