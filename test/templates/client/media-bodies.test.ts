/**
 * The runtime side of bodies by media type (issue 12), with hand-built specs: a streamed body is
 * sent once (never retried), a replayable one is retried, multipart part types follow the
 * declaration, and `client.request()` authenticates with the API's default schemes.
 */
import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../../templates/client/core/errors.ts';
import { makeClient, operation } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();

const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };
const putBlob = operation({ name: 'put_blob', method: 'PUT', path: '/api/blobs/b', body: 'required', bodyMediaTypes: ['application/octet-stream'] });
const unavailable = () => ({ status: 503, headers: { 'content-type': 'application/problem+json' }, json: { title: 'Busy', status: 503 } });

describe('replaying bodies', () => {
  it('does not retry a streamed body, which the first attempt consumed', async () => {
    server().reset(unavailable);
    const { client, clock } = makeClient(server().url, direct);
    const body = new Blob(['streamed']).stream();
    await expect(client.request(putBlob, { body })).rejects.toBeInstanceOf(ProblemError);
    expect(server().requests).toHaveLength(1);
    expect(server().requests[0]!.body).toBe('streamed');
    expect(clock.sleeps).toHaveLength(0);
  });

  it('retries bytes, which can be sent again', async () => {
    server().reset(unavailable);
    const { client } = makeClient(server().url, { ...direct, maxRetries: 2 });
    await expect(client.request(putBlob, { body: new TextEncoder().encode('bytes') })).rejects.toBeInstanceOf(ProblemError);
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
  });

  it('takes the declared type, else the file own, else octet-stream; objects travel as JSON parts', async () => {
    const { client } = makeClient(server().url, direct);
    const named = new File(['%PDF'], 'r.pdf', { type: 'text/plain' });
    await client.request(upload, { body: { report: named, any: new Blob(['png'], { type: 'image/png' }), raw: new Uint8Array([65]), meta: { a: 1 } } });
    const { body, headers } = server().requests[0]!;
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain('name="report"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n');
    expect(body).toContain('name="any"; filename="any"\r\nContent-Type: image/png\r\n\r\npng\r\n');
    expect(body).toContain('name="raw"; filename="raw"\r\nContent-Type: application/octet-stream\r\n\r\nA\r\n');
    expect(body).toContain('name="meta"; filename="meta.json"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n');
  });
});

describe('client.request', () => {
  it('uses the API default schemes, or every scheme when none is declared', async () => {
    const { client } = makeClient(server().url, direct);
    await client.request({ method: 'GET', path: '/api/anything/{raw}' });
    const [request] = server().requests;
    expect(request!.rawPath).toBe('/api/anything/%7Braw%7D');
    expect(request!.headers['x-api-key']).toBe('key-1');
  });
});
