/**
 * The node:http transport: a `(req, res, next?)` listener for `http.createServer`, and for
 * Express or Connect through `app.use(...)`. Mounted under a path (`app.use('/v1', listener)`),
 * the framework has already cut the mount path off `req.url`, which is all routing needs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDispatch, type DispatchResult, type IncomingRequest } from './dispatch.ts';
import type { ServerOptions } from './options.ts';
import type { OutgoingResponse } from './respond.ts';
import type { ServiceDescription } from './service.ts';

/**
 * With a `next` callback (middleware style), paths that match no operation are passed on so other
 * routes of the application still work; without it they are answered with 404.
 */
export type NodeListener = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

export function createNodeListener(
  service: ServiceDescription,
  handlers: object,
  options?: ServerOptions,
): NodeListener {
  const dispatch = createDispatch(service, handlers, options);
  return (req, res, next) => {
    let dispatched: DispatchResult | Promise<DispatchResult>;
    try {
      dispatched = dispatch(toIncomingRequest(req));
    } catch (error) {
      return failed(error, res, next);
    }
    // Most requests wait for nothing and are answered in this turn; a `then`, not an async
    // function, for the rest: one promise per request fewer.
    if (!(dispatched instanceof Promise)) return respond(dispatched, req, res, next);
    dispatched.then(
      (result) => respond(result, req, res, next),
      (error: unknown) => failed(error, res, next),
    );
  };
}

function respond(
  { response, operation }: DispatchResult,
  req: IncomingMessage,
  res: ServerResponse,
  next: ((error?: unknown) => void) | undefined,
): void {
  try {
    const unmatched = operation === undefined && response.status === 404;
    if (unmatched && typeof next === 'function') next();
    else writeResponse(req, res, response);
  } catch (error) {
    failed(error, res, next);
  }
}

/** Dispatch turns every failure into a response; reaching this means writing itself failed. */
function failed(error: unknown, res: ServerResponse, next: ((error?: unknown) => void) | undefined): void {
  if (typeof next === 'function') next(error);
  else res.destroy(error instanceof Error ? error : undefined);
}

/**
 * Adapt the request. If a body parser mounted earlier (e.g. `express.json()`) already consumed
 * the stream, its result is used: parsed values as they are, raw bytes re-parsed as usual.
 */
function toIncomingRequest(req: IncomingMessage): IncomingRequest {
  // Express and Connect keep the unmounted URL in `originalUrl`.
  const { originalUrl } = req as IncomingMessage & { originalUrl?: string };
  const request: IncomingRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: req };
  if (originalUrl) request.originalUrl = originalUrl;
  if (!req.readableEnded) return request;
  const consumed = (req as IncomingMessage & { body?: unknown }).body;
  if (consumed === undefined) return request;
  if (typeof consumed === 'string' || consumed instanceof Uint8Array) {
    request.body = Readable.from([Buffer.from(consumed)]);
  } else {
    request.parsedBody = { value: consumed };
  }
  return request;
}

function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: OutgoingResponse,
): void {
  if (res.headersSent) return;
  const { body } = response;
  if (typeof body === 'string') {
    response.headers['content-length'] = String(Buffer.byteLength(body));
    // node:http sends text in one write with the head.
    res.writeHead(response.status, response.headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  if (Buffer.isBuffer(body)) {
    response.headers['content-length'] = String(body.length);
    // Headers and body in one write: node:http sends a Buffer after the head in a write of its
    // own (two syscalls per response) unless the socket is corked around `end`.
    res.writeHead(response.status, response.headers);
    res.cork();
    res.end(req.method === 'HEAD' ? undefined : body);
    res.uncork();
    return;
  }
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (body instanceof Readable) {
    if (req.method === 'HEAD') {
      body.destroy();
      res.end();
      return;
    }
    // A stream failing halfway can only cut the response short; pipeline closes both ends.
    pipeline(body, res).catch(() => {});
    return;
  }
  res.end();
}
