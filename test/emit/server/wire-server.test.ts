/**
 * The generated wire server over loopback with hand-built requests: every request body kind
 * (JSON, vendor JSON, bracket forms, multipart with a multi-megabyte file, streamed binary,
 * text), 415 and 413 per kind, declared success statuses, negotiated response media types
 * (binary streams, Blobs, bytes, text, 406), query styles and typed path parameters.
 */
import { execFile } from 'node:child_process';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../templates/server/support/http.ts';
import { expectProblem } from '../../templates/server/support/problems.ts';
import { listen, type RunningServer } from '../../templates/server/support/servers.ts';
import { emitWireServer, filler, importWireServer, streamRequest } from './wire-support.ts';

const KEY = { 'x-key': 'k' };
const V2 = 'application/vnd.wire.v2+json';
const MiB = 1024 * 1024;

/** What handlers saw, for assertions the response cannot carry. */
const seen: Record<string, any> = {};

const handlers = {
  createItem: ({ body }: any) => body,
  patchItem: ({ params, body }: any) => ({ ...body, id: params.itemId }),
  createCharge: ({ body }: any) => body,
  uploadFile: async ({ body }: any) => {
    const { file } = body;
    let streamed = 0;
    let largestChunk = 0;
    for await (const chunk of file.stream() as Readable) {
      streamed += chunk.length;
      largestChunk = Math.max(largestChunk, chunk.length);
    }
    seen.upload = { ...body, file: undefined, path: file.path, onDisk: statSync(file.path).size, streamed, largestChunk };
    return { name: file.filename, size: file.size, type: file.type };
  },
  putBlob: async ({ params, body }: any) => {
    let size = 0;
    let largestChunk = 0;
    for await (const chunk of body as Readable) {
      size += chunk.length;
      largestChunk = Math.max(largestChunk, chunk.length);
    }
    seen.blob = { readable: body instanceof Readable, largestChunk };
    return { name: params.blobId, size };
  },
  putNote: ({ params, body }: any) => {
    seen.note = { id: params.noteId, body };
  },
  importItems: ({ body }: any) => ({
    accepted: typeof body === 'string' ? body.trim().split('\n').length - 1 : body.length,
  }),
  downloadBlob: ({ params }: any) => {
    const bytes = Buffer.from(`content of ${params.blobId}`);
    if (params.blobId === 'node') return Readable.from(filler(4, 256 * 1024, 'n'));
    if (params.blobId === 'web') return Readable.toWeb(Readable.from([bytes]));
    if (params.blobId === 'blob') return new Blob([bytes]);
    return new Uint8Array(bytes);
  },
  exportItems: () => 'id,name\n1,one\n',
  deleteItem: () => undefined,
  getItem: ({ params }: any) => ({ id: params.itemId, name: 'x' }),
  searchItems: ({ query, headers }: any) => [{ id: 0, name: JSON.stringify({ query, headers }) }],
  getIssue: ({ params }: any) => ({ id: params.issueNumber, name: params.owner }),
};

let outDir: string;
let server: RunningServer;
let small: RunningServer;

beforeAll(async () => {
  outDir = await emitWireServer();
  const { createHandler } = await importWireServer(outDir);
  const options = { verifyApiKey: (key: string) => (key === 'k' ? { subject: 'u' } : null), onError: () => {} };
  server = await listen(createServer(createHandler(handlers, options)), '');
  const limits = { ...options, bodyLimit: 1024, uploadLimit: 64 * 1024 };
  small = await listen(createServer(createHandler(handlers, limits)), '');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await small?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const send = (method: string, path: string, headers: Record<string, string>, body?: string | Buffer) =>
  request(server.url, method, path, { headers: { ...KEY, ...headers }, ...(body !== undefined ? { body } : {}) });

describe('request bodies', () => {
  it('reads JSON in the vendor type and in plain application/json, answering the declared 201', async () => {
    const item = { id: 1, name: 'a' };
    for (const type of [V2, 'application/vnd.wire.v1+json', 'application/json']) {
      const response = await send('POST', '/v1/items', { 'content-type': type, accept: V2 }, JSON.stringify(item));
      expect(response.status, response.text).toBe(201);
      expect(response.headers['content-type']).toBe(V2);
      expect(response.json()).toEqual(item);
    }
  });

  it('reads a structured-syntax JSON type and types the integer path parameter', async () => {
    const response = await send('PATCH', '/v1/items/7', { 'content-type': 'application/merge-patch+json' }, '{"id":1,"name":"b"}');
    expect(response.json()).toEqual({ name: 'b', id: 7 });
  });

  it('decodes a bracket form into nested objects and arrays, converting integers', async () => {
    const form = 'amount=2000&currency=usd&metadata[order]=6735&items[0][price]=p1&items[0][quantity]=2&items[1][price]=p2';
    const response = await send('POST', '/v1/charges', { 'content-type': 'application/x-www-form-urlencoded' }, form);
    expect(response.json()).toEqual({
      amount: 2000,
      currency: 'usd',
      metadata: { order: '6735' },
      items: [{ price: 'p1', quantity: 2 }, { price: 'p2' }],
    });
    const bad = await send('POST', '/v1/charges', { 'content-type': 'application/x-www-form-urlencoded' }, 'amount=lots&currency=usd');
    // The operation has validators: the field is reported with every other failure, by pointer.
    expect((expectProblem(bad, 400, '/v1/charges') as { errors?: unknown }).errors).toEqual([{ pointer: '/body/amount', detail: expect.stringMatching(/^expected integer.*, got "lots"$/) }]);
  });

  it('spools a multi-megabyte multipart file to a temporary file and removes it afterwards', async () => {
    const boundary = 'wire-boundary';
    const head = [
      `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nbig one\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="labels[]"\r\n\r\na\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="labels[]"\r\n\r\nb\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ].join('');
    const response = await streamRequest(
      server.url,
      'POST',
      '/v1/files',
      { ...KEY, 'content-type': `multipart/form-data; boundary=${boundary}` },
      [head, ...filler(8 * 16, 64 * 1024), `\r\n--${boundary}--\r\n`],
    );
    expect(response.status, response.text).toBe(201);
    expect(JSON.parse(response.text)).toEqual({ name: 'big.bin', size: 8 * MiB, type: 'application/octet-stream' });
    const upload = seen.upload;
    expect(upload).toMatchObject({ description: 'big one', labels: ['a', 'b'], onDisk: 8 * MiB, streamed: 8 * MiB });
    // The handler read it from disk in stream-sized pieces, never as one 8 MiB buffer.
    expect(upload.largestChunk).toBeLessThan(MiB);
    await vi.waitFor(() => expect(existsSync(upload.path)).toBe(false));
  });

  it('streams a several-megabyte binary upload to the handler as a Readable', async () => {
    const response = await streamRequest(server.url, 'PUT', '/v1/blobs/b1', { ...KEY, 'content-type': 'application/octet-stream' }, filler(6 * 16, 64 * 1024));
    expect(response.status, response.text).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ name: 'b1', size: 6 * MiB });
    expect(seen.blob.readable).toBe(true);
    expect(seen.blob.largestChunk).toBeLessThan(MiB);
  });

  it('reads text, and chooses between JSON and CSV by Content-Type (202)', async () => {
    const note = await send('PUT', '/v1/notes/n1', { 'content-type': 'text/plain; charset=utf-8' }, 'héllo');
    expect(note.status).toBe(204);
    expect(note.headers['content-type']).toBeUndefined();
    expect(note.body.length).toBe(0);
    expect(seen.note).toEqual({ id: 'n1', body: 'héllo' });
    const csv = await send('POST', '/v1/items:import', { 'content-type': 'text/csv' }, 'id,name\n1,a\n2,b\n');
    expect([csv.status, csv.json()]).toEqual([202, { accepted: 2 }]);
    const json = await send('POST', '/v1/items:import', { 'content-type': 'application/json' }, '[{"id":1,"name":"a"}]');
    expect([json.status, json.json()]).toEqual([202, { accepted: 1 }]);
  });

  it('answers 415 naming the accepted types for an undeclared Content-Type', async () => {
    const response = await send('POST', '/v1/items:import', { 'content-type': 'application/xml' }, '<items/>');
    const problem = expectProblem(response, 415, '/v1/items:import');
    expect(problem.accepted).toEqual(['application/json', 'text/csv']);
    expect(problem.detail).toMatch(/application\/json, text\/csv/);
    const form = await send('POST', '/v1/charges', { 'content-type': 'application/json' }, '{}');
    expectProblem(form, 415, '/v1/charges');
  });
});

describe('size limits', () => {
  const over = (method: string, path: string, type: string, body: string | Buffer) =>
    request(small.url, method, path, { headers: { ...KEY, 'content-type': type }, body });

  it('413 for JSON, form and text bodies over bodyLimit', async () => {
    expectProblem(await over('POST', '/v1/items', V2, JSON.stringify({ id: 1, name: 'x'.repeat(2000) })), 413, '/v1/items');
    expectProblem(await over('POST', '/v1/charges', 'application/x-www-form-urlencoded', `currency=${'x'.repeat(2000)}`), 413, '/v1/charges');
    expectProblem(await over('PUT', '/v1/notes/n', 'text/plain', 'x'.repeat(2000)), 413, '/v1/notes/n');
  });

  it('413 for binary bodies over uploadLimit, declared or streamed', async () => {
    expectProblem(await over('PUT', '/v1/blobs/b', 'application/octet-stream', Buffer.alloc(100 * 1024)), 413, '/v1/blobs/b');
    const streamed = await streamRequest(small.url, 'PUT', '/v1/blobs/b', { ...KEY, 'content-type': 'application/octet-stream' }, filler(10, 16 * 1024));
    expect(streamed.status).toBe(413);
    expect(streamed.headers['content-type']).toBe('application/problem+json');
  });

  it('413 for a multipart file over uploadLimit and a multipart field over bodyLimit', async () => {
    const part = (name: string, content: string, file = false) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="f"' : ''}\r\n\r\n${content}\r\n`;
    const file = await over('POST', '/v1/files', 'multipart/form-data; boundary=b', `${part('file', 'x'.repeat(100 * 1024), true)}--b--\r\n`);
    expectProblem(file, 413, '/v1/files');
    const field = await over('POST', '/v1/files', 'multipart/form-data; boundary=b', `${part('description', 'x'.repeat(2000))}--b--\r\n`);
    expectProblem(field, 413, '/v1/files');
  });
});

describe('responses', () => {
  it('204 without body or Content-Type for a declared 204', async () => {
    const response = await send('DELETE', '/v1/items/3', {});
    expect(response.status).toBe(204);
    expect(response.headers['content-type']).toBeUndefined();
    expect(response.body.length).toBe(0);
  });

  it('sends binary from a Node stream, a web stream, a Blob and bytes', async () => {
    const node = await send('GET', '/v1/blobs/node', { accept: 'application/octet-stream' });
    expect([node.status, node.headers['content-type'], node.body.length]).toEqual([200, 'application/octet-stream', MiB]);
    for (const id of ['web', 'blob', 'bytes']) {
      const response = await send('GET', `/v1/blobs/${id}`, { accept: '*/*' });
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.text).toBe(`content of ${id}`);
    }
  });

  it('sends text in the declared type, and 406 when Accept admits none of the declared types', async () => {
    const csv = await send('GET', '/v1/items:export', { accept: 'text/*' });
    expect([csv.status, csv.headers['content-type'], csv.text]).toEqual([200, 'text/csv; charset=utf-8', 'id,name\n1,one\n']);
    const refused = expectProblem(await send('GET', '/v1/items:export', { accept: V2 }), 406, '/v1/items:export');
    expect(refused.acceptable).toEqual(['text/csv']);
    expectProblem(await send('GET', '/v1/blobs/x', { accept: 'application/json' }), 406, '/v1/blobs/x');
  });

  it('labels JSON with the negotiated vendor version', async () => {
    const v1 = await send('GET', '/v1/items/5', { accept: 'application/vnd.wire.v1+json' });
    expect([v1.headers['content-type'], v1.json()]).toEqual(['application/vnd.wire.v1+json', { id: 5, name: 'x' }]);
  });
});

describe('parameters', () => {
  it('reads every query style and splits header arrays', async () => {
    const query = 'tags=a&tags=b&ids=1,2,3&colors=red|blue&sizes=s%20m&created[gte]=10&created[lte]=20&limit=5&active=true&sort=name';
    const response = await send('GET', `/v1/items?${query}`, { 'x-trace': 't1, t2' });
    expect(JSON.parse(response.json()[0].name)).toEqual({
      query: {
        tags: ['a', 'b'],
        ids: [1, 2, 3],
        colors: ['red', 'blue'],
        sizes: ['s', 'm'],
        created: { gte: 10, lte: 20 },
        limit: 5,
        active: true,
        sort: 'name',
      },
      headers: { xTrace: ['t1', 't2'] },
    });
    const bad = await send('GET', '/v1/items?created[gte]=soon', {});
    expect(expectProblem(bad, 400, '/v1/items').errors).toEqual([{ pointer: '/query/created/gte', detail: 'expected integer, got "soon"' }]);
  });

  it('converts integer path parameters, and answers 400 when one is not an integer', async () => {
    const response = await send('GET', '/v1/repos/acme/issues/42', {});
    expect(response.json()).toEqual({ id: 42, name: 'acme' });
    const bad = await send('GET', '/v1/repos/acme/issues/forty-two', {});
    expect(expectProblem(bad, 400, '/v1/repos/acme/issues/forty-two').errors).toEqual([
      { pointer: '/path/issueNumber', detail: 'expected integer, got "forty-two"' },
    ]);
  });
});

describe('the generated wire server', () => {
  it('type-checks under tsc --strict with handlers typed per payload kind', async () => {
    writeFileSync(join(outDir, 'server/usage.ts'), USAGE);
    const tsc = join(outDir, '../node_modules/.bin/tsc');
    const result = await promisify(execFile)(tsc, ['-p', join(outDir, 'server/tsconfig.json')]).catch((error) => error);
    expect(`${result.stdout ?? ''}${result.stderr ?? ''}`).toBe('');
  }, 60_000);
});

const USAGE = `
import { Readable } from 'node:stream';
import type { Handlers } from './index.ts';

export const handlers: Handlers = {
  uploadFile: async ({ body }) => ({ name: body.file.filename, size: body.file.size, type: body.description }),
  putBlob: async ({ body, params }) => {
    let size = 0;
    for await (const chunk of body) size += (chunk as Buffer).length;
    return { name: params.blobId, size };
  },
  putNote: ({ body }) => void body.toUpperCase(),
  importItems: ({ body }) => ({ accepted: typeof body === 'string' ? 1 : body.length }),
  downloadBlob: () => Readable.from(['x']),
  exportItems: () => 'id\\n',
  getIssue: ({ params }) => ({ id: params.issueNumber + 1, name: params.owner }),
  createCharge: ({ body }) => ({ ...body, amount: body.amount + 1 }),
};

export const wrong: Handlers = {
  // @ts-expect-error: a text response is a string
  exportItems: () => 42,
  // @ts-expect-error: an integer path parameter is a number
  getIssue: ({ params }) => ({ id: params.issueNumber.toUpperCase(), name: 'x' }),
};
`;
