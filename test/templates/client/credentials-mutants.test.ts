/**
 * Credentials (templates/client/core/credentials.ts), edges a mutation run showed untested:
 * every message the constructor raises for a credential that cannot be used, the cookie-octet
 * rule at its boundaries, and how each kind of scheme puts its credential on the wire, read
 * from the request a real loopback server got.
 */
import { describe, expect, it } from 'vitest';
import { ClientCore } from '../../../templates/client/core/client-core.ts';
import { CredentialsError } from '../../../templates/client/core/errors.ts';
import type { Credential } from '../../../templates/client/core/options.ts';
import type { ApiSpec, SchemeSpec } from '../../../templates/client/core/spec.ts';
import { makeClient, operation, ops } from './support/api.ts';
import { FakeClock } from './support/fake-clock.ts';
import { useTestServer } from './support/server.ts';
import { basicCredential, cookieCredential } from '../../../templates/client/core/credential-writers.ts';
import { queryCredential } from '../../../templates/client/core/query-credentials.ts';

const server = useTestServer();

const SCHEMES: SchemeSpec[] = [
  { name: 'HeaderKey', kind: 'apiKey', header: 'X-Key' },
  { name: 'BareKey', kind: 'apiKey' },
  { name: 'QueryKey', kind: 'apiKey', query: 'key', writer: queryCredential },
  { name: 'CookieKey', kind: 'apiKey', cookie: 'sid', writer: cookieCredential },
  { name: 'Bearer', kind: 'bearer' },
  { name: 'Basic', kind: 'basic', writer: basicCredential },
  { name: 'KeyAsUser', kind: 'basic', username: 'apiKey', writer: basicCredential },
];

function spec(baseURL = 'http://127.0.0.1:9'): ApiSpec {
  return { baseURL, mediaSuccessTemplate: 'application/json', mediaProblem: 'application/problem+json', currentVersion: 1, schemes: SCHEMES };
}

const construct = (credentials: Record<string, unknown>) => () =>
  new ClientCore(spec(), { credentials: credentials as Record<string, Credential>, clock: new FakeClock() });

const EXPECT_STRING = 'a non-empty string';
const EXPECT_COOKIE = 'a non-empty string without spaces, quotes, commas, semicolons or backslashes (it is sent in a cookie)';
const EXPECT_LOGIN = 'an object with username and password';
const EXPECT_LOGIN_OR_KEY = 'an object with username and password, or the API key as a non-empty string';

describe('a credential the client cannot use fails at construction, naming the scheme only', () => {
  it('an unknown scheme lists the known ones', () => {
    expect(construct({ Nope: 'secret-1' })).toThrow(
      new CredentialsError('Unknown security scheme "Nope"; known: HeaderKey, BareKey, QueryKey, CookieKey, Bearer, Basic, KeyAsUser.'),
    );
  });

  it.each<[string, string, unknown, string]>([
    ['an empty key', 'HeaderKey', '', EXPECT_STRING],
    ['a number as a key', 'HeaderKey', 42, EXPECT_STRING],
    ['an object as a bearer token', 'Bearer', { username: 'a', password: 'b' }, EXPECT_STRING],
    ['an empty bearer token', 'Bearer', '', EXPECT_STRING],
    ['an empty cookie key', 'CookieKey', '', EXPECT_COOKIE],
    ['a string for Basic', 'Basic', 'secret-1', EXPECT_LOGIN],
    ['a number for Basic', 'Basic', 7, EXPECT_LOGIN],
    ['Basic without a password', 'Basic', { username: 'ann' }, EXPECT_LOGIN],
    ['Basic with a number as password', 'Basic', { username: 'ann', password: 1 }, EXPECT_LOGIN],
    ['Basic with a number as username', 'Basic', { username: 1, password: 'p' }, EXPECT_LOGIN],
    ['Basic with a number as email', 'Basic', { email: 1, password: 'p' }, EXPECT_LOGIN],
    ['Basic with neither username nor email', 'Basic', { password: 'p' }, EXPECT_LOGIN],
    ['an empty key as a Basic username', 'KeyAsUser', '', EXPECT_LOGIN_OR_KEY],
    ['a number for a key-as-username Basic', 'KeyAsUser', 5, EXPECT_LOGIN_OR_KEY],
  ])('%s', (_what, scheme, credential, expected) => {
    const attempt = construct({ [scheme]: credential });
    expect(attempt).toThrow(new CredentialsError(`The credential for ${scheme} must be ${expected}.`));
  });

  it('the message never quotes the value', () => {
    expect(construct({ CookieKey: 'top secret' })).toThrow(/^(?![\s\S]*top secret)/);
  });

  it.each<[string, SchemeSpec, Credential]>([
    ['Basic', { name: 'Plain', kind: 'basic' }, { username: 'ann', password: 'p' }],
    ['a query key', { name: 'Plain', kind: 'apiKey', query: 'key' }, 'k-1'],
    ['a cookie key', { name: 'Plain', kind: 'apiKey', cookie: 'sid' }, 'k-1'],
  ])('%s whose spec names no writer is refused rather than sent as another kind', (_what, scheme, credential) => {
    const api: ApiSpec = { ...spec(), schemes: [scheme] };
    expect(() => new ClientCore(api, { credentials: { Plain: credential } })).toThrow(
      new CredentialsError('The spec of Plain names no writer for its credential (basicCredential, queryCredential, cookieCredential).'),
    );
  });
});

describe('a cookie key is limited to cookie octets', () => {
  it.each([
    ['a space', 'a b'],
    ['a leading space', ' ab'],
    ['a trailing space', 'ab '],
    ['a double quote', 'a"b'],
    ['a comma', 'a,b'],
    ['a semicolon', 'a;b'],
    ['a backslash', 'a\\b'],
    ['DEL', 'a\x7Fb'],
    ['a control character', 'a\x1Fb'],
    ['a non-ASCII letter', 'aéb'],
  ])('refuses %s', (_what, key) => {
    expect(construct({ CookieKey: key })).toThrow(new CredentialsError(`The credential for CookieKey must be ${EXPECT_COOKIE}.`));
  });

  it.each([
    ['the edges of each allowed range', '!#+-:<[]~'],
    ['letters and digits', 'Az09'],
    ['a single character', 'x'],
  ])('takes %s', (_what, key) => {
    expect(construct({ CookieKey: key })).not.toThrow();
  });

  it('keys elsewhere may hold what a cookie may not', () => {
    expect(construct({ HeaderKey: 'a b;c', QueryKey: 'a b,c', Bearer: 'a "b"' })).not.toThrow();
  });
});

describe('absent credentials are skipped', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
  ])('%s, even for an unknown scheme', (_what, value) => {
    expect(construct({ Nope: value, Basic: value })).not.toThrow();
  });
});

describe('each scheme on the wire', () => {
  const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;

  async function sent(scheme: string, credential: unknown) {
    const client = new ClientCore(spec(server().url), { credentials: { [scheme]: credential as Credential }, clock: new FakeClock() });
    await client.send(operation({ name: 'whoami', method: 'GET', path: '/whoami', auth: [scheme], versions: [1] }), {});
    const [request] = server().requests;
    return { target: request!.rawPath, headers: request!.headers };
  }

  it.each<[string, string, unknown, string, string, string]>([
    ['an API key in its header', 'HeaderKey', 'k-1', '/whoami', 'x-key', 'k-1'],
    ['an API key with no location in X-API-Key', 'BareKey', 'k-2', '/whoami', 'x-api-key', 'k-2'],
    ['an API key in a cookie', 'CookieKey', 'k-3', '/whoami', 'cookie', 'sid=k-3'],
    ['a bearer token', 'Bearer', 't-1', '/whoami', 'authorization', 'Bearer t-1'],
    ['Basic with a username, in UTF-8', 'Basic', { username: 'ann', password: 'pa:ss wörd' }, '/whoami', 'authorization', basic('ann:pa:ss wörd')],
    ['Basic with the old email field', 'Basic', { email: 'e@x.test', password: 'p' }, '/whoami', 'authorization', basic('e@x.test:p')],
    ['Basic with a tenant, outside the token call', 'Basic', { username: 'ann', password: 'p', tenant: 't1' }, '/whoami', 'authorization', basic('ann:p')],
    ['an API key as the Basic username', 'KeyAsUser', 'sk-1', '/whoami', 'authorization', basic('sk-1:')],
  ])('%s', async (_what, scheme, credential, target, header, value) => {
    const got = await sent(scheme, credential);
    expect(got.target).toBe(target);
    expect(got.headers[header]).toBe(value);
  });

  it('an API key in the query, and no auth header', async () => {
    const got = await sent('QueryKey', 'k 4');
    expect(got.target).toBe('/whoami?key=k+4');
    expect(got.headers['authorization']).toBeUndefined();
    expect(got.headers['x-api-key']).toBeUndefined();
  });

  it('an API key header sends nothing else', async () => {
    const got = await sent('HeaderKey', 'k-1');
    expect(got.headers['authorization']).toBeUndefined();
    expect(got.headers['cookie']).toBeUndefined();
  });
});

describe("a Basic credential's tenant goes to the token call only", () => {
  it.each<[string, unknown, string]>([
    ['a tenant', { username: 'ann', password: 'p', tenant: 't 1' }, '/api/tokens?tenant=t+1'],
    ['no tenant', { username: 'ann', password: 'p' }, '/api/tokens'],
    ['an empty tenant', { username: 'ann', password: 'p', tenant: '' }, '/api/tokens'],
  ])('%s', async (_what, login, tokenTarget) => {
    server().reset((request) => (request.pathname === '/api/tokens' ? { json: { token: 'jwt-1' } } : { json: { ok: true } }));
    const { client } = makeClient(server().url, { credentials: { BasicAuth: login as Credential } });
    await client.send(ops.getData, { dataUrn: 'a' });
    expect(server().requests.map((request) => request.rawPath)).toEqual([tokenTarget, '/api/data/a']);
    expect(server().requests[0]!.headers['authorization']).toBe(`Basic ${Buffer.from('ann:p').toString('base64')}`);
    expect(server().requests[1]!.headers['authorization']).toBe('Bearer jwt-1');
  });
});
