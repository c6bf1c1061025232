/**
 * HS256 needs a key of at least 32 bytes (RFC 7518 §3.2). An empty or short `jwtSecret` is a
 * configuration mistake that must stop the server from being built, not surface later as a 500
 * on every token request or as tokens anyone can forge by guessing the key.
 */
import { describe, expect, it } from 'vitest';
import { createFastifyPlugin } from '../../../templates/server/core/fastify-plugin.ts';
import { createNodeListener } from '../../../templates/server/core/node-handler.ts';
import { loadManifestApi } from './support/api.ts';
import { request } from './support/http.ts';
import { startServer } from './support/servers.ts';

const { service } = await loadManifestApi();

describe('jwtSecret', () => {
  it.each([
    ['an empty string', ''],
    ['one byte', 'x'],
    ['31 bytes', 'a'.repeat(31)],
    ['31 bytes as Uint8Array', new Uint8Array(31).fill(7)],
    ['15 two-byte characters (30 bytes)', 'é'.repeat(15)],
  ])('refuses %s when the listener is built', (_name, jwtSecret) => {
    expect(() => createNodeListener(service, {}, { jwtSecret })).toThrow(
      /jwtSecret must be at least 32 bytes/,
    );
  });

  it('refuses a short secret in the Fastify plugin as well', async () => {
    const plugin = createFastifyPlugin(service);
    const fastify = {
      prefix: '',
      removeAllContentTypeParsers() {},
      addContentTypeParser() {},
      route() {},
    };
    await expect(plugin(fastify, { handlers: {}, jwtSecret: 'short' })).rejects.toThrow(
      /jwtSecret must be at least 32 bytes/,
    );
  });

  it('accepts 32 bytes, counted in UTF-8, and issues tokens with it', async () => {
    const server = await startServer('node', service, {}, {
      jwtSecret: 'é'.repeat(16),
      verifyApiKey: (key) => (key === 'k' ? { subject: 's' } : null),
    });
    try {
      const response = await request(server.url, 'POST', '/api/tokens', {
        headers: { 'x-api-key': 'k' },
      });
      expect(response.status, response.text).toBe(200);
      expect(createNodeListener(service, {}, { jwtSecret: new Uint8Array(32) })).toBeTypeOf(
        'function',
      );
    } finally {
      await server.close();
    }
  });
});
