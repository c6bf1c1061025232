/**
 * Reading a small request body (JSON, form, text) whole. The limit (`bodyLimit`) is enforced
 * while reading, not after, so an oversized upload costs the server at most `limit` bytes.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { HttpProblem } from './problem.ts';

/** Read the whole body, failing with 413 as soon as it exceeds `limit` bytes. */
export function readBody(
  stream: Readable,
  headers: IncomingHttpHeaders,
  limit: number,
): Promise<Buffer> {
  const tooLarge = () => bodyTooLarge(limit);
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    // Drain instead of destroying: destroying the request would also close the socket we answer on.
    stream.resume();
    return Promise.reject(tooLarge());
  }
  if (stream.readableEnded) return Promise.resolve(Buffer.alloc(0));

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        stream.resume();
        reject(tooLarge());
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      // Most bodies arrive in one chunk, which is already the whole body: no copy.
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

/** The 413 for any body or part over its limit. */
export function bodyTooLarge(limit: number, what = 'The request body'): HttpProblem {
  return new HttpProblem(413, {
    kind: 'body-too-large',
    detail: `${what} exceeds the limit of ${limit} bytes.`,
    // The rest of the upload is still in flight; closing is cheaper than draining it.
    headers: { Connection: 'close' },
  });
}
