/**
 * A node:http server with limits fit for the open internet. Node's defaults give a client 60 s to
 * send its headers and 300 s for the whole request and accept connections until the process runs
 * out of file descriptors, at which point every client fails: a few hundred slow connections are
 * enough. This factory bounds each of those, and sheds idle and slow connections at the cap (see
 * `capConnections`) so other clients keep being served.
 *
 * The listener can be `createHandler(...)` or a whole Express/Connect app that mounts it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { capConnections } from './connection-cap.ts';

export interface ServerLimits {
  /** Milliseconds a client has to send the complete request headers. Default 10,000. */
  headersTimeout?: number;
  /** Milliseconds a client has to send the whole request, body included. Default 60,000. */
  requestTimeout?: number;
  /** Milliseconds an idle keep-alive connection stays open. Default 5,000. */
  keepAliveTimeout?: number;
  /**
   * Open connections at most. Default 768: below the common limit of 1,024 file descriptors per
   * process, with room for the application's own files and outgoing connections.
   */
  maxConnections?: number;
}

export const DEFAULT_SERVER_LIMITS: Readonly<Required<ServerLimits>> = {
  headersTimeout: 10_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  maxConnections: 768,
};

/** `http.createServer(listener)` with `limits` applied; call `.listen(port, host)` on it. */
export function createHttpServer(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  limits: ServerLimits = {},
): Server {
  const { headersTimeout, requestTimeout, keepAliveTimeout, maxConnections } = {
    ...DEFAULT_SERVER_LIMITS,
    ...definedOnly(limits),
  };
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      // Node enforces the two timeouts above only when it checks; its default is every 30 s.
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    },
    listener,
  );
  server.keepAliveTimeout = keepAliveTimeout;
  capConnections(server, maxConnections);
  return server;
}

/** `{ maxConnections: undefined }` means "the default", not "no limit". */
function definedOnly(limits: ServerLimits): ServerLimits {
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}
