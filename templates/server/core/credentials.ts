/**
 * Finding the credentials a request presents, before anything is verified. Kept apart from
 * verification so the rules for "which header means what" live in one readable place.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { SchemeSpec } from './service.ts';

export type AuthorizationCredential =
  /** `jws` tells a JWT (three dot-separated parts with a JOSE header) from an opaque token. */
  | { kind: 'bearer'; token: string; jws: boolean }
  | { kind: 'basic'; username: string; password: string }
  /** An `Authorization` header that is present but cannot be read; never silently ignored. */
  | { kind: 'malformed'; reason: string };

export interface PresentedCredentials {
  /** API keys by the name of the apiKey scheme whose header, query parameter or cookie carried them. */
  apiKeys: Map<string, string>;
  authorization?: AuthorizationCredential;
}

/** The credentials in the request's headers and in `search`, its query string. */
export function extractCredentials(
  headers: IncomingHttpHeaders,
  search: URLSearchParams,
  schemes: readonly SchemeSpec[],
): PresentedCredentials {
  const apiKeys = new Map<string, string>();
  let cookies: Map<string, string> | undefined;
  for (const scheme of keySchemes(schemes)) {
    let key: string | undefined | null;
    if (scheme.query !== undefined) key = search.get(scheme.query);
    else if (scheme.cookie !== undefined) key = (cookies ??= parseCookies(headers.cookie)).get(scheme.cookie);
    else if (scheme.header !== undefined) {
      const value = headers[scheme.header];
      key = Array.isArray(value) ? value[0] : value;
    }
    if (key) apiKeys.set(scheme.name, key);
  }
  const header = headers.authorization;
  return header ? { apiKeys, authorization: parseAuthorization(header) } : { apiKeys };
}

/** The apiKey schemes of each service, with header names in node:http's lower case: worked out once, not per request. */
const keySchemesOf = new WeakMap<readonly SchemeSpec[], SchemeSpec[]>();

function keySchemes(schemes: readonly SchemeSpec[]): SchemeSpec[] {
  let found = keySchemesOf.get(schemes);
  if (found === undefined) {
    found = schemes
      .filter((scheme) => scheme.kind === 'apiKey')
      .map((scheme) => (scheme.header === undefined ? scheme : { ...scheme, header: scheme.header.toLowerCase() }));
    keySchemesOf.set(schemes, found);
  }
  return found;
}

/** `a=1; b=2` as a map; the first of several cookies with one name wins, as RFC 6265 §5.4 orders them. */
function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const name = pair.slice(0, equals).trim();
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (name !== '' && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

function parseAuthorization(header: string): AuthorizationCredential {
  const match = /^([A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*)\s+(\S+)\s*$/.exec(header);
  if (!match) {
    return {
      kind: 'malformed',
      reason: 'The Authorization header is not of the form "<scheme> <credentials>".',
    };
  }
  const scheme = match[1]!.toLowerCase();
  const value = match[2]!;
  if (scheme === 'bearer') return { kind: 'bearer', token: value, jws: looksLikeJws(value) };
  if (scheme === 'basic') return parseBasic(value);
  return { kind: 'malformed', reason: `The Authorization scheme "${match[1]}" is not supported.` };
}

function parseBasic(value: string): AuthorizationCredential {
  if (!/^[A-Za-z0-9+/]+=*$/.test(value)) {
    return { kind: 'malformed', reason: 'Basic credentials are not valid base64.' };
  }
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) {
    return { kind: 'malformed', reason: 'Basic credentials must be "user:password".' };
  }
  return { kind: 'basic', username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * Whether a bearer token has the shape of a compact JWS: a base64url JSON header naming an `alg`,
 * a payload and a (possibly empty) signature. An unsigned `alg: none` token still counts as a
 * JWS here, so it is rejected by JWT verification rather than offered to another verifier.
 */
export function looksLikeJws(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] === '' || parts[1] === '') return false;
  if (!parts.every((p) => /^[A-Za-z0-9_-]*$/.test(p))) return false;
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as unknown;
    return (
      typeof header === 'object' &&
      header !== null &&
      typeof (header as { alg?: unknown }).alg === 'string'
    );
  } catch {
    return false;
  }
}
