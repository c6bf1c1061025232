/** Scheme choice, token exchange, refresh, single-flight renewal and 401 recovery. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CredentialsError, ProblemError } from '../../../templates/client/core/errors.ts';
import { makeClient, ops } from './support/api.ts';
import { FakeClock } from './support/fake-clock.ts';
import { makeJwt } from './support/jwt.ts';
import { type RecordedRequest, startServer, type TestServer } from './support/server.ts';
import { type TokenAuthority, tokenAuthority } from './support/token-authority.ts';

let server: TestServer;
let clock: FakeClock;
let authority: TokenAuthority;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  clock = new FakeClock();
  authority = tokenAuthority(clock);
  server.reset(authority.handler);
});

const basic = { email: 'ana@example.com', password: 'pässword:1', tenant: 'lab-a' };
const isTokenCall = (request: RecordedRequest) => request.pathname.startsWith('/api/tokens');
const bearerOf = (request: RecordedRequest) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

describe('choosing a scheme', () => {
  it('exchanges an API key once, then sends the JWT on every call', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' } });
    for (let i = 0; i < 5; i++) await client.send(ops.getData, { dataUrn: `d${i}` });
    expect(authority.creations).toBe(1);
    const [create, ...calls] = server.requests;
    expect(create!.headers['x-api-key']).toBe('key-1');
    expect(create!.headers.authorization).toBeUndefined();
    for (const call of calls) {
      expect(bearerOf(call)).toBe(authority.issued[0]);
      expect(call.headers['x-api-key']).toBeUndefined();
    }
  });

  it('sends the API key directly when exchangeApiKey is false', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false });
    await client.send(ops.getData, { dataUrn: 'd' });
    expect(authority.creations).toBe(0);
    expect(server.requests[0]!.headers['x-api-key']).toBe('key-1');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('sends the API key to an operation that accepts only the key', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' } });
    await client.send(ops.apiKeyOnly);
    expect(authority.creations).toBe(0);
    expect(server.requests[0]!.headers['x-api-key']).toBe('key-1');
  });

  it('sends nothing to an operation without auth', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' } });
    await client.send(ops.publicInfo);
    expect(server.requests[0]!.headers['x-api-key']).toBeUndefined();
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('sends Basic only to the token endpoint, with the tenant as a query parameter', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { BasicAuth: basic } });
    await client.send(ops.getData, { dataUrn: 'd' });
    await client.send(ops.basicOrJwt);
    await expect(client.send(ops.basicOnly)).rejects.toThrow(CredentialsError);

    const [create, ...calls] = server.requests;
    expect(create!.pathname).toBe('/api/tokens');
    expect(create!.query.get('tenant')).toBe('lab-a');
    const expected = Buffer.from(`${basic.email}:${basic.password}`, 'utf8').toString('base64');
    expect(create!.headers.authorization).toBe(`Basic ${expected}`);
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.headers.authorization).toBe(`Bearer ${authority.issued[0]}`);
  });

  it('fails before sending when no credential fits the operation', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { PsTokenAuth: 'ps' }, exchangeApiKey: false });
    await expect(client.send(ops.apiKeyOnly)).rejects.toThrow(/api_key_only accepts ApiKeyAuth/);
    expect(server.requests).toHaveLength(0);
  });

  it('uses a static JWT as given', async () => {
    const jwt = await makeJwt(clock.now(), 3600);
    authority.issued.push(jwt);
    const { client } = makeClient(server.url, { clock, credentials: { JwtAuth: jwt } });
    await client.send(ops.getData, { dataUrn: 'd' });
    expect(authority.creations).toBe(0);
    expect(bearerOf(server.requests[0]!)).toBe(jwt);
  });

  it('asks the token provider before each request', async () => {
    const jwt = await makeJwt(clock.now(), 3600);
    authority.issued.push(jwt);
    let calls = 0;
    const { client } = makeClient(server.url, { clock, tokenProvider: async () => (calls++, jwt) });
    await client.send(ops.getData, { dataUrn: 'a' });
    await client.send(ops.getData, { dataUrn: 'b' });
    expect(calls).toBe(2);
    expect(server.requests.map(bearerOf)).toEqual([jwt, jwt]);
  });
});

describe('token lifetime', () => {
  it('creates a new JWT from the API key when the old one is about to expire (never refreshes it)', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' }, refreshSkewSeconds: 30 });
    await client.send(ops.getData, { dataUrn: 'a' });
    clock.advance(3600_000 - 29_000); // inside the skew window
    await client.send(ops.getData, { dataUrn: 'b' });
    expect(authority.creations).toBe(2);
    expect(authority.refreshes).toBe(0);
    expect(bearerOf(server.requests.at(-1)!)).toBe(authority.issued[1]);
  });

  it('keeps the JWT while it is outside the skew window', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' }, refreshSkewSeconds: 30 });
    await client.send(ops.getData, { dataUrn: 'a' });
    clock.advance(3600_000 - 31_000);
    await client.send(ops.getData, { dataUrn: 'b' });
    expect(authority.creations).toBe(1);
  });

  it.each([
    ['Basic', { BasicAuth: basic }],
    ['a psToken', { PsTokenAuth: 'ps-token-1' }],
  ])('refreshes a JWT created from %s before it expires', async (_what, credentials) => {
    const { client } = makeClient(server.url, { clock, credentials });
    await client.send(ops.getData, { dataUrn: 'a' });
    clock.advance(3600_000 - 10_000);
    await client.send(ops.getData, { dataUrn: 'b' });
    clock.advance(3600_000 - 10_000);
    await client.send(ops.getData, { dataUrn: 'c' });
    expect(authority.creations).toBe(1);
    expect(authority.refreshes).toBe(2);
    const refreshCalls = server.requests.filter((request) => request.pathname === '/api/tokens:refresh');
    expect(refreshCalls.map(bearerOf)).toEqual([authority.issued[0], authority.issued[1]]);
    expect(bearerOf(server.requests.at(-1)!)).toBe(authority.issued[2]);
    expect(server.requests.filter((request) => request.headers.authorization?.startsWith('Basic'))).toHaveLength(
      'BasicAuth' in credentials ? 1 : 0,
    );
  });

  it('creates a new JWT when refreshing fails', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { BasicAuth: basic } });
    await client.send(ops.getData, { dataUrn: 'a' });
    authority.failRefresh = true;
    clock.advance(3600_000 - 10_000);
    await client.send(ops.getData, { dataUrn: 'b' });
    expect(authority.refreshes).toBe(1);
    expect(authority.creations).toBe(2);
    expect(bearerOf(server.requests.at(-1)!)).toBe(authority.issued[1]);
  });

  it('refreshes a static JWT near expiry', async () => {
    const jwt = await makeJwt(clock.now(), 600);
    authority.issued.push(jwt);
    const { client } = makeClient(server.url, { clock, credentials: { JwtAuth: jwt } });
    clock.advance(590_000);
    await client.send(ops.getData, { dataUrn: 'a' });
    expect(authority.refreshes).toBe(1);
    expect(bearerOf(server.requests.at(-1)!)).toBe(authority.issued[1]);
  });

  it('keeps using a static JWT it cannot refresh', async () => {
    const jwt = await makeJwt(clock.now(), 600);
    authority.issued.push(jwt);
    authority.failRefresh = true;
    const { client } = makeClient(server.url, { clock, credentials: { JwtAuth: jwt } });
    clock.advance(590_000);
    await client.send(ops.getData, { dataUrn: 'a' });
    await client.send(ops.getData, { dataUrn: 'b' });
    expect(authority.refreshes).toBe(1);
    expect(server.requests.filter((request) => !isTokenCall(request)).map(bearerOf)).toEqual([jwt, jwt]);
  });
});

describe('single flight', () => {
  it('makes one token request for 50 concurrent first calls', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' } });
    await Promise.all(Array.from({ length: 50 }, (_, i) => client.send(ops.getData, { dataUrn: `d${i}` })));
    expect(authority.creations).toBe(1);
    expect(server.requests).toHaveLength(51);
  });

  it('makes one renewal request for 50 concurrent calls at expiry', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { BasicAuth: basic } });
    await client.send(ops.getData, { dataUrn: 'warm-up' });
    clock.advance(3600_000);
    await Promise.all(Array.from({ length: 50 }, (_, i) => client.send(ops.getData, { dataUrn: `d${i}` })));
    expect(authority.creations + authority.refreshes).toBe(2);
    expect(server.requests.filter(isTokenCall)).toHaveLength(2);
  });

  it('renews a refused token once for 20 concurrent 401s', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' } });
    await client.send(ops.getData, { dataUrn: 'warm-up' });
    authority.revoke(authority.issued[0]!);
    await Promise.all(Array.from({ length: 20 }, (_, i) => client.send(ops.getData, { dataUrn: `d${i}` })));
    expect(authority.creations).toBe(2);
  });
});

describe('401 recovery', () => {
  it('renews the token once and retries once', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' } });
    await client.send(ops.getData, { dataUrn: 'a' });
    authority.revoke(authority.issued[0]!);
    await expect(client.send(ops.getData, { dataUrn: 'b' })).resolves.toEqual({ ok: true });
    expect(authority.creations).toBe(2);
    const calls = server.requests.filter((request) => !isTokenCall(request));
    expect(calls.map(bearerOf)).toEqual([authority.issued[0], authority.issued[0], authority.issued[1]]);
  });

  it('gives up after one renewal when the new token is refused too', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' } });
    server.reset(async (request) => (isTokenCall(request) ? authority.handler(request) : { status: 401, json: { title: 'No' } }));
    const error = await client.send(ops.getData, { dataUrn: 'a' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProblemError);
    expect((error as ProblemError).status).toBe(401);
    expect(authority.creations).toBe(2);
    expect(server.requests.filter((request) => !isTokenCall(request))).toHaveLength(2);
  });

  it('does not retry a 401 for a directly sent API key', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false });
    server.reset(() => ({ status: 401, json: { title: 'No' } }));
    await expect(client.send(ops.getData, { dataUrn: 'a' })).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('calling the token operations directly', () => {
  it('create uses the API key or Basic credential itself, never a JWT', async () => {
    const jwt = await makeJwt(clock.now(), 3600);
    const { client } = makeClient(server.url, { clock, credentials: { JwtAuth: jwt, BasicAuth: basic } });
    const result = await client.send<{ token: string }>(ops.createToken, {});
    expect(result.token).toBe(authority.issued[0]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers.authorization).toMatch(/^Basic /);
    expect(server.requests[0]!.query.get('tenant')).toBe('lab-a');
  });

  it('create keeps an explicit tenant parameter', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { BasicAuth: basic } });
    await client.send(ops.createToken, { tenant: 'lab-b' });
    expect(server.requests[0]!.query.getAll('tenant')).toEqual(['lab-b']);
  });

  it('refresh sends the current JWT', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' } });
    const refreshed = await client.send<{ token: string }>(ops.refreshToken);
    expect(refreshed.token).toBe(authority.issued[1]);
    expect(bearerOf(server.requests[1]!)).toBe(authority.issued[0]);
  });
});
