/**
 * The built-in token operations (templates/server/core/token-handlers.ts), called as the
 * pipeline calls them once authentication has run: what the issued JWT carries, when a tenant is
 * refused, and each problem the create and refresh operations answer with. Over HTTP the same
 * flow is in tokens.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { AuthInfo, HandlerContext, HandlerInput } from '../../../templates/server/core/handler.ts';
import { resolveOptions } from '../../../templates/server/core/options.ts';
import type { ParamSpec, RouteSpec, ServiceDescription, TokenFlowSpec } from '../../../templates/server/core/service.ts';
import { tokenHandlers } from '../../../templates/server/core/token-handlers.ts';
import { decodeJwtPayload } from './support/api.ts';
import { thrownProblem } from './support/problems.ts';

const SECRET = 't'.repeat(32);
const options = resolveOptions({ jwtSecret: SECRET, tokenTtlSeconds: 120 });
const flow: TokenFlowSpec = {
  scheme: 'JwtAuth',
  createOperation: 'create_token',
  refreshOperation: 'refresh_token',
  tokenField: 'accessToken',
  notRefreshableFrom: ['KeyAuth'],
  tenantParameter: 'workspace',
};
const param = (overrides: Partial<ParamSpec>): ParamSpec => ({ name: 'workspace', key: 'workspaceId', in: 'query', required: false, type: 'string', ...overrides });
function route(name: string, params: ParamSpec[]): RouteSpec {
  return { name, handler: name, method: 'POST', path: `/${name}`, pathParams: [], auth: ['KeyAuth'], versions: [1], params, response: { status: 200, contents: [] } };
}
function serviceWith(tokenFlow: TokenFlowSpec | undefined, params: ParamSpec[] = [param({})]): ServiceDescription {
  return {
    title: 'Tokens',
    media: { successTemplate: 'application/json', problem: 'application/problem+json', current: 1 },
    compression: [],
    schemes: [],
    ...(tokenFlow ? { tokenFlow } : {}),
    routes: [route('other', [param({ key: 'otherKey' })]), route('create_token', params), route('refresh_token', [])],
    tree: {},
  };
}

const ctx = {} as HandlerContext;
function input(auth: AuthInfo | undefined, query: Record<string, unknown> = {}): HandlerInput {
  return { version: 1, params: {}, query, headers: {}, body: undefined, auth };
}
const byKey: AuthInfo = { scheme: 'KeyAuth', principal: { subject: 'u1', tenant: 'w1' } };
const byBasic: AuthInfo = { scheme: 'Basic', principal: { subject: 'u2' } };


async function issued(result: unknown): Promise<Record<string, unknown>> {
  const token = ((await result) as Record<string, string>).accessToken!;
  const claims = decodeJwtPayload(token);
  expect(claims.exp! - claims.iat!).toBe(120);
  await expect(options.jwt.verify(token)).resolves.toBeTruthy();
  const { sub, src, workspace, tenant } = claims;
  return JSON.parse(JSON.stringify({ sub, src, workspace, tenant })) as Record<string, unknown>;
}

describe('tokenHandlers', () => {
  it('has none without a token flow', () => {
    expect(tokenHandlers(serviceWith(undefined), options).size).toBe(0);
  });

  it('has create and refresh, or create alone', () => {
    expect([...tokenHandlers(serviceWith(flow), options).keys()]).toEqual(['create_token', 'refresh_token']);
    const { refreshOperation: _none, ...createOnly } = flow;
    expect([...tokenHandlers(serviceWith(createOnly), options).keys()]).toEqual(['create_token']);
  });
});

describe('create', () => {
  const create = tokenHandlers(serviceWith(flow), options).get('create_token')!;

  it('issues a token for the principal, with its tenant and the scheme it used', async () => {
    expect(await issued(create(input(byKey), ctx))).toEqual({ sub: 'u1', src: 'KeyAuth', workspace: 'w1' });
    expect(await issued(create(input(byBasic), ctx))).toEqual({ sub: 'u2', src: 'Basic' });
  });

  it('keeps the source of a token exchanged for another', async () => {
    const byJwt: AuthInfo = { scheme: 'JwtAuth', principal: { subject: 'u3' }, claims: { sub: 'u3', src: 'Basic' } };
    expect(await issued(create(input(byJwt), ctx))).toEqual({ sub: 'u3', src: 'Basic' });
    const noSource: AuthInfo = { scheme: 'JwtAuth', principal: { subject: 'u3' }, claims: { sub: 'u3', src: 7 } };
    expect(await issued(create(input(noSource), ctx))).toEqual({ sub: 'u3', src: 'JwtAuth' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['the principal’s own tenant', { workspaceId: 'w1' }],
    ['an empty tenant', { workspaceId: '' }],
    ['a tenant that is not text', { workspaceId: 7 }],
    ['a tenant under another name', { workspace: 'w2', otherKey: 'w2' }],
  ])('accepts %s', async (_name, query) => {
    expect(await issued(create(input(byKey, query), ctx))).toEqual({ sub: 'u1', src: 'KeyAuth', workspace: 'w1' });
  });

  it.each<[string, AuthInfo]>([
    ['another tenant', byKey],
    ['any tenant, for a principal without one', byBasic],
  ])('refuses %s', async (_name, auth) => {
    const problem = await thrownProblem(() => create(input(auth, { workspaceId: 'w2' }), ctx));
    expect(problem.status).toBe(403);
    expect(problem.init).toEqual({
      kind: 'tenant-not-allowed',
      title: 'Tenant Not Allowed',
      detail: 'The credentials are not valid for the tenant "w2".',
      extensions: { tenant: 'w2' },
    });
  });

  it('reads the tenant only from a query parameter of that name', async () => {
    const inPath = tokenHandlers(serviceWith(flow, [param({ in: 'path' })]), options).get('create_token')!;
    expect(await issued(inPath(input(byKey, { workspaceId: 'w2' }), ctx))).toMatchObject({ workspace: 'w1' });
    const renamed = tokenHandlers(serviceWith(flow, [param({ name: 'tenant' })]), options).get('create_token')!;
    expect(await issued(renamed(input(byKey, { workspaceId: 'w2' }), ctx))).toMatchObject({ workspace: 'w1' });
  });

  it('issues tokens without tenant checks when the description has no create route', async () => {
    const bare = { ...serviceWith(flow), routes: [] };
    const lone = tokenHandlers(bare, options).get('create_token')!;
    expect(await issued(lone(input(byKey, { workspaceId: 'w2' }), ctx))).toEqual({ sub: 'u1', src: 'KeyAuth', workspace: 'w1' });
  });

  it('needs an authenticated request', async () => {
    await expect(async () => create(input(undefined), ctx)).rejects.toThrow(new Error('create_token needs an authenticated request to issue a token.'));
  });
});

describe('refresh', () => {
  const refresh = tokenHandlers(serviceWith(flow), options).get('refresh_token')!;

  it('issues a new token with the same subject, tenant and source', async () => {
    const auth: AuthInfo = { scheme: 'JwtAuth', principal: { subject: 'u1', tenant: 'w1' }, claims: { sub: 'u1', src: 'Basic', workspace: 'w1' } };
    expect(await issued(refresh(input(auth), ctx))).toEqual({ sub: 'u1', src: 'Basic', workspace: 'w1' });
  });

  it('takes a token without a source for one of the flow’s own scheme', async () => {
    const auth: AuthInfo = { scheme: 'JwtAuth', principal: { subject: 'u1' }, claims: { sub: 'u1', src: ['x'] } };
    expect(await issued(refresh(input(auth), ctx))).toEqual({ sub: 'u1', src: 'JwtAuth' });
  });

  it('refuses anything but a JWT', async () => {
    const problem = await thrownProblem(() => refresh(input(byKey), ctx));
    expect(problem.status).toBe(400);
    expect(problem.init).toEqual({ kind: 'token-required', detail: 'Only a JWT can be refreshed; obtain one with create_token.' });
  });

  it('refuses a token obtained with a scheme whose tokens are not refreshable', async () => {
    const auth: AuthInfo = { scheme: 'JwtAuth', principal: { subject: 'u1' }, claims: { sub: 'u1', src: 'KeyAuth' } };
    const problem = await thrownProblem(() => refresh(input(auth), ctx));
    expect(problem.status).toBe(403);
    expect(problem.init).toEqual({
      kind: 'token-not-refreshable',
      title: 'Token Not Refreshable',
      detail: 'A token obtained with KeyAuth cannot be refreshed; create a new one with create_token.',
      extensions: { source: 'KeyAuth' },
    });
  });

  it('needs an authenticated request', async () => {
    await expect(async () => refresh(input(undefined), ctx)).rejects.toThrow(new Error('refresh_token needs an authenticated request to issue a token.'));
  });
});
