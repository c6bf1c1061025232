/**
 * A small static file server for the generated docs (`sdkgen docs --serve`). Loopback only by
 * default, GET/HEAD only, and every path is resolved inside the served folder — symlinks too —
 * so `/../` or `%2e%2e` can never read a file outside it.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface DocsServer {
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
  res.end(`${message}\n`);
}

/** The file a request names, or undefined when it is malformed or lies outside `root`. */
async function resolveFile(root: string, rawUrl: string): Promise<string | undefined> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(rawUrl, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  let candidate = resolve(root, `.${pathname}`);
  try {
    if ((await stat(candidate)).isDirectory()) candidate = resolve(candidate, 'index.html');
    const real = await realpath(candidate);
    return real === root || real.startsWith(root + sep) ? real : undefined;
  } catch {
    return undefined;
  }
}

async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return send(res, 405, 'Method not allowed');
  }
  const file = await resolveFile(root, req.url ?? '/');
  const info = file ? await stat(file).catch(() => undefined) : undefined;
  if (!file || !info?.isFile()) return send(res, 404, 'Not found');
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

/** Serve `dir` over HTTP. Port 0 (the default) lets the system pick a free one. */
export async function serveDocs(dir: string, opts: { port?: number; host?: string } = {}): Promise<DocsServer> {
  const root = await realpath(resolve(dir));
  const host = opts.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    handle(root, req, res).catch(() => (res.headersSent ? res.destroy() : send(res, 500, 'Internal error')));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}/`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
