/**
 * The wire fixture's server, emitted into a git-ignored `.tmp-wire-server-*` folder inside the
 * project (so busboy, qs and jose resolve) and loaded from there: the tests run the generated
 * code itself, not the templates it was copied from. Plus a raw loopback client that can stream
 * a body in chunks, so multi-megabyte uploads are never one Buffer on the sending side either.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { emitServer } from '../../../generator/emit/server/index.ts';
import { loadApi } from '../../../generator/ir/build.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WIRE = join(ROOT, 'test/fixtures/manifests/wire.yaml');

/** Emit the wire server; returns the folder holding `server/`. */
export async function emitWireServer(): Promise<string> {
  const files = emitServer(await loadApi(WIRE));
  const outDir = mkdtempSync(join(ROOT, '.tmp-wire-server-'));
  for (const file of files) {
    const target = join(outDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  return outDir;
}

export async function importWireServer(outDir: string): Promise<{
  createHandler: (handlers: object, options?: object) => (req: any, res: any) => void;
}> {
  return import(pathToFileURL(join(outDir, 'server/index.ts')).href);
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** Send `chunks` one by one (chunked unless a content-length header is given). */
export function streamRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  chunks: Iterable<Buffer | string>,
): Promise<RawResponse> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, method, path, headers, agent: false },
      (res) => {
        const received: Buffer[] = [];
        res.on('data', (chunk: Buffer) => received.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(received);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    // The server may answer (413) and close before the upload is complete.
    req.on('error', reject);
    const iterator = chunks[Symbol.iterator]();
    const pump = () => {
      for (;;) {
        const next = iterator.next();
        if (next.done) return void req.end();
        if (!req.write(next.value)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

/** `count` chunks of `size` bytes of one letter each. */
export function* filler(count: number, size: number, letter = 'x'): Generator<Buffer> {
  const chunk = Buffer.alloc(size, letter);
  for (let i = 0; i < count; i++) yield chunk;
}
