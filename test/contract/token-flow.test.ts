/**
 * The built-in token operations of the generated server, through the generated client and
 * over plain HTTP: which JWTs refresh, which are refused, and that a client configured with an
 * API key exchanges it once and then only sends the JWT.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IcaClient, ProblemError } from '../../generated/ica/client/src/index.ts';
import type { HandlerContext, HandlerInput } from '../../generated/ica/server/core/index.ts';
import type { Handlers } from '../../generated/ica/server/index.ts';
import {
  API_KEY,
  BASIC_USER,
  basicHeader,
  decodeJwtPayload,
  PS_TOKEN,
  serverOptions,
} from './support/credentials.ts';
import { startIcaServer, type RunningServer } from './support/server.ts';
import { checkProblem } from './support/wire.ts';

const CALLS = 100;
const TENANT = 'tenant a+b&c=d#e é🚀';

/** Who called get_projects, per call: enough to prove which credential each request carried. */
interface Seen {
  scheme: string | undefined;
  jti: unknown;
  src: unknown;
  apiKeyHeader: unknown;
}
const seen: Seen[] = [];
const handlers = {
  getProjects(input: HandlerInput, ctx: HandlerContext) {
    seen.push({
      scheme: input.auth?.scheme,
      jti: input.auth?.claims?.jti,
      src: input.auth?.claims?.src,
      apiKeyHeader: ctx.requestHeaders['x-api-key'],
    });
    return { items: [] };
  },
} as Handlers;

const serverErrors: unknown[] = [];
let server: RunningServer;

beforeAll(async () => {
  server = await startIcaServer(handlers, serverOptions(serverErrors));
});
afterAll(() => server.close());
afterEach(() => expect(serverErrors).toEqual([]));

async function post(path: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function createToken(headers: Record<string, string>): Promise<string> {
  const created = await post('/api/tokens', headers);
  expect(created.status, created.text).toBe(200);
  return (JSON.parse(created.text) as { token: string }).token;
}

describe('built-in refresh', () => {
  it.each([
    ['Basic', { authorization: basicHeader(BASIC_USER.email, BASIC_USER.password) }, 'BasicAuth'],
    ['psToken', { authorization: `Bearer ${PS_TOKEN}` }, 'PsTokenAuth'],
  ])('refreshes a JWT created with %s, keeping its source', async (_name, headers, source) => {
    const token = await createToken(headers);
    const refreshed = await post('/api/tokens:refresh', { authorization: `Bearer ${token}` });
    expect(refreshed.status, refreshed.text).toBe(200);
    const fresh = (JSON.parse(refreshed.text) as { token: string }).token;
    expect(fresh).not.toBe(token);
    expect(decodeJwtPayload(fresh)).toMatchObject({ sub: decodeJwtPayload(token).sub, src: source });
  });

  it('refuses to refresh a JWT created from an API key with a 403 problem', async () => {
    const token = await createToken({ 'x-api-key': API_KEY });
    const refused = await post('/api/tokens:refresh', { authorization: `Bearer ${token}` });
    expect(refused.status).toBe(403);
    expect(checkProblem(403, refused.type, refused.text)).toEqual({ ok: true });
    expect(JSON.parse(refused.text)).toMatchObject({ source: 'ApiKeyAuth', instance: '/api/tokens:refresh' });
  });
});

describe('built-in token operations through the client', () => {
  it('creates a JWT for the tenant given, however it is spelt', async () => {
    const client = new IcaClient({ baseURL: server.url, apiKey: API_KEY, maxRetries: 0 });
    const { token } = (await client.system.createJwtToken({ tenant: TENANT })) as { token: string };
    expect(decodeJwtPayload(token)).toMatchObject({ sub: 'key-user', src: 'ApiKeyAuth', tenant: TENANT });
  });

  it('refreshes through the client with a Basic-derived JWT, and gets a 403 with a key-derived one', async () => {
    const basic = new IcaClient({ baseURL: server.url, basic: BASIC_USER, maxRetries: 0 });
    const refreshed = (await basic.system.refreshJwtToken()) as { token: string };
    expect(decodeJwtPayload(refreshed.token)).toMatchObject({ sub: 'ann', src: 'BasicAuth' });

    const keyed = new IcaClient({ baseURL: server.url, apiKey: API_KEY, maxRetries: 0 });
    const error = await keyed.system.refreshJwtToken().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProblemError);
    expect((error as ProblemError).status).toBe(403);
  });

  it(`exchanges an API key once and reuses the JWT for ${CALLS} concurrent calls`, async () => {
    server.hits.clear();
    seen.length = 0;
    const client = new IcaClient({ baseURL: server.url, apiKey: API_KEY, maxRetries: 0 });
    await Promise.all(Array.from({ length: CALLS }, () => client.projects.getProjects({})));

    expect(server.hits.get('POST /api/tokens')).toBe(1);
    expect(server.hits.get('GET /api/projects')).toBe(CALLS);
    expect(seen).toHaveLength(CALLS);
    expect(new Set(seen.map((s) => s.jti)).size).toBe(1);
    expect(seen.every((s) => s.scheme === 'JwtAuth' && s.src === 'ApiKeyAuth')).toBe(true);
    // The key itself went only to the token operation.
    expect(seen.filter((s) => s.apiKeyHeader !== undefined)).toEqual([]);
  });
});
