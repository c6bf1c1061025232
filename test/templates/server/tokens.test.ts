/** The built-in token operations driven by the manifest's token flow, and `staticResponses`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerOptions } from '../../../templates/server/core/options.ts';
import { basic, decodeJwtPayload, loadManifestApi, mintJwt, vendorType } from './support/api.ts';
import { request } from './support/http.ts';
import { expectProblem } from './support/problems.ts';
import { startServer, type RunningServer } from './support/servers.ts';

const SECRET = 'token-test-secret-token-test-secret';
const TTL = 120;

/** ann may work for `home` (her default) and `acme`; any other tenant she names is not hers. */
const ANN_TENANTS = ['home', 'acme'];
/** What the verifiers were asked, to prove they see the tenant the request names. */
const requestedTenants: (string | undefined)[] = [];

const options: ServerOptions = {
  jwtSecret: SECRET,
  tokenTtlSeconds: TTL,
  verifyApiKey: (key, _scheme, requestedTenant) => {
    requestedTenants.push(requestedTenant);
    if (key === 'good-key') return { subject: 'key-user' };
    if (key === 't1-key') return { subject: 't1-user', tenant: 't1' };
    // A key valid for every tenant says so by returning the tenant it was asked for.
    if (key === 'roaming-key') return { subject: 'roamer', tenant: requestedTenant ?? 'base' };
    return null;
  },
  verifyBasic: (user, password, tenant) =>
    user === 'ann' && password === 'pw'
      ? { subject: 'ann', tenant: tenant && ANN_TENANTS.includes(tenant) ? tenant : 'home' }
      : null,
  verifyBearerToken: (token) => (token === 'ps-good' ? { subject: 'ps-user' } : null),
  staticResponses: { get_event_codes: { items: [{ code: 'E1' }] } },
};

const { api, service } = await loadManifestApi();
const flow = api.tokenFlow!;

describe('built-in token operations', () => {
  let server: RunningServer;
  const post = (path: string, headers: Record<string, string>) =>
    request(server.url, 'POST', path, { headers });
  const tokenOf = async (headers: Record<string, string>, query = '') => {
    const response = await post(`/api/tokens${query}`, headers);
    expect(response.status, response.text).toBe(200);
    return response.json<Record<string, string>>()[flow.tokenField]!;
  };

  beforeAll(async () => {
    server = await startServer('node', service, {}, options);
  });
  afterAll(() => server.close());

  it('issues a JWT from an API key, with source scheme, subject and configured lifetime', async () => {
    const response = await post('/api/tokens', { 'x-api-key': 'good-key' });
    expect(response.headers['content-type']).toBe(vendorType(api, 3));
    const claims = decodeJwtPayload(response.json()[flow.tokenField]);
    expect(claims).toMatchObject({ sub: 'key-user', src: 'ApiKeyAuth', iss: 'sdkgen-server' });
    expect(claims.exp! - claims.iat!).toBe(TTL);
  });

  it('writes the verified tenant into the token', async () => {
    const fromBasic = decodeJwtPayload(await tokenOf({ authorization: basic('ann', 'pw') }));
    expect(fromBasic).toMatchObject({ sub: 'ann', src: 'BasicAuth', tenant: 'home' });
    const chosen = decodeJwtPayload(
      await tokenOf({ authorization: basic('ann', 'pw') }, '?tenant=acme'),
    );
    expect(chosen.tenant).toBe('acme');
    const fromKey = decodeJwtPayload(await tokenOf({ 'x-api-key': 't1-key' }));
    expect(fromKey).toMatchObject({ sub: 't1-user', [flow.tenantParameter!]: 't1' });
    expect(decodeJwtPayload(await tokenOf({ 'x-api-key': 't1-key' }, '?tenant=t1')).tenant).toBe(
      't1',
    );
    expect(decodeJwtPayload(await tokenOf({ authorization: 'Bearer ps-good' })).src).toBe(
      'PsTokenAuth',
    );
  });

  it.each([
    ['an API key verified for t1', { 'x-api-key': 't1-key' }, 't2'],
    ['an API key verified for no tenant', { 'x-api-key': 'good-key' }, 'acme'],
    ['a Basic user asking for a tenant not hers', { authorization: basic('ann', 'pw') }, 'other'],
    ['an opaque bearer token verified for no tenant', { authorization: 'Bearer ps-good' }, 't2'],
  ])('refuses a token for another tenant to %s (403)', async (_who, headers, tenant) => {
    const response = await post(`/api/tokens?tenant=${tenant}`, headers);
    const body = expectProblem(response, 403, '/api/tokens');
    expect(body).toMatchObject({ tenant });
    expect(response.text).not.toContain('"token"');
  });

  it('gives verifiers the requested tenant, so they can allow it explicitly', async () => {
    requestedTenants.length = 0;
    const roaming = decodeJwtPayload(await tokenOf({ 'x-api-key': 'roaming-key' }, '?tenant=t9'));
    expect(roaming).toMatchObject({ sub: 'roamer', tenant: 't9' });
    expect(requestedTenants).toEqual(['t9']);
    expect(decodeJwtPayload(await tokenOf({ 'x-api-key': 'roaming-key' })).tenant).toBe('base');
    // Only the token create operation declares the tenant; elsewhere the verifier sees none.
    const codes = await request(server.url, 'GET', '/api/eventCodes?tenant=t9', {
      headers: { 'x-api-key': 'roaming-key' },
    });
    expect(codes.status).toBe(200);
    expect(requestedTenants).toEqual(['t9', undefined, undefined]);
  });

  it('an issued token authenticates other operations', async () => {
    const token = await tokenOf({ 'x-api-key': 'good-key' });
    const response = await request(server.url, 'GET', '/api/eventCodes', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });

  it('refreshes a token from Basic: same subject, tenant and source, later expiry', async () => {
    const original = await tokenOf({ authorization: basic('ann', 'pw') }, '?tenant=acme');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await post('/api/tokens:refresh', { authorization: `Bearer ${original}` });
    expect(response.status, response.text).toBe(200);
    const before = decodeJwtPayload(original);
    const after = decodeJwtPayload(response.json()[flow.tokenField]);
    expect(after).toMatchObject({ sub: 'ann', tenant: 'acme', src: 'BasicAuth' });
    expect(after.exp!).toBeGreaterThan(before.exp!);
  });

  it('refuses to refresh a token made from an API key (403)', async () => {
    const token = await tokenOf({ 'x-api-key': 'good-key' });
    const response = await post('/api/tokens:refresh', { authorization: `Bearer ${token}` });
    const body = expectProblem(response, 403, '/api/tokens:refresh');
    expect(body.detail).toContain('ApiKeyAuth');
    expect(body.detail).toContain(flow.createOperation);
  });

  it('refuses to refresh an expired token (401)', async () => {
    const expired = await mintJwt(SECRET, { sub: 'ann', src: 'BasicAuth' }, { expiresIn: -5 });
    expectProblem(
      await post('/api/tokens:refresh', { authorization: `Bearer ${expired}` }),
      401,
      '/api/tokens:refresh',
    );
  });

  it('refresh accepts only JWTs, not the API key itself', async () => {
    expectProblem(
      await post('/api/tokens:refresh', { 'x-api-key': 'good-key' }),
      401,
      '/api/tokens:refresh',
    );
  });

  it('answers the version the client asks for', async () => {
    const response = await request(server.url, 'POST', '/api/tokens', {
      headers: { 'x-api-key': 'good-key', accept: vendorType(api, 2) },
    });
    expect(response.headers['content-type']).toBe(vendorType(api, 2));
  });
});

describe('staticResponses and handler precedence', () => {
  it('answers configured operations with their body, others with 501', async () => {
    const server = await startServer('node', service, {}, options);
    try {
      const codes = await request(server.url, 'GET', '/api/eventCodes', {
        headers: { 'x-api-key': 'good-key' },
      });
      expect(codes.status).toBe(200);
      expect(codes.json()).toEqual({ items: [{ code: 'E1' }] });
      expect(
        (
          await request(server.url, 'GET', '/api/eventLog', {
            headers: { 'x-api-key': 'good-key' },
          })
        ).status,
      ).toBe(501);
    } finally {
      await server.close();
    }
  });

  it('an application handler replaces both a static response and a built-in', async () => {
    const handlers = {
      getEventCodes: () => ({ items: ['from handler'] }),
      createJwtToken: () => ({ token: 'custom' }),
    };
    const server = await startServer('node', service, handlers, options);
    try {
      const headers = { 'x-api-key': 'good-key' };
      expect((await request(server.url, 'GET', '/api/eventCodes', { headers })).json()).toEqual({
        items: ['from handler'],
      });
      expect((await request(server.url, 'POST', '/api/tokens', { headers })).json()).toEqual({
        token: 'custom',
      });
    } finally {
      await server.close();
    }
  });
});
