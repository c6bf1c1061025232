/** Raw response access and the hooks: custom fetch, onRequest, onResponse. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APIPromise } from '../../../templates/client/core/api-promise.ts';
import type { OutgoingRequest } from '../../../templates/client/core/options.ts';
import { makeClient, ops } from './support/api.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset(() => ({ headers: { 'x-request-id': 'r-1' }, json: { id: 'p-1' } })));

const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };

describe('APIPromise', () => {
  it('resolves to the parsed payload', async () => {
    const { client } = makeClient(server.url, direct);
    const promise = client.send<{ id: string }>(ops.getData, { dataUrn: 'd' });
    expect(promise).toBeInstanceOf(APIPromise);
    expect(promise).toBeInstanceOf(Promise);
    expect(await promise).toEqual({ id: 'p-1' });
  });

  it('gives the payload with the response', async () => {
    const { client } = makeClient(server.url, direct);
    const { data, response } = await client.send<{ id: string }>(ops.getData, { dataUrn: 'd' }).withResponse();
    expect(data.id).toBe('p-1');
    expect(response.headers.get('x-request-id')).toBe('r-1');
  });

  it('gives the raw response with its body unread', async () => {
    const { client } = makeClient(server.url, direct);
    const response = await client.send(ops.getData, { dataUrn: 'd' }).asResponse();
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ id: 'p-1' });
  });

  it('supports then, catch and finally chains', async () => {
    const { client } = makeClient(server.url, direct);
    let finished = false;
    const id = await client
      .send<{ id: string }>(ops.getData, { dataUrn: 'd' })
      .then((data) => data.id)
      .finally(() => {
        finished = true;
      });
    expect(id).toBe('p-1');
    expect(finished).toBe(true);
    server.reset(() => ({ status: 404 }));
    const status = await client.send(ops.getData, { dataUrn: 'd' }).catch((error: { status: number }) => error.status);
    expect(status).toBe(404);
  });

  it('returns undefined for an empty success body', async () => {
    server.reset(() => ({ status: 204 }));
    const { client } = makeClient(server.url, direct);
    expect(await client.send(ops.updateProject, { projectId: 'p' })).toBeUndefined();
  });
});

describe('hooks', () => {
  it('uses a custom fetch', async () => {
    const seen: string[] = [];
    const { client } = makeClient(server.url, {
      ...direct,
      fetch: (input, init) => {
        seen.push(String(input));
        return fetch(input, init);
      },
    });
    await client.send(ops.getData, { dataUrn: 'a b' });
    expect(seen).toEqual([`${server.url}/api/data/a%20b`]);
  });

  it('lets onRequest change headers and onResponse replace the response', async () => {
    const attempts: number[] = [];
    let calls = 0;
    server.reset(() => (calls++ === 0 ? { status: 503 } : { json: { id: 'p-1' } }));
    const { client } = makeClient(server.url, {
      ...direct,
      onRequest: (request: OutgoingRequest) => {
        attempts.push(request.attempt);
        request.init.headers.set('X-Attempt', String(request.attempt));
      },
      onResponse: (response) => (response.ok ? Response.json({ id: 'replaced' }) : undefined),
    });
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toEqual({ id: 'replaced' });
    expect(attempts).toEqual([1, 2]);
    expect(server.requests.map((request) => request.headers['x-attempt'])).toEqual(['1', '2']);
  });
});
