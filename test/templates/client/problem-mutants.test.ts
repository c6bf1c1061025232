/**
 * The message of a `ProblemError` (templates/client/core/problem.ts) for each kind of error body
 * a real server or proxy sends: a problem document with or without title and detail, HTML, empty
 * or broken JSON, and long text cut to a snippet. Each row is a real response from a loopback
 * server, some written by hand to set the reason phrase.
 */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../../templates/client/core/errors.ts';
import { makeClient, operation } from './support/api.ts';
import { type Reply, useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false, maxRetries: 0 };
const get = operation({ name: 'get_thing', method: 'GET', path: '/thing' });

/** A response with `status`, the reason phrase `reason` and `body` as given. */
const withReason = (status: number, reason: string, body: string): Reply => ({
  raw: (response: ServerResponse) => {
    response.writeHead(status, reason, { 'content-type': 'application/problem+json' });
    response.end(body);
  },
});

async function problemFor(reply: Reply): Promise<ProblemError> {
  server().reset(() => reply);
  const { client } = makeClient(server().url, direct);
  const error = await client.send(get).then(() => expect.fail('the call resolved'), (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ProblemError);
  return error as ProblemError;
}

const long = 'x'.repeat(201);

describe('the message of an error response', () => {
  it.each<[string, Reply, string]>([
    ['title and detail', { status: 400, json: { title: 'Bad input', detail: 'name is missing' } }, '400 Bad input: name is missing (get_thing)'],
    ['no title: the reason phrase', { status: 404, json: { detail: 'no such thing' } }, '404 Not Found: no such thing (get_thing)'],
    ['an empty title: the reason phrase', { status: 409, json: { title: '', detail: 'd' } }, '409 Conflict: d (get_thing)'],
    ['a title that is no string: the reason phrase', { status: 409, json: { title: 7 } }, '409 Conflict (get_thing)'],
    ['an empty detail is left out', { status: 400, json: { title: 'T', detail: '' } }, '400 T (get_thing)'],
    ['a detail that is no string is left out', { status: 400, json: { title: 'T', detail: { a: 1 } } }, '400 T (get_thing)'],
    ['no reason phrase either: the status alone', withReason(499, '', '{}'), '499 (get_thing)'],
    ['a problem after whitespace', withReason(400, 'Bad Request', '  \n {"title":"Spaced"}'), '400 Spaced (get_thing)'],
    ['HTML, on one line', { status: 502, headers: { 'content-type': 'text/html' }, text: '<html>\n  <body>down</body>\n</html>\n' }, '502 Bad Gateway: <html> <body>down</body> </html> (get_thing)'],
    ['an empty body', { status: 503, text: '' }, '503 Service Unavailable (get_thing)'],
    ['a JSON array is text', { status: 500, json: [1, 2] }, '500 Internal Server Error: [1,2] (get_thing)'],
    ['JSON null is text', { status: 500, json: null }, '500 Internal Server Error: null (get_thing)'],
    ['broken JSON is text', { status: 500, headers: { 'content-type': 'application/json' }, text: '{"title": ' }, '500 Internal Server Error: {"title": (get_thing)'],
    ['text of 200 characters stays whole', { status: 500, text: 'y'.repeat(200) }, `500 Internal Server Error: ${'y'.repeat(200)} (get_thing)`],
    ['longer text is cut to 200', { status: 500, text: long }, `500 Internal Server Error: ${'x'.repeat(200)}… (get_thing)`],
    ['text of 800 characters that collapses short is whole', { status: 500, text: `a${' '.repeat(799)}` }, '500 Internal Server Error: a (get_thing)'],
    ['text that is long before whitespace collapses is marked cut', { status: 500, text: `a${' '.repeat(900)}b` }, '500 Internal Server Error: a… (get_thing)'],
  ])('%s', async (_what, reply, message) => {
    expect((await problemFor(reply)).message).toBe(message);
  });
});

describe('what the error carries', () => {
  it('a problem document as the body, its members as fields', async () => {
    const error = await problemFor({ status: 422, json: { title: 'T', detail: 'D', type: 'urn:t', instance: '/i', code: 7 } });
    expect(error.body).toEqual({ title: 'T', detail: 'D', type: 'urn:t', instance: '/i', code: 7 });
    expect([error.title, error.detail, error.type, error.instance, error.status]).toEqual(['T', 'D', 'urn:t', '/i', 422]);
    expect(error.extensions).toEqual({ code: 7 });
    expect(error.toJSON()).toEqual({ name: 'ProblemError', message: '422 T: D (get_thing)', status: 422, type: 'urn:t', title: 'T', detail: 'D', instance: '/i', extensions: { code: 7 } });
  });

  it('other text as the body, whole', async () => {
    const error = await problemFor({ status: 500, text: `  ${long}  ` });
    expect(error.body).toBe(`  ${long}  `);
    expect(error.title).toBeUndefined();
    expect(error.extensions).toEqual({});
  });
});
