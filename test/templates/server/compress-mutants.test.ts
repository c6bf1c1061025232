/**
 * Response compression (templates/server/core/compress.ts) through its public function: which
 * responses are gzipped, the byte threshold (counted in UTF-8 bytes, not UTF-16 units), and the
 * `Vary: Accept-Encoding` it adds to every body it could have gzipped. Over HTTP the same policy is
 * covered by encoding.test.ts; this file pins the edges a mutation run can tell apart.
 */
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, type CompressionPolicy } from '../../../templates/server/core/compress.ts';
import type { OutgoingResponse } from '../../../templates/server/core/respond.ts';

const ON: CompressionPolicy = { enabled: true, threshold: 10 };

function outgoing(body: OutgoingResponse['body'], headers: OutgoingResponse['headers'] = {}): OutgoingResponse {
  return { status: 200, headers: { 'content-type': 'text/plain', ...headers }, body };
}

/** Whether the response came back gzipped, checking the bytes round-trip when it did. */
async function gzipped(response: OutgoingResponse, acceptEncoding: string | undefined, policy = ON): Promise<boolean> {
  const original = response.body;
  const result = await compressResponse(response, acceptEncoding, policy);
  if (result.headers['content-encoding'] !== 'gzip') {
    expect(result.body).toBe(original);
    return false;
  }
  expect(gunzipSync(result.body as Buffer)).toEqual(Buffer.from(original as string | Buffer));
  return true;
}

const ascii = (length: number) => 'a'.repeat(length);
// '€' is one UTF-16 unit and three UTF-8 bytes.
const euros = (count: number) => '€'.repeat(count);

describe('compressResponse: what is gzipped', () => {
  const rows: { name: string; body: string | Buffer; threshold: number; want: boolean }[] = [
    { name: 'text well over the threshold', body: ascii(64), threshold: 10, want: true },
    { name: 'text exactly at the threshold', body: ascii(10), threshold: 10, want: true },
    { name: 'text one byte under the threshold', body: ascii(9), threshold: 10, want: false },
    { name: 'short text whose tripled length reaches the threshold', body: ascii(5), threshold: 10, want: false },
    { name: 'short text whose tripled length is the threshold', body: ascii(3), threshold: 9, want: false },
    { name: 'few units, but their UTF-8 bytes reach the threshold', body: euros(5), threshold: 10, want: true },
    { name: 'three-byte units exactly at the threshold', body: euros(3), threshold: 9, want: true },
    { name: 'mixed text whose UTF-8 bytes equal the threshold', body: `${euros(2)}a`, threshold: 7, want: true },
    { name: 'mixed text one byte under the threshold', body: `${euros(2)}a`, threshold: 8, want: false },
    { name: 'bytes exactly at the threshold', body: Buffer.alloc(10, 1), threshold: 10, want: true },
    { name: 'bytes one under the threshold', body: Buffer.alloc(9, 1), threshold: 10, want: false },
    { name: 'threshold 0 compresses even an empty body', body: '', threshold: 0, want: true },
  ];
  it.each(rows)('$name', async ({ body, threshold, want }) => {
    expect(await gzipped(outgoing(body), 'gzip', { enabled: true, threshold })).toBe(want);
  });

  it('keeps status and headers, adding Content-Encoding', async () => {
    const result = await compressResponse(
      { status: 201, headers: { 'content-type': 'application/json', etag: '"x"' }, body: ascii(20) },
      'gzip',
      ON,
    );
    expect(result.status).toBe(201);
    expect(result.headers).toEqual({
      'content-type': 'application/json',
      etag: '"x"',
      vary: 'Accept-Encoding',
      'content-encoding': 'gzip',
    });
  });

  it('leaves streams alone: compressing them would mean buffering them', async () => {
    const stream = Readable.from([Buffer.from(ascii(100))]);
    const response = outgoing(stream);
    const result = await compressResponse(response, 'gzip', ON);
    expect(result.body).toBe(stream);
    expect(result.headers['content-encoding']).toBeUndefined();
    expect(result.headers.vary).toBeUndefined();
  });

  it('leaves a response without a body alone', async () => {
    const result = await compressResponse({ status: 204, headers: {} }, 'gzip', ON);
    expect(result).toEqual({ status: 204, headers: {} });
  });

  it('never encodes a body that already has a Content-Encoding', async () => {
    const body = ascii(100);
    const result = await compressResponse(outgoing(body, { 'content-encoding': 'br' }), 'gzip', ON);
    expect(result.headers['content-encoding']).toBe('br');
    expect(result.headers.vary).toBeUndefined();
    expect(result.body).toBe(body);
  });

  const encodings: { acceptEncoding: string | undefined; want: boolean }[] = [
    { acceptEncoding: undefined, want: false },
    { acceptEncoding: 'identity', want: false },
    { acceptEncoding: 'gzip', want: true },
    { acceptEncoding: 'br, gzip;q=0.5', want: true },
    { acceptEncoding: 'gzip;q=0', want: false },
    { acceptEncoding: '*', want: true },
  ];
  it.each(encodings)('Accept-Encoding $acceptEncoding → gzipped: $want', async ({ acceptEncoding, want }) => {
    expect(await gzipped(outgoing(ascii(100)), acceptEncoding)).toBe(want);
  });
});

describe('compressResponse: Vary', () => {
  const varies: { name: string; body: string; acceptEncoding: string | undefined; want: string | undefined }[] = [
    { name: 'a gzipped body', body: ascii(100), acceptEncoding: 'gzip', want: 'Accept-Encoding' },
    { name: 'a body it could have gzipped, for a client without gzip', body: ascii(100), acceptEncoding: 'identity', want: 'Accept-Encoding' },
    { name: 'a body it could have gzipped, for a client that names no encoding', body: ascii(100), acceptEncoding: undefined, want: 'Accept-Encoding' },
    { name: 'a body exactly at the threshold', body: ascii(10), acceptEncoding: undefined, want: 'Accept-Encoding' },
    // Any Accept-Encoding gets the same bytes, so there is nothing for a cache to keep apart.
    { name: 'a body under the threshold', body: ascii(9), acceptEncoding: 'gzip', want: undefined },
  ];
  it.each(varies)('Vary for $name: $want', async ({ body, acceptEncoding, want }) => {
    const result = await compressResponse(outgoing(body), acceptEncoding, ON);
    expect(result.headers.vary).toBe(want);
  });

  it('keeps a Vary already set', async () => {
    const result = await compressResponse(outgoing(ascii(100), { vary: 'Accept' }), 'gzip', ON);
    expect(result.headers.vary).toBe('Accept, Accept-Encoding');
  });

  it('does nothing at all when the service offers no compression', async () => {
    const response = outgoing(ascii(100));
    const result = compressResponse(response, 'gzip', { enabled: false, threshold: 0 });
    expect(result).toBe(response);
    expect(response.headers).toEqual({ 'content-type': 'text/plain' });
  });

  it('answers synchronously when not compressing, with a promise only when it does', async () => {
    expect(compressResponse(outgoing(ascii(2)), 'gzip', ON)).not.toBeInstanceOf(Promise);
    const pending = compressResponse(outgoing(ascii(100)), 'gzip', ON);
    expect(pending).toBeInstanceOf(Promise);
    await pending;
  });
});
