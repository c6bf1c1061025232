/**
 * How one credential is put on the wire for its scheme. Kept apart from the choice of scheme
 * (`auth.ts`) and from token renewal (`tokens.ts`) so each of those reads as pure policy.
 */
import { CredentialsError } from './errors.ts';
import type { BasicCredential, Credential } from './options.ts';
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
    const basic = credential as BasicCredential;
    const query = tenantParam && basic.tenant ? { [tenantParam]: basic.tenant } : {};
    return { headers: { Authorization: `Basic ${base64Utf8(`${basic.email}:${basic.password}`)}` }, query };
  }
  const value = credential as string;
  if (scheme.kind === 'apiKey') return { headers: { [scheme.header ?? 'X-API-Key']: value }, query: {} };
  return { headers: { Authorization: `Bearer ${value}` }, query: {} };
}

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
    const valid =
      scheme.kind === 'basic'
        ? typeof credential === 'object' && typeof credential.email === 'string' && typeof credential.password === 'string'
        : typeof credential === 'string' && credential !== '';
    if (!valid) {
      const expected = scheme.kind === 'basic' ? 'an object with email and password' : 'a non-empty string';
      throw new CredentialsError(`The credential for ${name} must be ${expected}.`);
    }
    credentials.set(name, credential);
  }
  return credentials;
}
