/**
 * A file part of a multipart request, as a handler receives it: spooled to a temporary file
 * while the request was read (never held in memory), described by its part headers, readable as
 * often as the handler likes. The file is removed once the response has been sent.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';

export interface UploadedFile {
  /** The multipart field name the part was sent under. */
  fieldName: string;
  /** The file name the client gave, or `''`. */
  filename: string;
  /** The part's Content-Type, `application/octet-stream` when it sent none. */
  type: string;
  /** Size in bytes. */
  size: number;
  /** Where the temporary copy lives until the response is sent. */
  path: string;
  /** A fresh stream over the content. */
  stream(): Readable;
  /** The whole content in memory; only for files known to be small. */
  arrayBuffer(): Promise<ArrayBuffer>;
  /** The whole content as UTF-8 text; only for files known to be small. */
  text(): Promise<string>;
}

/** Every file this server made: what validators accept where a schema says `format: binary`. */
const made = new WeakSet<object>();

export function uploadedFile(
  info: Pick<UploadedFile, 'fieldName' | 'filename' | 'type' | 'size' | 'path'>,
): UploadedFile {
  const file: UploadedFile = {
    ...info,
    stream: () => createReadStream(info.path),
    arrayBuffer: async () => {
      const bytes = await readFile(info.path);
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    },
    text: () => readFile(info.path, 'utf8'),
  };
  made.add(file);
  return file;
}

/** A file part this server received (not text, not an object that merely looks like one). */
export function isUploadedFile(value: unknown): value is UploadedFile {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: WeakSet.has answers false for anything not an object; the checks are for the type checker
  return typeof value === 'object' && value !== null && made.has(value);
}
