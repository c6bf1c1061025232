/**
 * Token renewal edges that a mutation run showed untested, over real HTTP on a fake clock: the
 * exact renewal and expiry instants, short-lived and already-expired tokens, which credential
 * creates a token, token answers without a token, and 401s for tokens nothing can replace.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClientCore } from '../../../templates/client/core/client-core.ts';
import { CredentialsError, ProblemError } from '../../../templates/client/core/errors.ts';
import { TokenManager } from '../../../templates/client/core/tokens.ts';
import { apiSpec, makeClient, ops } from './support/api.ts';
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

const basic = { email: 'ana@example.com', password: 'secret', tenant: 'lab-a' };
const isTokenCall = (request: RecordedRequest) => request.pathname.startsWith('/api/tokens');
const bearerOf = (request: RecordedRequest) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

describe('when a token is renewed', () => {
  it('exactly at the skew before expiry', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' }, refreshSkewSeconds: 30 });
    await client.send(ops.getData, { dataUrn: 'a' });
    clock.advance(3600_000 - 30_000);
    await client.send(ops.getData, { dataUrn: 'b' });
    expect(authority.creations).toBe(2);
  });

  it('a token that has just expired is created anew, not refreshed', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { BasicAuth: basic }, refreshSkewSeconds: 30 });
    await client.send(ops.getData, { dataUrn: 'a' });
    clock.advance(3600_000);
    await client.send(ops.getData, { dataUrn: 'b' });
    expect({ creations: authority.creations, refreshes: authority.refreshes }).toEqual({ creations: 2, refreshes: 0 });
  });

  it('a token shorter-lived than twice the skew is renewed half-way through its life, not before', async () => {
    authority = tokenAuthority(clock, 40);
    server.reset(authority.handler);
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' }, refreshSkewSeconds: 30 });
    await client.send(ops.getData, { dataUrn: 'a' });
    clock.advance(19_000);
    await client.send(ops.getData, { dataUrn: 'b' });
    expect(authority.creations).toBe(1);
    clock.advance(1_000);
    await client.send(ops.getData, { dataUrn: 'c' });
    expect(authority.creations).toBe(2);
  });

  // A server whose clock is behind ours issues tokens that look expired to us; renewing them
  // on every call would only get more of the same. They are used until the server refuses them.
  it.each([
    ['expiring at our now', 0],
    ['expired a minute ago by our clock', 60],
  ])('a token issued %s is used, not renewed on every call', async (_what, agoSeconds) => {
    let creations = 0;
    const issued: string[] = [];
    server.reset(async (request) => {
      if (request.pathname !== '/api/tokens') return { json: { ok: true } };
      creations++;
      const token = await makeJwt(clock.now() - (3600 + agoSeconds) * 1000, 3600);
      issued.push(token);
      return { json: { token } };
    });
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' } });
    for (const urn of ['a', 'b', 'c']) await client.send(ops.getData, { dataUrn: urn });
    expect(creations).toBe(1);
    expect(server.requests.filter((request) => !isTokenCall(request)).map(bearerOf)).toEqual([issued[0], issued[0], issued[0]]);
  });
});

describe('which credential creates the token', () => {
  it('Basic credentials are exchanged even when API keys are sent directly', async () => {
    const { client } = makeClient(server.url, { clock, credentials: { BasicAuth: basic }, exchangeApiKey: false });
    await client.send(ops.getData, { dataUrn: 'a' });
    expect(authority.creations).toBe(1);
    expect(bearerOf(server.requests.at(-1)!)).toBe(authority.issued[0]);
  });

  it('never the token itself, even where the create operation accepts it', async () => {
    const spec = apiSpec(server.url);
    spec.tokenFlow = { ...spec.tokenFlow!, create: { ...ops.createToken, auth: ['JwtAuth', 'BasicAuth'] } };
    const jwt = await makeJwt(clock.now(), 600);
    authority.issued.push(jwt);
    authority.failRefresh = true;
    const client = new ClientCore(spec, { clock, credentials: { JwtAuth: jwt, BasicAuth: basic } }, TokenManager);
    clock.advance(590_000);
    await client.send(ops.getData, { dataUrn: 'a' });
    const creates = server.requests.filter((request) => request.pathname === '/api/tokens');
    expect(creates.map((request) => request.headers.authorization?.split(' ')[0])).toEqual(['Basic']);
    expect(bearerOf(server.requests.at(-1)!)).toBe(authority.issued[1]);
  });
});

describe('a token answer without a token', () => {
  it.each([
    ['an empty object', {}],
    ['an empty token', { token: '' }],
    ['a number for the token', { token: 5 }],
    ['null', null],
    ['a bare string', 'tok'],
  ])('%s fails the call with CredentialsError', async (_what, body) => {
    server.reset((request) => (request.pathname === '/api/tokens' ? { json: body } : { json: { ok: true } }));
    const { client } = makeClient(server.url, { clock, credentials: { ApiKeyAuth: 'key-1' } });
    const error = await client.send(ops.getData, { dataUrn: 'a' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CredentialsError);
    expect((error as Error).message).toBe('create_jwt_token answered without a "token" token.');
    expect(server.requests.filter((request) => !isTokenCall(request))).toHaveLength(0);
  });
});

describe('a refused token', () => {
  it('a supplied token nothing can replace is not retried', async () => {
    const jwt = await makeJwt(clock.now(), 3600);
    server.reset(() => ({ status: 401, json: { title: 'No' } }));
    const { client } = makeClient(server.url, { clock, credentials: { JwtAuth: jwt } });
    const error = await client.send(ops.getData, { dataUrn: 'a' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProblemError);
    expect((error as ProblemError).status).toBe(401);
    expect(server.requests.map(bearerOf)).toEqual([jwt]);
  });

  it("a token provider's refused token is retried once with the provider's next one", async () => {
    const tokens = ['first', 'second', 'third'];
    server.reset((request) => (bearerOf(request) === 'first' ? { status: 401, json: { title: 'No' } } : { json: { ok: true } }));
    const { client } = makeClient(server.url, { clock, tokenProvider: () => tokens.shift()! });
    await expect(client.send(ops.getData, { dataUrn: 'a' })).resolves.toEqual({ ok: true });
    expect(server.requests.map(bearerOf)).toEqual(['first', 'second']);
  });
});
