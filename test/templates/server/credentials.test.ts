import { describe, expect, it } from 'vitest';
import { extractCredentials, looksLikeJws } from '../../../templates/server/core/credentials.ts';
import type { SchemeSpec } from '../../../templates/server/core/service.ts';
import { mintJwt, unsignedJwt } from './support/api.ts';

const schemes: SchemeSpec[] = [
  { name: 'KeyAuth', kind: 'apiKey', header: 'X-Key' },
  { name: 'QueryKey', kind: 'apiKey', query: 'api_key' },
  { name: 'CookieKey', kind: 'apiKey', cookie: 'session_key' },
  { name: 'Jwt', kind: 'bearer', bearerFormat: 'JWT' },
];
const none = new URLSearchParams();

describe('extractCredentials', () => {
  it('reads API keys by their scheme header, case-insensitively', () => {
    expect(extractCredentials({ 'x-key': 'k1' }, none, schemes).apiKeys.get('KeyAuth')).toBe('k1');
  });

  it('reads API keys from their query parameter and cookie', () => {
    const presented = extractCredentials(
      { cookie: 'theme=dark; session_key="c1"; session_key=c2' },
      new URLSearchParams('x=1&api_key=q1&api_key=q2'),
      schemes,
    );
    expect(Object.fromEntries(presented.apiKeys)).toEqual({ QueryKey: 'q1', CookieKey: 'c1' });
  });

  it('does not take a key from a place its scheme does not name', () => {
    const presented = extractCredentials({ api_key: 'h', cookie: 'api_key=c' }, new URLSearchParams('session_key=q&x-key=q'), schemes);
    expect(presented.apiKeys.size).toBe(0);
  });

  it('tells JWTs from opaque bearer tokens', async () => {
    const jwt = await mintJwt('secret-secret-secret-secret-secret', { sub: 's' });
    expect(extractCredentials({ authorization: `Bearer ${jwt}` }, none, schemes).authorization).toEqual({
      kind: 'bearer',
      token: jwt,
      jws: true,
    });
    expect(extractCredentials({ authorization: 'bearer abc.def' }, none, schemes).authorization).toEqual({
      kind: 'bearer',
      token: 'abc.def',
      jws: false,
    });
  });

  it('decodes Basic, keeping colons in the password', () => {
    const header = `Basic ${Buffer.from('ann@example.com:pa:ss').toString('base64')}`;
    expect(extractCredentials({ authorization: header }, none, schemes).authorization).toEqual({
      kind: 'basic',
      username: 'ann@example.com',
      password: 'pa:ss',
    });
  });

  it.each(['Bearer', 'Bearer a b', 'Token abc', 'Basic %%%'])('marks %j as malformed', (header) => {
    expect(extractCredentials({ authorization: header }, none, schemes).authorization?.kind).toBe(
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
