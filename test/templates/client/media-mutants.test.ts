/**
 * Content negotiation and media kinds (templates/client/core/media.ts), edges a mutation run
 * showed untested: the version a pinned client sends when the operation lacks its pin, the
 * versions named when a call asks for one that does not exist, a version's own wire, the Accept
 * header of an operation without content, and which media types are read as text, bytes or JSON.
 * Over loopback where a request shows it; the pure functions through their exports.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiVersionError } from '../../../templates/client/core/errors.ts';
import { isJsonMediaType, mediaKind } from '../../../templates/client/core/media.ts';
import type { OperationSpec } from '../../../templates/client/core/spec.ts';
import { makeClient, operation } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false, maxRetries: 0 };

const get = (extra: Partial<OperationSpec>) => operation({ name: 'get_thing', method: 'GET', path: '/thing', ...extra });

async function acceptSent(op: OperationSpec, apiVersion?: number) {
  const { client } = makeClient(server().url, { ...direct, ...(apiVersion === undefined ? {} : { apiVersion }) });
  await client.send(op);
  return server().requests[0]!.headers['accept'];
}

describe('the version sent', () => {
  it.each<[string, number[], number, string]>([
    ['the pin when offered', [1, 2, 5], 2, 'application/vnd.test.v2+json, application/problem+json'],
    ['the newest below the pin', [1, 2, 5], 4, 'application/vnd.test.v2+json, application/problem+json'],
    ['the oldest when all are above the pin', [3, 5], 2, 'application/vnd.test.v3+json, application/problem+json'],
  ])('%s', async (_what, versions, pin, accept) => {
    expect(await acceptSent(get({ versions }), pin)).toBe(accept);
  });

  it('a version the call asks for and the operation lacks is refused, naming those it has', async () => {
    const { client } = makeClient(server().url, direct);
    const error = await client.send(get({ versions: [2, 3] }), {}, { apiVersion: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiVersionError);
    expect((error as Error).message).toBe('get_thing does not exist in API version 1; it is available in v2, v3.');
    expect(server().requests).toHaveLength(0);
  });

  it("a version's own wire replaces the shared one", async () => {
    server().reset(() => ({ headers: { 'content-type': 'text/plain' }, text: '{"a":1}' }));
    const op = get({ versions: [2, 3], byVersion: { 2: { responseMediaTypes: ['text/plain'] } } });
    const { client } = makeClient(server().url, { ...direct, apiVersion: 2 });
    expect(await client.send(op)).toBe('{"a":1}');
    expect(server().requests[0]!.headers['accept']).toBe('text/plain, application/problem+json');
    server().reset(() => ({ json: { a: 1 } }));
    const { client: current } = makeClient(server().url, direct);
    expect(await current.send(op)).toEqual({ a: 1 });
  });
});

describe('the Accept header of an operation without content', () => {
  it.each<[string, Partial<OperationSpec>, string]>([
    ['the problem type alone', { responseMediaTypes: [] }, 'application/problem+json'],
    ['the version too when versions differ on the wire', { responseMediaTypes: [], versions: [2, 3], byVersion: { 2: { body: 'optional' } } }, 'application/vnd.test.v3+json, application/problem+json'],
  ])('%s', async (_what, extra, accept) => {
    server().reset(() => ({ status: 204 }));
    expect(await acceptSent(get(extra))).toBe(accept);
  });
});

describe('how a success of each media type is read', () => {
  it.each<[string, string, 'text' | 'bytes']>([
    ['text/html', 'text/html', 'text'],
    ['application/xml', 'application/xml', 'text'],
    ['a +xml type', 'application/atom+xml', 'text'],
    ['an image', 'image/png', 'bytes'],
    ['a type that only starts like XML', 'application/xml-dtd', 'bytes'],
    ['a type that ends in text/', 'application/x-text/', 'bytes'],
  ])('%s', async (_what, type, kind) => {
    server().reset(() => ({ headers: { 'content-type': type }, text: '<a/>' }));
    const { client } = makeClient(server().url, direct);
    const result = await client.send(get({ responseMediaTypes: [type] }));
    if (kind === 'text') expect(result).toBe('<a/>');
    else expect(result).toBeInstanceOf(Response);
  });
});

describe('a text/json success', () => {
  it.each([['declared', ['text/json']], ['undeclared, read by its Content-Type', undefined]] as const)('is parsed as JSON when %s', async (_what, declared) => {
    server().reset(() => ({ headers: { 'content-type': 'text/json; charset=utf-8' }, text: '{"a":[1]}' }));
    const { client } = makeClient(server().url, direct);
    expect(await client.send(get(declared ? { responseMediaTypes: [...declared] } : {}))).toEqual({ a: [1] });
  });
});

describe('mediaKind and isJsonMediaType', () => {
  it.each<[string, ReturnType<typeof mediaKind>]>([
    ['application/x-www-form-urlencoded ; charset=utf-8', 'form'],
    [' Multipart/Form-Data; boundary=x', 'multipart'],
    ['application/vnd.x+json;v=1', 'json'],
    ['Text/JSON; charset=utf-8', 'json'],
    ['TEXT/CSV', 'text'],
  ])('mediaKind(%j)', (type, kind) => {
    expect(mediaKind(type)).toBe(kind);
  });

  it.each<[string | null | undefined, boolean]>([
    ['application/json ; charset=utf-8', true],
    [' application/problem+json', true],
    ['application/jsonx', false],
    ['text/json; charset=utf-8', true],
    ['text/jsonx', false],
    [null, false],
    [undefined, false],
    ['', false],
  ])('isJsonMediaType(%j), asked first or again', async (type, json) => {
    vi.resetModules();
    const fresh = await import('../../../templates/client/core/media.ts');
    expect(fresh.isJsonMediaType(type)).toBe(json);
    expect(fresh.isJsonMediaType(type)).toBe(json);
    expect(isJsonMediaType(type)).toBe(json);
  });
});
