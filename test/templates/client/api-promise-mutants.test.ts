/**
 * The promise every call returns (templates/client/core/api-promise.ts), edges a mutation run
 * showed untested: `finally` on the call itself, and the declared headers of a custom request
 * (it declares none, so they are an empty object).
 */
import { describe, expect, it } from 'vitest';
import { makeClient, ops } from './support/api.ts';
import { useTestServer } from './support/server.ts';
import { customRequest } from '../../../templates/client/core/custom-request.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false, maxRetries: 0 };

describe('finally on the call', () => {
  it('runs its callback and passes the payload through', async () => {
    server().reset(() => ({ json: { id: 'p-1' } }));
    const { client } = makeClient(server().url, direct);
    let ran = 0;
    expect(await client.send(ops.getData, { dataUrn: 'd' }).finally(() => void ran++)).toEqual({ id: 'p-1' });
    expect(ran).toBe(1);
  });

  it('runs its callback and passes the failure through', async () => {
    server().reset(() => ({ status: 404, json: { title: 'Not Found' } }));
    const { client } = makeClient(server().url, direct);
    let ran = 0;
    await expect(client.send(ops.getData, { dataUrn: 'd' }).finally(() => void ran++)).rejects.toMatchObject({ status: 404 });
    expect(ran).toBe(1);
  });
});

describe('a custom request with its response', () => {
  it('has no declared headers: an empty object, every header still on the response', async () => {
    server().reset(() => ({ headers: { 'x-request-id': 'r-1' }, json: { ok: true } }));
    const { client } = makeClient(server().url, direct);
    const { data, headers, response } = await customRequest(client, { method: 'GET', path: '/anything' }).withResponse();
    expect([data, headers, response.headers.get('x-request-id')]).toEqual([{ ok: true }, {}, 'r-1']);
  });
});
