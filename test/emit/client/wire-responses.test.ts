/**
 * Responses by media type and status, parameters by OpenAPI style, and the per-call escape
 * hatches (issue 12), checked on a recording loopback server with the client emitted from the
 * wire fixture.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Reply } from '../../templates/client/support/server.ts';
import { importWireClient, useWireHarness } from './support/wire-package.ts';

const harness = useWireHarness();
beforeEach(() => harness.server.reset(() => ({ json: [] })));

const only = () => {
  expect(harness.server.requests).toHaveLength(1);
  return harness.server.requests[0]!;
};

describe('responses', () => {
  it('gives a binary download as a Response, never parsed, asking for its type', async () => {
    const bytes = new Uint8Array([0x7b, 0, 0xff, 0x22]);
    harness.server.reset(() => ({ headers: { 'content-type': 'application/octet-stream' }, bytes }));
    const response = (await harness.client.responses.downloadBlob({ blobId: 'b.bin' })) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(only().headers.accept).toBe('application/octet-stream, application/problem+json');
    const again = (await harness.client.responses.downloadBlob({ blobId: 'b.bin' })) as Response;
    expect(new Uint8Array(await (await again.blob()).arrayBuffer())).toEqual(bytes);
    const streamed = (await harness.client.responses.downloadBlob({ blobId: 'b.bin' })) as Response;
    const chunks: Uint8Array[] = [];
    const reader = streamed.body!.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    expect(Buffer.concat(chunks)).toEqual(Buffer.from(bytes));
  });

  it('gives a text response as a string, even one that looks like JSON', async () => {
    harness.server.reset(() => ({ headers: { 'content-type': 'text/csv' }, text: '{"id":1}\n' }));
    expect(await harness.client.responses.exportItems()).toBe('{"id":1}\n');
    expect(only().headers.accept).toBe('text/csv, application/problem+json');
  });

  it('gives 204 as undefined', async () => {
    harness.server.reset(() => ({ status: 204 }));
    expect(await harness.client.responses.deleteItem({ itemId: 7 })).toBeUndefined();
    expect(only().rawPath).toBe('/v1/items/7');
  });

  it('parses JSON in the versioned vendor type', async () => {
    harness.server.reset(() => ({ headers: { 'content-type': 'application/vnd.wire.v2+json' }, json: { id: 1, name: 'a' } }));
    expect(await harness.client.responses.getItem({ itemId: 1 })).toEqual({ id: 1, name: 'a' });
    expect(only().headers.accept).toBe('application/vnd.wire.v2+json, application/problem+json');
  });
});

describe('parameters', () => {
  it('writes every query style and comma-joins header arrays', async () => {
    await harness.client.parameters.searchItems({
      tags: ['a b', 'c'],
      ids: [1, 2, 3],
      colors: ['red', 'blue'],
      sizes: ['S', 'M'],
      created: { gte: 1, lte: 2 },
      limit: 10,
      active: false,
      sort: 'name',
      xTrace: ['t1', 't2'],
    });
    const request = only();
    expect(request.rawPath).toBe(
      '/v1/items?tags=a+b&tags=c&ids=1,2,3&colors=red|blue&sizes=S%20M&created[gte]=1&created[lte]=2&limit=10&active=false&sort=name',
    );
    expect(request.headers['x-trace']).toBe('t1,t2');
  });

  it('leaves out absent values', async () => {
    await harness.client.parameters.searchItems({ tags: [], created: {}, limit: undefined });
    expect(only().rawPath).toBe('/v1/items');
  });

  it('encodes typed path parameters as text, one segment each', async () => {
    harness.server.reset(() => ({ json: { id: 42, name: 'n' } }));
    await harness.client.parameters.getIssue({ owner: 'urn:x:data:fil.1#/a/b.txt', issueNumber: 42 });
    expect(only().rawPath).toBe('/v1/repos/urn%3Ax%3Adata%3Afil.1%23%2Fa%2Fb.txt/issues/42');
  });
});

describe('escape hatches', () => {
  it('merges extra query, headers and body keys with the typed ones', async () => {
    harness.server.reset(() => ({ json: { id: 1, name: 'a' } }));
    await harness.client.bodies.createItem(
      { body: { id: 1, name: 'a' } },
      { query: { region: 'eu', filter: { state: 'open' } }, headers: { 'X-Extra': 'yes' }, body: { beta: true } },
    );
    const request = only();
    expect(request.rawPath).toBe('/v1/items?region=eu&filter[state]=open');
    expect(request.headers['x-extra']).toBe('yes');
    expect(request.body).toBe('{"id":1,"name":"a","beta":true}');
  });

  it('lets an extra query parameter replace a typed one of the same name', async () => {
    await harness.client.parameters.searchItems({ limit: 10, sort: 'name' }, { query: { limit: 99 } });
    expect(only().rawPath).toBe('/v1/items?sort=name&limit=99');
  });

  it('merges extra keys into a form body', async () => {
    harness.server.reset(() => ({ json: {} }));
    await harness.client.bodies.createCharge({ body: { amount: 1, currency: 'eur' } }, { body: { metadata: { beta: 'y' } } });
    expect(only().body).toBe('amount=1&currency=eur&metadata[beta]=y');
  });

  it('calls an undeclared endpoint with the same authentication, parsing its JSON', async () => {
    harness.server.reset(() => ({ json: { samples: [] } }));
    const result = await harness.client.request({ method: 'GET', path: '/api/samples', query: { region: 'eu' } });
    expect(result).toEqual({ samples: [] });
    const request = only();
    expect(request.rawPath).toBe('/api/samples?region=eu');
    expect(request.headers['x-key']).toBe('k-1');
    expect(request.headers.accept).toBe('application/vnd.wire.v2+json, application/problem+json');
  });

  it('sends a body with harness.client.request as JSON in the API type, or as given', async () => {
    harness.server.reset(() => ({ status: 204 }));
    await harness.client.request({ method: 'POST', path: '/v1/things:do', body: { a: 1 }, headers: { 'X-Why': 'test' } });
    await harness.client.request({ method: 'PUT', path: '/v1/raw', body: new Uint8Array([1, 2]) });
    const [json, raw] = harness.server.requests;
    expect(json!.headers['content-type']).toBe('application/vnd.wire.v2+json');
    expect(json!.headers['x-why']).toBe('test');
    expect(json!.body).toBe('{"a":1}');
    expect(raw!.headers['content-type']).toBe('application/octet-stream');
    expect([...raw!.bytes]).toEqual([1, 2]);
  });

  it('retries an idempotent undeclared call and reports problems as errors', async () => {
    const retrying = new (await importWireClient(harness.emitted)).WireClient({ apiKey: 'k-1', baseURL: harness.server.url, maxRetries: 1 });
    let calls = 0;
    const busy: Reply = { status: 503, headers: { 'retry-after': '0' }, json: {} };
    const missing: Reply = { status: 404, headers: { 'content-type': 'application/problem+json' }, json: { title: 'Nope', status: 404 } };
    harness.server.reset(() => (++calls === 1 ? busy : missing));
    await expect(retrying.request({ method: 'GET', path: '/api/none' })).rejects.toMatchObject({ status: 404, title: 'Nope' });
    expect(harness.server.requests).toHaveLength(2);
  });
});
