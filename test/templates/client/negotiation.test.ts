/** Media-type versioning (Accept header, version errors) and compressed responses. */
import { describe, expect, it } from 'vitest';
import { ApiVersionError } from '../../../templates/client/core/errors.ts';
import { makeClient, ops } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();

const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };
const v3 = 'application/vnd.test.v3+json, application/problem+json';
const v2 = 'application/vnd.test.v2+json, application/problem+json';

describe('Accept header', () => {
  it('asks for the current version and for problem documents', async () => {
    const { client } = makeClient(server().url, direct);
    await client.send(ops.getEventCodes);
    expect(server().requests[0]!.headers.accept).toBe(v3);
  });

  it('switches to version 2 for the whole client', async () => {
    const { client } = makeClient(server().url, { ...direct, apiVersion: 2 });
    await client.send(ops.getEventCodes);
    expect(server().requests[0]!.headers.accept).toBe(v2);
  });

  it('switches to version 2 for one call', async () => {
    const { client } = makeClient(server().url, direct);
    await client.send(ops.getEventCodes, {}, { apiVersion: 2 });
    await client.send(ops.getEventCodes);
    expect(server().requests.map((request) => request.headers.accept)).toEqual([v2, v3]);
  });

  it('sends an operation missing from the pinned version in the newest version below it, else its oldest', async () => {
    const { client } = makeClient(server().url, { ...direct, apiVersion: 2 });
    await client.send(ops.getData, { dataUrn: 'd' });
    expect(server().requests.map((request) => request.headers.accept)).toEqual([v3]);
  });

  it('refuses a per-call version the operation lacks, without sending anything', async () => {
    const { client } = makeClient(server().url, direct);
    const error = await client.send(ops.getData, { dataUrn: 'd' }, { apiVersion: 2 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiVersionError);
    expect((error as Error).message).toBe('get_data does not exist in API version 2; it is available in v3.');
    expect(server().requests).toHaveLength(0);
  });

  it('creates tokens in the version the pin picks for the token endpoint', async () => {
    const { client } = makeClient(server().url, { credentials: { ApiKeyAuth: 'key-1' }, apiVersion: 4 });
    server().reset((request) => (request.pathname === '/api/tokens' ? { json: { token: 'not-a-jwt' } } : { json: {} }));
    await client.send(ops.getData, { dataUrn: 'd' });
    await expect(client.send(ops.getData, { dataUrn: 'd' }, { apiVersion: 4 })).rejects.toThrow(ApiVersionError);
    expect(server().requests.map((request) => [request.pathname, request.headers.accept])).toEqual([
      ['/api/tokens', v3],
      ['/api/data/d', v3],
    ]);
  });
});

describe('compression', () => {
  it('decodes a gzip response', async () => {
    const items = Array.from({ length: 200 }, (_, i) => ({ code: `EVENT_${i}` }));
    server().reset(() => ({ json: { items }, gzip: true }));
    const { client } = makeClient(server().url, direct);
    const { data, response } = await client.send<{ items: unknown[] }>(ops.getEventCodes).withResponse();
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(data.items).toEqual(items);
  });

  it('decodes a gzip problem document', async () => {
    server().reset(() => ({ status: 404, json: { title: 'Not Found', detail: 'No such data' }, gzip: true }));
    const { client } = makeClient(server().url, direct);
    await expect(client.send(ops.getData, { dataUrn: 'd' })).rejects.toMatchObject({ detail: 'No such data' });
  });
});
