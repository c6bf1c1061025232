/**
 * Redirects are followed by hand so that no credential ever reaches an origin other than the
 * one the request was sent to (issue 11). Two loopback servers on different ports are two origins.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, RedirectError } from '../../../templates/client/core/errors.ts';
import { outcome } from './support/bodies.ts';
import { makeClient, ops } from './support/api.ts';
import type { RecordedRequest } from './support/server.ts';
import { startServer, type TestServer } from './support/server.ts';

let api: TestServer;
let elsewhere: TestServer;
beforeAll(async () => {
  [api, elsewhere] = await Promise.all([startServer(), startServer()]);
});
afterAll(() => Promise.all([api.close(), elsewhere.close()]));
beforeEach(() => {
  api.reset();
  elsewhere.reset(() => ({ json: { from: 'elsewhere', token: 'token-from-elsewhere' } }));
});

const apiKey = 'sk-redirect-KEY-0001';
const direct = { credentials: { ApiKeyAuth: apiKey }, exchangeApiKey: false, defaultHeaders: { Cookie: 'session=s-1' } };

function redirectTo(target: string, status = 302) {
  return () => ({ status, headers: { location: target } });
}

function credentialHeaders(request: RecordedRequest): Record<string, unknown> {
  const { authorization, cookie } = request.headers;
  return { apiKey: request.headers['x-api-key'], authorization, cookie };
}

describe('cross-origin redirects', () => {
  it('are refused by default, before anything reaches the other origin', async () => {
    api.reset(redirectTo(`${elsewhere.url}/api/data/d`));
    const { client } = makeClient(api.url, direct);
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(elsewhere.requests).toHaveLength(0);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toContain(new URL(elsewhere.url).origin);
    expect(String(error)).not.toContain(apiKey);
  });

  it('are refused for the API-key token exchange too', async () => {
    api.reset(redirectTo(`${elsewhere.url}/api/tokens`, 307));
    const { client } = makeClient(api.url, { credentials: { ApiKeyAuth: apiKey } });
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(elsewhere.requests).toHaveLength(0);
    expect(error).toBeInstanceOf(RedirectError);
  });

  it('are followed without any credential when the client opts in', async () => {
    api.reset(redirectTo(`${elsewhere.url}/api/data/d`));
    const { client } = makeClient(api.url, { ...direct, followCrossOriginRedirects: true });
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toMatchObject({ from: 'elsewhere' });
    expect(api.requests[0]!.headers['x-api-key']).toBe(apiKey);
    expect(elsewhere.requests).toHaveLength(1);
    expect(credentialHeaders(elsewhere.requests[0]!)).toEqual({ apiKey: undefined, authorization: undefined, cookie: undefined });
  });

  it('strip a bearer token, and the API key of the token exchange, when followed', async () => {
    api.reset(redirectTo(`${elsewhere.url}/api/tokens`, 307));
    const { client } = makeClient(api.url, { credentials: { ApiKeyAuth: apiKey }, followCrossOriginRedirects: true });
    await client.send(ops.getData, { dataUrn: 'd' }).catch(() => undefined);
    const exchange = elsewhere.requests.find((request) => request.pathname === '/api/tokens');
    expect(exchange?.method).toBe('POST');
    expect(credentialHeaders(exchange!)).toEqual({ apiKey: undefined, authorization: undefined, cookie: undefined });

    api.reset(redirectTo(`${elsewhere.url}/api/data/d`, 308));
    elsewhere.reset();
    const bearer = makeClient(api.url, { credentials: { JwtAuth: 'jwt-SECRET' }, followCrossOriginRedirects: true }).client;
    await bearer.send(ops.getData, { dataUrn: 'd' });
    expect(api.requests[0]!.headers.authorization).toBe('Bearer jwt-SECRET');
    expect(credentialHeaders(elsewhere.requests[0]!)).toEqual({ apiKey: undefined, authorization: undefined, cookie: undefined });
  });
});

describe('same-origin redirects', () => {
  it('are followed with the credentials', async () => {
    api.reset((request) => (request.pathname === '/api/data/old' ? { status: 301, headers: { location: '/api/data/new' } } : { json: { id: 'new' } }));
    const { client } = makeClient(api.url, direct);
    expect(await client.send(ops.getData, { dataUrn: 'old' })).toEqual({ id: 'new' });
    expect(api.requests.map((request) => [request.pathname, request.headers['x-api-key']])).toEqual([
      ['/api/data/old', apiKey],
      ['/api/data/new', apiKey],
    ]);
  });

  it.each([
    [303, 'GET', ''],
    [302, 'GET', ''],
    [301, 'GET', ''],
    [307, 'POST', '{"name":"p"}'],
    [308, 'POST', '{"name":"p"}'],
  ])('turn a POST answered with %i into %s', async (status, method, body) => {
    api.reset((request) => (request.pathname === '/api/projects' ? { status, headers: { location: '/api/projects/p' } } : { json: { id: 'p' } }));
    const { client } = makeClient(api.url, direct);
    await client.send(ops.createProject, { body: { name: 'p' } });
    const followed = api.requests[1]!;
    expect([followed.method, followed.body]).toEqual([method, body]);
    expect(followed.headers['content-type']).toBe(method === 'GET' ? undefined : 'application/json');
  });

  it('are bounded in number', async () => {
    api.reset((request) => ({ status: 302, headers: { location: `${request.pathname}x` } }));
    const { client } = makeClient(api.url, { ...direct, maxRedirects: 3 });
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(RedirectError);
    expect(api.requests).toHaveLength(4);
  });
});

describe('redirects a browser hides', () => {
  it('fail clearly on an opaque redirect', async () => {
    const opaque = { type: 'opaqueredirect', status: 0, ok: false, redirected: false, headers: new Headers(), body: null } as unknown as Response;
    const { client } = makeClient(api.url, { ...direct, fetch: async () => opaque });
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as Error).message).toMatch(/redirect/i);
  });
});
