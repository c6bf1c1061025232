/** Per-operation authentication: which credentials are accepted where, and how failures look. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthInfo, HandlerInput } from '../../../templates/server/core/handler.ts';
import type { ServerOptions } from '../../../templates/server/core/options.ts';
import { basic, loadManifestApi, mintJwt, unsignedJwt } from './support/api.ts';
import { request, type RequestInit } from './support/http.ts';
import { expectProblem } from './support/problems.ts';
import { startServer, TRANSPORTS, type RunningServer } from './support/servers.ts';

const SECRET = 'auth-test-secret-auth-test-secret!!';

const options: ServerOptions = {
  jwtSecret: SECRET,
  verifyApiKey: (key) => (key === 'good-key' ? { subject: 'key-user', tenant: 't-key' } : null),
  verifyBasic: async (user, password, tenant) =>
    user === 'ann@example.com' && password === 's3cret'
      ? { subject: 'ann', ...(tenant ? { tenant } : {}) }
      : null,
  verifyBearerToken: (token, scheme) =>
    token === 'ps-good' && scheme === 'PsTokenAuth' ? { subject: 'ps-user' } : null,
};

/** Reports who the server says is calling. */
const handlers = {
  getProjects: ({ auth }: HandlerInput): { auth: AuthInfo | undefined } => ({ auth }),
};

const { service } = await loadManifestApi();

describe.each(TRANSPORTS)('authentication via %s', (transport) => {
  let server: RunningServer;
  const mountPath = transport === 'node' ? '' : '/rest';
  const getProjects = (headers: Record<string, string>) =>
    request(server.url, 'GET', '/api/projects', { headers });
  const createToken = (init: RequestInit, query = '') =>
    request(server.url, 'POST', `/api/tokens${query}`, init);

  beforeAll(async () => {
    server = await startServer(transport, service, handlers, options);
  });
  afterAll(() => server.close());

  it('401 without credentials, challenging with every accepted scheme', async () => {
    const response = await getProjects({});
    const body = expectProblem(response, 401, `${mountPath}/api/projects`);
    expect(body.acceptedSchemes).toEqual(['ApiKeyAuth', 'JwtAuth']);
    expect(response.headers['www-authenticate']).toMatch(
      /^ApiKey realm="[^"]+", header="X-API-Key", Bearer realm="[^"]+"$/,
    );
  });

  it('accepts a valid API key and hands the principal to the handler', async () => {
    const response = await getProjects({ 'x-api-key': 'good-key' });
    expect(response.status).toBe(200);
    expect(response.json().auth).toEqual({
      scheme: 'ApiKeyAuth',
      principal: { subject: 'key-user', tenant: 't-key' },
    });
  });

  it('401 for a wrong API key, even when a valid JWT is also sent', async () => {
    const jwt = await mintJwt(SECRET, { sub: 'x', src: 'BasicAuth' });
    const response = await getProjects({ 'x-api-key': 'bad-key', authorization: `Bearer ${jwt}` });
    expect(expectProblem(response, 401, `${mountPath}/api/projects`).detail).toMatch(/X-API-Key/);
  });

  it('accepts a JWT signed with the secret and exposes its claims', async () => {
    const jwt = await mintJwt(SECRET, { sub: 'ann', tenant: 'acme', src: 'BasicAuth' });
    const response = await getProjects({ authorization: `Bearer ${jwt}` });
    expect(response.status).toBe(200);
    const { auth } = response.json<{ auth: AuthInfo }>();
    expect(auth.scheme).toBe('JwtAuth');
    expect(auth.principal).toEqual({ subject: 'ann', tenant: 'acme' });
    expect(auth.claims).toMatchObject({
      sub: 'ann',
      tenant: 'acme',
      src: 'BasicAuth',
      iss: 'sdkgen-server',
    });
  });

  it.each([
    [
      'a forged JWT (other secret)',
      () => mintJwt('another-secret-another-secret-123', { sub: 'eve' }),
    ],
    ['an expired JWT', () => mintJwt(SECRET, { sub: 'ann' }, { expiresIn: -10 })],
    ['an alg:none JWT', async () => unsignedJwt({ sub: 'eve' })],
    [
      'a JWT from another issuer',
      () => mintJwt(SECRET, { sub: 'ann' }, { issuer: 'someone-else' }),
    ],
    ['a JWT with another algorithm', () => mintJwt(SECRET, { sub: 'ann' }, { alg: 'HS512' })],
    ['a JWT without subject', () => mintJwt(SECRET, {})],
  ])('401 invalid_token for %s', async (_label, token) => {
    const response = await getProjects({ authorization: `Bearer ${await token()}` });
    const body = expectProblem(response, 401, `${mountPath}/api/projects`);
    expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
    expect(body.detail).toMatch(/expired|not valid/);
  });

  it('says when a JWT has expired', async () => {
    const response = await getProjects({
      authorization: `Bearer ${await mintJwt(SECRET, { sub: 'ann' }, { expiresIn: -10 })}`,
    });
    expect(response.json().detail).toBe('The token has expired.');
  });

  it('401 for Basic credentials outside the operations that accept Basic', async () => {
    const response = await getProjects({ authorization: basic('ann@example.com', 's3cret') });
    expect(expectProblem(response, 401, `${mountPath}/api/projects`).detail).toMatch(
      /Basic credentials are not accepted/,
    );
  });

  it('401 for a non-JWT bearer token where only JWTs are accepted', async () => {
    const response = await getProjects({ authorization: 'Bearer ps-good' });
    expect(expectProblem(response, 401, `${mountPath}/api/projects`).detail).toMatch(
      /non-JWT bearer token/,
    );
  });

  it.each([
    'Basic',
    'Digest abc',
    'Bearer',
    'Basic !!!',
    `Basic ${Buffer.from('no-colon').toString('base64')}`,
  ])('401 for an unreadable Authorization header: %s', async (header) => {
    expectProblem(await getProjects({ authorization: header }), 401, `${mountPath}/api/projects`);
  });

  it('accepts Basic, API key and opaque bearer tokens on the token operation', async () => {
    expect(
      (await createToken({ headers: { authorization: basic('ann@example.com', 's3cret') } }))
        .status,
    ).toBe(200);
    expect((await createToken({ headers: { 'x-api-key': 'good-key' } })).status).toBe(200);
    expect((await createToken({ headers: { authorization: 'Bearer ps-good' } })).status).toBe(200);
  });

  it('401 on the token operation for wrong Basic credentials or an unknown opaque token', async () => {
    const wrong = await createToken({
      headers: { authorization: basic('ann@example.com', 'nope') },
    });
    expect(expectProblem(wrong, 401, `${mountPath}/api/tokens`).detail).toMatch(
      /user name or password/,
    );
    expect(wrong.headers['www-authenticate']).toContain('Basic realm=');
    expectProblem(
      await createToken({ headers: { authorization: 'Bearer ps-bad' } }),
      401,
      `${mountPath}/api/tokens`,
    );
  });

  it('rejects everything when no verifier is configured', async () => {
    const bare = await startServer(transport, service, handlers, {});
    try {
      expect(
        (await request(bare.url, 'GET', '/api/projects', { headers: { 'x-api-key': 'good-key' } }))
          .status,
      ).toBe(401);
      expect(
        (
          await request(bare.url, 'POST', '/api/tokens', {
            headers: { authorization: basic('a', 'b') },
          })
        ).status,
      ).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
