/**
 * Binary request bodies (`application/octet-stream`, images, archives: any media type of kind
 * `binary`) reach the handler as a stream, so an upload of any size costs the server one chunk
 * of memory at a time. The stream fails with a 413 `HttpProblem` once it passes `uploadLimit`;
 * a handler that lets that error escape answers 413.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { type Readable, Transform } from 'node:stream';
import { bodyTooLarge } from './body.ts';

export function streamBody(stream: Readable, headers: IncomingHttpHeaders, limit: number): Readable {
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    // Drain instead of destroying: destroying the request would also close the socket we answer on.
    stream.resume();
    throw bodyTooLarge(limit);
  }
  let size = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size <= limit) return done(null, chunk);
      stream.unpipe(limited);
      stream.resume();
      done(bodyTooLarge(limit));
    },
  });
  stream.on('error', (error) => limited.destroy(error));
  stream.pipe(limited);
  return limited;
}
