/**
 * Reading a response body (templates/client/core/received.ts and body-reader.ts), edges a
 * mutation run showed untested: a declared length over, at and under the size limit, with and
 * without compression; bodies that come in several chunks, end early, fail or have already been
 * read by a hook; responses without a body; and the raw response `asResponse()` hands over. The
 * platform's fetch reads a declared length in one piece and everything else chunk by chunk, so
 * most cases run both ways: over loopback HTTP, and through a `fetch` option that answers with a
 * stream the test controls.
 */
import { getEventListeners } from 'node:events';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiError, ConnectionError, ProblemError, ResponseTooLargeError } from '../../../templates/client/core/errors.ts';
import { BoundedBody } from '../../../templates/client/core/body-reader.ts';
import { Deadline } from '../../../templates/client/core/deadline.ts';
import { ReceivedResponse } from '../../../templates/client/core/received.ts';
import { outcome } from './support/bodies.ts';
import { makeClient, ops } from './support/api.ts';
import { type Reply, useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false, maxRetries: 0 };
const bytes = (text: string) => new TextEncoder().encode(text);

/** A reply with a declared length (the server's own replies are chunked), optionally gzipped. */
function declared(text: string, gzip = false): Reply {
  const payload = gzip ? gzipSync(text) : Buffer.from(text);
  const headers = { 'content-type': 'text/plain', 'content-length': String(payload.length), ...(gzip ? { 'content-encoding': 'gzip' } : {}) };
  return { raw: (response) => response.writeHead(200, headers).end(payload) };
}

/** A body the test controls: `chunks` one per pull (none read ahead), counting pulls and cancels. */
function probeStream(chunks: Uint8Array[]) {
  const probe = { pulls: 0, cancelled: 0, stream: undefined as unknown as ReadableStream<Uint8Array> };
  let next = 0;
  probe.stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        probe.pulls++;
        if (next < chunks.length) controller.enqueue(chunks[next++]!);
        else controller.close();
      },
      cancel() {
        probe.cancelled++;
      },
    },
    { highWaterMark: 0 },
  );
  return probe;
}

/** A client whose `fetch` answers every request with `answer()`. */
function fetchingClient(answer: () => Response, options: object = {}) {
  return makeClient(server().url, { ...direct, fetch: async () => answer(), ...options }).client;
}

describe('a body in several chunks', () => {
  it('is joined, a character split between two chunks intact', async () => {
    const e = bytes('é');
    const probe = probeStream([bytes('h'), e.subarray(0, 1), e.subarray(1), bytes('llo')]);
    const client = fetchingClient(() => new Response(probe.stream, { headers: { 'content-type': 'text/plain' } }));
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toBe('héllo');
  });

  it('of exactly the limit is read whole; one byte more is too large', async () => {
    const read = (limit: number) =>
      outcome(fetchingClient(() => new Response(probeStream([bytes('he'), bytes('llo')]).stream, { headers: { 'content-type': 'text/plain' } }), { maxResponseBytes: limit }).send(ops.getData, { dataUrn: 'd' }));
    expect(await read(5)).toEqual({ value: 'hello' });
    const error = await read(4);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as Error).message).toBe('The response of get_data is larger than 4 bytes (maxResponseBytes); the client stopped reading it.');
  });

  it('that fails half-way is a ConnectionError from reading, not from reaching the server', async () => {
    const client = fetchingClient(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(bytes('{"a":'));
              controller.error(new Error('reset by peer'));
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe(`The connection to ${server().url} broke while reading the response: reset by peer`);
  });
});

describe('a declared length', () => {
  it('over the limit fails before a byte is read, and the body is cancelled', async () => {
    const probe = probeStream([bytes('x'.repeat(10))]);
    const client = fetchingClient(() => new Response(probe.stream, { headers: { 'content-type': 'text/plain', 'content-length': '10' } }), { maxResponseBytes: 9 });
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect([probe.pulls, probe.cancelled]).toEqual([0, 1]);
  });

  it('equal to the limit is read', async () => {
    const client = fetchingClient(() => new Response(probeStream([bytes('hello')]).stream, { headers: { 'content-type': 'text/plain', 'content-length': '5' } }), {
      maxResponseBytes: 5,
    });
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toBe('hello');
  });

  it('over the limit from the platform fetch is too large too', async () => {
    server().reset(() => declared('x'.repeat(100)));
    const { client } = makeClient(server().url, { ...direct, maxResponseBytes: 50 });
    expect(await outcome(client.send(ops.getData, { dataUrn: 'd' }))).toBeInstanceOf(ResponseTooLargeError);
  });

  it('of a compressed body says nothing of its decoded size', async () => {
    // Three bytes gzip to about twenty: the compressed length is over the limit, the text is not.
    server().reset(() => declared('abc', true));
    const { client } = makeClient(server().url, { ...direct, maxResponseBytes: 10 });
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toBe('abc');
  });
});

describe('a response without a body', () => {
  it('that declares a length over the limit is too large, whatever is missing', async () => {
    const client = fetchingClient(() => new Response(null, { headers: { 'content-type': 'text/plain', 'content-length': '100' } }), { maxResponseBytes: 50 });
    expect(await outcome(client.send(ops.getData, { dataUrn: 'd' }))).toBeInstanceOf(ResponseTooLargeError);
  });

  it('that declares a length reads as empty (a 304 from the platform fetch)', async () => {
    server().reset(() => ({ raw: (response) => response.writeHead(304, { 'content-length': '5', 'content-type': 'text/plain' }).end() }));
    const { client } = makeClient(server().url, direct);
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(ProblemError);
    expect((error as ProblemError).status).toBe(304);
  });

  it('is handed over as it is by asResponse()', async () => {
    const answer = new Response(null, { status: 200 });
    const client = fetchingClient(() => answer);
    const raw = await client.send(ops.getData, { dataUrn: 'd' }).asResponse();
    expect(raw).toBe(answer);
    expect(raw.body).toBeNull();
  });

  it('a 204 that still carries a body (as some fetch replacements give) is handed over as it is', async () => {
    const answer = new Response('stray');
    Object.defineProperty(answer, 'status', { value: 204 });
    const client = fetchingClient(() => answer);
    expect(await client.send(ops.getData, { dataUrn: 'd' }).asResponse()).toBe(answer);
  });
});

describe('a body a hook has already touched', () => {
  const hooked = (touch: (response: Response) => Promise<void> | void) => {
    const seen: Response[] = [];
    const { client } = makeClient(server().url, {
      ...direct,
      onResponse: async (response) => {
        seen.push(response);
        await touch(response);
      },
    });
    return { client, seen };
  };

  it.each<[string, (response: Response) => Promise<void> | void]>([
    ['read whole', async (response) => void (await response.text())],
    ['locked by a reader', (response) => void response.body!.getReader()],
  ])('%s: parsing it fails, naming the operation', async (_what, touch) => {
    server().reset(() => declared('hello'));
    const error = await outcome(hooked(touch).client.send(ops.getData, { dataUrn: 'd' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ConnectionError);
    expect((error as ApiError).message).toBe('The response body of get_data was already read.');
    expect((error as ApiError).status).toBe(200);
  });

  it('started by a reader that let go: the rest is parsed', async () => {
    server().reset(() => ({ raw: (response) => response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '5' }).end('hello') }));
    const { client } = hooked(async (response) => {
      const reader = response.body!.getReader();
      await reader.read();
      reader.releaseLock();
    });
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toBe('');
  });

  it.each<[string, (response: Response) => Promise<void> | void]>([
    ['read whole', async (response) => void (await response.text())],
    ['locked by a reader', (response) => void response.body!.getReader()],
    ['started by a reader that let go', async (response) => {
      const reader = response.body!.getReader();
      await reader.read();
      reader.releaseLock();
    }],
  ])('%s: asResponse() hands over the response the hook saw', async (_what, touch) => {
    server().reset(() => declared('hello'));
    const { client, seen } = hooked(touch);
    expect(await client.send(ops.getData, { dataUrn: 'd' }).asResponse()).toBe(seen[0]);
  });
});

describe('a body read in one piece', () => {
  it('ends the attempt: the caller signal is let go', async () => {
    server().reset(() => declared('hello'));
    const { client } = makeClient(server().url, direct);
    const signal = new AbortController().signal;
    expect(await client.send(ops.getData, { dataUrn: 'd' }, { signal })).toBe('hello');
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });
});

describe('the raw response of asResponse()', () => {
  it('is one response however often it is asked for, with the URL it came from', async () => {
    server().reset(() => ({ text: 'hello' }));
    const { client } = makeClient(server().url, direct);
    const pending = client.send(ops.getData, { dataUrn: 'd' });
    const first = await pending.asResponse();
    expect(await pending.asResponse()).toBe(first);
    expect(first.url).toBe(`${server().url}/api/data/d`);
    expect(await first.text()).toBe('hello');
  });

  it('keeps the status, status text and headers of the response', async () => {
    server().reset(() => ({ raw: (response) => response.writeHead(201, 'Made', { 'content-type': 'text/plain', 'x-request-id': 'r-1' }).end('made') }));
    const { client } = makeClient(server().url, direct);
    const raw = await client.send(ops.getData, { dataUrn: 'd' }).asResponse();
    expect([raw.status, raw.statusText, raw.headers.get('x-request-id'), await raw.text()]).toEqual([201, 'Made', 'r-1', 'made']);
  });

  it('cancels the body it streams when the caller cancels', async () => {
    const probe = probeStream([bytes('a'), bytes('b')]);
    const raw = await fetchingClient(() => new Response(probe.stream)).send(ops.getData, { dataUrn: 'd' }).asResponse();
    await raw.body!.cancel();
    expect(probe.cancelled).toBe(1);
  });
});

describe('a body dropped before a retry', () => {
  it('is cancelled, not left open', async () => {
    const probe = probeStream([bytes('busy')]);
    let calls = 0;
    const client = fetchingClient(() => (++calls === 1 ? new Response(probe.stream, { status: 503 }) : Response.json({ ok: true })), { maxRetries: 1 });
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toEqual({ ok: true });
    expect(probe.cancelled).toBe(1);
  });
});

describe('ReceivedResponse and BoundedBody on their own', () => {
  const limits = () => ({ deadline: new Deadline(10_000, undefined, 'op'), limit: 100, origin: 'http://origin.test', fetchHonoursSignal: false, operation: 'op' });

  it('a body without a Content-Type is a Blob without a type', async () => {
    const blob = await new ReceivedResponse(new Response(bytes('ab')), limits()).blob();
    expect([blob.type, await blob.text()]).toEqual(['', 'ab']);
  });

  it('a response without a body cancels as a no-op', async () => {
    const { deadline, ...rest } = limits();
    const body = new BoundedBody(new Response(null), { deadline, ...rest });
    await expect(body.cancel()).resolves.toBeUndefined();
    expect(await body.chunks()).toEqual([]);
  });
});
