/**
 * The generated server (generated/ica/server) on 127.0.0.1 at a random port, in this process,
 * so handlers can record into test memory and a crash would take the test down with it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandler, type Handlers, type ServerOptions } from '../../../generated/ica/server/index.ts';

export interface RunningServer {
  /** Base URL without a trailing slash. */
  url: string;
  /** Requests seen so far, keyed `METHOD /path` (path without query). */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startIcaServer(
  handlers: Handlers,
  options: ServerOptions,
): Promise<RunningServer> {
  // Responses are checked too: a handler or fixture that answers off-schema fails the test.
  const listener = createHandler(handlers, { validateResponses: true, ...options });
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const key = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
