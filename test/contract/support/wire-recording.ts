/**
 * Handlers for the generated wire server (test/fixtures/manifests/wire.yaml) that record exactly
 * what each one received (typed params, query, headers, the decoded body, the negotiated
 * version and the request's Content-Type and Accept) and answer per operation. Streams and
 * files are reduced to their size and SHA-256 while they are read, never buffered whole.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

export interface Seen {
  operation: string;
  version: number;
  contentType: string | undefined;
  accept: string | undefined;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

export interface Digest {
  size: number;
  sha256: string;
}

/** `total` bytes in 64 KiB chunks, chunk i filled with i mod 251: order and content both matter. */
export function* patternChunks(total: number, chunk = 64 * 1024): Generator<Uint8Array> {
  for (let offset = 0, i = 0; offset < total; offset += chunk, i++) {
    yield new Uint8Array(Math.min(chunk, total - offset)).fill(i % 251);
  }
}

export async function digestOf(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<Digest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of chunks) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** What `download_blob` streams back. */
export const DOWNLOAD_BYTES = 5 * 1024 * 1024 + 123;
export const EXPORTED_CSV = 'id,name\n1,one\n2,twö\n';

/** `search_items` query parameters in every style (a space inside an exploded item too). */
export const EVERY_QUERY_STYLE = {
  tags: ['a', 'b c'],
  ids: [1, 2, 3],
  colors: ['red', 'blue'],
  sizes: ['s', 'm'],
  created: { gte: 10, lte: 20, ids: [4, 5] },
  limit: 5,
  active: true,
  sort: 'name',
};

type Input = { params: any; query: any; headers: any; body: any };
type Ctx = { operation: string; version: number; requestHeaders: Record<string, string | string[] | undefined> };

/** The handlers, recording into `seen`; `events` hears `blob-started` when the binary upload handler begins. */
export function recordingHandlers(seen: Seen[], events: { blobStarted?: () => void } = {}) {
  const record = ({ params, query, headers, body }: Input, ctx: Ctx, decoded: unknown = body) => {
    const header = (name: string) => ctx.requestHeaders[name] as string | undefined;
    seen.push({ operation: ctx.operation, version: ctx.version, contentType: header('content-type'), accept: header('accept'), params, query, headers, body: decoded });
  };
  return {
    createItem: (input: Input, ctx: Ctx) => (record(input, ctx), input.body),
    patchItem: (input: Input, ctx: Ctx) => (record(input, ctx), { ...input.body, id: input.params.itemId }),
    createCharge: (input: Input, ctx: Ctx) => (record(input, ctx), input.body),
    uploadFile: async (input: Input, ctx: Ctx) => {
      const { file, ...fields } = input.body;
      const digest = await digestOf(file.stream() as Readable);
      record(input, ctx, { ...fields, file: { fieldName: file.fieldName, filename: file.filename, type: file.type, ...digest } });
      return { name: file.filename, size: file.size, type: file.type };
    },
    putBlob: async (input: Input, ctx: Ctx) => {
      events.blobStarted?.();
      const readable = input.body instanceof Readable;
      const digest = await digestOf(input.body as Readable);
      record(input, ctx, { readable, ...digest });
      return { name: input.params.blobId, size: digest.size };
    },
    putNote: (input: Input, ctx: Ctx) => void record(input, ctx),
    importItems: (input: Input, ctx: Ctx) => {
      record(input, ctx);
      return { accepted: typeof input.body === 'string' ? input.body.trim().split('\n').length - 1 : input.body.length };
    },
    downloadBlob: (input: Input, ctx: Ctx) => (record(input, ctx), Readable.from(patternChunks(DOWNLOAD_BYTES))),
    exportItems: (input: Input, ctx: Ctx) => (record(input, ctx), EXPORTED_CSV),
    deleteItem: (input: Input, ctx: Ctx) => void record(input, ctx),
    getItem: (input: Input, ctx: Ctx) => (record(input, ctx), { id: input.params.itemId, name: `v${ctx.version}` }),
    searchItems: (input: Input, ctx: Ctx) => (record(input, ctx), [{ id: 1, name: 'found' }]),
    getIssue: (input: Input, ctx: Ctx) => (record(input, ctx), { id: input.params.issueNumber, name: input.params.owner }),
    getTiles: (input: Input, ctx: Ctx) => (record(input, ctx), { id: input.params.zoom, name: 'tiles' }),
    findItems: (input: Input, ctx: Ctx) => (record(input, ctx), [{ id: 1, name: input.query.where.name }]),
  };
}
