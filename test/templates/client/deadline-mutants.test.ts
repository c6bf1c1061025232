/**
 * The time limit and cancellation of an attempt (templates/client/core/deadline.ts) and the
 * errors it raises (errors.ts), edges a mutation run showed untested: every message, the cause
 * each error carries, timeouts that mean "none", and that an attempt leaves no timer or listener
 * behind. Requests go to a real loopback server; a custom `fetch` (a client option) wraps the
 * platform's to see the signal each attempt uses, or to fail the way other runtimes do.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getEventListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AbortError,
  ApiError,
  ConnectionError,
  ProblemError,
  ResponseParseError,
  ResponseTooLargeError,
  TimeoutError,
} from '../../../templates/client/core/errors.ts';
import { makeClient, ops } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false, maxRetries: 0 };

/** An origin nothing listens on: a server that was started, then closed. */
let refused: string;
beforeAll(async () => {
  const closed: Server = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  refused = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

const failureOf = (promise: Promise<unknown>) => promise.then(() => expect.fail('the call resolved'), (error: unknown) => error as ApiError);

describe('how an attempt fails', () => {
  it('a refused connection names the origin and the runtime code, and keeps the cause', async () => {
    const { client } = makeClient(refused, direct);
    const error = await failureOf(client.send(ops.getData, { dataUrn: 'a' }));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.name).toBe('ConnectionError');
    expect(error.message).toBe(`Could not reach ${refused}: fetch failed (ECONNREFUSED)`);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.toJSON()).toEqual({ name: 'ConnectionError', message: error.message, status: undefined });
  });

  it('a connection that breaks in the body says so', async () => {
    server().reset(() => ({
      raw: (response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        response.write('{"a":');
        setTimeout(() => response.socket?.destroy(), 20);
      },
    }));
    const { client } = makeClient(server().url, direct);
    const error = await failureOf(client.send(ops.getData, { dataUrn: 'a' }));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.message).toMatch(new RegExp(`^The connection to ${server().url} broke while reading the response: \\S`));
    expect(error.cause).toBeDefined();
  });

  it.each<[string, unknown, string]>([
    ['a thrown string', 'boom', 'boom'],
    ['an error whose cause has only a message', new Error('outer', { cause: new Error('inner') }), 'outer (inner)'],
    ['an error whose cause has a code', new Error('outer', { cause: Object.assign(new Error('inner'), { code: 'E_X' }) }), 'outer (E_X)'],
    ['an error without a cause', new Error('plain'), 'plain'],
    ['an error whose cause is no object', new Error('outer', { cause: 'text' }), 'outer'],
  ])('a fetch that throws %s', async (_what, thrown, detail) => {
    const { client } = makeClient(server().url, { ...direct, fetch: () => Promise.reject(thrown) });
    const error = await failureOf(client.send(ops.getData, { dataUrn: 'a' }));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.message).toBe(`Could not reach ${server().url}: ${detail}`);
    expect(error.cause).toBe(thrown);
  });

  it('a fetch that throws an ApiError of its own passes it through', async () => {
    const own = new AbortError('stopped by the fetch');
    const { client } = makeClient(server().url, { ...direct, fetch: () => Promise.reject(own) });
    expect(await failureOf(client.send(ops.getData, { dataUrn: 'a' }))).toBe(own);
  });

  it('a timeout names the operation and the limit', async () => {
    server().reset(() => 'hang');
    const { client } = makeClient(server().url, { ...direct, timeout: 40 });
    const error = await failureOf(client.send(ops.getData, { dataUrn: 'a' }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toBe('get_data did not complete within 40 ms.');
  });

  it('an abort in flight', async () => {
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    server().reset(() => (arrived(), 'hang'));
    const { client } = makeClient(server().url, direct);
    const controller = new AbortController();
    const call = failureOf(client.send(ops.getData, { dataUrn: 'a' }, { signal: controller.signal }));
    await Promise.race([arrival, call]);
    controller.abort();
    const error = await call;
    expect(error).toBeInstanceOf(AbortError);
    expect(error.name).toBe('AbortError');
    expect(error.message).toBe('The request was aborted.');
  });

  it('an abort before sending', async () => {
    const { client } = makeClient(server().url, direct);
    const error = await failureOf(client.send(ops.getData, { dataUrn: 'a' }, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortError);
    expect(error.message).toBe('The request was aborted before it was sent.');
    expect(server().requests).toHaveLength(0);
  });
});

describe('timeouts that mean "none"', () => {
  const slow = () => new Promise<{ json: unknown }>((resolve) => setTimeout(() => resolve({ json: { ok: true } }), 30));

  it.each([
    ['0', 0],
    ['a negative number', -1],
    ['more than a timer can hold', 2 ** 31],
    ['far more than a timer can hold', Number.MAX_SAFE_INTEGER],
  ])('%s', async (_what, timeout) => {
    server().reset(slow);
    const { client } = makeClient(server().url, { ...direct, timeout });
    expect(await client.send(ops.getData, { dataUrn: 'a' })).toEqual({ ok: true });
  });
});

describe('an attempt leaves nothing behind', () => {
  it('its timer is stopped once the body is read', async () => {
    const signals: AbortSignal[] = [];
    const { client } = makeClient(server().url, {
      ...direct,
      timeout: 30,
      fetch: (input, init) => (signals.push(init!.signal!), globalThis.fetch(input, init)),
    });
    await client.send(ops.getData, { dataUrn: 'a' });
    await sleep(80);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
  });

  it("it stops listening to the caller's signal", async () => {
    const controller = new AbortController();
    const { client } = makeClient(server().url, direct);
    for (const dataUrn of ['a', 'b', 'c']) await client.send(ops.getData, { dataUrn }, { signal: controller.signal });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('a failed attempt too', async () => {
    const controller = new AbortController();
    server().reset(() => ({ status: 500, json: { title: 'no' } }));
    const { client } = makeClient(server().url, direct);
    await failureOf(client.send(ops.getData, { dataUrn: 'a' }, { signal: controller.signal }));
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('what each error carries', () => {
  it('an ApiError built by hand', () => {
    const plain = new ApiError('m');
    expect(plain.name).toBe('ApiError');
    expect(Object.hasOwn(plain, 'cause')).toBe(false);
    expect(plain.toJSON()).toEqual({ name: 'ApiError', message: 'm', status: undefined });
    const cause = new Error('why');
    expect(new ApiError('m', { cause, status: 418 })).toMatchObject({ cause, status: 418 });
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['a missing body', () => makeClient(server().url, direct).client.send(ops.createProject, {}), 'InvalidRequestError'],
    ['a version the operation lacks', () => makeClient(server().url, direct).client.send(ops.getData, { dataUrn: 'a' }, { apiVersion: 1 }), 'ApiVersionError'],
    ['no usable credential', () => makeClient(server().url, {}).client.send(ops.apiKeyOnly), 'CredentialsError'],
  ])('%s is named after its class', async (_what, attempt, name) => {
    const error = await failureOf(attempt());
    expect(error.name).toBe(name);
    expect(error.constructor.name).toBe(name);
    expect(server().requests).toHaveLength(0);
  });

  it('a problem keeps only string members as its standard fields', async () => {
    server().reset(() => ({ status: 422, headers: { 'content-type': 'application/problem+json' }, json: { type: 5, title: ['t'], detail: {}, instance: 7, status: 'x', extra: 1 } }));
    const { client } = makeClient(server().url, direct);
    const error = (await failureOf(client.send(ops.getData, { dataUrn: 'a' }))) as ProblemError;
    expect(error).toBeInstanceOf(ProblemError);
    expect(error.name).toBe('ProblemError');
    expect([error.type, error.title, error.detail, error.instance]).toEqual([undefined, undefined, undefined, undefined]);
    expect(error.extensions).toEqual({ extra: 1 });
    expect(error.status).toBe(422);
  });

  it('a body that is too large tells the limit', async () => {
    server().reset(() => ({ json: { data: 'x'.repeat(100) } }));
    const { client } = makeClient(server().url, { ...direct, maxResponseBytes: 10 });
    const error = (await failureOf(client.send(ops.getData, { dataUrn: 'a' }))) as ResponseTooLargeError;
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error.name).toBe('ResponseTooLargeError');
    expect(error.toJSON()).toEqual({ name: 'ResponseTooLargeError', message: error.message, status: 200, limit: 10 });
  });

  it('a body that is not JSON tells its start', async () => {
    server().reset(() => ({ headers: { 'content-type': 'application/json' }, text: 'not  json' }));
    const { client } = makeClient(server().url, direct);
    const error = (await failureOf(client.send(ops.getData, { dataUrn: 'a' }))) as ResponseParseError;
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error.name).toBe('ResponseParseError');
    expect(error.toJSON()).toEqual({ name: 'ResponseParseError', message: error.message, status: 200, snippet: 'not json' });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });
});
