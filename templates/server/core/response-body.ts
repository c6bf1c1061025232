/**
 * Turning a handler's return value into response bytes, by what the value is and the kind of
 * the negotiated response content (`response.content`): streams (Node or web), Blobs and bytes
 * go out as they are, without being buffered; strings as UTF-8 text unless JSON was negotiated;
 * everything else as JSON.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PayloadKind } from './service.ts';

export interface EncodedBody {
  body: Buffer | Readable;
  /** Known up front for bytes and Blobs; streams go out chunked. */
  length?: number;
  /** The Content-Type when no response content was negotiated (an undeclared body). */
  fallbackType: string;
}

const OCTETS = 'application/octet-stream';

export function encodeBody(value: unknown, kind: PayloadKind): EncodedBody {
  if (value instanceof Readable) return { body: value, fallbackType: OCTETS };
  if (isWebStream(value)) return { body: Readable.fromWeb(value), fallbackType: OCTETS };
  if (value instanceof Blob) {
    const body = Readable.fromWeb(value.stream() as WebReadableStream<Uint8Array>);
    return { body, length: value.size, fallbackType: value.type || OCTETS };
  }
  if (value instanceof Uint8Array) {
    const body = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    return { body, length: body.length, fallbackType: OCTETS };
  }
  if (typeof value === 'string' && kind !== 'json') {
    const body = Buffer.from(value, 'utf8');
    return { body, length: body.length, fallbackType: 'text/plain; charset=utf-8' };
  }
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, length: body.length, fallbackType: 'application/json' };
}

function isWebStream(value: unknown): value is WebReadableStream<Uint8Array> {
  return typeof (value as { getReader?: unknown } | null)?.getReader === 'function';
}
