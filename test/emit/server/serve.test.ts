/** `serve()`: the stub server `sdkgen serve` runs, built from the IR at runtime. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { serve, type RunningStub, type ServeOptions } from '../../../generator/serve/index.ts';
import {
  basic,
  decodeJwtPayload,
  loadManifestApi,
  mintJwt,
} from '../../templates/server/support/api.ts';
import { request } from '../../templates/server/support/http.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const { api } = await loadManifestApi();

const running: RunningStub[] = [];
const start = async (options: Partial<ServeOptions> = {}) => {
  const stub = await serve({ api, port: 0, handleSignals: false, env: {}, ...options });
  running.push(stub);
  return stub;
};
afterEach(async () => {
  await Promise.all(running.splice(0).map((stub) => stub.close()));
});

describe('serve', () => {
  it('listens on 127.0.0.1 with a random demo API key that can be exchanged for a JWT', async () => {
    const stub = await start();
    expect(stub.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stub.demoApiKey).toMatch(/^demo-[\w-]{20,}$/);
    expect((await start()).demoApiKey).not.toBe(stub.demoApiKey);

    const created = await request(stub.url, 'POST', '/api/tokens', {
      headers: { 'x-api-key': stub.demoApiKey },
    });
    expect(created.status).toBe(200);
    const { token } = created.json<{ token: string }>();
    expect(decodeJwtPayload(token)).toMatchObject({ sub: 'demo-user', src: 'ApiKeyAuth' });

    const codes = await request(stub.url, 'GET', '/api/eventCodes', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(codes.status).toBe(200);
    expect(codes.json()).toEqual({ items: [] });

    const other = await request(stub.url, 'GET', '/api/projects', {
      headers: { 'x-api-key': stub.demoApiKey },
    });
    expect(other.status).toBe(501);
    expect(
      (await request(stub.url, 'GET', '/api/projects', { headers: { 'x-api-key': 'guess' } }))
        .status,
    ).toBe(401);
  });

  it('reads SDKGEN_API_KEY, SDKGEN_JWT_SECRET and SDKGEN_TOKEN_TTL', async () => {
    const secret = 'env-secret-env-secret-env-secret-123';
    const stub = await start({
      env: { SDKGEN_API_KEY: 'env-key', SDKGEN_JWT_SECRET: secret, SDKGEN_TOKEN_TTL: '90' },
    });
    expect(stub.demoApiKey).toBe('env-key');
    const claims = decodeJwtPayload(
      (
        await request(stub.url, 'POST', '/api/tokens', { headers: { 'x-api-key': 'env-key' } })
      ).json().token,
    );
    expect(claims.exp! - claims.iat!).toBe(90);
    const ours = await mintJwt(secret, { sub: 'someone', src: 'BasicAuth' });
    expect(
      (
        await request(stub.url, 'POST', '/api/tokens:refresh', {
          headers: { authorization: `Bearer ${ours}` },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a JWT secret shorter than 32 bytes at start', async () => {
    await expect(start({ jwtSecret: 'short' })).rejects.toThrow(/jwtSecret must be at least 32 bytes/);
    await expect(start({ env: { SDKGEN_JWT_SECRET: 'x' } })).rejects.toThrow(/at least 32 bytes/);
  });

  it('prefers explicit options over the environment', async () => {
    const stub = await start({ apiKey: 'option-key', env: { SDKGEN_API_KEY: 'env-key' } });
    expect(stub.demoApiKey).toBe('option-key');
  });

  it.each([
    [{ SDKGEN_PORT: 'eighty' }, /SDKGEN_PORT must be an integer/],
    [{ SDKGEN_TOKEN_TTL: '0' }, /SDKGEN_TOKEN_TTL must be an integer/],
  ])('rejects a bad environment %j', async (env, message) => {
    await expect(start({ env })).rejects.toThrow(message);
  });

  describe('with a configuration file', () => {
    const dir = mkdtempSync(join(ROOT, '.tmp-serve-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (name: string, json: unknown) => {
      const file = join(dir, name);
      writeFileSync(file, typeof json === 'string' ? json : JSON.stringify(json));
      return file;
    };

    it('adds static responses, API keys, Basic users and opaque bearer tokens', async () => {
      const configFile = write('stub.json', {
        staticResponses: {
          get_event_codes: { items: [{ code: 'X' }] },
          get_projects: { items: ['p'] },
        },
        apiKeys: { 'team-key': { subject: 'team' } },
        users: [{ username: 'ann@example.com', password: 'pw', tenant: 'acme' }],
        bearerTokens: { 'ps-1': { subject: 'ps-user' } },
      });
      const stub = await start({ configFile });
      const key = { 'x-api-key': 'team-key' };
      expect((await request(stub.url, 'GET', '/api/eventCodes', { headers: key })).json()).toEqual({
        items: [{ code: 'X' }],
      });
      expect((await request(stub.url, 'GET', '/api/projects', { headers: key })).json()).toEqual({
        items: ['p'],
      });
      const fromBasic = await request(stub.url, 'POST', '/api/tokens?tenant=acme', {
        headers: { authorization: basic('ann@example.com', 'pw') },
      });
      expect(decodeJwtPayload(fromBasic.json().token)).toMatchObject({
        sub: 'ann@example.com',
        tenant: 'acme',
        src: 'BasicAuth',
      });
      const otherTenant = await request(stub.url, 'POST', '/api/tokens?tenant=other', {
        headers: { authorization: basic('ann@example.com', 'pw') },
      });
      expect(otherTenant.status).toBe(401);
      expect(
        (
          await request(stub.url, 'POST', '/api/tokens', {
            headers: { authorization: 'Bearer ps-1' },
          })
        ).status,
      ).toBe(200);
    });

    it('accepts only the exact key, password and token, whatever the length of a wrong one', async () => {
      const configFile = write('secrets.json', {
        apiKeys: { 'team-key-0001': { subject: 'team' } },
        users: [{ username: 'bob@example.com', password: 'correct horse' }],
        bearerTokens: { 'ps-token-0001': { subject: 'ps-user' } },
      });
      const stub = await start({ configFile, apiKey: 'demo-key-0001' });
      const status = async (headers: Record<string, string>) =>
        (await request(stub.url, 'POST', '/api/tokens', { headers })).status;

      for (const key of ['team-key-0001', 'demo-key-0001']) {
        expect(await status({ 'x-api-key': key })).toBe(200);
      }
      // Same length with one character off, a prefix, an extension, and a different key entirely.
      for (const key of ['team-key-0002', 'team-key-000', 'team-key-00011', 'demo-key-000', 'x']) {
        expect(await status({ 'x-api-key': key }), key).toBe(401);
      }

      expect(await status({ authorization: basic('bob@example.com', 'correct horse') })).toBe(200);
      for (const password of ['correct horsf', 'correct hors', 'correct horse!', '']) {
        expect(await status({ authorization: basic('bob@example.com', password) }), password).toBe(401);
      }
      expect(await status({ authorization: basic('bob@example.co', 'correct horse') })).toBe(401);

      expect(await status({ authorization: 'Bearer ps-token-0001' })).toBe(200);
      for (const token of ['ps-token-0002', 'ps-token-000', 'ps-token-00010']) {
        expect(await status({ authorization: `Bearer ${token}` }), token).toBe(401);
      }
    });

    it('issues tokens for the tenant a credential is configured for, and only for it', async () => {
      const configFile = write('tenants.json', {
        apiKeys: { 't1-key': { subject: 't1-user', tenant: 't1' } },
      });
      const stub = await start({ configFile, apiKey: 'demo-key' });
      const create = (query: string, key: string) =>
        request(stub.url, 'POST', `/api/tokens${query}`, { headers: { 'x-api-key': key } });

      const own = await create('?tenant=t1', 't1-key');
      expect(decodeJwtPayload(own.json().token)).toMatchObject({ sub: 't1-user', tenant: 't1' });
      expect(decodeJwtPayload((await create('', 't1-key')).json().token).tenant).toBe('t1');
      const other = await create('?tenant=t2', 't1-key');
      expect(other.status).toBe(403);
      expect(other.headers['content-type']).toBe('application/problem+json');
      // Credentials configured without a tenant stand for any tenant in the stub.
      expect(decodeJwtPayload((await create('?tenant=t2', 'demo-key')).json().token).tenant).toBe(
        't2',
      );
      expect(decodeJwtPayload((await create('', 'demo-key')).json().token).tenant).toBeUndefined();
    });

    it('reports an invalid file with the offending field', async () => {
      await expect(
        start({ configFile: write('bad.json', { users: [{ username: 'x' }] }) }),
      ).rejects.toThrow(/users\.0\.password/);
      await expect(start({ configFile: write('broken.json', '{') })).rejects.toThrow(
        /cannot read the stub configuration/,
      );
      await expect(start({ env: { SDKGEN_CONFIG: join(dir, 'missing.json') } })).rejects.toThrow(
        /missing\.json/,
      );
    });
  });

  it('closes idempotently and releases its signal handlers', async () => {
    const before = process.listenerCount('SIGTERM');
    const stub = await serve({ api, port: 0, env: {} });
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    await stub.close();
    await stub.close();
    expect(process.listenerCount('SIGTERM')).toBe(before);
    await expect(request(stub.url, 'GET', '/api/projects')).rejects.toThrow();
  });

  it('closes on SIGTERM', async () => {
    const stub = await serve({ api, port: 0, env: {} });
    process.emit('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(request(stub.url, 'GET', '/api/projects')).rejects.toThrow();
    await stub.close();
  });

  it('logs one line per request when asked', async () => {
    const lines: string[] = [];
    const stub = await start({ log: (line) => lines.push(line) });
    await request(stub.url, 'GET', '/api/projects');
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/projects 401 \d+\.\dms$/)]);
  });

  it('checks responses with the generated validators', async () => {
    const lines: string[] = [];
    const stub = await start({
      log: (line) => lines.push(line),
      handlers: { getEventCodes: () => ({ items: 'none' }) },
    });
    const headers = { 'x-api-key': stub.demoApiKey };
    const offSchema = await request(stub.url, 'GET', '/api/eventCodes', { headers });
    expect(offSchema.status).toBe(500);
    expect(lines.join('\n')).toContain('/response/items: expected array, got "none"');
  });
});
