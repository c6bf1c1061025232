/**
 * Alternatives of several schemes sent together (OpenAPI requirement objects naming more than one
 * scheme, e.g. Trello's key and token) and anonymous access as an alternative (`[]`), over HTTP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClientCore } from '../../../templates/client/core/client-core.ts';
import { CredentialsError } from '../../../templates/client/core/errors.ts';
import type { Credential } from '../../../templates/client/core/options.ts';
import type { ApiSpec } from '../../../templates/client/core/spec.ts';
import { operation } from './support/api.ts';
import { startServer, type TestServer } from './support/server.ts';
import { cookieCredential } from '../../../templates/client/core/credential-writers.ts';
import { queryCredential } from '../../../templates/client/core/query-credentials.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset(() => ({ json: {} })));

const ops = {
  keyAndToken: operation({ name: 'key_and_token', method: 'GET', path: '/boards', auth: [['AppKey', 'UserToken']] }),
  pairOrBearer: operation({ name: 'pair_or_bearer', method: 'GET', path: '/pair', auth: [['ClientId', 'ClientSecret'], 'Bearer'] }),
  optional: operation({ name: 'optional', method: 'GET', path: '/public', auth: [[], 'AppKey'] }),
  twoCookies: operation({ name: 'two_cookies', method: 'GET', path: '/cookies', auth: [['SessionCookie', 'CsrfCookie']] }),
};

function client(credentials: Record<string, Credential>): ClientCore {
  const api: ApiSpec = {
    baseURL: server.url,
    mediaSuccessTemplate: 'application/json',
    mediaProblem: 'application/problem+json',
    currentVersion: 1,
    schemes: [
      { name: 'AppKey', kind: 'apiKey', query: 'key', writer: queryCredential },
      { name: 'UserToken', kind: 'apiKey', query: 'token', writer: queryCredential },
      { name: 'ClientId', kind: 'apiKey', header: 'PLAID-CLIENT-ID' },
      { name: 'ClientSecret', kind: 'apiKey', header: 'PLAID-SECRET' },
      { name: 'Bearer', kind: 'bearer' },
      { name: 'SessionCookie', kind: 'apiKey', cookie: 'session', writer: cookieCredential },
      { name: 'CsrfCookie', kind: 'apiKey', cookie: 'csrf', writer: cookieCredential },
    ],
  };
  return new ClientCore(api, { credentials, maxRetries: 0 });
}

describe('schemes sent together', () => {
  it('sends every credential of the group', async () => {
    await client({ AppKey: 'k-1', UserToken: 't-1' }).send(ops.keyAndToken);
    expect(server.requests[0]!.query.get('key')).toBe('k-1');
    expect(server.requests[0]!.query.get('token')).toBe('t-1');
  });

  it('refuses before sending when the client holds only part of the group', async () => {
    await expect(client({ AppKey: 'k-1' }).send(ops.keyAndToken)).rejects.toThrow(
      new CredentialsError('key_and_token accepts AppKey and UserToken, but the client has no credential that can be used for it.'),
    );
    expect(server.requests).toHaveLength(0);
  });

  it('takes the first alternative it holds all of, in the operation order', async () => {
    await client({ ClientId: 'id', ClientSecret: 'secret', Bearer: 'b' }).send(ops.pairOrBearer);
    expect(server.requests[0]!.headers['plaid-client-id']).toBe('id');
    expect(server.requests[0]!.headers['plaid-secret']).toBe('secret');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    // Half of the pair is not enough: the next alternative goes, and the half is not sent.
    await client({ ClientId: 'id', Bearer: 'b' }).send(ops.pairOrBearer);
    expect(server.requests[1]!.headers.authorization).toBe('Bearer b');
    expect(server.requests[1]!.headers['plaid-client-id']).toBeUndefined();
  });

  it('puts two cookie credentials in one Cookie header', async () => {
    await client({ SessionCookie: 's', CsrfCookie: 'c' }).send(ops.twoCookies);
    expect(server.requests[0]!.headers.cookie).toBe('session=s; csrf=c');
  });
});

describe('anonymous access as an alternative', () => {
  it('sends the credential when the client has one', async () => {
    await client({ AppKey: 'k-1' }).send(ops.optional);
    expect(server.requests[0]!.query.get('key')).toBe('k-1');
  });

  it('sends none, and does not refuse, when it has none', async () => {
    await client({}).send(ops.optional);
    expect(server.requests[0]!.query.has('key')).toBe(false);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });
});
