/**
 * Request bodies by media type (templates/client/core/request-body.ts) and the values a file or
 * raw body accepts (uploads.ts), edges a mutation run showed untested: the chosen and refused
 * Content-Types, extra body keys, bodies JSON cannot hold, wildcard declarations, Node and web
 * streams (sent once, never retried), multipart files from streams, and `toFile`. Every body is
 * read back from what a loopback server received.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { customRequest } from '../../../templates/client/core/custom-request.ts';
import { InvalidRequestError } from '../../../templates/client/core/errors.ts';
import { encodeForm } from '../../../templates/client/core/form-encoding.ts';
import { encodeMultipart } from '../../../templates/client/core/multipart.ts';
import type { OperationSpec } from '../../../templates/client/core/spec.ts';
import { toFile } from '../../../templates/client/core/uploads.ts';
import { makeClient, operation } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };

const put = (bodyMediaTypes: string[], extra: Partial<OperationSpec> = {}) =>
  operation({ name: 'put_thing', method: 'PUT', path: '/thing', body: 'optional', bodyMediaTypes, encoders: { form: encodeForm, multipart: encodeMultipart }, ...extra });

const webStream = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

/** Send once against a server that answers 503 first: bodies that can be sent again are, streams are not. */
async function sentWithRetry(op: OperationSpec, params: Record<string, unknown>, options: object = {}) {
  let calls = 0;
  server().reset(() => (++calls === 1 ? { status: 503, json: { title: 'busy' } } : { json: { ok: true } }));
  const { client } = makeClient(server().url, { ...direct, maxRetries: 1 });
  await client.send(op, params, options).catch(() => undefined);
  return server().requests.map((request) => ({ type: request.headers['content-type'], body: request.body }));
}

describe('bodies that can be sent again are retried', () => {
  it.each<[string, OperationSpec, unknown, string | RegExp, string | RegExp]>([
    ['JSON', put(['application/json']), { a: 1 }, 'application/json', '{"a":1}'],
    ['a form', put(['application/x-www-form-urlencoded']), { a: 1 }, 'application/x-www-form-urlencoded', 'a=1'],
    ['multipart', put(['multipart/form-data']), { a: 'x' }, /^multipart\/form-data; boundary=/, /name="a"\r\n\r\nx\r\n/],
    ['text', put(['text/csv']), 'a,b\n1,2', 'text/csv', 'a,b\n1,2'],
    ['bytes', put(['application/octet-stream']), new Uint8Array([65, 66]), 'application/octet-stream', 'AB'],
  ])('%s', async (_what, op, body, type, text) => {
    const sent = await sentWithRetry(op, { body });
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.type).toMatch(type);
      expect(request.body).toMatch(text);
    }
  });
});

describe('a null body', () => {
  it('of raw bytes sends no bytes', async () => {
    const { client } = makeClient(server().url, direct);
    await client.send(put(['application/octet-stream']), { body: null });
    const [request] = server().requests;
    expect([request!.headers['content-type'], request!.body]).toEqual(['application/octet-stream', '']);
  });

  it('of a custom request is JSON null', async () => {
    const { client } = makeClient(server().url, direct);
    await customRequest(client, { method: 'POST', path: '/thing', body: null });
    const [request] = server().requests;
    expect([request!.headers['content-type'], request!.body]).toEqual(['application/vnd.test.v3+json', 'null']);
  });
});

describe('streams are sent once', () => {
  it.each<[string, () => unknown, string]>([
    ['a web stream', () => webStream('we', 'b'), 'web'],
    ['a Node readable of strings', () => Readable.from(['no', 'de']), 'node'],
    ['a Node readable of bytes', () => Readable.from([Buffer.from('by'), Buffer.from('tes')]), 'bytes'],
  ])('%s', async (_what, body, text) => {
    const sent = await sentWithRetry(put(['application/octet-stream']), { body: body() });
    expect(sent).toEqual([{ type: 'application/octet-stream', body: text }]);
  });

  it('a Node readable of bytes that are not UTF-8 arrives byte for byte', async () => {
    const { client } = makeClient(server().url, direct);
    await client.send(put(['application/octet-stream']), { body: Readable.from([Buffer.from([0xff, 0x00, 0xfe])]) });
    expect([...server().requests[0]!.bytes]).toEqual([0xff, 0x00, 0xfe]);
  });

  it('a text stream too', async () => {
    const sent = await sentWithRetry(put(['text/csv']), { body: webStream('a,b') });
    expect(sent).toEqual([{ type: 'text/csv', body: 'a,b' }]);
  });
});

describe('the Content-Type of a body', () => {
  const send = async (op: OperationSpec, body: unknown, options: object = {}) => {
    const { client } = makeClient(server().url, direct);
    await client.send(op, { body }, options);
    const [request] = server().requests;
    return { type: request!.headers['content-type'], body: request!.body };
  };

  it.each<[string, OperationSpec, unknown, object, { type: string | undefined; body: string }]>([
    ['the first declared type by default', put(['application/json', 'text/plain']), { a: 1 }, {}, { type: 'application/json', body: '{"a":1}' }],
    ['another declared type when the call picks it', put(['application/json', 'text/plain']), 'hi', { contentType: 'text/plain' }, { type: 'text/plain', body: 'hi' }],
    ['a picked type with its version filled in', put(['application/vnd.t.v{version}+json', 'text/plain']), { a: 1 }, { contentType: 'application/vnd.t.v{version}+json' }, { type: 'application/vnd.t.v3+json', body: '{"a":1}' }],
    ['a Blob under a wildcard keeps its own type', put(['*/*']), new Blob(['png'], { type: 'image/png' }), {}, { type: 'image/png', body: 'png' }],
    ['a Blob without a type under a wildcard is octet-stream', put(['image/*']), new Blob(['x']), {}, { type: 'application/octet-stream', body: 'x' }],
    ['bytes under a wildcard are octet-stream', put(['*/*']), new Uint8Array([67]), {}, { type: 'application/octet-stream', body: 'C' }],
    ['a concrete declaration wins over the Blob type', put(['application/pdf']), new Blob(['%PDF'], { type: 'text/plain' }), {}, { type: 'application/pdf', body: '%PDF' }],
    ['a form of an object without a prototype', put(['application/x-www-form-urlencoded']), Object.assign(Object.create(null), { a: 'b c' }), {}, { type: 'application/x-www-form-urlencoded', body: 'a=b+c' }],
    ['a form given as URLSearchParams, as it is', put(['application/x-www-form-urlencoded']), new URLSearchParams({ q: '1' }), {}, { type: 'application/x-www-form-urlencoded', body: 'q=1' }],
  ])('%s', async (_what, op, body, options, want) => {
    expect(await send(op, body, options)).toEqual(want);
  });

  it('extra keys merge over the body, or are the body', async () => {
    expect(await send(put(['application/json']), { a: 1, b: 1 }, { body: { b: 2 } })).toEqual({ type: 'application/json', body: '{"a":1,"b":2}' });
    server().reset();
    expect(await send(put(['application/json']), undefined, { body: { c: 3 } })).toEqual({ type: 'application/json', body: '{"c":3}' });
  });
});

describe('bodies refused before sending', () => {
  it.each<[string, OperationSpec, Record<string, unknown>, object, string]>([
    ['a missing required body', put(['application/json'], { body: 'required' }), {}, {}, 'put_thing: a request body is required.'],
    ['a type the operation does not declare', put(['application/json', 'text/plain']), { body: 'x' }, { contentType: 'text/csv' }, 'put_thing: the body cannot be sent as text/csv; it can be sent as application/json or text/plain.'],
    ['extra keys over a string body', put(['application/json']), { body: 'x' }, { body: { a: 1 } }, 'put_thing: extra body keys need an object body.'],
    ['extra keys over a null body', put(['application/json']), { body: null }, { body: { a: 1 } }, 'put_thing: extra body keys need an object body.'],
    ['extra keys over an array body', put(['application/json']), { body: [1] }, { body: { a: 1 } }, 'put_thing: extra body keys need an object body.'],
    ['a BigInt in JSON', put(['application/json']), { body: { n: 1n } }, {}, 'put_thing: the request body cannot be serialised as JSON.'],
  ])('%s', async (_what, op, params, options, message) => {
    const { client } = makeClient(server().url, direct);
    const error = await client.send(op, params, options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toBe(message);
    expect(server().requests).toHaveLength(0);
  });

  it('a body JSON cannot hold keeps the reason as its cause', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const { client } = makeClient(server().url, direct);
    const error = await client.send(put(['application/json']), { body: cyclic }).catch((caught: unknown) => caught);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });
});

describe('multipart files from any uploadable', () => {
  const upload = put(['multipart/form-data'], { partTypes: { typed: 'text/csv' } });

  async function partsSent(body: Record<string, unknown>) {
    const { client } = makeClient(server().url, direct);
    await client.send(upload, { body });
    const [request] = server().requests;
    const form = await new Response(new Uint8Array(request!.bytes), { headers: { 'content-type': String(request!.headers['content-type']) } }).formData();
    const parts: unknown[] = [];
    for (const [name, value] of form) parts.push([name, typeof value === 'string' ? value : [value.name, value.type, await value.text()]]);
    return parts;
  }

  it.each<[string, Record<string, unknown>, unknown[]]>([
    ['a web stream', { f: webStream('ab', 'cd') }, [['f', ['f', 'application/octet-stream', 'abcd']]]],
    ['a Node readable', { f: Readable.from(['ab', 'cd']) }, [['f', ['f', 'application/octet-stream', 'abcd']]]],
    ['a stream under a declared type', { typed: webStream('a,b') }, [['typed', ['typed', 'text/csv', 'a,b']]]],
    ['an ArrayBuffer', { f: new TextEncoder().encode('buf').buffer }, [['f', ['f', 'application/octet-stream', 'buf']]]],
    ['a Blob of the declared type as it is', { typed: new Blob(['x'], { type: 'text/csv' }) }, [['typed', ['typed', 'text/csv', 'x']]]],
    ['a Blob of another type, retyped', { typed: new Blob(['x'], { type: 'text/plain' }) }, [['typed', ['typed', 'text/csv', 'x']]]],
    ['an object with a pipe but no iterator is no stream', { f: { pipe() {}, p: 1 } }, [['f', '{"p":1}']]],
    ['an object with a pipe that is no function is no stream', { f: { pipe: 'no', [Symbol.asyncIterator]() {} } }, [['f', '{"pipe":"no"}']]],
    ['bytes under a declared type', { typed: new Uint8Array([65]) }, [['typed', ['typed', 'text/csv', 'A']]]],
    ['a Node readable under a declared type', { typed: Readable.from(['a,b']) }, [['typed', ['typed', 'text/csv', 'a,b']]]],
  ])('%s', async (_what, body, want) => {
    expect(await partsSent(body)).toEqual(want);
  });
});

describe('toFile', () => {
  it.each<[string, () => Promise<File>, [string, string, string]]>([
    ['a string, as text/plain', () => toFile('hi', 'a.txt'), ['a.txt', 'text/plain', 'hi']],
    ['a string of a given type', () => toFile('a,b', 'a.csv', { type: 'text/csv' }), ['a.csv', 'text/csv', 'a,b']],
    ['bytes without a type', () => toFile(new Uint8Array([65]), 'a.bin'), ['a.bin', '', 'A']],
    ['bytes of a given type', () => toFile(new Uint8Array([65]), 'a.bin', { type: 'application/x-a' }), ['a.bin', 'application/x-a', 'A']],
    ['a Blob keeps its type', () => toFile(new Blob(['x'], { type: 'image/png' }), 'x.png'), ['x.png', 'image/png', 'x']],
    ['a Blob given another type', () => toFile(new Blob(['x'], { type: 'image/png' }), 'x.gif', { type: 'image/gif' }), ['x.gif', 'image/gif', 'x']],
    ['a web stream', () => toFile(webStream('s', 't'), 's.txt'), ['s.txt', '', 'st']],
    ['a Node readable of a given type', () => toFile(Readable.from([Buffer.from('nd')]), 'n.txt', { type: 'text/plain' }), ['n.txt', 'text/plain', 'nd']],
    ['a Node readable without a type', () => toFile(Readable.from([Buffer.from('nd')]), 'n.bin'), ['n.bin', '', 'nd']],
  ])('%s', async (_what, make, [name, type, text]) => {
    const file = await make();
    expect(file).toBeInstanceOf(File);
    expect([file.name, file.type, await file.text()]).toEqual([name, type, text]);
  });
});
