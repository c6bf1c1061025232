/**
 * The nine credentials of the auth matrix and the status each operation must answer them with.
 * Expectations come from the manifest (the operation's accepted schemes, the token flow), never
 * from a list of operation names, so a manifest change moves the expectations along with it.
 */
import type { RouteSpec, ServiceDescription } from '../../../generated/ica/server/core/service.ts';
import {
  API_KEY,
  BASIC_USER,
  basicHeader,
  mintJwt,
  OTHER_SECRET,
  PS_TOKEN,
  unsignedJwt,
} from './credentials.ts';

export interface CredentialCase {
  name: string;
  headers: Record<string, string>;
  /** The scheme the credential is for and whether it should verify; none for no credential. */
  presents?: { scheme: string; valid: boolean };
}

/** All JWTs name Basic as their source, so the built-in refresh accepts the valid one. */
export async function credentialCases(): Promise<CredentialCase[]> {
  const claims = { sub: 'matrix', src: 'BasicAuth' };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return [
    { name: 'no credential', headers: {} },
    { name: 'wrong API key', headers: { 'x-api-key': 'not-the-key' }, presents: { scheme: 'ApiKeyAuth', valid: false } },
    { name: 'valid API key', headers: { 'x-api-key': API_KEY }, presents: { scheme: 'ApiKeyAuth', valid: true } },
    {
      name: 'Basic',
      headers: { authorization: basicHeader(BASIC_USER.email, BASIC_USER.password) },
      presents: { scheme: 'BasicAuth', valid: true },
    },
    { name: 'psToken', headers: bearer(PS_TOKEN), presents: { scheme: 'PsTokenAuth', valid: true } },
    { name: 'valid JWT', headers: bearer(await mintJwt(claims)), presents: { scheme: 'JwtAuth', valid: true } },
    {
      name: 'expired JWT',
      headers: bearer(await mintJwt(claims, { expiresIn: -60 })),
      presents: { scheme: 'JwtAuth', valid: false },
    },
    {
      name: 'JWT signed with another key',
      headers: bearer(await mintJwt(claims, { secret: OTHER_SECRET })),
      presents: { scheme: 'JwtAuth', valid: false },
    },
    { name: 'JWT with alg none', headers: bearer(unsignedJwt(claims)), presents: { scheme: 'JwtAuth', valid: false } },
  ];
}

export type Outcome = 'token' | 'not-implemented' | 'unauthorized';

/**
 * What `route` answers `credential` with on a server that implements no operation: operations
 * without auth, or a valid credential of an accepted scheme, get through (200 with a token for
 * the built-in token operations, 501 otherwise); anything else is 401.
 */
export function expectedOutcome(
  service: ServiceDescription,
  route: RouteSpec,
  credential: CredentialCase,
): Outcome {
  const accepted =
    route.auth.length === 0 ||
    (credential.presents !== undefined &&
      credential.presents.valid &&
      route.auth.includes(credential.presents.scheme));
  if (!accepted) return 'unauthorized';
  const flow = service.tokenFlow;
  const builtIn = route.name === flow?.createOperation || route.name === flow?.refreshOperation;
  return builtIn ? 'token' : 'not-implemented';
}

export const STATUS_OF: Record<Outcome, number> = { token: 200, 'not-implemented': 501, unauthorized: 401 };
