/**
 * The client engine (templates/client/core/client-core.ts), edges a mutation run showed
 * untested: what the client shows of itself when logged, its base URL (trailing slashes, one
 * that is not absolute), the token manager with and without a token flow, the request hooks
 * (alone, throwing, moving the request), custom requests (query and headers merged, a path with
 * its own `?` or `#`), which errors renew a token, and which `fetch` may read a body in one
 * piece. Behaviour is asserted on what loopback servers received.
 */
import { getEventListeners } from 'node:events';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ClientCore } from '../../../templates/client/core/client-core.ts';
import { customRequest } from '../../../templates/client/core/custom-request.ts';
import { ConnectionError, InvalidRequestError, ProblemError, TimeoutError } from '../../../templates/client/core/errors.ts';
import type { OutgoingRequest } from '../../../templates/client/core/options.ts';
import type { ApiSpec } from '../../../templates/client/core/spec.ts';
import { TokenManager } from '../../../templates/client/core/tokens.ts';
import { apiSpec, makeClient, ops } from './support/api.ts';
import { brokenBody, eventually, outcome } from './support/bodies.ts';
import { FakeClock } from './support/fake-clock.ts';
import { useTestServer } from './support/server.ts';
import { tokenAuthority } from './support/token-authority.ts';

const server = useTestServer();
const elsewhere = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };

describe('what the client shows of itself', () => {
  it.each<[string, object, Record<string, unknown>]>([
    [
      'the defaults',
      {},
      {
        baseURL: 'http://api.test',
        apiVersion: 3,
        maxRetries: 2,
        timeout: 60_000,
        maxResponseBytes: 32 * 1024 * 1024,
        followCrossOriginRedirects: false,
        credentials: {},
        tokenProvider: undefined,
      },
    ],
    [
      'what was configured, credentials redacted',
      {
        baseURL: 'http://other.test/v1/',
        apiVersion: 2,
        maxRetries: 0,
        timeout: 5,
        maxResponseBytes: 10,
        followCrossOriginRedirects: true,
        credentials: { ApiKeyAuth: 'key-1', BasicAuth: undefined },
        tokenProvider: () => 'jwt',
      },
      {
        baseURL: 'http://other.test/v1',
        apiVersion: 2,
        maxRetries: 0,
        timeout: 5,
        maxResponseBytes: 10,
        followCrossOriginRedirects: true,
        credentials: { ApiKeyAuth: '[redacted]' },
        tokenProvider: '[function]',
      },
    ],
  ])('%s', (_what, options, want) => {
    const { client } = makeClient('http://api.test/', options);
    expect(client.toJSON()).toEqual(want);
    expect(inspect(client)).toBe(inspect(want));
  });
});

describe('the base URL', () => {
  it.each(['', '/', '///'])('loses its trailing slashes (%j)', async (slashes) => {
    const { client } = makeClient(`${server().url}${slashes}`, direct);
    await client.send(ops.getData, { dataUrn: 'd' });
    expect(server().requests.map((request) => request.rawPath)).toEqual(['/api/data/d']);
  });

  it('keeps a path of its own', async () => {
    const { client } = makeClient(`${server().url}/v1//`, direct);
    await client.send(ops.getData, { dataUrn: 'd' });
    expect(server().requests.map((request) => request.rawPath)).toEqual(['/v1/api/data/d']);
  });

  it('must be absolute', () => {
    expect(() => makeClient('api.test/v1', direct)).toThrow(new InvalidRequestError('The base URL "api.test/v1" is not an absolute URL.'));
  });
});

describe('a token flow', () => {
  it('needs the token manager', () => {
    expect(() => new ClientCore(apiSpec('http://api.test'), direct)).toThrow(new InvalidRequestError('This API has a token flow: pass TokenManager to ClientCore.'));
  });
});

describe('the pinned API version', () => {
  it.each<[object, number]>([
    [{}, 3],
    [{ apiVersion: 2 }, 2],
  ])('of a client made with %j is %i', (options, version) => {
    expect(makeClient('http://api.test', options).client.apiVersion).toBe(version);
  });
});

describe('a token manager for an API without a token flow', () => {
  it('is left unused: the API key goes as it is', async () => {
    const { tokenFlow: _flow, ...withoutFlow }: ApiSpec = apiSpec(server().url);
    const client = new ClientCore(withoutFlow, { credentials: { ApiKeyAuth: 'key-1' }, clock: new FakeClock() }, TokenManager);
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toEqual({ ok: true });
    expect(server().requests.map((request) => [request.pathname, request.headers['x-api-key']])).toEqual([['/api/data/d', 'key-1']]);
  });
});

describe('the token request of a call that gives up', () => {
  it('is cancelled with it', async () => {
    let closed = false;
    server().reset(() => ({ raw: (response) => response.on('close', () => void (closed = true)) }));
    const { client } = makeClient(server().url, { credentials: { ApiKeyAuth: 'key-1' } });
    const controller = new AbortController();
    const pending = client.send(ops.getData, { dataUrn: 'd' }, { signal: controller.signal });
    expect(await eventually(() => server().requests.length === 1)).toBe(true);
    controller.abort();
    await outcome(pending);
    expect(await eventually(() => closed)).toBe(true);
  });
});

describe('which failures renew the token', () => {
  const tokenClient = () => {
    const clock = new FakeClock();
    const authority = tokenAuthority(clock);
    const { client } = makeClient(server().url, { clock, credentials: { ApiKeyAuth: 'key-1' }, maxRetries: 0 });
    return { client, authority };
  };
  const calls = () => server().requests.map((request) => request.pathname);

  it('not a 404 to a call with a token', async () => {
    const { client, authority } = tokenClient();
    server().reset((request) => (request.pathname === '/api/tokens' ? authority.handler(request) : { status: 404, json: { title: 'Not Found' } }));
    expect(await outcome(client.send(ops.getData, { dataUrn: 'd' }))).toBeInstanceOf(ProblemError);
    expect(calls()).toEqual(['/api/tokens', '/api/data/d']);
  });

  it('not a 401 to a call with the API key, while a token is held', async () => {
    const { client, authority } = tokenClient();
    server().reset((request) => (request.pathname === '/api/keyed' ? { status: 401, json: { title: 'Unauthorized' } } : authority.handler(request)));
    await client.send(ops.getData, { dataUrn: 'd' });
    expect(await outcome(client.send(ops.apiKeyOnly))).toBeInstanceOf(ProblemError);
    expect(calls()).toEqual(['/api/tokens', '/api/data/d', '/api/keyed']);
  });
});

describe('the hooks', () => {
  it('onRequest alone gets a URL and Headers it may change', async () => {
    const { client } = makeClient(server().url, {
      ...direct,
      onRequest: (request: OutgoingRequest) => {
        expect(request.url).toBeInstanceOf(URL);
        (request.url as URL).searchParams.append('added', '1');
        request.init.headers.set('X-Added', 'yes');
      },
    });
    await client.send(ops.listProjects, { search: 'a b' });
    const [request] = server().requests;
    expect([request!.rawPath, request!.headers['x-added']]).toEqual(['/api/projects?search=a+b&added=1', 'yes']);
  });

  it('onResponse alone sees the request as a URL with its query, and Headers', async () => {
    const seen: unknown[] = [];
    const { client } = makeClient(server().url, {
      ...direct,
      onResponse: (_response, request) => void seen.push(String(request.url), request.init.headers instanceof Headers),
    });
    await client.send(ops.listProjects, { search: 'x' });
    expect(seen).toEqual([`${server().url}/api/projects?search=x`, true]);
  });

  it('onResponse that throws fails the call with its error, and lets the caller signal go', async () => {
    const { client } = makeClient(server().url, {
      ...direct,
      onResponse: () => {
        throw new Error('hook failed');
      },
    });
    const signal = new AbortController().signal;
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }, { signal }));
    expect((error as Error).message).toBe('hook failed');
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('onRequest that moves the request: errors name where it went', async () => {
    elsewhere().reset(() => brokenBody());
    const { client } = makeClient(server().url, {
      ...direct,
      maxRetries: 0,
      onRequest: (request: OutgoingRequest) => void ((request.url as URL).host = new URL(elsewhere().url).host),
    });
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toMatch(`The connection to ${elsewhere().url} broke while reading the response`);
    expect(server().requests).toHaveLength(0);
  });
});

describe('a body that stalls from a fetch that ignores its signal', () => {
  // Only the platform's fetch may have a declared length read in one piece: any other is read
  // chunk by chunk, so the deadline can cancel a read its fetch never ends.
  const stalled = () => new Response(new ReadableStream({ pull: () => new Promise(() => undefined) }), { headers: { 'content-type': 'application/json', 'content-length': '10' } });

  it.each<[string, object]>([
    ['the fetch option', { fetch: async () => stalled() }],
    ['a response from onResponse', { onResponse: () => stalled() }],
  ])('times out (%s)', async (_what, options) => {
    const { client } = makeClient(server().url, { ...direct, maxRetries: 0, timeout: 100, ...options });
    expect(await outcome(client.send(ops.getData, { dataUrn: 'd' }), 5000)).toBeInstanceOf(TimeoutError);
  });
});

describe('a custom request', () => {
  it('merges the query and headers of the call over its own', async () => {
    const { client } = makeClient(server().url, direct);
    await customRequest(client, { method: 'GET', path: '/r', query: { a: '1', b: '1' }, headers: { 'X-A': '1', 'X-B': '1' } }, { query: { b: '2' }, headers: { 'X-B': '2' }, maxRetries: 0 });
    const [request] = server().requests;
    expect([request!.rawPath, request!.headers['x-a'], request!.headers['x-b']]).toEqual(['/r?a=1&b=2', '1', '2']);
  });

  it('with a path of its own `#` sends the query before it', async () => {
    const { client } = makeClient(server().url, direct);
    await customRequest(client, { method: 'GET', path: '/r#part', query: { a: '1' } });
    expect(server().requests.map((request) => request.rawPath)).toEqual(['/r?a=1']);
  });

  it('with a path of its own `?` sends one well-formed query with the call query in it', async () => {
    const { client } = makeClient(server().url, direct);
    await customRequest(client, { method: 'GET', path: '/r?fixed=1', query: { a: '1' } });
    await customRequest(client, { method: 'GET', path: '/r?fixed=1' });
    expect(server().requests.map((request) => request.rawPath)).toEqual(['/r?fixed=1&a=1', '/r?fixed=1']);
  });
});

describe('declared headers of an operation that declares none', () => {
  it('are an empty object', async () => {
    const { client } = makeClient(server().url, direct);
    expect((await client.send(ops.getData, { dataUrn: 'd' }).withResponse()).headers).toEqual({});
  });
});
