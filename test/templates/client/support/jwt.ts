/** Real HS256 JWTs with an expiry, as the token endpoint of the test server issues them. */
import { mintJwt } from '../../../helpers/jwt.ts';

const secret = 'test-only-signing-key-0123456789abcdef';
let serial = 0;

/** A JWT expiring `lifetimeSeconds` after `nowMs` (the fake clock's time). */
export function makeJwt(nowMs: number, lifetimeSeconds: number, subject = 'user'): Promise<string> {
  return mintJwt({ n: ++serial, sub: subject }, { secret, expiresIn: lifetimeSeconds, nowMs });
}
