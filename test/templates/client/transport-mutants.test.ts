/**
 * Redirect following in the transport (templates/client/core/transport.ts), edges a mutation run
 * showed untested: the message and status when the hops run out, and a query API key in a
 * `Location` to another origin, which must not go there, on that hop or any after it. Two
 * loopback servers are two origins.
 */
import { describe, expect, it } from 'vitest';
import { ClientCore } from '../../../templates/client/core/client-core.ts';
import { RedirectError } from '../../../templates/client/core/errors.ts';
import type { ApiSpec } from '../../../templates/client/core/spec.ts';
import { makeClient, operation } from './support/api.ts';
import { FakeClock } from './support/fake-clock.ts';
import { useTestServer } from './support/server.ts';
import { queryCredential } from '../../../templates/client/core/query-credentials.ts';

const api = useTestServer();
const elsewhere = useTestServer();

const get = operation({ name: 'get_thing', method: 'GET', path: '/start', auth: ['QueryKey'], versions: [1] });

function queryKeyClient(baseURL: string, options: object = {}) {
  const spec: ApiSpec = {
    baseURL,
    mediaSuccessTemplate: 'application/json',
    mediaProblem: 'application/problem+json',
    currentVersion: 1,
    schemes: [{ name: 'QueryKey', kind: 'apiKey', query: 'key', writer: queryCredential }],
  };
  return new ClientCore(spec, { credentials: { QueryKey: 'SECRET-1' }, clock: new FakeClock(), maxRetries: 0, ...options });
}

describe('hops run out', () => {
  it.each([0, 2])('after maxRedirects %i, naming the count, the origin and the status', async (maxRedirects) => {
    api().reset((request) => ({ status: 307, headers: { location: `${request.pathname}x` } }));
    const { client } = makeClient(api().url, { credentials: { ApiKeyAuth: 'k' }, exchangeApiKey: false, maxRedirects });
    const error = await client.send(operation({ name: 'get_thing', method: 'GET', path: '/start' })).catch((caught: unknown) => caught as RedirectError);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).message).toBe(`Gave up after ${maxRedirects} redirects, the last from ${api().url}.`);
    expect((error as RedirectError).status).toBe(307);
    expect(api().requests).toHaveLength(maxRedirects + 1);
  });
});

describe('a query API key and another origin', () => {
  it('is taken out of a Location that carries it there, and out of every hop after', async () => {
    api().reset((request) => ({ status: 302, headers: { location: `${elsewhere().url}/hop?${request.query.toString()}` } }));
    elsewhere().reset((request) =>
      request.pathname === '/hop' ? { status: 302, headers: { location: `/last?key=SECRET-1&keep=1` } } : { json: { ok: true } },
    );
    await queryKeyClient(api().url, { followCrossOriginRedirects: true }).send(get);
    expect(api().requests.map((request) => request.rawPath)).toEqual(['/start?key=SECRET-1']);
    expect(elsewhere().requests.map((request) => request.rawPath)).toEqual(['/hop', '/last?keep=1']);
  });

  it('stays in a Location on the same origin', async () => {
    api().reset((request) => (request.pathname === '/start' ? { status: 302, headers: { location: '/next?key=SECRET-1' } } : { json: { ok: true } }));
    await queryKeyClient(api().url).send(get);
    expect(api().requests.map((request) => request.rawPath)).toEqual(['/start?key=SECRET-1', '/next?key=SECRET-1']);
  });
});

describe('a redirect from a fetch of another kind', () => {
  it('releases the body it will not read, and takes one without a body', async () => {
    let cancelled = 0;
    let calls = 0;
    const answers = [
      () => new Response(new ReadableStream({ cancel: () => void cancelled++ }), { status: 302, headers: { location: '/second' } }),
      () => new Response(null, { status: 307, headers: { location: '/third' } }),
      () => Response.json({ ok: true }),
    ];
    const fetch = async () => answers[calls++]!();
    const { client } = makeClient(api().url, { credentials: { ApiKeyAuth: 'k' }, exchangeApiKey: false, fetch });
    expect(await client.send(operation({ name: 'get_thing', method: 'GET', path: '/start' }))).toEqual({ ok: true });
    expect(calls).toBe(3);
    expect(cancelled).toBe(1);
  });
});
