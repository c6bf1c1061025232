import { describe, expect, it } from 'vitest';
import { extractCredentials, looksLikeJws } from '../../../templates/server/core/credentials.ts';
import type { SchemeSpec } from '../../../templates/server/core/service.ts';
import { mintJwt, unsignedJwt } from './support/api.ts';

const schemes: SchemeSpec[] = [
  { name: 'KeyAuth', kind: 'apiKey', header: 'X-Key' },
  { name: 'Jwt', kind: 'bearer', bearerFormat: 'JWT' },
];

describe('extractCredentials', () => {
  it('reads API keys by their scheme header, case-insensitively', () => {
    expect(extractCredentials({ 'x-key': 'k1' }, schemes).apiKeys.get('KeyAuth')).toBe('k1');
  });

  it('tells JWTs from opaque bearer tokens', async () => {
    const jwt = await mintJwt('secret-secret-secret-secret-secret', { sub: 's' });
    expect(extractCredentials({ authorization: `Bearer ${jwt}` }, schemes).authorization).toEqual({
      kind: 'bearer',
      token: jwt,
      jws: true,
    });
    expect(extractCredentials({ authorization: 'bearer abc.def' }, schemes).authorization).toEqual({
      kind: 'bearer',
      token: 'abc.def',
      jws: false,
    });
  });

  it('decodes Basic, keeping colons in the password', () => {
    const header = `Basic ${Buffer.from('ann@example.com:pa:ss').toString('base64')}`;
    expect(extractCredentials({ authorization: header }, schemes).authorization).toEqual({
      kind: 'basic',
      username: 'ann@example.com',
      password: 'pa:ss',
    });
  });

  it.each(['Bearer', 'Bearer a b', 'Token abc', 'Basic %%%'])('marks %j as malformed', (header) => {
    expect(extractCredentials({ authorization: header }, schemes).authorization?.kind).toBe(
      'malformed',
    );
  });
});

describe('looksLikeJws', () => {
  it.each([
    ['an unsigned alg:none token', unsignedJwt({ sub: 's' }), true],
    ['an opaque token', 'ps-0123456789', false],
    ['three parts without a JOSE header', 'abc.def.ghi', false],
    ['two parts', 'eyJhbGciOiJIUzI1NiJ9.e30', false],
    ['a non-base64url part', 'eyJhbGciOiJIUzI1NiJ9.e30.a+b', false],
  ])('%s', (_label, token, expected) => {
    expect(looksLikeJws(token)).toBe(expected);
  });
});
