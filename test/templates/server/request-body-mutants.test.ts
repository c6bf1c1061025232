/**
 * Request bodies as the server runtime reads them for a handler, over real loopback HTTP
 * (templates/server/core/request-body.ts with body.ts, binary-body.ts, form-body.ts and
 * request-content.ts): which declared media type a `Content-Type` picks, how each kind is read,
 * empty and oversized bodies, what a framework already parsed, and every problem a client can
 * get. Each row sends one request; the server (support/body-reader.ts) answers with what the
 * handler would have received. Multipart bodies: multipart-body-mutants.test.ts.
 */
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { resolveOptions } from '../../../templates/server/core/options.ts';
import { readRequestBody } from '../../../templates/server/core/request-body.ts';
import type { ContentSpec } from '../../../templates/server/core/service.ts';
import { type BodyReport, bodyRoute, CONSUMED_HEADER, PARSED_HEADER, problem, type Send, tooLarge, useBodyServer } from './support/body-reader.ts';

// A body that is never read to its end hangs its request: fail such a test soon, not at the suite's 30 s.
vi.setConfig({ testTimeout: 5_000 });

const { send } = useBodyServer();

const JSON_BODY: ContentSpec = { mediaType: 'application/json', kind: 'json' };
const TEXT: ContentSpec = { mediaType: 'text/plain', kind: 'text' };
const FORM: ContentSpec = { mediaType: 'application/x-www-form-urlencoded', kind: 'form', shape: { properties: { n: 'integer' } } };
const BINARY: ContentSpec = { mediaType: 'application/octet-stream', kind: 'binary' };
const VERSIONED: ContentSpec = { mediaType: 'application/vnd.acme.v{version}+json', kind: 'json' };
const MULTIPART: ContentSpec = { mediaType: 'multipart/form-data', kind: 'multipart' };

describe('which declared media type a request names', () => {
  it.each<[string, ContentSpec[], string, BodyReport]>([
    ['the declared type', [TEXT, JSON_BODY], 'application/json', { value: { a: 1 }, kind: 'json' }],
    ['case and parameters do not matter', [JSON_BODY], 'Application/JSON; charset=utf-8', { value: { a: 1 }, kind: 'json' }],
    ['nor space before the parameters', [TEXT], 'text/plain ; charset=utf-8', { value: '{"a":1}', kind: 'text' }],
    ['a declared type with parameters', [{ mediaType: 'Text/Plain; charset=utf-8', kind: 'text' }], 'text/plain', { value: '{"a":1}', kind: 'text' }],
    ['a versioned type in a supported version', [VERSIONED], 'application/vnd.acme.v2+json', { value: { a: 1 }, kind: 'json' }],
    ['plain JSON stands for a declared JSON type', [TEXT, VERSIONED], 'application/json', { value: { a: 1 }, kind: 'json' }],
    ['the first declared type that matches', [TEXT, { mediaType: 'text/plain', kind: 'json' }], 'text/plain', { value: '{"a":1}', kind: 'text' }],
  ])('%s', async (_name, contents, contentType, want) => {
    expect(await send({ contents, headers: { 'content-type': contentType }, body: '{"a":1}' })).toStrictEqual(want);
  });

  it.each<[string, ContentSpec[], string | undefined, string, string[]]>([
    ['an undeclared type', [JSON_BODY, TEXT], 'text/csv', 'text/csv', ['application/json', 'text/plain']],
    ['a version the operation does not support', [VERSIONED], 'application/vnd.acme.v3+json', 'application/vnd.acme.v3+json', ['application/vnd.acme.v1+json', 'application/vnd.acme.v2+json']],
    ['plain JSON where no JSON is declared', [TEXT], 'application/json', 'application/json', ['text/plain']],
    ['no Content-Type', [TEXT], undefined, 'no Content-Type', ['text/plain']],
  ])('415 for %s, listing what would do', async (_name, contents, contentType, got, accepted) => {
    const headers: Record<string, string> = contentType === undefined ? {} : { 'content-type': contentType };
    expect(await send({ contents, headers, body: 'x' })).toStrictEqual(
      problem(415, 'unsupported-media-type', `Expected a body of type ${accepted.join(', ')}, got ${got}.`, {
        headers: { 'Accept-Post': accepted.join(', ') },
        extensions: { accepted },
      }),
    );
  });
});

describe('bodies by kind', () => {
  it.each<[string, Send, BodyReport]>([
    ['an operation without a body reads none', { contents: undefined, headers: { 'content-type': 'application/json' }, body: '{' }, {}],
    ['JSON', { contents: [JSON_BODY], headers: { 'content-type': 'application/json' }, body: '[1,"a"]' }, { value: [1, 'a'], kind: 'json' }],
    ['JSON null is a value', { contents: [JSON_BODY], headers: { 'content-type': 'application/json' }, body: 'null' }, { value: null, kind: 'json' }],
    ['text, as UTF-8', { contents: [TEXT], headers: { 'content-type': 'text/plain' }, body: Buffer.from('héllo') }, { value: 'héllo', kind: 'text' }],
    ['empty text is a value', { contents: [TEXT], headers: { 'content-type': 'text/plain' }, body: '' }, { value: '', kind: 'text' }],
    ['a form, converted by its shape', { contents: [FORM], headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'n=5&m=x' }, { value: { n: 5, m: 'x' }, kind: 'form' }],
    ['a form field that does not convert, left to the validators', { contents: [FORM], options: { validators: { op: {} } }, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'n=five' }, { value: { n: 'five' }, kind: 'form' }],
    ['binary, as a stream', { contents: [BINARY], headers: { 'content-type': 'application/octet-stream' }, body: 'raw bytes' }, { value: { stream: 'raw bytes' }, kind: 'binary' }],
    ['binary up to the upload limit', { contents: [BINARY], options: { uploadLimit: 9 }, headers: { 'content-type': 'application/octet-stream' }, body: 'raw bytes' }, { value: { stream: 'raw bytes' }, kind: 'binary' }],
    ['JSON up to the body limit', { contents: [JSON_BODY], options: { bodyLimit: 7 }, headers: { 'content-type': 'application/json' }, body: '"12345"' }, { value: '12345', kind: 'json' }],
  ])('%s', async (_name, input, want) => {
    expect(await send(input)).toStrictEqual(want);
  });

  it('400 for malformed JSON, with the parser\'s reason', async () => {
    const report = await send({ contents: [JSON_BODY], headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(report.problem).toMatchObject({ status: 400, kind: 'malformed-json' });
    expect(report.problem!.detail).toMatch(/^The request body is not valid JSON: \S.*JSON/);
  });

  it('400 for a form field that does not convert, without validators', async () => {
    const report = await send({ contents: [FORM], options: { validators: { other: {} } }, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'n=five' });
    expect(report).toStrictEqual(problem(400, 'invalid-body', 'Field n must be an integer.', { extensions: { field: 'n' } }));
  });
});

describe('empty bodies', () => {
  const required = problem(400, 'body-required', 'A request body is required.');
  it.each<[string, Send, BodyReport]>([
    ['none at all, required', { contents: [JSON_BODY] }, required],
    ['none at all, optional', { contents: [JSON_BODY], required: false }, {}],
    ['none at all, even where text is declared', { contents: [TEXT] }, required],
    ['a zero length without a type', { contents: [JSON_BODY], required: false, headers: { 'content-length': '0' } }, {}],
    ['empty JSON, required', { contents: [JSON_BODY], headers: { 'content-type': 'application/json' }, body: '' }, required],
    ['empty JSON, optional', { contents: [JSON_BODY], required: false, headers: { 'content-type': 'application/json' }, body: '' }, {}],
    ['an empty form, optional', { contents: [FORM], required: false, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }, {}],
    ['an empty form, required, without validators', { contents: [FORM], headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }, required],
    // With validators, a form without fields: they name each field it lacks (Slack's forms of one required field).
    ['an empty form, required, with validators', { contents: [FORM], options: { validators: { op: {} } }, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }, { value: {}, kind: 'form' }],
    ['chunked, without a type, already read', { contents: [JSON_BODY], required: false, headers: { 'transfer-encoding': 'chunked', [CONSUMED_HEADER]: '1' }, body: 'x' }, {}],
    ['chunked, without a type, already read, required', { contents: [JSON_BODY], headers: { 'transfer-encoding': 'chunked', [CONSUMED_HEADER]: '1' }, body: 'x' }, required],
  ])('%s', async (_name, input, want) => {
    expect(await send(input)).toStrictEqual(want);
  });

  it.each([['{}'], ['']])('a chunked body without a type is a body, even %j: 415', async (body) => {
    const report = await send({ contents: [JSON_BODY], required: false, headers: { 'transfer-encoding': 'chunked' }, body });
    expect(report.problem).toMatchObject({ status: 415, detail: 'Expected a body of type application/json, got no Content-Type.' });
  });
});

describe('size limits', () => {
  it.each<[string, Send, BodyReport]>([
    ['a declared length over the body limit', { contents: [JSON_BODY], options: { bodyLimit: 4 }, headers: { 'content-type': 'application/json' }, body: '"12345"' }, tooLarge('The request body exceeds the limit of 4 bytes.')],
    ['a chunked body over the body limit', { contents: [TEXT], options: { bodyLimit: 4 }, headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }, body: '12345' }, tooLarge('The request body exceeds the limit of 4 bytes.')],
    ['a declared length over the upload limit', { contents: [BINARY], options: { uploadLimit: 4 }, headers: { 'content-type': 'application/octet-stream' }, body: '12345' }, tooLarge('The request body exceeds the limit of 4 bytes.')],
  ])('413 for %s', async (_name, input, want) => {
    expect(await send(input)).toStrictEqual(want);
  });

  it('a binary stream fails with 413 once it passes the upload limit', async () => {
    const report = await send({ contents: [BINARY], options: { uploadLimit: 4 }, headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' }, body: '12345' });
    expect(report).toStrictEqual({ value: { streamFailed: { status: 413, detail: 'The request body exceeds the limit of 4 bytes.', headers: { Connection: 'close' } } }, kind: 'binary' });
  });
});

describe('bodies a framework already parsed', () => {
  const parsed = { [PARSED_HEADER]: '{"a":"1"}' };
  it.each<[string, ContentSpec[], Record<string, string>, BodyReport]>([
    ['JSON is checked as JSON', [JSON_BODY], { 'content-type': 'application/json' }, { value: { a: '1' }, kind: 'json' }],
    ['a form as a form, not converted again', [JSON_BODY, FORM], { 'content-type': 'application/x-www-form-urlencoded' }, { value: { a: '1' }, kind: 'form' }],
    ['multipart is not checked', [MULTIPART], { 'content-type': 'multipart/form-data; boundary=b' }, { value: { a: '1' } }],
    ['without a Content-Type, not checked', [JSON_BODY], {}, { value: { a: '1' } }],
    ['of an undeclared type, not checked', [JSON_BODY], { 'content-type': 'text/csv' }, { value: { a: '1' } }],
  ])('%s', async (_name, contents, headers, want) => {
    expect(await send({ contents, headers: { ...parsed, ...headers } })).toStrictEqual(want);
  });
});

describe('readRequestBody without a body to read', () => {
  it('answers at once, with one shared frozen result', () => {
    const request = { method: 'GET', url: '/x', headers: {}, body: new Readable({ read() {} }) };
    const first = readRequestBody(request, bodyRoute(undefined), resolveOptions());
    expect(first).toStrictEqual({ value: undefined });
    expect(Object.isFrozen(first)).toBe(true);
    expect(readRequestBody(request, bodyRoute([JSON_BODY], false), resolveOptions())).toBe(first);
  });
});
