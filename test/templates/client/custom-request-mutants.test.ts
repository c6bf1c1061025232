/**
 * `customRequest(client, { method, path, … })` for endpoints the SDK does not describe (templates/
 * client/core/custom-request.ts) and the system clock its retries sleep on (clock.ts): the body
 * type chosen for each kind of body, braces kept literal in the path, which methods are retried,
 * the schemes it may use, and the name errors give it. Real requests to a loopback server.
 */
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ClientCore } from '../../../templates/client/core/client-core.ts';
import { systemClock } from '../../../templates/client/core/clock.ts';
import { customRequest } from '../../../templates/client/core/custom-request.ts';
import { AbortError, CredentialsError, ProblemError } from '../../../templates/client/core/errors.ts';
import type { CustomRequest } from '../../../templates/client/core/options.ts';
import type { ApiSpec } from '../../../templates/client/core/spec.ts';
import { TokenManager } from '../../../templates/client/core/tokens.ts';
import { apiSpec, makeClient, operation } from './support/api.ts';
import { FakeClock } from './support/fake-clock.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };

describe('the body of a custom request', () => {
  it.each<[string, unknown, string | undefined, string]>([
    ['none', undefined, undefined, ''],
    ['a plain value as JSON in the API type', { a: 1 }, 'application/vnd.test.v3+json', '{"a":1}'],
    ['a string as text', 'hi', 'text/plain', 'hi'],
    ['URLSearchParams as a form', new URLSearchParams({ a: 'b c' }), 'application/x-www-form-urlencoded', 'a=b+c'],
    ['a typed Blob in its type', new Blob(['<a/>'], { type: 'application/xml' }), 'application/xml', '<a/>'],
    ['an untyped Blob as bytes', new Blob(['b']), 'application/octet-stream', 'b'],
    ['bytes as bytes', new Uint8Array([65]), 'application/octet-stream', 'A'],
  ])('%s', async (_what, body, type, text) => {
    const { client } = makeClient(server().url, direct);
    await customRequest(client, { method: 'POST', path: '/v1/things', ...(body === undefined ? {} : { body }) });
    const [request] = server().requests;
    expect(request!.headers['content-type']).toBe(type);
    expect(request!.body).toBe(text);
  });

  it('a FormData as multipart', async () => {
    const form = new FormData();
    form.append('a', 'b');
    const { client } = makeClient(server().url, direct);
    await customRequest(client, { method: 'POST', path: '/v1/things', body: form });
    const [request] = server().requests;
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.body).toContain('name="a"\r\n\r\nb\r\n');
  });
});

describe('the path, name and retries of a custom request', () => {
  it('sends braces as they are, not as placeholders', async () => {
    const { client } = makeClient(server().url, direct);
    await customRequest(client, { method: 'GET', path: '/v1/{id}/x}' });
    expect(server().requests[0]!.rawPath).toBe('/v1/%7Bid%7D/x%7D');
  });

  it('names itself by method and path in errors', async () => {
    server().reset(() => ({ status: 400, json: { title: 'Bad' } }));
    const { client } = makeClient(server().url, direct);
    const error = await customRequest(client, { method: 'DELETE', path: '/v1/x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProblemError);
    expect((error as Error).message).toBe('400 Bad (DELETE /v1/x)');
  });

  it.each<[CustomRequest['method'], number]>([
    ['GET', 2],
    ['PUT', 2],
    ['DELETE', 2],
    ['POST', 1],
    ['PATCH', 1],
  ])('%s is sent %i times against a 503', async (method, times) => {
    server().reset(() => ({ status: 503, json: { title: 'busy' } }));
    const { client } = makeClient(server().url, { ...direct, maxRetries: 1 });
    await customRequest(client, { method, path: '/v1/x' }).catch(() => undefined);
    expect(server().requests).toHaveLength(times);
  });
});

describe('the schemes a custom request may use', () => {
  const spec = (defaultAuth?: string[]): ApiSpec => {
    const { tokenFlow: _flow, ...rest } = apiSpec(server().url);
    return { ...rest, ...(defaultAuth ? { defaultAuth } : {}) };
  };

  it('every scheme when the API names no default', async () => {
    const client = new ClientCore(spec(), { credentials: { BasicAuth: { username: 'u', password: 'p' } }, clock: new FakeClock() });
    await customRequest(client, { method: 'GET', path: '/v1/x' });
    expect(server().requests[0]!.headers['authorization']).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
  });

  it('only the default ones when the API names them', async () => {
    const client = new ClientCore(spec(['ApiKeyAuth']), { credentials: { BasicAuth: { username: 'u', password: 'p' } }, clock: new FakeClock() });
    const error = await customRequest(client, { method: 'GET', path: '/v1/x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CredentialsError);
    expect((error as Error).message).toBe('GET /v1/x accepts ApiKeyAuth, but the client has no credential that can be used for it.');
  });
});

describe('the system clock', () => {
  it('tells the time of the wall clock', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('stops listening to the signal once it has slept', async () => {
    const controller = new AbortController();
    await systemClock.sleep(1, controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('sleeps, and stops at an abort', async () => {
    await expect(systemClock.sleep(1)).resolves.toBeUndefined();
    await expect(systemClock.sleep(1, new AbortController().signal)).resolves.toBeUndefined();
    await expect(systemClock.sleep(1, AbortSignal.abort())).rejects.toEqual(new AbortError('The request was aborted.'));
    const controller = new AbortController();
    const sleeping = systemClock.sleep(60_000, controller.signal);
    controller.abort();
    await expect(sleeping).rejects.toEqual(new AbortError('The request was aborted.'));
  });

  it('a retry of a real client waits on it and is cut short by an abort', async () => {
    let answered!: () => void;
    const answer = new Promise<void>((resolve) => (answered = resolve));
    server().reset(() => (setTimeout(answered, 50), { status: 503, headers: { 'retry-after': '60' }, json: { title: 'busy' } }));
    const client = new ClientCore(apiSpec(server().url), { ...direct, maxRetries: 1 }, TokenManager);
    const controller = new AbortController();
    const call = client.send(operation({ name: 'get_x', method: 'GET', path: '/x' }), {}, { signal: controller.signal }).catch((caught: unknown) => caught);
    await Promise.race([answer, call]);
    controller.abort();
    expect(await call).toBeInstanceOf(AbortError);
    expect(server().requests).toHaveLength(1);
  });
});
