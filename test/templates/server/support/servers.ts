/**
 * Starts the server runtime behind each supported transport on 127.0.0.1, port 0: plain
 * node:http, an Express/Connect-style middleware chain (written here, no framework installed),
 * and Fastify. Each returns its base URL and a `close` the test must call.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import {
  createFastifyPlugin,
  problemFrameworkErrors,
} from '../../../../templates/server/core/fastify-plugin.ts';
import { createNodeListener } from '../../../../templates/server/core/node-handler.ts';
import type { ServerOptions } from '../../../../templates/server/core/options.ts';
import type { ServiceDescription } from '../../../../templates/server/core/service.ts';

export type Transport = 'node' | 'connect' | 'fastify';
export const TRANSPORTS: Transport[] = ['node', 'connect', 'fastify'];

export interface RunningServer {
  /** Base URL including the mount path, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

export async function startServer(
  transport: Transport,
  service: ServiceDescription,
  handlers: object,
  options: ServerOptions = {},
): Promise<RunningServer> {
  if (transport === 'fastify') {
    const app = Fastify({ frameworkErrors: problemFrameworkErrors(service) });
    await app.register(createFastifyPlugin(service), { prefix: '/rest', handlers, ...options });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/rest`, close: () => app.close() };
  }
  const listener = createNodeListener(service, handlers, options);
  if (transport === 'node')
    return listen(
      createServer((req, res) => listener(req, res)),
      '',
    );
  return listen(createServer(connectChain([mount('/rest', listener)])), '/rest');
}

export async function listen(server: Server, mountPath: string): Promise<RunningServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${mountPath}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

type Next = (error?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** What Express and Connect do with `app.use(...)`: run middleware in order until one answers. */
export function connectChain(
  middleware: Middleware[],
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let index = 0;
    const next: Next = (error) => {
      const current = middleware[index++];
      if (error !== undefined || !current) {
        res.statusCode = error !== undefined ? 500 : 404;
        res.end(error !== undefined ? 'chain error' : 'chain fallthrough');
        return;
      }
      current(req, res, next);
    };
    next();
  };
}

/** `app.use(path, fn)`: strip the mount path from `req.url` for `fn`, restore it for what follows. */
export function mount(path: string, fn: Middleware): Middleware {
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (url !== path && !url.startsWith(`${path}/`) && !url.startsWith(`${path}?`)) return next();
    (req as IncomingMessage & { originalUrl?: string }).originalUrl ??= url;
    req.url = url.slice(path.length) || '/';
    fn(req, res, (error) => {
      req.url = url;
      next(error);
    });
  };
}
