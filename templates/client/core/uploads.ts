/**
 * What a caller may pass as a file or a raw body, recognised by shape rather than by class so
 * the client needs no Node import and accepts values from any realm (Node, browsers, Deno,
 * Bun): Blobs and Files, bytes, web streams and Node readable streams. `toFile` names bytes the
 * way a multipart part needs them, like the helper of the same name in Stainless's SDKs.
 */

/** A Node.js readable stream, as far as the client needs it: something that yields byte chunks. */
export interface NodeReadableLike {
  pipe: (...args: never[]) => unknown;
  [Symbol.asyncIterator](): AsyncIterator<unknown>;
}

/** A raw request body: sent as it is and streamed, never copied whole into memory. */
export type BinaryBody = Blob | ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array> | NodeReadableLike;

/** A file field of a multipart body. A stream is read into memory, since a FormData part must be a Blob. */
export type Uploadable = Blob | File | ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array> | NodeReadableLike;

export interface ToFileOptions {
  /** The part's Content-Type, e.g. `text/csv`. */
  type?: string;
}

export function isBlobLike(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

export function isWebStream(value: unknown): value is ReadableStream<Uint8Array> {
  return typeof value === 'object' && value !== null && typeof (value as ReadableStream).getReader === 'function';
}

export function isNodeReadable(value: unknown): value is NodeReadableLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as NodeReadableLike).pipe === 'function' &&
    typeof (value as NodeReadableLike)[Symbol.asyncIterator] === 'function'
  );
}

/** True for every value a file field or a raw body accepts. */
export function isUploadable(value: unknown): value is Uploadable {
  return isBlobLike(value) || value instanceof ArrayBuffer || ArrayBuffer.isView(value) || isWebStream(value) || isNodeReadable(value);
}

/**
 * A Node readable as a web stream that pulls one chunk each time `fetch` asks for one, so a
 * large file is never held in memory whole.
 */
export function webStreamOf(readable: NodeReadableLike): ReadableStream<Uint8Array> {
  const iterator = readable[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) return controller.close();
      const chunk = next.value;
      controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array));
    },
    async cancel(reason) {
      await iterator.return?.(reason);
    },
  });
}

/** The bytes of a stream, read to the end (multipart parts need them whole). */
async function blobOfStream(stream: ReadableStream<Uint8Array>, type: string): Promise<Blob> {
  const chunks: BlobPart[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value as BlobPart);
  return new Blob(chunks, { type });
}

/** Any uploadable value as a Blob of `type` (a Blob that already has a type keeps it unless `type` is given). */
export async function blobOf(value: Uploadable, type?: string): Promise<Blob> {
  if (isBlobLike(value)) return type === undefined || value.type === type ? value : new Blob([value], { type });
  if (isWebStream(value)) return blobOfStream(value, type ?? '');
  if (isNodeReadable(value)) return blobOfStream(webStreamOf(value), type ?? '');
  return new Blob([value as BlobPart], { type: type ?? '' });
}

/**
 * A `File` named `filename` from bytes, a Blob or a stream, for a multipart file field:
 * `await toFile(fs.createReadStream('reads.fastq'), 'reads.fastq', { type: 'text/plain' })`.
 */
export async function toFile(data: Uploadable | string, filename: string, options: ToFileOptions = {}): Promise<File> {
  const blob = typeof data === 'string' ? new Blob([data], { type: options.type ?? 'text/plain' }) : await blobOf(data, options.type);
  return new File([blob], filename, { type: options.type ?? blob.type });
}
