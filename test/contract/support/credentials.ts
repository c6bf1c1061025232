/**
 * Fixed test credentials and the server options that accept them. JWTs are minted here with
 * jose, independently of the server's own signer, so a token the server accepts proves the
 * documented format (HS256, `iss`, `exp`, `sub`) rather than "whatever the server produced".
 */
import type { JWTPayload } from 'jose';
import { mintJwt as mintAnyJwt, unsignedJwt as unsignedAnyJwt } from '../../helpers/jwt.ts';
import type { ServerOptions } from '../../../generated/ica/server/index.ts';

export const JWT_SECRET = 'contract-secret-contract-secret-contract!';
export const OTHER_SECRET = 'attacker-secret-attacker-secret-attacker!';
export const ISSUER = 'sdkgen-server';
export const API_KEY = 'contract-api-key';
export const PS_TOKEN = 'contract-ps-token';
export const BASIC_USER = { email: 'ann@example.com', password: 'pa:ss wörd' };

/**
 * Options accepting exactly the credentials above. Unexpected errors go into `errors` so a test
 * can assert there were none: a 500 that only shows up in the log would go unnoticed.
 */
export function serverOptions(errors: unknown[]): ServerOptions {
  return {
    jwtSecret: JWT_SECRET,
    // The key is valid for every tenant, which a verifier says by returning the one requested.
    verifyApiKey: (key, _scheme, requestedTenant) =>
      key === API_KEY
        ? { subject: 'key-user', ...(requestedTenant !== undefined ? { tenant: requestedTenant } : {}) }
        : null,
    verifyBasic: (user, password) =>
      user === BASIC_USER.email && password === BASIC_USER.password ? { subject: 'ann' } : null,
    verifyPsToken: (token) => (token === PS_TOKEN ? { subject: 'ps-user' } : null),
    onError: (error) => errors.push(error),
  };
}

export function mintJwt(
  claims: JWTPayload & { sub: string },
  { secret = JWT_SECRET, expiresIn = 3600 }: { secret?: string; expiresIn?: number } = {},
): Promise<string> {
  return mintAnyJwt(claims, { secret, expiresIn, issuer: ISSUER, typ: 'JWT' });
}

/** An unsigned token claiming to be valid: `alg: none` with an empty signature. */
export function unsignedJwt(claims: JWTPayload): string {
  return unsignedAnyJwt(claims, ISSUER);
}

export function basicHeader(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`, 'utf8').toString('base64')}`;
}

export function decodeJwtPayload(token: string): JWTPayload {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as JWTPayload;
}
