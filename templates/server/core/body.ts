/**
 * Reading and parsing request bodies. The limit is enforced while reading, not after, so an
 * oversized upload costs the server at most `limit` bytes of memory.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { HttpProblem } from './problem.ts';
import type { BodySpec } from './service.ts';

/** Read the whole body, failing with 413 as soon as it exceeds `limit` bytes. */
export function readBody(
  stream: Readable,
  headers: IncomingHttpHeaders,
  limit: number,
): Promise<Buffer> {
  const tooLarge = () =>
    new HttpProblem(413, {
      kind: 'body-too-large',
      detail: `The request body exceeds the limit of ${limit} bytes.`,
      // The rest of the upload is still in flight; closing is cheaper than draining it.
      headers: { Connection: 'close' },
    });
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
      resolve(Buffer.concat(chunks, size));
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

/**
 * Turn the bytes into the handler's `body`: parsed JSON for JSON bodies, the bytes for binary
 * ones, `undefined` for an empty body.
 */
export function parseBody(bytes: Buffer, contentType: string | undefined, spec: BodySpec): unknown {
  if (bytes.length === 0) {
    if (spec.required) {
      throw new HttpProblem(400, { kind: 'body-required', detail: 'A request body is required.' });
    }
    return undefined;
  }
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (spec.kind === 'binary') return bytes;
  if (spec.kind === 'json' && !isJsonType(type) && type !== spec.mediaType?.toLowerCase()) {
    throw new HttpProblem(415, {
      kind: 'unsupported-media-type',
      detail: `Expected a body of type ${spec.mediaType ?? 'application/json'}, got ${type || 'no Content-Type'}.`,
    });
  }
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch (error) {
    throw new HttpProblem(400, {
      kind: 'malformed-json',
      detail: `The request body is not valid JSON: ${(error as Error).message}`,
    });
  }
}

/** `application/json` and structured-syntax types such as `application/merge-patch+json`. */
function isJsonType(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}
