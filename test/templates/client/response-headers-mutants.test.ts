/**
 * Declared response headers (templates/client/core/response-headers.ts), read through
 * `withResponse()` from a real loopback response: each declared type, values with surrounding
 * space or odd case, absent headers, and the error for a value that is not what the API declares.
 */
import { describe, expect, it } from 'vitest';
import { ResponseParseError } from '../../../templates/client/core/errors.ts';
import { parseResponseHeaders } from '../../../templates/client/core/response-headers.ts';
import type { ResponseHeaderBinding } from '../../../templates/client/core/spec.ts';
import { makeClient, operation } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false, maxRetries: 0 };

async function headersRead(binding: Omit<ResponseHeaderBinding, 'key' | 'name'>, value: string | undefined) {
  const headers: Record<string, string> = value === undefined ? {} : { 'x-value': value };
  server().reset(() => ({ headers, json: {} }));
  const op = operation({ name: 'get_thing', method: 'GET', path: '/thing', responseHeaders: [{ key: 'value', name: 'X-Value', ...binding }], parseHeaders: parseResponseHeaders });
  const { client } = makeClient(server().url, direct);
  return (await client.send<unknown, { value?: unknown }>(op).withResponse()).headers;
}

describe('a declared header, by type', () => {
  it.each<[string, Omit<ResponseHeaderBinding, 'key' | 'name'>, string | undefined, Record<string, unknown>]>([
    ['a string as it is', {}, 'a, b', { value: 'a, b' }],
    ['absent: no key', { type: 'integer' }, undefined, {}],
    ['an integer', { type: 'integer' }, '42', { value: 42 }],
    ['a negative integer', { type: 'integer' }, '-7', { value: -7 }],
    ['a number with a fraction', { type: 'number' }, '4.5', { value: 4.5 }],
    ['an integer as a number', { type: 'number' }, '3', { value: 3 }],
    ['true in any case', { type: 'boolean' }, 'TRUE', { value: true }],
    ['false in any case', { type: 'boolean' }, 'False', { value: false }],
  ])('%s', async (_what, binding, value, want) => {
    expect(await headersRead(binding, value)).toEqual(want);
  });
});

describe('a value that is not what the API declares', () => {
  it.each<[string, Omit<ResponseHeaderBinding, 'key' | 'name'>, string, string]>([
    ['a fraction for an integer', { type: 'integer' }, '4.5', 'an integer'],
    ['text for a number', { type: 'number' }, 'abc', 'a number'],
    ['an empty number', { type: 'number' }, '', 'a number'],
    ['Infinity for a number', { type: 'number' }, 'Infinity', 'a number'],
    ['yes for a boolean', { type: 'boolean' }, 'yes', 'a boolean'],
    ['1 for a boolean', { type: 'boolean' }, '1', 'a boolean'],
  ])('%s', async (_what, binding, value, expected) => {
    const error = await headersRead(binding, value).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toBe(`get_thing: the 200 response's X-Value header is not ${expected}: ${JSON.stringify(value)}`);
    expect((error as ResponseParseError).snippet).toBe(value);
    expect((error as ResponseParseError).status).toBe(200);
  });

  it('a long value is cut to 60 characters', async () => {
    const value = '9'.repeat(30) + 'x'.repeat(40);
    const error = (await headersRead({ type: 'integer' }, value).catch((caught: unknown) => caught)) as ResponseParseError;
    expect(error.snippet).toBe(value.slice(0, 60));
    expect(error.message).toBe(`get_thing: the 200 response's X-Value header is not an integer: ${JSON.stringify(value.slice(0, 60))}`);
  });
});
