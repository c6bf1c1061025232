/** Details of each way to mount the server inside an application. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  createFastifyPlugin,
  problemFrameworkErrors,
} from '../../../templates/server/core/fastify-plugin.ts';
import type { HandlerInput } from '../../../templates/server/core/handler.ts';
import { createNodeListener } from '../../../templates/server/core/node-handler.ts';
import { loadManifestApi } from './support/api.ts';
import { request } from './support/http.ts';
import { connectChain, listen, mount, type Middleware } from './support/servers.ts';

const { service } = await loadManifestApi();
const options = { verifyApiKey: () => ({ subject: 's' }) };
const KEY = { 'x-api-key': 'k' };
const handlers = {
  createProject: ({ body }: HandlerInput) => ({ body }),
  getProject: ({ params }: HandlerInput) => ({ id: params.projectId }),
};

/** What `express.json()` does: consume the stream and leave the parsed value on `req.body`. */
const jsonBodyParser: Middleware = (req, _res, next) => {
  if (req.headers['content-type'] !== 'application/json') return next();
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    (req as IncomingMessage & { body?: unknown }).body = JSON.parse(
      Buffer.concat(chunks).toString('utf8'),
    );
    next();
  });
};

describe('Express/Connect-style middleware', () => {
  it('passes unknown paths on to later middleware and keeps its own 405s', async () => {
    const health: Middleware = (req, res, next) => (req.url === '/health' ? res.end('ok') : next());
    const server = await listen(
      createServer(
        connectChain([mount('/rest', createNodeListener(service, handlers, options)), health]),
      ),
      '',
    );
    try {
      expect((await request(server.url, 'GET', '/health')).text).toBe('ok');
      expect(
        (await request(server.url, 'GET', '/rest/api/projects/p1', { headers: KEY })).json(),
      ).toEqual({ id: 'p1' });
      expect((await request(server.url, 'GET', '/rest/api/unknown')).text).toBe(
        'chain fallthrough',
      );
      const wrongMethod = await request(server.url, 'DELETE', '/rest/api/tokens');
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.json().instance).toBe('/rest/api/tokens');
    } finally {
      await server.close();
    }
  });

  it('uses a body an earlier body parser already consumed', async () => {
    const chain = connectChain([
      jsonBodyParser,
      mount('/rest', createNodeListener(service, handlers, options)),
    ]);
    const server = await listen(createServer(chain), '/rest');
    try {
      const response = await request(server.url, 'POST', '/api/projects', {
        headers: { ...KEY, 'content-type': 'application/json' },
        body: '{"name":"parsed upstream"}',
      });
      expect(response.json()).toEqual({ body: { name: 'parsed upstream' } });
    } finally {
      await server.close();
    }
  });
});

describe('node:http listener', () => {
  it('strips a configured prefix and answers 404 outside it', async () => {
    const listener = createNodeListener(service, handlers, { ...options, prefix: '/v1/' });
    const server = await listen(
      createServer((req, res) => listener(req, res)),
      '',
    );
    try {
      expect(
        (await request(server.url, 'GET', '/v1/api/projects/p1', { headers: KEY })).json(),
      ).toEqual({ id: 'p1' });
      const outside = await request(server.url, 'GET', '/api/projects/p1', { headers: KEY });
      expect(outside.status).toBe(404);
      expect(outside.json().instance).toBe('/api/projects/p1');
    } finally {
      await server.close();
    }
  });
});

describe('Fastify plugin', () => {
  async function startFastify() {
    const app = Fastify({ frameworkErrors: problemFrameworkErrors(service) });
    await app.register(createFastifyPlugin(service), { prefix: '/rest', handlers, ...options });
    // A route of the application itself, outside the plugin's encapsulated context.
    app.post('/app/echo', async (req) => ({ echoed: req.body }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  }

  it("leaves the application's own routes and body parsing alone", async () => {
    const { app, url } = await startFastify();
    try {
      const echoed = await request(url, 'POST', '/app/echo', {
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      });
      expect(echoed.json()).toEqual({ echoed: { a: 1 } });
      const created = await request(url, 'POST', '/rest/api/projects', {
        headers: { ...KEY, 'content-type': 'application/json' },
        body: '{"b":2}',
      });
      expect(created.json()).toEqual({ body: { b: 2 } });
      expect((await request(url, 'GET', '/rest/api/unknown')).headers['content-type']).toBe(
        'application/problem+json',
      );
    } finally {
      await app.close();
    }
  });

  it("routes parameter values longer than Fastify's own parameter limit", async () => {
    const { app, url } = await startFastify();
    try {
      const id = 'p'.repeat(500);
      expect(
        (await request(url, 'GET', `/rest/api/projects/${id}`, { headers: KEY })).json(),
      ).toEqual({ id });
    } finally {
      await app.close();
    }
  });
});
