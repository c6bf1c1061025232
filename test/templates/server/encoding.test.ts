/** Version negotiation through the vendor media type, and gzip. */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerContext } from '../../../templates/server/core/handler.ts';
import { loadManifestApi, vendorType } from './support/api.ts';
import { request } from './support/http.ts';
import { startServer, TRANSPORTS, type RunningServer } from './support/servers.ts';

const { api, service } = await loadManifestApi();
const KEY = { 'x-api-key': 'k' };
const LARGE = {
  items: Array.from({ length: 200 }, (_, i) => ({
    code: `EVENT_${i}`,
    description: 'something happened',
  })),
};

const handlers = {
  getEventCodes: (_input: unknown, ctx: HandlerContext) => ({ version: ctx.version }),
  getEventLogs: () => LARGE,
};

describe.each(TRANSPORTS)('negotiation and compression via %s', (transport) => {
  let server: RunningServer;
  const get = (path: string, headers: Record<string, string>) =>
    request(server.url, 'GET', path, { headers: { ...KEY, ...headers } });

  beforeAll(async () => {
    server = await startServer(transport, service, handlers, {
      verifyApiKey: () => ({ subject: 's' }),
    });
  });
  afterAll(() => server.close());

  it.each([
    ['', 3],
    [vendorType(api, 2), 2],
    [vendorType(api, 3), 3],
    [`${vendorType(api, 2)};q=0.5, ${vendorType(api, 3)}`, 3],
    [`${vendorType(api, 2)}, ${vendorType(api, 3)};q=0.5`, 2],
    [`${vendorType(api, 4)}, ${vendorType(api, 2)};q=0.1`, 2],
    [`${vendorType(api, 2)};q=0.5, */*;q=0.5`, 2],
  ])('Accept %j answers version %i', async (accept, version) => {
    const response = await get('/api/eventCodes', accept ? { accept } : {});
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(vendorType(api, version));
    expect(response.json()).toEqual({ version });
    expect(response.headers.vary).toMatch(/Accept(,|$)/);
  });

  it('406 for a version the operation does not have', async () => {
    expect((await get('/api/eventCodes', { accept: vendorType(api, 4) })).status).toBe(406);
  });

  it('gzips when Accept-Encoding allows it', async () => {
    const response = await get('/api/eventLog', { 'accept-encoding': 'br;q=1, gzip;q=0.8' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(response.body).toString('utf8'))).toEqual(LARGE);
  });

  it.each(['', 'identity', 'gzip;q=0', 'br'])(
    'does not gzip for Accept-Encoding %j, but still varies on it',
    async (encoding) => {
      const response = await get('/api/eventLog', encoding ? { 'accept-encoding': encoding } : {});
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.json()).toEqual(LARGE);
    },
  );

  it('leaves small bodies uncompressed', async () => {
    const response = await get('/api/eventCodes', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('gzips problem responses too when they are large enough', async () => {
    const small = await startServer(transport, service, handlers, {
      verifyApiKey: () => ({ subject: 's' }),
      compressionThreshold: 0,
    });
    try {
      const response = await request(small.url, 'GET', '/api/nothing', {
        headers: { 'accept-encoding': '*' },
      });
      if (transport === 'connect') return; // unknown paths fall through to the next middleware
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.body).toString('utf8')).status).toBe(404);
    } finally {
      await small.close();
    }
  });
});
