/**
 * The runtime side of bodies by media type (issue 12), with hand-built specs: a streamed body is
 * sent once (never retried), a replayable one is retried, multipart part types follow the
 * declaration, and `client.send()` authenticates with the API's default schemes.
 */
import { describe, expect, it } from 'vitest';
import { InvalidRequestError, ProblemError } from '../../../templates/client/core/errors.ts';
import { encodeMultipart } from '../../../templates/client/core/multipart.ts';
import { makeClient, operation } from './support/api.ts';
import { useTestServer } from './support/server.ts';
import { customRequest } from '../../../templates/client/core/custom-request.ts';

const server = useTestServer();

const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };
const putBlob = operation({ name: 'put_blob', method: 'PUT', path: '/api/blobs/b', body: 'required', bodyMediaTypes: ['application/octet-stream'] });
const unavailable = () => ({ status: 503, headers: { 'content-type': 'application/problem+json' }, json: { title: 'Busy', status: 503 } });

describe('replaying bodies', () => {
  it('does not retry a streamed body, which the first attempt consumed', async () => {
    server().reset(unavailable);
    const { client, clock } = makeClient(server().url, direct);
    const body = new Blob(['streamed']).stream();
    await expect(client.send(putBlob, { body })).rejects.toBeInstanceOf(ProblemError);
    expect(server().requests).toHaveLength(1);
    expect(server().requests[0]!.body).toBe('streamed');
    expect(clock.sleeps).toHaveLength(0);
  });

  it('retries bytes, which can be sent again', async () => {
    server().reset(unavailable);
    const { client } = makeClient(server().url, { ...direct, maxRetries: 2 });
    await expect(client.send(putBlob, { body: new TextEncoder().encode('bytes') })).rejects.toBeInstanceOf(ProblemError);
    expect(server().requests.map((request) => request.body)).toEqual(['bytes', 'bytes', 'bytes']);
  });
});

describe('multipart part types', () => {
  const upload = operation({
    name: 'upload',
    method: 'POST',
    path: '/api/uploads',
    body: 'required',
    bodyMediaTypes: ['multipart/form-data'],
    partTypes: { report: 'application/pdf', any: 'image/*' },
    encoders: { multipart: encodeMultipart },
  });

  it('takes the declared type, else the file own, else octet-stream; objects travel as JSON text fields', async () => {
    const { client } = makeClient(server().url, direct);
    const named = new File(['%PDF'], 'r.pdf', { type: 'text/plain' });
    await client.send(upload, { body: { report: named, any: new Blob(['png'], { type: 'image/png' }), raw: new Uint8Array([65]), meta: { a: 1 } } });
    const { body, headers } = server().requests[0]!;
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain('name="report"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n');
    expect(body).toContain('name="any"; filename="any"\r\nContent-Type: image/png\r\n\r\npng\r\n');
    expect(body).toContain('name="raw"; filename="raw"\r\nContent-Type: application/octet-stream\r\n\r\nA\r\n');
    expect(body).toContain('name="meta"\r\n\r\n{"a":1}\r\n');
  });
});

describe('runtime functions named by the spec', () => {
  // Generated specs name encodeForm / encodeMultipart where they send such bodies, so bundles
  // of other operations leave them out; a spec that names none gets a clear error, not a wrong body.
  const table = [
    { given: 'a multipart object body', mediaType: 'multipart/form-data', kind: 'multipart' },
    { given: 'a form object body', mediaType: 'application/x-www-form-urlencoded', kind: 'form' },
  ];
  for (const { given, mediaType, kind } of table) {
    it(`refuses ${given} when the spec names no ${kind} encoder, before sending`, async () => {
      const bare = operation({ name: 'bare', method: 'POST', path: '/api/bare', body: 'required', bodyMediaTypes: [mediaType] });
      const { client } = makeClient(server().url, direct);
      const error = await client.send(bare, { body: { a: '1' } }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InvalidRequestError);
      expect((error as Error).message).toBe(`bare: an object body cannot be sent as ${mediaType}; its spec names no ${kind} encoder.`);
      expect(server().requests).toHaveLength(0);
    });
  }

  it('refuses a spec that declares response headers but names no parser, before sending', async () => {
    const bare = operation({ name: 'bare', method: 'GET', path: '/api/bare', responseHeaders: [{ key: 'total', name: 'X-Total', type: 'integer' }] });
    const { client } = makeClient(server().url, direct);
    const error = await client.send(bare, {}).withResponse().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toBe('bare: its spec declares response headers but names no parseHeaders.');
    expect(server().requests).toHaveLength(0);
  });

  // Jira's multipart bodies typed as lists: fetch would send the list as text/plain.
  it.each([
    { given: ['a', 'b'], what: 'a list' },
    { given: 'a=1', what: 'a string' },
    { given: new Blob(['x']), what: 'a Blob' },
  ])('refuses a multipart body that is $what, before sending', async ({ given, what }) => {
    const bare = operation({ name: 'bare', method: 'POST', path: '/api/bare', body: 'required', bodyMediaTypes: ['multipart/form-data'] });
    const { client } = makeClient(server().url, direct);
    const error = await client.send(bare, { body: given }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toBe(`bare: a multipart/form-data body is an object of its fields or a FormData, not ${what}.`);
    expect(server().requests).toHaveLength(0);
  });

  // Form bodies typed as lists (Adafruit's batches, Avaza's ids): fetch would send `a,b`.
  it.each([
    { given: ['a', 'b'], what: 'a list' },
    { given: 7, what: 'a number' },
    { given: null, what: 'a null' },
  ])('refuses a form body that is $what, before sending', async ({ given, what }) => {
    const bare = operation({ name: 'bare', method: 'POST', path: '/api/bare', body: 'required', bodyMediaTypes: ['application/x-www-form-urlencoded'] });
    const { client } = makeClient(server().url, direct);
    const error = await client.send(bare, { body: given }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toBe(`bare: a form body (application/x-www-form-urlencoded) is an object of its fields or a URLSearchParams, not ${what}.`);
    expect(server().requests).toHaveLength(0);
  });

  it.each([
    { what: 'a URLSearchParams', given: () => new URLSearchParams([['ids', '1'], ['ids', '2']]) },
    { what: 'text already encoded', given: () => 'ids=1&ids=2' },
  ])('sends a form body that is $what as it is, without any encoder', async ({ given }) => {
    const bare = operation({ name: 'bare', method: 'POST', path: '/api/bare', body: 'required', bodyMediaTypes: ['application/x-www-form-urlencoded'] });
    const { client } = makeClient(server().url, direct);
    await client.send(bare, { body: given() });
    expect(server().requests[0]!.body).toBe('ids=1&ids=2');
    expect(server().requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('sends a FormData of the caller own without any encoder', async () => {
    const bare = operation({ name: 'bare', method: 'POST', path: '/api/bare', body: 'required', bodyMediaTypes: ['multipart/form-data'] });
    const { client } = makeClient(server().url, direct);
    const form = new FormData();
    form.append('a', '1');
    await client.send(bare, { body: form });
    expect(server().requests[0]!.body).toContain('name="a"\r\n\r\n1\r\n');
  });
});

describe('client.request', () => {
  it('uses the API default schemes, or every scheme when none is declared', async () => {
    const { client } = makeClient(server().url, direct);
    await customRequest(client, { method: 'GET', path: '/api/anything/{raw}' });
    const [request] = server().requests;
    expect(request!.rawPath).toBe('/api/anything/%7Braw%7D');
    expect(request!.headers['x-api-key']).toBe('key-1');
  });
});
