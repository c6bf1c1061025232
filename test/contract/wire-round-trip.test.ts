/**
 * The wire fixture's generated client calls its generated server over loopback, once or more
 * per operation (test/fixtures/manifests/wire.yaml), and every test checks both ends: what the
 * request looked like on the wire (Content-Type with its version or multipart boundary, Accept,
 * the raw query), what the handler received (typed params, decoded form and multipart fields,
 * file and stream digests, the negotiated version) and what the caller got back (status,
 * decoded payload, streamed bytes). Several-megabyte bodies travel as streams both ways and are
 * compared by SHA-256.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { onlyRequest, useWireRoundTrip } from './support/wire-harness.ts';
import { WIRE_KEY } from './support/wire-server.ts';
import { digestOf, DOWNLOAD_BYTES, EVERY_QUERY_STYLE, EXPORTED_CSV, patternChunks } from './support/wire-recording.ts';

const MiB = 1024 * 1024;
const vendor = (version: number) => `application/vnd.wire.v${version}+json`;
const PROBLEM = 'application/problem+json';

const harness = useWireRoundTrip();
const { clients } = harness;
const called = new Set<string>();
afterEach(() => {
  for (const seen of harness.server.seen) called.add(seen.operation);
});
const only = () => onlyRequest(harness.server);

describe('request bodies', () => {
  it.each([1, 2] as const)('create_item: JSON in vendor v%i, answered 201 in the same version', async (version) => {
    const item = { id: 7, name: 'seven', tags: ['a'] };
    const { data, response } = await (clients[version].bodies.createItem({ body: item }) as any).withResponse();
    const { wire: request, seen } = only();
    expect(request.headers['content-type']).toBe(vendor(version));
    expect(request.headers.accept).toBe(`${vendor(version)}, ${PROBLEM}`);
    expect([seen.version, seen.body]).toEqual([version, item]);
    expect([response.status, response.headers.get('content-type'), data]).toEqual([201, vendor(version), item]);
  });

  it('patch_item: a fixed +json type, with the path parameter typed as a number', async () => {
    const answer = await clients[2].bodies.patchItem({ itemId: 42, body: { id: 1, name: 'b' } });
    const { wire: request, seen } = only();
    expect([request.method, request.url, request.headers['content-type']]).toEqual(['PATCH', '/v1/items/42', 'application/merge-patch+json']);
    expect(seen.params).toEqual({ itemId: 42 });
    expect(answer).toEqual({ id: 42, name: 'b' });
  });

  it('patch_item: a text/json body is JSON, as ASP.NET APIs declare it', async () => {
    const answer = await clients[2].bodies.patchItem({ itemId: 7, body: { id: 1, name: 'b' } }, { contentType: 'text/json' });
    const { wire: request, seen } = only();
    expect(request.headers['content-type']).toBe('text/json');
    expect(seen.body).toEqual({ id: 1, name: 'b' });
    expect(answer).toEqual({ id: 7, name: 'b' });
  });

  it('create_charge: a bracket-style form decodes into nested objects and arrays, integers converted', async () => {
    const charge = { amount: 2000, currency: 'eur', metadata: { order: 'A 1', 'ref&': 'x=y' }, items: [{ price: 'p_1', quantity: 2 }, { price: 'p_2' }] };
    expect(await clients[2].bodies.createCharge({ body: charge })).toEqual(charge);
    const { wire: request, seen } = only();
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen.body).toEqual(charge);
  });

  // The client repeats the name of a list of scalars (OpenAPI's form default; bytes pinned in
  // body-encoding-mutants.test.ts): a lone `tags=7` must still reach the handler as a list.
  it.each([[[7]], [[7, 8]]])('create_charge: a list of scalars, its name repeated, arrives as the list %j', async (tags) => {
    const charge = { amount: 1, currency: 'eur', tags };
    expect(await clients[2].bodies.createCharge({ body: charge })).toEqual(charge);
    expect(only().seen.body).toEqual(charge);
  });

  it('upload_file: multipart with a boundary, a 3 MiB file part of the declared type and typed fields; 201', async () => {
    const bytes = new Uint8Array(3 * MiB).map((_, i) => i % 253);
    const file = await harness.wire.toFile(bytes, 'reads.fastq', { type: 'text/plain' });
    const { data, response } = await (clients[2].bodies.uploadFile({ body: { file, description: 'my reads', labels: ['a', 'b'] } }) as any).withResponse();
    const { wire: request, seen } = only();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=[\w'()+,./:=?-]{1,70}$/);
    const expected = await digestOf([bytes]);
    expect(seen.body).toEqual({
      description: 'my reads',
      labels: ['a', 'b'],
      file: { fieldName: 'file', filename: 'reads.fastq', type: 'application/octet-stream', ...expected },
    });
    expect([response.status, data]).toEqual([201, { name: 'reads.fastq', size: 3 * MiB, type: 'application/octet-stream' }]);
  });

  it('upload_file: a single label still arrives as an array', async () => {
    await clients[2].bodies.uploadFile({ body: { file: new Blob(['x']), labels: ['only'] } });
    expect(only().seen.body).toMatchObject({ labels: ['only'], file: { filename: 'file', size: 1 } });
  });

  it('put_blob: several MiB from a lazily pulled ReadableStream arrive streamed, byte for byte', async () => {
    const total = 6 * MiB + 7;
    let handlerStarted = false;
    harness.server.events.blobStarted = () => (handlerStarted = true);
    const source = patternChunks(total);
    const sent = createHashOfSent();
    const stream = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const next = source.next();
          if (next.done) return controller.close();
          // Past 1 MiB, bytes are only produced once the handler runs: a client (or server)
          // that buffered the whole body before passing it on would never finish.
          if (sent.size > MiB) await until(() => handlerStarted);
          sent.update(next.value);
          controller.enqueue(next.value);
        },
      },
      { highWaterMark: 0 },
    );
    const answer = await clients[2].bodies.putBlob({ blobId: 'big.bin', body: stream });
    const { wire: request, seen } = only();
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(seen.body).toEqual({ readable: true, size: total, sha256: sent.digest() });
    expect(answer).toEqual({ name: 'big.bin', size: total });
  });

  it('put_note: text as sent, answered 204 with no body, which the caller gets as undefined', async () => {
    const { data, response } = await (clients[2].bodies.putNote({ noteId: 'n 1', body: 'héllo\nwörld' }) as any).withResponse();
    const { wire: request, seen } = only();
    expect([request.url, request.headers['content-type']]).toEqual(['/v1/notes/n%201', 'text/plain']);
    expect([seen.params, seen.body]).toEqual([{ noteId: 'n 1' }, 'héllo\nwörld']);
    expect([response.status, data]).toEqual([204, undefined]);
  });

  it('import_items: JSON by default and CSV when the call picks it, both answered 202', async () => {
    const asJson = await (clients[2].bodies.importItems({ body: [{ id: 1, name: 'a' }] }) as any).withResponse();
    const asCsv = await (clients[2].bodies.importItems({ body: 'id,name\n1,a\n2,b\n' }, { contentType: 'text/csv' }) as any).withResponse();
    expect(harness.server.seen.map((seen) => [seen.contentType, seen.body])).toEqual([
      ['application/json', [{ id: 1, name: 'a' }]],
      ['text/csv', 'id,name\n1,a\n2,b\n'],
    ]);
    expect([asJson.response.status, asJson.data, asCsv.response.status, asCsv.data]).toEqual([202, { accepted: 1 }, 202, { accepted: 2 }]);
  });
});

describe('responses', () => {
  it('download_blob: several MiB streamed back as a Response whose body hashes as sent', async () => {
    const response = (await clients[2].responses.downloadBlob({ blobId: 'big.bin' })) as Response;
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/octet-stream']);
    expect(await digestOf(response.body as unknown as AsyncIterable<Uint8Array>)).toEqual(await digestOf(patternChunks(DOWNLOAD_BYTES)));
    expect(only().wire.headers.accept).toBe(`application/octet-stream, ${PROBLEM}`);
  });

  it('export_items: text in, a string out', async () => {
    expect(await clients[2].responses.exportItems()).toBe(EXPORTED_CSV);
    expect(only().wire.headers.accept).toBe(`text/csv, ${PROBLEM}`);
  });

  it('delete_item: 204 is undefined; the integer path parameter arrives typed', async () => {
    expect(await clients[1].responses.deleteItem({ itemId: 3 })).toBeUndefined();
    expect(only().seen.params).toEqual({ itemId: 3 });
  });

  it.each([1, 2] as const)('get_item: vendor JSON labelled v%i for a client pinned to it', async (version) => {
    const { data, response } = await (clients[version].responses.getItem({ itemId: 5 }) as any).withResponse();
    expect([response.headers.get('content-type'), data]).toEqual([vendor(version), { id: 5, name: `v${version}` }]);
    const { wire: request, seen } = only();
    expect([request.headers.accept, seen.version]).toEqual([`${vendor(version)}, ${PROBLEM}`, version]);
  });
});

describe('parameters', () => {
  it('search_items: every query style on the wire, typed at the handler; header arrays split', async () => {
    const query = EVERY_QUERY_STYLE;
    const headers = { xTrace: ['t1', 't2'], xTenant: { home: 't-1', retries: 3 } };
    expect(await clients[2].parameters.searchItems({ ...query, ...headers })).toEqual([{ id: 1, name: 'found' }]);
    const { wire: request, seen } = only();
    expect(request.url).toBe('/v1/items?tags=a&tags=b+c&ids=1,2,3&colors=red|blue&sizes=s%20m&created[gte]=10&created[lte]=20&created[ids][0]=4&created[ids][1]=5&limit=5&active=true&sort=name');
    expect([request.headers['x-trace'], request.headers['x-tenant']]).toEqual(['t1,t2', 'home,t-1,retries,3']);
    expect([seen.query, seen.headers]).toEqual([query, headers]);
  });

  it('get_tiles: lists and objects in the path, in the simple, label and matrix styles, typed at the handler', async () => {
    expect(await clients[2].parameters.getTiles({ ids: [1, 2], zoom: 5, layers: ['roads', 'sea,water'], box: { x: 3, y: 4 } })).toEqual({ id: 5, name: 'tiles' });
    const { wire: request, seen } = only();
    expect(request.url).toBe('/v1/tiles/1,2/.5/;layers=roads;layers=sea%2Cwater/x,3,y,4');
    expect(seen.params).toEqual({ ids: [1, 2], zoom: 5, layers: ['roads', 'sea,water'], box: { x: 3, y: 4 } });
  });

  it('get_issue: a string and an integer path parameter, encoded on the wire and typed at the handler', async () => {
    expect(await clients[2].parameters.getIssue({ owner: 'octo cat/ü', issueNumber: 12 })).toEqual({ id: 12, name: 'octo cat/ü' });
    const { wire: request, seen } = only();
    expect(request.url).toBe('/v1/repos/octo%20cat%2F%C3%BC/issues/12');
    expect(seen.params).toEqual({ owner: 'octo cat/ü', issueNumber: 12 });
  });

  it('find_items: path, query and header values sent as JSON text, parsed at the handler', async () => {
    const where = { name: 'a&b=c', tags: ['x y'] };
    expect(await clients[2].parameters.findItems({ scope: { team: 'core/1' }, where, xFilter: [1, 2] })).toEqual([{ id: 1, name: 'a&b=c' }]);
    const { wire: request, seen } = only();
    expect(request.url).toBe(`/v1/finds/${encodeURIComponent('{"team":"core/1"}')}?where=${encodeURIComponent(JSON.stringify(where)).replace(/%20/g, '+')}`);
    expect(request.headers['x-filter']).toBe('[1,2]');
    expect([seen.params, seen.query, seen.headers]).toEqual([{ scope: { team: 'core/1' } }, { where }, { xFilter: [1, 2] }]);
  });

  // The server's side: text that is not JSON, and JSON of the wrong shape, are 400 problems naming the field.
  it.each([
    ['text that is not JSON', 'where=notjson', { status: 400, errors: [expect.objectContaining({ pointer: '/query/where' })] }],
    ['JSON without a required property', `where=${encodeURIComponent('{"tags":["a"]}')}`, { status: 400, errors: [expect.objectContaining({ pointer: '/query/where/name' })] }],
    ['JSON with an item of the wrong type', `where=${encodeURIComponent('{"name":"n","tags":[1]}')}`, { status: 400, errors: [expect.objectContaining({ pointer: '/query/where/tags/0' })] }],
  ])('find_items: %s is refused before the handler', async (_what, query, want) => {
    const response = await fetch(`${harness.server.url}/v1/finds/${encodeURIComponent('{"team":"t"}')}?${query}`, { headers: { 'x-key': WIRE_KEY } });
    expect(await response.json()).toMatchObject(want);
    expect(harness.server.seen).toEqual([]);
    harness.server.errors.length = 0;
  });
});

it('covered every operation of wire.yaml', () => {
  expect([...called].sort()).toEqual(harness.generated.api.operations.map((op) => op.name).sort());
  expect(called.size).toBe(15);
});

/** A SHA-256 of what the test enqueued, with the running size. */
function createHashOfSent() {
  const hash = createHash('sha256');
  return {
    size: 0,
    update(chunk: Uint8Array) {
      hash.update(chunk);
      this.size += chunk.length;
    },
    digest: (): string => hash.digest('hex'),
  };
}

/** Resolves once `condition` holds, checking whenever the event loop comes round. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
