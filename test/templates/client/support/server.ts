/**
 * A real HTTP server on a random loopback port for behaviour tests: it records every request
 * exactly as received (raw path included) and answers with whatever the current test says.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface RecordedRequest {
  method: string;
  /** The request target as sent on the wire, percent-encoding intact. */
  rawPath: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body exactly as it arrived. */
  bytes: Buffer;
}

export type Reply =
  | { status?: number; headers?: Record<string, string>; json?: unknown; text?: string; bytes?: Uint8Array; gzip?: boolean }
  /** Never answer: for timeouts and aborts. */
  | 'hang'
  /** Drop the connection without a response: a connection error. */
  | 'destroy'
  /** Write the response by hand: for bodies that stall, never end or are huge. */
  | { raw: (response: ServerResponse) => void };

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Request body bytes received so far, counted as they arrive (before any handler runs). */
  readonly bytesReceived: number;
  /** Replace the handler and forget the recorded requests. */
  reset(handler?: Handler): void;
  close(): Promise<void>;
}

const ok: Handler = () => ({ json: { ok: true } });

export async function startServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = ok;
  let bytesReceived = 0;
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      chunks.push(chunk as Buffer);
      bytesReceived += (chunk as Buffer).length;
    }
    const parsed = new URL(req.url ?? '/', 'http://test');
    const request: RecordedRequest = {
      method: req.method ?? '',
      rawPath: req.url ?? '',
      pathname: parsed.pathname,
      query: parsed.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      bytes: Buffer.concat(chunks),
    };
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'hang') return;
    if (reply === 'destroy') return void req.socket.destroy();
    if ('raw' in reply) return reply.raw(res);
    const type = reply.json !== undefined ? 'application/json' : 'text/plain';
    let payload: Buffer = reply.bytes ? Buffer.from(reply.bytes) : Buffer.from(reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? ''));
    const headers: Record<string, string> = { 'content-type': type, ...reply.headers };
    if (reply.gzip) {
      payload = gzipSync(payload);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(reply.status ?? 200, headers).end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get bytesReceived() {
      return bytesReceived;
    },
    reset(next = ok) {
      handler = next;
      requests.length = 0;
      bytesReceived = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * One recording server for a test file: started before its tests, reset (handler and recorded
 * requests) before each, closed after them. Call the returned function for the server.
 */
export function useTestServer(): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => server?.reset());
  return () => {
    if (!server) throw new Error('the test server starts in beforeAll; use it inside a test or hook');
    return server;
  };
}
