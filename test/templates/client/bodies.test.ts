/**
 * Response bodies are read under the attempt's timeout and signal and within a size limit, and
 * every way reading one can fail is an `ApiError` (issue 11).
 */
import { describe, expect, it } from 'vitest';
import {
  AbortError,
  ApiError,
  ConnectionError,
  ResponseParseError,
  ResponseTooLargeError,
  TimeoutError,
} from '../../../templates/client/core/errors.ts';
import { brokenBody, endlessBody, eventually, gzipBomb, outcome, stalledBody } from './support/bodies.ts';
import { makeClient, ops } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();

const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false, maxRetries: 0 };

describe('size limit', () => {
  it('stops reading an endless body at the limit and closes the connection', async () => {
    const probe = endlessBody();
    server().reset(() => probe.reply);
    const { client } = makeClient(server().url, { ...direct, maxResponseBytes: 1024 * 1024 });
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, limit: 1024 * 1024 });
    expect((error as Error).message).toContain('1048576');
    expect(await eventually(() => probe.closedEarly)).toBe(true);
    expect(probe.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('bounds a gzip bomb by its decoded size, with the default limit', async () => {
    server().reset(() => gzipBomb());
    const { client } = makeClient(server().url, direct);
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as ResponseTooLargeError).limit).toBe(32 * 1024 * 1024);
  });

  it('takes a per-call limit over the client one, and refuses a declared length at once', async () => {
    server().reset(() => ({ json: { text: 'x'.repeat(5000) } }));
    const { client } = makeClient(server().url, { ...direct, maxResponseBytes: 100 });
    await expect(client.send(ops.getData, { dataUrn: 'd' })).rejects.toThrow(ResponseTooLargeError);
    await expect(client.send(ops.getData, { dataUrn: 'd' }, { maxResponseBytes: 10_000 })).resolves.toMatchObject({});
    await expect(client.send(ops.getData, { dataUrn: 'd' }, { maxResponseBytes: 4000 })).rejects.toMatchObject({ limit: 4000 });
  });

  it('bounds an error body too', async () => {
    const probe = endlessBody(500);
    server().reset(() => probe.reply);
    const { client } = makeClient(server().url, { ...direct, maxResponseBytes: 256 * 1024 });
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ status: 500 });
    expect(await eventually(() => probe.closedEarly)).toBe(true);
  });
});

describe('deadline over the body', () => {
  // With a declared length within the limit the client reads the body in one piece (no chunk
  // loop); the deadline, the caller's signal and a broken connection must still end that read.
  const declared = [
    { given: 'no declared length', length: undefined },
    { given: 'a declared length within the limit', length: 4096 },
  ];

  for (const { given, length } of declared) {
    it(`times out a body that stalls after the headers (${given})`, async () => {
      const probe = stalledBody(length);
      server().reset(() => probe.reply);
      const { client } = makeClient(server().url, { ...direct, timeout: 200 });
      const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
      expect(error).toBeInstanceOf(TimeoutError);
      expect(await eventually(() => probe.closedEarly)).toBe(true);
    });

    it(`aborts a stalled body when the caller aborts (${given})`, async () => {
      const probe = stalledBody(length);
      server().reset(() => probe.reply);
      let headersArrived = false;
      const { client } = makeClient(server().url, { ...direct, onResponse: () => void (headersArrived = true) });
      const controller = new AbortController();
      const pending = client.send(ops.getData, { dataUrn: 'd' }, { signal: controller.signal });
      expect(await eventually(() => headersArrived)).toBe(true);
      controller.abort();
      expect(await outcome(pending)).toBeInstanceOf(AbortError);
      expect(await eventually(() => probe.closedEarly)).toBe(true);
    });

    it(`reports a connection dropped mid-body as a ConnectionError (${given})`, async () => {
      server().reset(() => brokenBody(length));
      const { client } = makeClient(server().url, direct);
      expect(await outcome(client.send(ops.getData, { dataUrn: 'd' }))).toBeInstanceOf(ConnectionError);
    });
  }

  it('times out a stalled body that onResponse put in place of the one fetched, even with a declared length', async () => {
    server().reset(() => ({ headers: { 'content-type': 'application/json' }, json: { ok: true } }));
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"a":')) });
    const { client } = makeClient(server().url, {
      ...direct,
      timeout: 200,
      onResponse: () => new Response(stalled, { status: 200, headers: { 'content-type': 'application/json', 'content-length': '100' } }),
    });
    expect(await outcome(client.send(ops.getData, { dataUrn: 'd' }))).toBeInstanceOf(TimeoutError);
  });

  it('times out a body that stalls after the headers', async () => {
    const probe = stalledBody();
    server().reset(() => probe.reply);
    const { client } = makeClient(server().url, { ...direct, timeout: 200 });
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(await eventually(() => probe.closedEarly)).toBe(true);
  });

  it('aborts while the body is being read', async () => {
    const probe = stalledBody();
    server().reset(() => probe.reply);
    let headersArrived = false;
    const { client } = makeClient(server().url, {
      ...direct,
      onResponse: () => {
        headersArrived = true;
      },
    });
    const controller = new AbortController();
    const pending = client.send(ops.getData, { dataUrn: 'd' }, { signal: controller.signal });
    expect(await eventually(() => headersArrived)).toBe(true);
    controller.abort();
    const error = await outcome(pending);
    expect(error).toBeInstanceOf(AbortError);
    expect(await eventually(() => probe.closedEarly)).toBe(true);
  });

  it('keeps the deadline over a raw response the caller streams', async () => {
    server().reset(() => stalledBody().reply);
    const { client } = makeClient(server().url, { ...direct, timeout: 200 });
    const response = await client.send(ops.getData, { dataUrn: 'd' }).asResponse();
    expect(await outcome(response.text())).toBeInstanceOf(TimeoutError);
  });

  it('reports a connection dropped mid-body as a ConnectionError', async () => {
    server().reset(() => brokenBody());
    const { client } = makeClient(server().url, direct);
    expect(await outcome(client.send(ops.getData, { dataUrn: 'd' }))).toBeInstanceOf(ConnectionError);
  });
});

describe('parsing', () => {
  it('reports invalid JSON as a ResponseParseError with the status and a snippet', async () => {
    server().reset(() => ({ headers: { 'content-type': 'application/vnd.test.v3+json' }, text: '{"items": [1, 2,, <html>' }));
    const { client } = makeClient(server().url, direct);
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, snippet: '{"items": [1, 2,, <html>' });
    expect((error as Error).message).toContain('get_data');
  });

  it('still reads small bodies of every kind', async () => {
    const { client } = makeClient(server().url, direct);
    server().reset(() => ({ headers: { 'content-type': 'text/plain; charset=utf-8' }, text: 'héllo 🧬' }));
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toBe('héllo 🧬');
    server().reset(() => ({ headers: { 'content-type': 'application/octet-stream' }, text: 'bytes' }));
    const blob = (await client.send(ops.getData, { dataUrn: 'd' })) as Blob;
    expect(blob.type).toBe('application/octet-stream');
    expect(await blob.text()).toBe('bytes');
    server().reset(() => ({ json: { ok: true }, gzip: true }));
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toEqual({ ok: true });
  });
});
