/**
 * Signing and verifying the server's own JWTs with jose. Only HS256 with the configured secret is
 * accepted: pinning the algorithm is what rejects `alg: none` and tokens signed with other keys.
 */
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export type { JWTPayload } from 'jose';

const ALGORITHM = 'HS256';

/** Why a token was refused; `expired` is worth telling apart because the client can renew it. */
export class TokenRejected extends Error {
  readonly reason: 'expired' | 'invalid';

  constructor(reason: 'expired' | 'invalid', message: string) {
    super(message);
    this.name = 'TokenRejected';
    this.reason = reason;
  }
}

export interface JwtService {
  /** Sign `claims` (which must include `sub`) valid for `ttlSeconds` from now. */
  sign(claims: JWTPayload & { sub: string }, ttlSeconds: number): Promise<string>;
  /** Verify signature, algorithm, issuer and expiry; throws `TokenRejected`. */
  verify(token: string): Promise<JWTPayload>;
}

/** RFC 7518 §3.2: an HS256 key must be at least as long as the hash output, 256 bits. */
export const MIN_SECRET_BYTES = 32;

/** Throws at construction for a short secret, which would otherwise be guessable or fail later. */
export function createJwtService(secret: string | Uint8Array, issuer: string): JwtService {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (key.byteLength < MIN_SECRET_BYTES) {
    throw new RangeError(
      `jwtSecret must be at least ${MIN_SECRET_BYTES} bytes for HS256 (RFC 7518 §3.2), got ` +
        `${key.byteLength}; e.g. \`openssl rand -base64 32\`.`,
    );
  }
  return {
    async sign(claims, ttlSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return (
        new SignJWT(claims)
          .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
          .setIssuer(issuer)
          .setIssuedAt(now)
          .setExpirationTime(now + ttlSeconds)
          // A fresh id keeps two tokens issued within the same second distinct.
          .setJti(randomUUID())
          .sign(key)
      );
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer,
          requiredClaims: ['exp', 'sub'],
        });
        return payload;
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new TokenRejected('expired', 'The token has expired.');
        }
        throw new TokenRejected('invalid', 'The token is not valid.');
      }
    },
  };
}
