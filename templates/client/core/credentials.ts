/**
 * How one credential is put on the wire for its scheme. Kept apart from the choice of scheme
 * (`auth.ts`) and from token renewal (`tokens.ts`) so each of those reads as pure policy.
 */
import { CredentialsError } from './errors.ts';
import type { Credential } from './options.ts';
import type { ApiSpec, SchemeSpec } from './spec.ts';

/** Headers and query parameters that authenticate one request. */
export interface AppliedAuth {
  headers: Record<string, string>;
  query: Record<string, string>;
  /** The managed token that was sent, so a 401 can renew exactly that one. */
  token?: string;
}

export const NO_AUTH: AppliedAuth = Object.freeze({ headers: {}, query: {} }) as AppliedAuth;

/**
 * Encode `credential` for `scheme`. `tenantParam`, given only for the token-creation call,
 * carries a Basic credential's tenant.
 */
export function credentialAuth(scheme: SchemeSpec, credential: Credential, tenantParam?: string): AppliedAuth {
  if (scheme.kind === 'basic') {
    const { username, password, tenant } = basicParts(credential);
    const query = tenantParam && tenant ? { [tenantParam]: tenant } : {};
    return { headers: { Authorization: `Basic ${base64Utf8(`${username}:${password}`)}` }, query };
  }
  const value = credential as string;
  if (scheme.kind === 'apiKey') {
    if (scheme.query !== undefined) return { headers: {}, query: { [scheme.query]: value } };
    if (scheme.cookie !== undefined) return { headers: { Cookie: `${scheme.cookie}=${value}` }, query: {} };
    return { headers: { [scheme.header ?? 'X-API-Key']: value }, query: {} };
  }
  return { headers: { Authorization: `Bearer ${value}` }, query: {} };
}

/** A Basic credential as its three parts: a bare string is an API key used as the username, `email` the old name of `username`. */
function basicParts(credential: Credential): { username: string; password: string; tenant?: string | undefined } {
  if (typeof credential === 'string') return { username: credential, password: '' };
  const username = 'username' in credential ? credential.username : credential.email;
  return { username, password: credential.password, tenant: credential.tenant };
}

/** RFC 6265 `cookie-octet`s: no spaces, quotes, commas, semicolons or backslashes. */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/;

/** `btoa` only takes Latin-1, so passwords with other characters go through UTF-8 first. */
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Check the configured credentials against the API's schemes once, at construction, so a
 * typo fails early. Messages name the scheme, never the value.
 */
export function checkCredentials(api: ApiSpec, given: Record<string, Credential | undefined>): Map<string, Credential> {
  const schemes = new Map(api.schemes.map((scheme) => [scheme.name, scheme]));
  const credentials = new Map<string, Credential>();
  for (const [name, credential] of Object.entries(given)) {
    if (credential === undefined || credential === null) continue;
    const scheme = schemes.get(name);
    if (!scheme) throw new CredentialsError(`Unknown security scheme "${name}"; known: ${[...schemes.keys()].join(', ')}.`);
    if (!isValidCredential(scheme, credential)) throw new CredentialsError(`The credential for ${name} must be ${expectedCredential(scheme)}.`);
    credentials.set(name, credential);
  }
  return credentials;
}

function expectedCredential(scheme: SchemeSpec): string {
  if (scheme.kind === 'basic') {
    return `an object with username and password${scheme.username === 'apiKey' ? ', or the API key as a non-empty string' : ''}`;
  }
  if (scheme.kind === 'apiKey' && scheme.cookie !== undefined) return 'a non-empty string without spaces, quotes, commas, semicolons or backslashes (it is sent in a cookie)';
  return 'a non-empty string';
}

function isValidCredential(scheme: SchemeSpec, credential: Credential): boolean {
  if (scheme.kind === 'basic') {
    if (typeof credential === 'string') return scheme.username === 'apiKey' && credential !== '';
    if (typeof credential !== 'object' || credential === null) return false;
    const username = 'username' in credential ? credential.username : (credential as { email?: unknown }).email;
    return typeof username === 'string' && typeof credential.password === 'string';
  }
  if (typeof credential !== 'string' || credential === '') return false;
  return scheme.kind !== 'apiKey' || scheme.cookie === undefined || COOKIE_VALUE.test(credential);
}
