/** JWTs as a client, a test token server or an attacker makes them: signed HS256, or unsigned `alg: none`. */
import { type JWTPayload, SignJWT } from 'jose';

export interface MintOptions {
  secret: string;
  issuer?: string;
  /** Lifetime in seconds from `nowMs`; negative for an already expired token. */
  expiresIn: number;
  alg?: string;
  /** The time the token is issued at; tests with a fake clock pass theirs. */
  nowMs?: number;
  typ?: string;
}

export function mintJwt(claims: JWTPayload, { secret, issuer, expiresIn, alg = 'HS256', nowMs = Date.now(), typ }: MintOptions): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  const jwt = new SignJWT(claims).setProtectedHeader({ alg, ...(typ ? { typ } : {}) }).setIssuedAt(now).setExpirationTime(now + expiresIn);
  if (issuer !== undefined) jwt.setIssuer(issuer);
  return jwt.sign(new TextEncoder().encode(secret));
}

/** An unsigned token claiming to be valid for an hour: `alg: none` with an empty signature. */
export function unsignedJwt(claims: JWTPayload, issuer: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: issuer, exp, ...claims })}.`;
}
