/** Real HS256 JWTs with an expiry, as the token endpoint of the test server issues them. */
import { SignJWT } from 'jose';

const key = new TextEncoder().encode('test-only-signing-key-0123456789abcdef');
let serial = 0;

/** A JWT expiring `lifetimeSeconds` after `nowMs` (the fake clock's time). */
export function makeJwt(nowMs: number, lifetimeSeconds: number, subject = 'user'): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({ n: ++serial })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(key);
}
