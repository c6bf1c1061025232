/**
 * Building responses as values (templates/server/core/respond.ts): the status a handler's result
 * goes out with, when there is a body and a Content-Type, reply headers as text, problem
 * responses, and how `Vary` grows. Given/want tables through the public functions.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { reply } from '../../../templates/server/core/handler.ts';
import type { ResponseChoice } from '../../../templates/server/core/negotiate-response.ts';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import { addVary, problemResponse, type ResponseHeaders, successResponse } from '../../../templates/server/core/respond.ts';
import type { ContentSpec, ResponseSpec } from '../../../templates/server/core/service.ts';

const JSON_CONTENT: ContentSpec = { mediaType: 'application/vnd.acme.v{version}+json', kind: 'json' };
const TEXT_CONTENT: ContentSpec = { mediaType: 'text/plain', kind: 'text' };
const json: ResponseChoice = { version: 2, content: JSON_CONTENT, mediaType: 'application/vnd.acme.v2+json' };
const text: ResponseChoice = { version: 2, content: TEXT_CONTENT, mediaType: 'text/plain' };
const ok: ResponseSpec = { status: 200, contents: [JSON_CONTENT] };
const created: ResponseSpec = { status: 201, contents: [JSON_CONTENT], also: [{ status: 202, contents: [TEXT_CONTENT] }, { status: 204, contents: [] }] };
const noContent: ResponseSpec = { status: 204, contents: [], also: [{ status: 200, contents: [JSON_CONTENT] }] };

/** The negotiated choice for a response declared as `image/*`, sent as `mediaType`. */
const image = (mediaType: string): ResponseChoice => ({ version: 2, content: { mediaType: 'image/*', kind: 'binary' }, mediaType });

interface Case {
  name: string;
  result: unknown;
  declared: ResponseSpec;
  choice?: ResponseChoice;
  want: { status: number; headers: ResponseHeaders; body?: string };
}

const CASES: Case[] = [
  { name: 'an object as JSON in the negotiated type', result: { a: 1 }, declared: ok, want: { status: 200, headers: { 'content-type': 'application/vnd.acme.v2+json' }, body: '{"a":1}' } },
  { name: 'undefined from a 200 operation is a 204', result: undefined, declared: ok, want: { status: 204, headers: {} } },
  { name: 'undefined from a 201 operation stays 201, without a body', result: undefined, declared: created, want: { status: 201, headers: {} } },
  { name: 'null is a JSON body, not nothing', result: null, declared: ok, want: { status: 200, headers: { 'content-type': 'application/vnd.acme.v2+json' }, body: 'null' } },
  { name: 'a reply with its own status and headers, as text', result: reply(201, { id: 1 }, { 'X-Rate-Limit': 5, Location: '/jobs/1' }), declared: created, want: { status: 201, headers: { 'x-rate-limit': '5', location: '/jobs/1', 'content-type': 'application/vnd.acme.v2+json' }, body: '{"id":1}' } },
  { name: 'a reply of 204 drops its body and type', result: reply(204, { ignored: true }), declared: created, want: { status: 204, headers: {} } },
  { name: 'a reply of 304 has no body either', result: reply(304, 'x'), declared: ok, want: { status: 304, headers: {} } },
  { name: 'nor has a reply of 205', result: reply(205, 'x'), declared: { ...ok, also: [{ status: 205, contents: [] }] }, want: { status: 205, headers: {} } },
  { name: 'a reply that sets its own Content-Type keeps it', result: reply(200, 'x', { 'Content-Type': 'application/x-custom' }), declared: ok, choice: text, want: { status: 200, headers: { 'content-type': 'application/x-custom' }, body: 'x' } },
  { name: 'text says it is UTF-8', result: 'hello', declared: ok, choice: text, want: { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'hello' } },
  { name: 'text that names its charset keeps it', result: 'hello', declared: ok, choice: { ...text, mediaType: 'text/plain; charset=latin1' }, want: { status: 200, headers: { 'content-type': 'text/plain; charset=latin1' }, body: 'hello' } },
  { name: 'a charset without a space before it counts too', result: 'hello', declared: ok, choice: { ...text, mediaType: 'text/plain;charset=latin1' }, want: { status: 200, headers: { 'content-type': 'text/plain;charset=latin1' }, body: 'hello' } },
  { name: 'a vendor JSON type never gets a charset', result: 'hello', declared: ok, want: { status: 200, headers: { 'content-type': 'application/vnd.acme.v2+json' }, body: '"hello"' } },
  // As Express and Fastify label it, and as Snyk declares it.
  { name: 'plain application/json says it is UTF-8', result: { a: 1 }, declared: ok, choice: { version: 2, content: { mediaType: 'application/json', kind: 'json' }, mediaType: 'application/json' }, want: { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"a":1}' } },
  // Yodlee (Spring) declares `application/json;charset=UTF-8`, and Prism compares the charset's text.
  { name: 'JSON declared with a charset goes out as written', result: { a: 1 }, declared: ok, choice: { version: 2, content: { mediaType: 'application/json;charset=UTF-8', kind: 'json' }, mediaType: 'application/json;charset=UTF-8' }, want: { status: 200, headers: { 'content-type': 'application/json;charset=UTF-8' }, body: '{"a":1}' } },
  // Waterlinked declares collections as `application/vnd.waterlinked.poi+json; type=collection`.
  { name: "a type's own parameter goes out as written", result: [1], declared: ok, choice: { version: 2, content: { mediaType: 'application/vnd.waterlinked.poi+json; type=collection', kind: 'json' }, mediaType: 'application/vnd.waterlinked.poi+json; type=collection' }, want: { status: 200, headers: { 'content-type': 'application/vnd.waterlinked.poi+json; type=collection' }, body: '[1]' } },
  { name: 'text with a parameter other than charset still says it is UTF-8', result: 'a,b', declared: ok, choice: { ...text, mediaType: 'text/csv; header=present' }, want: { status: 200, headers: { 'content-type': 'text/csv; header=present; charset=utf-8' }, body: 'a,b' } },
  { name: 'no negotiated type: bytes pick theirs', result: Buffer.from('raw'), declared: ok, choice: { version: 2 }, want: { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: 'raw' } },
  { name: 'a range (image/*) is sent as its usual concrete type', result: Buffer.from('png'), declared: ok, choice: image('image/*'), want: { status: 200, headers: { 'content-type': 'image/png' }, body: 'png' } },
  { name: 'a range of another type, its usual one', result: Buffer.from('mp3'), declared: ok, choice: image('audio/*'), want: { status: 200, headers: { 'content-type': 'audio/mpeg' }, body: 'mp3' } },
  { name: 'a range of a type without a usual one stays inside it', result: Buffer.from('x'), declared: ok, choice: image('chemical/*'), want: { status: 200, headers: { 'content-type': 'chemical/octet-stream' }, body: 'x' } },
  { name: 'a concrete type the Accept picked inside the range', result: Buffer.from('jpg'), declared: ok, choice: image('image/jpeg'), want: { status: 200, headers: { 'content-type': 'image/jpeg' }, body: 'jpg' } },
  { name: 'no negotiated type: text is JSON', result: 'plain', declared: ok, choice: { version: 2 }, want: { status: 200, headers: { 'content-type': 'application/json' }, body: '"plain"' } },
  { name: 'a 200 from a 204 operation that declares it', result: reply(200, { done: true }), declared: noContent, want: { status: 200, headers: { 'content-type': 'application/vnd.acme.v2+json' }, body: '{"done":true}' } },
];

describe('successResponse', () => {
  it.each(CASES)('$name', ({ result, declared, choice = json, want }) => {
    const response = successResponse(result, declared, choice);
    expect({ status: response.status, headers: response.headers, ...(response.body !== undefined ? { body: String(response.body) } : {}) }).toEqual(want);
  });

  it('a range is sent as the type of a Blob inside it, not as one outside it', () => {
    expect(successResponse(new Blob(['w'], { type: 'image/webp' }), ok, image('image/*')).headers['content-type']).toBe('image/webp');
    expect(successResponse(new Blob(['t'], { type: 'text/plain' }), ok, image('image/*')).headers['content-type']).toBe('image/png');
  });

  it('another declared status is answered in a type that status declares', () => {
    const asked: ContentSpec[][] = [];
    const chooseFor = (contents: ContentSpec[]) => (asked.push(contents), text);
    const response = successResponse(reply(202, 'queued'), created, json, chooseFor);
    expect([response.status, response.headers['content-type'], response.body]).toEqual([202, 'text/plain; charset=utf-8', 'queued']);
    expect(asked).toEqual([[TEXT_CONTENT]]);
  });

  it('the declared status does not ask for another type', () => {
    const response = successResponse({ a: 1 }, created, json, () => { throw new Error('not asked'); });
    expect(response.status).toBe(201);
  });

  const createdOnly: ResponseSpec = { status: 201, contents: [JSON_CONTENT] };
  it.each<[unknown, ResponseSpec, string]>([
    [reply(202, 'x'), ok, 'the handler answered 202, which the operation does not declare (it answers 200)'],
    [reply(200, 'x'), created, 'the handler answered 200, which the operation does not declare (it answers 201, 202, 204)'],
    [reply(299, undefined), ok, 'the handler answered 299, which the operation does not declare (it answers 200)'],
    [reply(204, { a: 1 }), ok, 'the handler answered 204, which the operation does not declare (it answers 200)'],
    [reply(204), createdOnly, 'the handler answered 204, which the operation does not declare (it answers 201)'],
  ])('an undeclared success status is a bug: %#', (result, declared, message) => {
    expect(() => successResponse(result, declared, json)).toThrow(message);
  });

  // Velo's Location example holds line breaks; written out, it would end the connection unanswered.
  it.each<[string, Record<string, string>, string]>([
    ['a value with a line break', { Location: '<p>HTTP/1.1 201 Created</p>\n<p>Location: x</p>' }, 'Invalid character in header content ["Location"]'],
    ['a name with a space', { 'X Bad': 'v' }, 'Header name must be a valid HTTP token ["X Bad"]'],
  ])('a reply header HTTP cannot carry is a bug: %s', (_what, headers, message) => {
    expect(() => successResponse(reply(201, { id: 1 }, headers), created, json)).toThrow(message);
  });

  it('statuses outside 2xx are the handler’s to choose', () => {
    expect(successResponse(reply(404, { gone: true }), ok, json).status).toBe(404);
    expect(successResponse(reply(199, undefined), ok, json).status).toBe(199);
    expect(successResponse(reply(300, undefined), ok, json).status).toBe(300);
  });

  it('reply(204) from a 200 operation is the same as returning nothing', () => {
    expect(successResponse(reply(204), ok, json)).toEqual({ status: 204, headers: {} });
  });

  it('a stream of known length says so; one of unknown length does not', () => {
    const sized = successResponse(new Blob(['12345']), ok, { version: 2, content: { mediaType: 'application/octet-stream', kind: 'binary' }, mediaType: 'application/octet-stream' });
    expect(sized.headers['content-length']).toBe('5');
    expect(sized.body).toBeInstanceOf(Readable);
    const unsized = successResponse(Readable.from(['a']), ok, { version: 2, content: { mediaType: 'application/octet-stream', kind: 'binary' }, mediaType: 'application/octet-stream' });
    expect(unsized.headers['content-length']).toBeUndefined();
    const bytes = successResponse(Buffer.from('abc'), ok, { version: 2, content: { mediaType: 'application/octet-stream', kind: 'binary' }, mediaType: 'application/octet-stream' });
    expect(bytes.headers['content-length']).toBeUndefined();
  });
});

describe('problemResponse', () => {
  it('the problem media type, lower-cased extra headers, and the RFC 7807 body', () => {
    const problem = new HttpProblem(401, { kind: 'unauthorized', detail: 'No.', headers: { 'WWW-Authenticate': 'Bearer' }, extensions: { acceptedSchemes: ['JwtAuth'] } });
    const response = problemResponse(problem, { instance: '/x', mediaType: 'application/problem+json', typeBase: 'https://e.example/' });
    expect(response.status).toBe(401);
    expect(response.headers).toEqual({ 'www-authenticate': 'Bearer', 'content-type': 'application/problem+json' });
    expect(JSON.parse(response.body as string)).toEqual({ type: 'https://e.example/unauthorized', title: 'Unauthorized', status: 401, detail: 'No.', instance: '/x', acceptedSchemes: ['JwtAuth'] });
  });
  it('a problem cannot set its own Content-Type', () => {
    const problem = new HttpProblem(400, { headers: { 'Content-Type': 'text/html' } });
    expect(problemResponse(problem, { instance: '/', mediaType: 'application/problem+json' }).headers['content-type']).toBe('application/problem+json');
  });
});

describe('addVary', () => {
  const CASES: [string, string | string[] | undefined, string, string][] = [
    ['none yet', undefined, 'Accept', 'Accept'],
    ['another one', 'Accept', 'Accept-Encoding', 'Accept, Accept-Encoding'],
    ['the same one', 'Accept', 'Accept', 'Accept'],
    ['the same one, cased otherwise', 'accept', 'Accept', 'accept'],
    ['same length, different name', 'Origin', 'Accept', 'Origin, Accept'],
    ['a list that has it', 'Origin, accept-encoding', 'Accept-Encoding', 'Origin, accept-encoding'],
    ['a list that lacks it', 'Origin,Cookie', 'Accept', 'Origin, Cookie, Accept'],
    ['an array of lines', ['Origin', 'Cookie'], 'Accept', 'Origin, Cookie, Accept'],
    ['spaces around one name', ' Origin ', 'Accept', 'Origin, Accept'],
    ['an empty value', '', 'Accept', 'Accept'],
    ['empty items', 'Origin,,', 'Accept', 'Origin, Accept'],
  ];
  it.each(CASES)('%s', (_name, current, field, want) => {
    const headers: ResponseHeaders = current === undefined ? {} : { vary: current };
    addVary(headers, field);
    expect(headers.vary).toBe(want);
  });
});
