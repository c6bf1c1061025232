/**
 * Credentials that need more than the core's rule (a non-empty string, sent in a header of its
 * own or in the query): Basic, and API keys sent in a cookie. Each is named by the generated
 * spec of the schemes that use it (`SchemeSpec.writer`), so a bundle for an API without such
 * schemes leaves its code out.
 */
import type { Credential } from './options.ts';
import type { CredentialWriter } from './spec.ts';

/**
 * HTTP Basic: `{ username, password, tenant? }` (`email` is the old name of `username`), or,
 * where the username is an API key (`username: 'apiKey'`), the key alone as a string.
 * `tenantParam`, given only for the token-creation call, carries the tenant in the query.
 */
export const basicCredential: CredentialWriter = {
  check(scheme, credential) {
    const valid =
      typeof credential === 'string'
        ? scheme.username === 'apiKey' && credential !== ''
        : typeof credential === 'object' && credential !== null && typeof usernameOf(credential) === 'string' && typeof credential.password === 'string';
    if (valid) return undefined;
    return `an object with username and password${scheme.username === 'apiKey' ? ', or the API key as a non-empty string' : ''}`;
  },
  write(_scheme, credential, tenantParam) {
    const [username, password, tenant] = typeof credential === 'string' ? [credential, ''] : [usernameOf(credential), credential.password, credential.tenant];
    const query = tenantParam && tenant ? { [tenantParam]: tenant } : {};
    return { headers: { Authorization: `Basic ${base64Utf8(`${username}:${password}`)}` }, query };
  },
};

function usernameOf(credential: Exclude<Credential, string>): unknown {
  return 'username' in credential ? credential.username : (credential as { email?: unknown }).email;
}

/** `btoa` only takes Latin-1, so passwords with other characters go through UTF-8 first. */
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RFC 6265 `cookie-octet`s: no spaces, quotes, commas, semicolons or backslashes. */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/;

/** An API key sent in the cookie `scheme.cookie`, joined to any cookies the request carries. */
export const cookieCredential: CredentialWriter = {
  check: (_scheme, credential) =>
    typeof credential === 'string' && COOKIE_VALUE.test(credential)
      ? undefined
      : 'a non-empty string without spaces, quotes, commas, semicolons or backslashes (it is sent in a cookie)',
  write: (scheme, credential) => ({ headers: { Cookie: `${scheme.cookie}=${credential as string}` }, query: {} }),
};
