/**
 * A loopback server that reads each request's body with the runtime's `readRequestBody`
 * (templates/server/core/request-body.ts) and answers with what the handler would get, as JSON:
 * the value (files and streams read out), its kind, or the problem it failed with. Tests of the
 * request side use it to see body reading over real HTTP without the rest of the pipeline.
 */
import { createServer } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { type ServerOptions, resolveOptions } from '../../../../templates/server/core/options.ts';
import { HttpProblem } from '../../../../templates/server/core/problem.ts';
import { readRequestBody } from '../../../../templates/server/core/request-body.ts';
import type { ContentSpec, RouteSpec } from '../../../../templates/server/core/service.ts';
import { isUploadedFile } from '../../../../templates/server/core/uploaded-file.ts';
import { request } from './http.ts';
import { listen, type RunningServer } from './servers.ts';

/** What the server answers: the body as read, or the problem. */
export interface BodyReport {
  value?: unknown;
  kind?: string;
  /** Whether the read left a `cleanup`, and whether every uploaded file was gone after it ran. */
  cleaned?: boolean;
  problem?: { status: number; kind?: string; detail?: string; headers?: unknown; extensions?: unknown };
  /** Any other error, by message. */
  error?: string;
}

export interface BodyServer extends RunningServer {
  /** The folder temporary uploads go to while this server runs (`TMPDIR`); empty between requests. */
  uploads: string;
  /** Which route and options the next requests are read with. */
  use(route: RouteSpec, options?: ServerOptions): void;
}

/** Test harness header: a body "a framework already parsed", as JSON, instead of reading the stream. */
export const PARSED_HEADER = 'x-test-parsed-body';

/** Test harness header: the stream is read to its end before the runtime sees the request. */
export const CONSUMED_HEADER = 'x-test-consumed';

export async function startBodyServer(): Promise<BodyServer> {
  let route: RouteSpec | undefined;
  let options = resolveOptions();
  const uploads = mkdtempSync(join(tmpdir(), 'sdkgen-body-test-'));
  const previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = uploads;
  const server = createServer((req, res) => {
    const parsed = req.headers[PARSED_HEADER];
    const request = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body: req,
      ...(typeof parsed === 'string' ? { parsedBody: { value: JSON.parse(parsed) as unknown } } : {}),
    };
    const answer = (report: BodyReport) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(report));
    };
    // A middleware that consumed the stream without leaving a parsed body.
    const consumed = req.headers[CONSUMED_HEADER] === undefined ? Promise.resolve() : new Promise<void>((resolve) => req.resume().once('end', resolve));
    consumed
      .then(() => readRequestBody(request, route!, options))
      .then(async (body) => {
        const report: BodyReport = { value: await shown(body.value) };
        if (body.kind !== undefined) report.kind = body.kind;
        if (body.cleanup) {
          await body.cleanup();
          report.cleaned = readdirSync(uploads).length === 0;
        }
        answer(report);
      })
      .catch(async (error: unknown) => {
        if (error instanceof HttpProblem) {
          const { kind, detail, headers, extensions } = error.init;
          answer({ problem: { status: error.status, kind, detail, headers, extensions } });
        } else answer({ error: (error as Error).message });
      });
  });
  const running = await listen(server, '');
  return {
    ...running,
    uploads,
    use(next, serverOptions = {}) {
      route = next;
      options = resolveOptions(serverOptions);
    },
    async close() {
      await running.close();
      process.env.TMPDIR = previousTmp;
      if (previousTmp === undefined) delete process.env.TMPDIR;
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/** The value as JSON can carry it: files and streams by what they hold. */
async function shown(value: unknown): Promise<unknown> {
  if (isUploadedFile(value)) {
    const { fieldName, filename, type, size, path } = value;
    const bytes = Buffer.from(await value.arrayBuffer());
    const streamed = await text(value.stream());
    // Where the temporary copy was, relative to the uploads folder (one folder per request).
    const at = relative(process.env.TMPDIR ?? '', path).replace(/^sdkgen-upload-[^/]+\//, 'sdkgen-upload-*/');
    return { file: { fieldName, filename, type, size, text: await value.text(), bytes: bytes.toString('utf8'), streamed, existed: existsSync(path), at } };
  }
  if (value instanceof Readable) {
    try {
      return { stream: await text(value) };
    } catch (error) {
      if (error instanceof HttpProblem) return { streamFailed: { status: error.status, detail: error.init.detail, headers: error.init.headers } };
      throw error;
    }
  }
  if (Array.isArray(value)) return Promise.all(value.map(shown));
  if (typeof value === 'object' && value !== null) {
    const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await shown(item)] as const));
    return Object.fromEntries(entries);
  }
  return value;
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** A POST operation that takes the given body (none when `contents` is undefined). */
export function bodyRoute(contents: ContentSpec[] | undefined, required = true, name = 'op'): RouteSpec {
  return {
    name,
    handler: name,
    method: 'POST',
    path: '/x',
    pathParams: [],
    auth: [],
    versions: [1, 2],
    params: [],
    ...(contents ? { body: { required, contents } } : {}),
    response: { status: 200, contents: [] },
  };
}

export interface Send {
  contents?: ContentSpec[];
  required?: boolean;
  name?: string;
  options?: ServerOptions;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One POST, read as `bodyRoute(contents, required, name)` under `options`: what the handler would get. */
export async function sendBody(server: BodyServer, { contents, required = true, name, options, headers = {}, body }: Send): Promise<BodyReport> {
  server.use(bodyRoute(contents, required, name), options);
  const response = await request(server.url, 'POST', '/x', { headers, body });
  return response.json<BodyReport>();
}

export const problem = (status: number, kind: string, detail: string, extra: { headers?: unknown; extensions?: unknown } = {}) => ({ problem: { status, kind, detail, ...extra } });
export const tooLarge = (detail: string) => problem(413, 'body-too-large', detail, { headers: { Connection: 'close' } });

/** A body server for the whole test file, started before its tests and closed after them: its `send`, and `uploads` (the folder it reads uploads into). */
export function useBodyServer(): { send: (input: Send) => Promise<BodyReport>; readonly uploads: string } {
  let server: BodyServer;
  beforeAll(async () => {
    server = await startBodyServer();
  });
  afterAll(() => server.close());
  return {
    send: (input) => sendBody(server, input),
    get uploads() {
      return server.uploads;
    },
  };
}
