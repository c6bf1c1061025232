/**
 * Credentials outside an API-key header, generated client against generated server over
 * loopback (test/fixtures/manifests/api-keys.yaml): an API key in the query string and in a
 * cookie, HTTP Basic with a username (and the deprecated `email`), and HTTP Basic whose username
 * is an API key. A query key must never show in what an error carries, and must not follow a
 * redirect to another origin.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateApi, type GeneratedApi } from './support/generated-api.ts';

const QUERY_KEY = 'qk_live_7Hs9+/secret';
const COOKIE_KEY = 'ck_live_Zx81secret';
const KEY_AS_USER = 'sk_live_51Hk9secret';
const LOGIN = { username: 'ann', password: 'pa:ss wörd' };

interface Caller {
  scheme: string;
  subject: string;
  page?: number;
}
interface KeysClient {
  callers: {
    whoamiByQuery(params?: { page?: number }): Promise<Caller>;
    failByQuery(): Promise<Caller>;
    whoamiByCookie(): Promise<Caller>;
    whoamiByLogin(): Promise<Caller>;
    whoamiByKeyAsUser(): Promise<Caller>;
  };
}
type ClientModule = Record<string, unknown> & { KeysClient: new (options: object) => KeysClient };
type ServerModule = {
  createHandler(handlers: object, options: object): (req: unknown, res: unknown) => void;
  HttpProblem: new (status: number, options: object) => Error;
  reply(status: number, body?: unknown, headers?: Record<string, string>): unknown;
};

interface Recorded {
  url: string;
  headers: IncomingHttpHeaders;
}

let generated: GeneratedApi;
let client: ClientModule;
let api: Listening;
let elsewhere: Listening;
const serverErrors: unknown[] = [];

interface Listening {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

async function listen(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<Listening> {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

beforeAll(async () => {
  generated = await generateApi('test/fixtures/manifests/api-keys.yaml', ['client', 'server']);
  client = await generated.importClient<ClientModule>();
  const server = await generated.importServer<ServerModule>();
  elsewhere = await listen((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"scheme":"none","subject":"elsewhere"}'));
  const whoami = ({ auth, query }: { auth: { scheme: string; principal: { subject: string } }; query: { page?: number } }) => ({
    scheme: auth.scheme,
    subject: auth.principal.subject,
    ...(query.page !== undefined ? { page: query.page } : {}),
  });
  const handlers = {
    whoamiByQuery: whoami,
    whoamiByCookie: whoami,
    whoamiByLogin: whoami,
    whoamiByKeyAsUser: whoami,
    // Echoes the request's query into the target, as a careless server might: the key must still not go along.
    failByQuery: (_input: unknown, ctx: { requestHeaders: IncomingHttpHeaders }) =>
      ctx.requestHeaders['x-redirect'] === 'elsewhere'
        ? server.reply(302, undefined, { Location: `${elsewhere.url}/landing?api_key=${encodeURIComponent(QUERY_KEY)}&kept=1` })
        : (() => {
            throw new server.HttpProblem(404, { detail: 'Nothing here.' });
          })(),
  };
  const listener = server.createHandler(handlers, {
    verifyApiKey: (key: string, scheme: string) => ((scheme === 'QueryKey' && key === QUERY_KEY) || (scheme === 'CookieKey' && key === COOKIE_KEY) ? { subject: scheme } : null),
    verifyBasic: (username: string, password: string) =>
      username === LOGIN.username && password === LOGIN.password ? { subject: 'ann' } : username === KEY_AS_USER && password === '' ? { subject: 'key-user' } : null,
    onError: (error: unknown) => serverErrors.push(error),
  });
  api = await listen((req, res) => listener(req, res));
}, 120_000);

afterAll(async () => {
  await api?.close();
  await elsewhere?.close();
  generated?.remove();
});

beforeEach(() => {
  api.requests.length = 0;
  elsewhere.requests.length = 0;
  serverErrors.length = 0;
});

const newClient = (options: object) => new client.KeysClient({ baseURL: api.url, maxRetries: 0, ...options });

describe('an API key in the query string', () => {
  it('is appended to the operation query and accepted by the server', async () => {
    const answer = await newClient({ queryKey: QUERY_KEY }).callers.whoamiByQuery({ page: 2 });
    expect(answer).toEqual({ scheme: 'QueryKey', subject: 'QueryKey', page: 2 });
    const [request] = api.requests;
    expect(request!.url).toBe(`/v1/query/whoami?page=2&api_key=${encodeURIComponent(QUERY_KEY).replace(/%20/g, '+')}`);
    expect(request!.headers.cookie).toBeUndefined();
    expect(request!.headers.authorization).toBeUndefined();
    expect(serverErrors).toEqual([]);
  });

  it('is refused by the server with a challenge naming the query parameter when wrong', async () => {
    const response = await fetch(`${api.url}/v1/query/whoami?api_key=wrong`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^ApiKey realm="[^"]+", query="api_key"$/);
    expect(((await response.json()) as { detail: string }).detail).toBe('The key in the api_key query parameter is not valid.');
  });

  it.each([
    ['a rejected key (401)', 'wrong_key_Qx7secret', 'whoamiByQuery', 401],
    ['an operation that fails (404)', QUERY_KEY, 'failByQuery', 404],
  ] as const)('never shows in the error of %s', async (_label, key, method, status) => {
    const error = (await newClient({ queryKey: key }).callers[method]().catch((e: unknown) => e)) as Error & { status: number; response: Response };
    expect(error.status).toBe(status);
    const shown = [error.message, String(error.stack), JSON.stringify(error), inspect(error, { depth: 5 }), error.response.url];
    for (const text of shown) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(encodeURIComponent(key));
    }
    expect(new URL(error.response.url).searchParams.get('api_key')).toBe('[redacted]');
  });

  it('is taken off the address of a redirect to another origin', async () => {
    const answer = await newClient({ queryKey: QUERY_KEY, followCrossOriginRedirects: true, defaultHeaders: { 'X-Redirect': 'elsewhere' } }).callers.failByQuery();
    expect(answer.subject).toBe('elsewhere');
    expect(elsewhere.requests.map((r) => r.url)).toEqual(['/landing?kept=1']);
  });
});

describe('an API key in a cookie', () => {
  it('is sent as a cookie, next to the caller\'s own cookies, and accepted by the server', async () => {
    const answer = await newClient({ cookieKey: COOKIE_KEY, defaultHeaders: { Cookie: 'theme=dark' } }).callers.whoamiByCookie();
    expect(answer).toEqual({ scheme: 'CookieKey', subject: 'CookieKey' });
    const [request] = api.requests;
    expect(request!.headers.cookie).toBe(`theme=dark; session_key=${COOKIE_KEY}`);
    expect(request!.url).toBe('/v1/cookie/whoami');
  });

  it('is refused at construction when a cookie cannot carry it, without quoting it', () => {
    const attempt = () => newClient({ cookieKey: 'a b;c=secret-value' });
    expect(attempt).toThrow(/CookieKey must be a non-empty string without spaces/);
    expect(() => attempt()).not.toThrow(/secret-value/);
  });
});

describe('HTTP Basic', () => {
  const basicOf = () => api.requests[0]!.headers.authorization;
  const encoded = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

  it('sends { username, password }', async () => {
    expect(await newClient({ login: LOGIN }).callers.whoamiByLogin()).toEqual({ scheme: 'Login', subject: 'ann' });
    expect(basicOf()).toBe(encoded(LOGIN.username, LOGIN.password));
  });

  it('still takes the deprecated { email, password }', async () => {
    expect(await newClient({ login: { email: LOGIN.username, password: LOGIN.password } }).callers.whoamiByLogin()).toEqual({ scheme: 'Login', subject: 'ann' });
    expect(basicOf()).toBe(encoded(LOGIN.username, LOGIN.password));
  });

  it('takes an API key alone as the username, with an empty password, where the username is an API key', async () => {
    expect(await newClient({ keyAsUser: KEY_AS_USER }).callers.whoamiByKeyAsUser()).toEqual({ scheme: 'KeyAsUser', subject: 'key-user' });
    expect(basicOf()).toBe(encoded(KEY_AS_USER, ''));
  });

  it('refuses a bare string where the username is a person\'s', () => {
    expect(() => newClient({ login: 'ann' })).toThrow('The credential for Login must be an object with username and password.');
  });
});
