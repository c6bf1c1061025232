/**
 * Turning a handler's return value into a response body, by what the value is and the kind of
 * the negotiated response content (`response.content`): streams (Node or web), Blobs and bytes
 * go out as they are, without being buffered; strings as UTF-8 text unless JSON was negotiated;
 * objects and lists as an XML document where the content is XML of data (its `xml` shape);
 * everything else as JSON text. Text stays a string: node:http writes it in one piece with the
 * head, where bytes would be a second buffer to gather.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PayloadKind, XmlShape } from './service.ts';
import { isPlainRecord } from './records.ts';
import { xmlDocument } from '../../client/core/xml-data.ts';

export interface EncodedBody {
  body: string | Buffer | Readable;
  /** Known up front for bytes and Blobs; streams of unknown length go out chunked. */
  length?: number;
  /** The Content-Type when no response content was negotiated (an undeclared body). */
  fallbackType: string;
}

const OCTETS = 'application/octet-stream';
const JSON_TYPE = 'application/json';
const XML_TYPE = 'application/xml';

export function encodeBody(value: unknown, kind: PayloadKind, xml?: XmlShape): EncodedBody {
  // What handlers return most: a plain object or array, which is JSON unless XML was negotiated.
  if (isPlainData(value)) return xml ? { body: xmlDocument(value, xml), fallbackType: XML_TYPE } : { body: JSON.stringify(value), fallbackType: JSON_TYPE };
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
  if (typeof value === 'string' && kind !== 'json') return { body: value, fallbackType: 'text/plain; charset=utf-8' };
  return { body: JSON.stringify(value), fallbackType: JSON_TYPE };
}

function isPlainData(value: unknown): boolean {
  return Array.isArray(value) || isPlainRecord(value);
}

function isWebStream(value: unknown): value is WebReadableStream<Uint8Array> {
  return typeof (value as { getReader?: unknown } | null)?.getReader === 'function';
}
