/**
 * How a success body is read (templates/client/core/response-body.ts), edges a mutation run
 * showed untested: the declared media types of the main status and of the other statuses
 * (`alsoResponses`), bodies without content (204, 205, `Content-Length: 0`), and untyped or empty
 * bodies. Each row is a real response from a loopback server, some written by hand to leave out
 * the Content-Type or the length.
 */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ResponseParseError } from '../../../templates/client/core/errors.ts';
import type { OperationSpec } from '../../../templates/client/core/spec.ts';
import { makeClient, operation } from './support/api.ts';
import { type Reply, useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false, maxRetries: 0 };

const get = (extra: Partial<OperationSpec> = {}) => operation({ name: 'get_thing', method: 'GET', path: '/thing', ...extra });

/** A response written by hand: `headers` exactly (no Content-Type unless given), chunked unless a length is given. */
const handWritten = (status: number, headers: Record<string, string>, body: string): Reply => ({
  raw: (response: ServerResponse) => {
    response.writeHead(status, { ...('content-length' in headers ? {} : { 'transfer-encoding': 'chunked' }), ...headers });
    response.end(body);
  },
});

async function decoded(op: OperationSpec, reply: Reply): Promise<unknown> {
  server().reset(() => reply);
  const { client } = makeClient(server().url, direct);
  return client.send(op);
}

describe('by the declared media type', () => {
  it('bytes come as a Response to read', async () => {
    const result = await decoded(get({ responseMediaTypes: ['application/octet-stream'] }), { headers: { 'content-type': 'application/octet-stream' }, text: '{"a":1}' });
    expect(result).toBeInstanceOf(Response);
    expect(await (result as Response).text()).toBe('{"a":1}');
  });

  it.each<[string, Reply, string]>([
    ['text as a string, even when it looks like JSON', { headers: { 'content-type': 'text/csv' }, text: '{"a":1}' }, '{"a":1}'],
    ['text with no content (204)', { status: 204 }, ''],
    ['text with no content (Content-Length: 0)', { headers: { 'content-type': 'text/csv', 'content-length': '0' }, text: '' }, ''],
  ])('%s', async (_what, reply, want) => {
    expect(await decoded(get({ responseMediaTypes: ['text/csv'] }), reply)).toBe(want);
  });

  it('no declared content: undefined whatever arrives', async () => {
    expect(await decoded(get({ responseMediaTypes: [] }), { json: { a: 1 } })).toBeUndefined();
  });

  it('JSON by default', async () => {
    expect(await decoded(get(), { json: { a: 1 } })).toEqual({ a: 1 });
  });
});

describe('other statuses read their own declared type', () => {
  const op = get({ responseMediaTypes: ['application/json'], alsoResponses: { 202: ['text/plain'], 203: [] } });

  it.each<[string, Reply, unknown]>([
    ['the main status as JSON', { json: { a: 1 } }, { a: 1 }],
    ['a listed status as text', { status: 202, headers: { 'content-type': 'text/plain' }, text: '{"queued":true}' }, '{"queued":true}'],
    ['a listed status without content', { status: 203, json: { a: 1 } }, undefined],
    ['an unlisted status as the main one', { status: 201, json: { b: 2 } }, { b: 2 }],
  ])('%s', async (_what, reply, want) => {
    expect(await decoded(op, reply)).toEqual(want);
  });

  it('an unlisted status is read as the main one even when that is text', async () => {
    const textual = get({ responseMediaTypes: ['text/plain'], alsoResponses: { 202: [] } });
    expect(await decoded(textual, { status: 201, json: { b: 2 } })).toBe('{"b":2}');
  });
});

describe('a body read by what it says it is', () => {
  it.each<[string, Reply, unknown]>([
    ['205 is no content', { status: 205 }, undefined],
    ['Content-Length: 0 is no content', handWritten(200, { 'content-type': 'application/json', 'content-length': '0' }, ''), undefined],
    ['an empty JSON body', handWritten(200, { 'content-type': 'application/json' }, ''), undefined],
    ['an empty untyped body', handWritten(200, {}, ''), undefined],
    ['an untyped body that is JSON', handWritten(200, {}, '{"a":1}'), { a: 1 }],
    ['an untyped body that is not JSON', handWritten(200, {}, 'hello'), 'hello'],
    ['a text body', { headers: { 'content-type': 'text/plain' }, text: '[1]' }, '[1]'],
  ])('%s', async (_what, reply, want) => {
    expect(await decoded(get({ responseMediaTypes: undefined }), reply)).toEqual(want);
  });

  it('a typed JSON body that does not parse is a ResponseParseError', async () => {
    const error = await decoded(get(), handWritten(200, { 'content-type': 'application/vnd.x+json' }, '{oops')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toBe('get_thing: the 200 response is not valid JSON: {oops');
  });
});
