/**
 * Response compression. Applied to every response, problems included, once the body is final.
 * `Vary: Accept-Encoding` is set on every response whose body could have been gzipped, sent
 * compressed or not, so caches keep the variants apart. Bodies that are never compressed (below
 * the threshold, streams, already encoded) get no such Vary: the same request with any
 * Accept-Encoding gets the same bytes (RFC 9110 §12.5.5), as with nginx's `gzip_vary`.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { acceptsGzip } from './negotiate.ts';
import { addVary, type OutgoingResponse } from './respond.ts';

const gzipAsync = promisify(gzip);

export interface CompressionPolicy {
  /** Whether the service offers gzip at all. */
  enabled: boolean;
  /** Bodies below this many bytes stay uncompressed. */
  threshold: number;
}

/** The response as it goes out; a promise only when it is being compressed. */
export function compressResponse(
  response: OutgoingResponse,
  acceptEncoding: string | undefined,
  policy: CompressionPolicy,
): OutgoingResponse | Promise<OutgoingResponse> {
  if (!policy.enabled) return response;
  const { body } = response;
  if (
    // Streams (downloads) go out as they are: compressing them would mean buffering them.
    (typeof body !== 'string' && !Buffer.isBuffer(body)) ||
    shorterThan(body, policy.threshold) ||
    response.headers['content-encoding']
  ) {
    return response;
  }
  addVary(response.headers, 'Accept-Encoding');
  if (!acceptsGzip(acceptEncoding)) return response;
  return gzipAsync(body).then((compressed) => ({
    ...response,
    headers: { ...response.headers, 'content-encoding': 'gzip' },
    body: compressed,
  }));
}

/** Whether the body is fewer than `limit` bytes; text is counted only when its length can't tell. */
function shorterThan(body: string | Buffer, limit: number): boolean {
  if (typeof body !== 'string') return body.length < limit;
  // UTF-8 takes one to three bytes per UTF-16 unit.
  if (body.length >= limit) return false;
  return body.length * 3 < limit || Buffer.byteLength(body) < limit;
}
