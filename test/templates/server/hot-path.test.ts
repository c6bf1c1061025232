/**
 * What the request hot path remembers or skips must never change an answer: negotiation results
 * kept per route and Accept header, verifiers answered without a promise, the response written
 * in one go (headers set by earlier middleware included), and a `Vary` a handler set itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply } from '../../../templates/server/core/handler.ts';
import type { ServerOptions } from '../../../templates/server/core/options.ts';
import { loadManifestApi, vendorType } from './support/api.ts';
import { request } from './support/http.ts';
import { expectProblem } from './support/problems.ts';
import { connectChain, listen, type RunningServer, startServer } from './support/servers.ts';
import { createNodeListener } from '../../../templates/server/core/node-handler.ts';
import { createServer } from 'node:http';

const { api, service } = await loadManifestApi();

const handlers = {
  getEventCodes: ({ version }: { version: number }) => ({ version }),
  getProjects: () => reply(200, { items: [] }, { Vary: 'Origin' }),
};

async function withServer(options: ServerOptions, run: (server: RunningServer) => Promise<void>) {
  const server = await startServer('node', service, handlers, options);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

describe('negotiation remembered per route and Accept header', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer('node', service, handlers, { verifyApiKey: () => ({ subject: 'me' }) });
  });
  afterAll(() => server.close());

  it('answers each of many Accept headers, asked in turn and again, with its own version', async () => {
    // More distinct headers than are remembered per route, each asked twice.
    const asked = Array.from({ length: 20 }, (_, i) => [
      i % 2 === 0 ? `${vendorType(api, 2)};q=0.${i + 10}` : `${vendorType(api, 3)}, text/x-${i}`,
      i % 2 === 0 ? 2 : 3,
    ] as const);
    for (const [accept, version] of [...asked, ...asked]) {
      const response = await request(server.url, 'GET', '/api/eventCodes', { headers: { 'x-api-key': 'k', accept } });
      expect(response.headers['content-type']).toBe(vendorType(api, version));
      expect(response.json()).toEqual({ version });
    }
    const refused = await request(server.url, 'GET', '/api/eventCodes', { headers: { 'x-api-key': 'k', accept: vendorType(api, 4) } });
    expect(refused.status).toBe(406);
  });

  it('adds Accept to the Vary a handler set (and not Accept-Encoding: a body this small is never gzipped)', async () => {
    const response = await request(server.url, 'GET', '/api/projects', { headers: { 'x-api-key': 'k' } });
    expect(response.status).toBe(200);
    expect(response.headers.vary).toBe('Origin, Accept');
  });
});

describe('API-key verifiers, synchronous or not', () => {
  const get = (server: RunningServer, key: string) =>
    request(server.url, 'GET', '/api/eventCodes', { headers: { 'x-api-key': key } });

  it('waits for a verifier that returns a promise, and rejects what it rejects', async () => {
    const verifyApiKey = async (key: string) => (key === 'good' ? { subject: 'async' } : null);
    await withServer({ verifyApiKey }, async (server) => {
      expect((await get(server, 'good')).status).toBe(200);
      expectProblem(await get(server, 'bad'), 401, '/api/eventCodes');
    });
  });

  it('answers 500, not a dropped connection, when a verifier throws', async () => {
    const errors: unknown[] = [];
    const verifyApiKey = () => {
      throw new Error('directory down');
    };
    await withServer({ verifyApiKey, onError: (error) => errors.push(error) }, async (server) => {
      expectProblem(await get(server, 'any'), 500, '/api/eventCodes');
    });
    expect(errors).toHaveLength(1);
  });
});

describe('the response written in one go', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const listener = createNodeListener(service, handlers, { verifyApiKey: () => ({ subject: 'me' }) });
    const poweredBy = (_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
      res.setHeader('x-powered-by', 'test-chain');
      next();
    };
    server = await listen(createServer(connectChain([poweredBy, listener])), '');
  });
  afterAll(() => server.close());

  it('keeps headers that earlier middleware set, with the body length', async () => {
    const response = await request(server.url, 'GET', '/api/eventCodes', { headers: { 'x-api-key': 'k' } });
    expect(response.headers['x-powered-by']).toBe('test-chain');
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(response.json()).toEqual({ version: 3 });
  });

  it('answers HEAD with the length of the body it does not send', async () => {
    const get = await request(server.url, 'GET', '/api/eventCodes', { headers: { 'x-api-key': 'k' } });
    const head = await request(server.url, 'HEAD', '/api/eventCodes', { headers: { 'x-api-key': 'k' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });
});
