/**
 * Per-operation authentication (templates/server/core/authenticate.ts) with the credentials a
 * request presents (credentials.ts), through `authenticate` and `extractCredentials`: which
 * scheme decides, what each verifier receives, and every 401 the server can give, with its
 * detail and `WWW-Authenticate` challenges. The same over HTTP is in auth.test.ts.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../../../templates/server/core/authenticate.ts';
import { extractCredentials, looksLikeJws } from '../../../templates/server/core/credentials.ts';
import type { AuthInfo } from '../../../templates/server/core/handler.ts';
import { resolveOptions, type ServerOptions } from '../../../templates/server/core/options.ts';
import type { RouteSpec, SchemeSpec, ServiceDescription } from '../../../templates/server/core/service.ts';
import { basic, mintJwt } from './support/api.ts';
import { thrownProblem } from './support/problems.ts';

const SECRET = 'j'.repeat(32);
const schemes: SchemeSpec[] = [
  { name: 'KeyAuth', kind: 'apiKey', header: 'X-API-Key' },
  { name: 'QueryKey', kind: 'apiKey', query: 'api key' },
  { name: 'CookieKey', kind: 'apiKey', cookie: 'sid' },
  { name: 'Basic', kind: 'basic' },
  { name: 'JwtAuth', kind: 'bearer', bearerFormat: 'jwt' },
  { name: 'Session', kind: 'bearer' },
];
const service: ServiceDescription = {
  title: 'Acme "Pipes" \\ API',
  media: { successTemplate: 'application/json', problem: 'application/problem+json', current: 1 },
  compression: [],
  schemes,
  tokenFlow: { scheme: 'JwtAuth', createOperation: 'create_token', tokenField: 'token', notRefreshableFrom: [], tenantParameter: 'workspace' },
  routes: [],
  tree: {},
};
const REALM = 'realm="Acme Pipes  API"';

const routes = new Map<string, RouteSpec>();
/** One route per list of schemes, kept so the list keeps its identity like a real route's. */
function routeFor(auth: string[]): RouteSpec {
  const key = auth.join(',');
  let route = routes.get(key);
  if (!route) {
    route = { name: `op_${auth.length}`, handler: 'op', method: 'GET', path: '/op', pathParams: [], auth, versions: [1], params: [], response: { status: 200, contents: [] } };
    routes.set(key, route);
  }
  return route;
}

const verifiers: ServerOptions = {
  verifyApiKey: (key, scheme, tenant) => (key === 'good' ? { subject: `${scheme}:${tenant ?? '-'}` } : null),
  verifyBasic: (user, password, tenant) => (user === 'ann' && password === 'pw' ? { subject: `ann:${tenant ?? '-'}` } : null),
  verifyBearerToken: (token, scheme, tenant) => (token === 'opaque-good' ? { subject: `${scheme}:${tenant ?? '-'}` } : null),
};

function run(auth: string[], headers: IncomingHttpHeaders, options: ServerOptions = verifiers, search = '', tenant?: string) {
  const credentials = extractCredentials(headers, new URLSearchParams(search), schemes);
  return authenticate(service, routeFor(auth), credentials, resolveOptions({ jwtSecret: SECRET, ...options }), tenant);
}


describe('authenticate: accepted credentials', () => {
  it('lets an operation without schemes through, synchronously', () => {
    expect(run([], { 'x-api-key': 'bad' })).toBeUndefined();
  });

  it.each<[string, string[], IncomingHttpHeaders, string, AuthInfo]>([
    ['an API key in its header', ['KeyAuth'], { 'x-api-key': 'good' }, '', { scheme: 'KeyAuth', principal: { subject: 'KeyAuth:-' } }],
    ['an API key in its query parameter', ['QueryKey'], {}, 'api+key=good', { scheme: 'QueryKey', principal: { subject: 'QueryKey:-' } }],
    ['an API key in its cookie', ['CookieKey'], { cookie: 'a=1; sid=good' }, '', { scheme: 'CookieKey', principal: { subject: 'CookieKey:-' } }],
    ['Basic', ['Basic'], { authorization: basic('ann', 'pw') }, '', { scheme: 'Basic', principal: { subject: 'ann:-' } }],
    ['an opaque bearer token', ['Session'], { authorization: 'Bearer opaque-good' }, '', { scheme: 'Session', principal: { subject: 'Session:-' } }],
    ['the first scheme with a credential, not the first listed', ['Session', 'KeyAuth'], { 'x-api-key': 'good' }, '', { scheme: 'KeyAuth', principal: { subject: 'KeyAuth:-' } }],
    ['Basic after a scheme without a credential', ['KeyAuth', 'Basic'], { authorization: basic('ann', 'pw') }, '', { scheme: 'Basic', principal: { subject: 'ann:-' } }],
    ['an opaque token where JWTs are also accepted', ['JwtAuth', 'Session'], { authorization: 'Bearer opaque-good' }, '', { scheme: 'Session', principal: { subject: 'Session:-' } }],
  ])('%s, answered synchronously', (_name, auth, headers, search, want) => {
    const answer = run(auth, headers, verifiers, search);
    expect(answer).not.toBeInstanceOf(Promise);
    expect(answer).toEqual(want);
  });

  it('hands verifiers the requested tenant', () => {
    expect(run(['KeyAuth'], { 'x-api-key': 'good' }, verifiers, '', 't1')).toEqual({ scheme: 'KeyAuth', principal: { subject: 'KeyAuth:t1' } });
    expect(run(['Basic'], { authorization: basic('ann', 'pw') }, verifiers, '', 't2')).toEqual({ scheme: 'Basic', principal: { subject: 'ann:t2' } });
    expect(run(['Session'], { authorization: 'Bearer opaque-good' }, verifiers, '', 't3')).toEqual({ scheme: 'Session', principal: { subject: 'Session:t3' } });
  });

  it('waits for a verifier that answers with a promise', async () => {
    const answer = run(['KeyAuth'], { 'x-api-key': 'k' }, { verifyApiKey: async (key) => ({ subject: key }) });
    expect(answer).toBeInstanceOf(Promise);
    await expect(answer).resolves.toEqual({ scheme: 'KeyAuth', principal: { subject: 'k' } });
  });

  it('a promised null is a 401 too', async () => {
    const problem = await thrownProblem(() => run(['KeyAuth'], { 'x-api-key': 'k' }, { verifyApiKey: async () => null }));
    expect(problem.message).toBe('The key in the X-API-Key header is not valid.');
  });

  it('verifies a JWT itself, reading the tenant from the token flow’s claim', async () => {
    const token = await mintJwt(SECRET, { sub: 'u1', workspace: 'w1', src: 'KeyAuth' });
    const answer = await run(['JwtAuth'], { authorization: `Bearer ${token}` });
    expect(answer).toMatchObject({ scheme: 'JwtAuth', principal: { subject: 'u1', tenant: 'w1' }, claims: { sub: 'u1', src: 'KeyAuth' } });
  });
});

describe('authenticate: 401', () => {
  const ALL = ['KeyAuth', 'QueryKey', 'CookieKey', 'Basic', 'JwtAuth', 'Session'];
  const rows: { name: string; auth: string[]; headers: IncomingHttpHeaders; search?: string; options?: ServerOptions; detail: string; challenges: string[] }[] = [
    {
      name: 'nothing presented: every kind of credential is challenged once',
      auth: ALL,
      headers: {},
      detail: 'Authentication is required; use one of: KeyAuth, QueryKey, CookieKey, Basic, JwtAuth, Session.',
      challenges: [
        `ApiKey ${REALM}, header="X-API-Key"`,
        `ApiKey ${REALM}, query="api%20key"`,
        `ApiKey ${REALM}, cookie="sid"`,
        `Basic ${REALM}, charset="UTF-8"`,
        `Bearer ${REALM}`,
      ],
    },
    { name: 'a wrong key in a header', auth: ['KeyAuth', 'Basic'], headers: { 'x-api-key': 'bad' }, detail: 'The key in the X-API-Key header is not valid.', challenges: [`ApiKey ${REALM}, header="X-API-Key"`, `Basic ${REALM}, charset="UTF-8"`] },
    { name: 'a wrong key in a query parameter', auth: ['QueryKey'], headers: {}, search: 'api%20key=bad', detail: 'The key in the api key query parameter is not valid.', challenges: [`ApiKey ${REALM}, query="api%20key"`] },
    { name: 'a wrong key in a cookie', auth: ['CookieKey'], headers: { cookie: 'sid=bad' }, detail: 'The key in the sid cookie is not valid.', challenges: [`ApiKey ${REALM}, cookie="sid"`] },
    { name: 'a wrong key, even beside a valid Basic', auth: ['KeyAuth', 'Basic'], headers: { 'x-api-key': 'bad', authorization: basic('ann', 'pw') }, detail: 'The key in the X-API-Key header is not valid.', challenges: [`ApiKey ${REALM}, header="X-API-Key"`, `Basic ${REALM}, charset="UTF-8"`] },
    { name: 'a wrong password: no bearer error', auth: ['Basic', 'Session'], headers: { authorization: basic('ann', 'nope') }, detail: 'The user name or password is not valid.', challenges: [`Basic ${REALM}, charset="UTF-8"`, `Bearer ${REALM}`] },
    { name: 'an unknown opaque token', auth: ['Session'], headers: { authorization: 'Bearer opaque-bad' }, detail: 'The bearer token is not valid.', challenges: [`Bearer ${REALM}, error="invalid_token"`] },
    { name: 'no verifier configured', auth: ['KeyAuth'], headers: { 'x-api-key': 'good' }, options: {}, detail: 'The key in the X-API-Key header is not valid.', challenges: [`ApiKey ${REALM}, header="X-API-Key"`] },
    { name: 'no Basic verifier configured', auth: ['Basic'], headers: { authorization: basic('ann', 'pw') }, options: {}, detail: 'The user name or password is not valid.', challenges: [`Basic ${REALM}, charset="UTF-8"`] },
    { name: 'no bearer verifier configured', auth: ['Session'], headers: { authorization: 'Bearer opaque-good' }, options: {}, detail: 'The bearer token is not valid.', challenges: [`Bearer ${REALM}, error="invalid_token"`] },
    { name: 'Basic where it is not accepted', auth: ['KeyAuth'], headers: { authorization: basic('ann', 'pw') }, detail: 'Basic credentials are not accepted here; use one of: KeyAuth.', challenges: [`ApiKey ${REALM}, header="X-API-Key"`] },
    { name: 'an opaque token where only JWTs are accepted', auth: ['JwtAuth'], headers: { authorization: 'Bearer opaque-good' }, detail: 'A non-JWT bearer token is not accepted here; use one of: JwtAuth.', challenges: [`Bearer ${REALM}`] },
    { name: 'a key for another scheme', auth: ['KeyAuth'], headers: { cookie: 'sid=good' }, detail: 'Authentication is required; use one of: KeyAuth.', challenges: [`ApiKey ${REALM}, header="X-API-Key"`] },
    { name: 'an empty key counts as none', auth: ['KeyAuth'], headers: { 'x-api-key': '' }, detail: 'Authentication is required; use one of: KeyAuth.', challenges: [`ApiKey ${REALM}, header="X-API-Key"`] },
    { name: 'an unsupported Authorization scheme', auth: ['Basic'], headers: { authorization: 'Digest abc' }, detail: 'The Authorization scheme "Digest" is not supported.', challenges: [`Basic ${REALM}, charset="UTF-8"`] },
    { name: 'an Authorization header without credentials', auth: ['Basic'], headers: { authorization: 'Basic' }, detail: 'The Authorization header is not of the form "<scheme> <credentials>".', challenges: [`Basic ${REALM}, charset="UTF-8"`] },
    { name: 'Basic that is not base64', auth: ['Basic'], headers: { authorization: 'Basic a=b' }, detail: 'Basic credentials are not valid base64.', challenges: [`Basic ${REALM}, charset="UTF-8"`] },
    { name: 'Basic without a colon', auth: ['Basic'], headers: { authorization: `Basic ${Buffer.from('annpw').toString('base64')}` }, detail: 'Basic credentials must be "user:password".', challenges: [`Basic ${REALM}, charset="UTF-8"`] },
  ];
  it.each(rows)('$name', async ({ auth, headers, search = '', options = verifiers, detail, challenges }) => {
    const problem = await thrownProblem(() => run(auth, headers, options, search));
    expect(problem.status).toBe(401);
    expect(problem.init).toEqual({
      kind: 'unauthorized',
      detail,
      headers: { 'WWW-Authenticate': challenges },
      extensions: { operation: routeFor(auth).name, acceptedSchemes: auth },
    });
  });

  it('a JWT where only opaque tokens are accepted', async () => {
    const token = await mintJwt(SECRET, { sub: 'u' });
    const problem = await thrownProblem(() => run(['Session'], { authorization: `Bearer ${token}` }));
    expect(problem.message).toBe('A JWT bearer token is not accepted here; use one of: Session.');
  });

  it.each<[string, Promise<string>, string]>([
    ['an expired JWT', mintJwt(SECRET, { sub: 'u' }, { expiresIn: -10 }), 'The token has expired.'],
    ['a JWT signed with another key', mintJwt('x'.repeat(32), { sub: 'u' }), 'The token is not valid.'],
  ])('%s', async (_name, token, detail) => {
    const problem = await thrownProblem(async () => run(['JwtAuth', 'KeyAuth'], { authorization: `Bearer ${await token}` }));
    expect(problem.init).toMatchObject({ detail, headers: { 'WWW-Authenticate': [`Bearer ${REALM}, error="invalid_token"`, `ApiKey ${REALM}, header="X-API-Key"`] } });
  });

  it('names a scheme the service does not describe', () => {
    expect(() => run(['Nope'], {})).toThrow(new Error('The service description has no security scheme named Nope.'));
  });
});

describe('extractCredentials', () => {
  const none = new URLSearchParams();
  it.each<[string, string, Record<string, string>]>([
    ['quoted values are unquoted', 'sid="abc"', { CookieKey: 'abc' }],
    ['the first of several wins', 'sid=one; sid=two', { CookieKey: 'one' }],
    ['names and values are trimmed', ' a=1 ;  sid = two ', { CookieKey: 'two' }],
    ['a lone quote stays', 'sid="', { CookieKey: '"' }],
    ['two quotes are an empty value', 'sid=""', {}],
    ['an opening quote alone stays', 'sid="abc', { CookieKey: '"abc' }],
    ['a closing quote alone stays', 'sid=abc"', { CookieKey: 'abc"' }],
    ['a pair without = is no cookie, even one that starts with the name', 'sidX; sid=two', { CookieKey: 'two' }],
    ['a pair whose = comes second', 's=1; sid=two', { CookieKey: 'two' }],
    ['an empty value is no key, but still the first', 'sid=; sid=two', {}],
    ['a pair without = is skipped', 'sid; sid=two', { CookieKey: 'two' }],
    ['a value with = keeps it', 'sid=a=b', { CookieKey: 'a=b' }],
    ['an empty name is skipped', '=x; sid=y', { CookieKey: 'y' }],
    ['no cookie of that name', 'sidx=1; xsid=2', {}],
  ])('cookies: %s', (_name, cookie, want) => {
    expect(Object.fromEntries(extractCredentials({ cookie }, none, schemes).apiKeys)).toEqual(want);
  });

  it('reads the first of a repeated key header', () => {
    expect(extractCredentials({ 'x-api-key': ['one', 'two'] as unknown as string }, none, schemes).apiKeys.get('KeyAuth')).toBe('one');
  });

  it('reads no cookie when there is no Cookie header', () => {
    expect(extractCredentials({}, none, schemes)).toEqual({ apiKeys: new Map() });
  });

  it('reads the Authorization header whatever the case of its scheme', () => {
    expect(extractCredentials({ authorization: 'BASIC ' + Buffer.from('a:b').toString('base64') }, none, schemes).authorization).toEqual({ kind: 'basic', username: 'a', password: 'b' });
    expect(extractCredentials({ authorization: 'bEaReR tok  ' }, none, schemes).authorization).toEqual({ kind: 'bearer', token: 'tok', jws: false });
  });

  it.each([
    ['Bearer\ttok', true],
    ['Bearer   tok', true],
    [' Bearer tok', false],
    ['Bearer tok extra', false],
    ['1Bearer tok', false],
    ["X-Custom.Scheme!#$%&'*+^_`|~ tok", true],
  ])('Authorization %j is read: %s', (header, readable) => {
    const credential = extractCredentials({ authorization: header }, none, schemes).authorization;
    expect(credential?.kind === 'malformed' && credential.reason.startsWith('The Authorization header is not of the form')).toBe(!readable);
  });

  it.each([
    ['Basic YTpi', { kind: 'basic', username: 'a', password: 'b' }],
    ['Basic YTpiYw==', { kind: 'basic', username: 'a', password: 'bc' }],
    ['Basic YTpi=x', { kind: 'malformed', reason: 'Basic credentials are not valid base64.' }],
    ['Basic -_', { kind: 'malformed', reason: 'Basic credentials are not valid base64.' }],
    ['Basic Oi8v', { kind: 'basic', username: '', password: '//' }],
  ])('Basic %j', (header, want) => {
    expect(extractCredentials({ authorization: header }, none, schemes).authorization).toEqual(want);
  });
});

describe('looksLikeJws', () => {
  const header = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each<[string, string, boolean]>([
    ['a header with alg', `${header({ alg: 'HS256' })}.e30.sig`, true],
    ['an empty signature', `${header({ alg: 'none' })}.e30.`, true],
    ['an empty header', '.e30.sig', false],
    ['an empty payload', `${header({ alg: 'HS256' })}..sig`, false],
    ['four parts', `${header({ alg: 'HS256' })}.e30.sig.x`, false],
    ['alg that is not text', `${header({ alg: 1 })}.e30.sig`, false],
    ['a header that is null', `${header(null)}.e30.sig`, false],
    ['a header that is a string', `${header('alg')}.e30.sig`, false],
    ['a header that is not JSON', `${Buffer.from('{alg').toString('base64url')}.e30.sig`, false],
    ['a padded part', `${header({ alg: 'HS256' })}=.e30.sig`, false],
  ])('%s → %s', (_name, token, want) => {
    expect(looksLikeJws(token)).toBe(want);
  });
});
