/**
 * The server's own JWTs (templates/server/core/jwt.ts), the claims written into them and read
 * back (claims.ts), and secret comparison (secrets-equal.ts), through their public functions.
 */
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { claimsFor, principalFromClaims, SOURCE_CLAIM, tenantClaim } from '../../../templates/server/core/claims.ts';
import { createJwtService, MIN_SECRET_BYTES, TokenRejected } from '../../../templates/server/core/jwt.ts';
import { secretsEqual } from '../../../templates/server/core/secrets-equal.ts';
import type { TokenFlowSpec } from '../../../templates/server/core/service.ts';
import { decodeJwtPayload, mintJwt, unsignedJwt } from './support/api.ts';

const SECRET = 's'.repeat(32);
const ISSUER = 'sdkgen-server';
const flow = { tenantParameter: 'workspace' } as TokenFlowSpec;

describe('createJwtService: the secret', () => {
  it('needs at least 32 bytes, and says how to make one', () => {
    expect(MIN_SECRET_BYTES).toBe(32);
    expect(() => createJwtService('s'.repeat(31), ISSUER)).toThrow(
      new RangeError('jwtSecret must be at least 32 bytes for HS256 (RFC 7518 §3.2), got 31; e.g. `openssl rand -base64 32`.'),
    );
    expect(() => createJwtService(new Uint8Array(0), ISSUER)).toThrow(/got 0;/);
    expect(() => createJwtService('s'.repeat(32), ISSUER)).not.toThrow();
    expect(() => createJwtService(new Uint8Array(32), ISSUER)).not.toThrow();
  });

  it('uses the bytes of a Uint8Array secret as the key', async () => {
    const bytes = new TextEncoder().encode(SECRET);
    const token = await createJwtService(bytes, ISSUER).sign({ sub: 'u' }, 60);
    await expect(createJwtService(SECRET, ISSUER).verify(token)).resolves.toMatchObject({ sub: 'u' });
  });
});

describe('createJwtService: signing', () => {
  const jwt = createJwtService(SECRET, ISSUER);

  it('writes header, issuer, lifetime and a fresh id', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await jwt.sign({ sub: 'user-1', src: 'KeyAuth' }, 90);
    const after = Math.ceil(Date.now() / 1000);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = decodeJwtPayload(token);
    expect(payload).toMatchObject({ sub: 'user-1', src: 'KeyAuth', iss: ISSUER });
    expect(payload.exp! - payload.iat!).toBe(90);
    expect(Number.isInteger(payload.iat)).toBe(true);
    // Issued in seconds since the epoch, between the moments before and after signing.
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.iat).toBeLessThanOrEqual(after);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    const again = decodeJwtPayload(await jwt.sign({ sub: 'user-1' }, 90));
    expect(again.jti).not.toBe(payload.jti);
  });

  it('verifies what it signed', async () => {
    const token = await jwt.sign({ sub: 'user-1', extra: 7 }, 60);
    await expect(jwt.verify(token)).resolves.toMatchObject({ sub: 'user-1', extra: 7, iss: ISSUER });
  });
});

describe('createJwtService: what verify refuses', () => {
  const jwt = createJwtService(SECRET, ISSUER);

  async function rejection(token: Promise<string> | string): Promise<TokenRejected> {
    const error = await jwt.verify(await token).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(TokenRejected);
    return error as TokenRejected;
  }

  it('an expired token, as expired', async () => {
    const error = await rejection(mintJwt(SECRET, { sub: 'u' }, { expiresIn: -10 }));
    expect(error).toMatchObject({ reason: 'expired', message: 'The token has expired.', name: 'TokenRejected' });
  });

  it.each<[string, Promise<string> | string]>([
    ['another key', mintJwt('o'.repeat(32), { sub: 'u' })],
    ['another issuer', mintJwt(SECRET, { sub: 'u' }, { issuer: 'someone-else' })],
    ['another algorithm', mintJwt(SECRET, { sub: 'u' }, { alg: 'HS512' })],
    ['no signature (alg none)', unsignedJwt({ sub: 'u', exp: Math.floor(Date.now() / 1000) + 60 })],
    ['no subject', mintJwt(SECRET, {})],
    ['not a JWT at all', 'not-a-token'],
  ])('a token with %s, as invalid', async (_name, token) => {
    const error = await rejection(token);
    expect(error).toMatchObject({ reason: 'invalid', message: 'The token is not valid.' });
  });
});

describe('claims', () => {
  it('stores the tenant under the token flow’s tenant parameter, or "tenant"', () => {
    expect(tenantClaim(flow)).toBe('workspace');
    expect(tenantClaim(undefined)).toBe('tenant');
    expect(tenantClaim({} as TokenFlowSpec)).toBe('tenant');
  });

  it.each<[string, Parameters<typeof claimsFor>, object]>([
    ['subject, source and tenant', [{ subject: 'u', tenant: 't' }, 'KeyAuth', flow], { sub: 'u', src: 'KeyAuth', workspace: 't' }],
    ['no tenant claim for a principal without one', [{ subject: 'u' }, 'Basic', flow], { sub: 'u', src: 'Basic' }],
    ['an empty tenant is still a tenant', [{ subject: 'u', tenant: '' }, 'Basic', undefined], { sub: 'u', src: 'Basic', tenant: '' }],
  ])('claimsFor: %s', (_name, args, want) => {
    expect(SOURCE_CLAIM).toBe('src');
    expect(claimsFor(...args)).toStrictEqual(want);
  });

  it.each<[string, Record<string, unknown>, TokenFlowSpec | undefined, object]>([
    ['subject and tenant', { sub: 'u', workspace: 't' }, flow, { subject: 'u', tenant: 't' }],
    ['a tenant under another name is not read', { sub: 'u', tenant: 't' }, flow, { subject: 'u' }],
    ['the default tenant claim', { sub: 'u', tenant: 't' }, undefined, { subject: 'u', tenant: 't' }],
    ['a tenant that is not text is dropped', { sub: 'u', workspace: 7 }, flow, { subject: 'u' }],
    ['no subject is an empty one', { workspace: 't' }, flow, { subject: '', tenant: 't' }],
  ])('principalFromClaims: %s', (_name, claims, spec, want) => {
    expect(principalFromClaims(claims, spec)).toStrictEqual(want);
  });
});

describe('secretsEqual', () => {
  it.each([
    ['same', 'same', true],
    ['', '', true],
    ['key', 'kez', false],
    ['key', 'key ', false],
    ['', 'x', false],
    ['ключ', 'ключ', true],
  ])('%j vs %j is %s', (presented, expected, want) => {
    expect(secretsEqual(presented, expected)).toBe(want);
  });
});
