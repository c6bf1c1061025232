/**
 * Request headers (templates/client/core/headers.ts), edges a mutation run showed untested: the
 * precedence of every source, a credential cookie joining the caller's cookies, and each error
 * raised for a header that cannot be sent, which names the header and never quotes the value.
 * Each row sends a real request (or fails before sending) to a loopback server.
 */
import { describe, expect, it } from 'vitest';
import { ClientCore } from '../../../templates/client/core/client-core.ts';
import { CredentialsError, InvalidRequestError } from '../../../templates/client/core/errors.ts';
import type { ClientCoreOptions, Credential, RequestOptions } from '../../../templates/client/core/options.ts';
import type { ApiSpec, OperationSpec, SchemeSpec } from '../../../templates/client/core/spec.ts';
import { operation } from './support/api.ts';
import { FakeClock } from './support/fake-clock.ts';
import { useTestServer } from './support/server.ts';
import { cookieCredential } from '../../../templates/client/core/credential-writers.ts';

const server = useTestServer();

function spec(baseURL: string, schemes: SchemeSpec[]): ApiSpec {
  return { baseURL, mediaSuccessTemplate: 'application/vnd.t.v{version}+json', mediaProblem: 'application/problem+json', currentVersion: 1, schemes };
}

const KEY: SchemeSpec = { name: 'Key', kind: 'apiKey', header: 'X-Key' };
const COOKIE: SchemeSpec = { name: 'Sid', kind: 'apiKey', cookie: 'sid', writer: cookieCredential };
const BEARER: SchemeSpec = { name: 'Bearer', kind: 'bearer' };

const getThing = operation({
  name: 'get_thing',
  method: 'GET',
  path: '/thing',
  auth: ['Key'],
  versions: [1],
  headers: [{ key: 'trace', name: 'X-Trace' }],
});
const postThing = operation({ name: 'post_thing', method: 'POST', path: '/thing', auth: ['Key'], versions: [1], body: 'optional' });

interface Call {
  schemes?: SchemeSpec[];
  credentials?: Record<string, Credential>;
  client?: Omit<ClientCoreOptions, 'credentials'>;
  operation?: OperationSpec;
  params?: Record<string, unknown>;
  options?: RequestOptions;
}

function call({ schemes = [KEY], credentials = { Key: 'k-1' }, client = {}, operation: op = getThing, params = {}, options = {} }: Call) {
  const core = new ClientCore(spec(server().url, schemes), { credentials, clock: new FakeClock(), maxRetries: 0, ...client });
  return core.send(op, params, options);
}

async function headersSent(input: Call) {
  await call(input);
  expect(server().requests).toHaveLength(1);
  return server().requests[0]!.headers;
}

describe('each source, in increasing precedence', () => {
  it('defaults, negotiation, credential, constants, parameters, then the call', async () => {
    const headers = await headersSent({
      client: { defaultHeaders: { 'X-Default': 'd', Accept: 'text/plain', 'X-Key': 'default-key', 'X-Rpc': 'default', 'X-Trace': 'default' } },
      operation: { ...getThing, match: { headers: { 'X-Rpc': 'Svc.Op', 'X-Trace': 'constant' } } },
      params: { trace: 'param' },
      options: { headers: { 'x-default': 'call' } },
    });
    expect(headers).toMatchObject({
      'x-default': 'call',
      accept: 'application/vnd.t.v1+json, application/problem+json',
      'x-key': 'k-1',
      'x-rpc': 'Svc.Op',
      'x-trace': 'param',
    });
  });

  it('the call overrides negotiation, the credential, constants and parameters', async () => {
    const headers = await headersSent({
      operation: { ...getThing, match: { headers: { 'X-Rpc': 'Svc.Op' } } },
      params: { trace: 'param' },
      options: { headers: { Accept: 'text/csv', 'X-KEY': 'call-key', 'x-rpc': 'call', 'X-Trace': 'call' } },
    });
    expect(headers).toMatchObject({ accept: 'text/csv', 'x-key': 'call-key', 'x-rpc': 'call', 'x-trace': 'call' });
  });

  it('a body sets its content type, which the call may override', async () => {
    expect((await headersSent({ operation: postThing, params: { body: { a: 1 } } }))['content-type']).toBe('application/json');
    server().reset();
    const overridden = await headersSent({ operation: postThing, params: { body: { a: 1 } }, options: { headers: { 'Content-Type': 'application/x-mine' } } });
    expect(overridden['content-type']).toBe('application/x-mine');
  });

  it('no body, no content type', async () => {
    expect((await headersSent({ operation: postThing }))['content-type']).toBeUndefined();
  });

  it('a value with surrounding whitespace or line breaks is sent trimmed', async () => {
    const headers = await headersSent({ client: { defaultHeaders: { 'X-Wrapped': '\r\n\tw\n' } }, options: { headers: { 'X-Padded': '  v  ' } } });
    expect(headers['x-wrapped']).toBe('w');
    expect(headers['x-padded']).toBe('v');
  });
});

describe('a credential cookie joins the cookies of the request', () => {
  const cookieCall = (extra: Call = {}): Call => ({ schemes: [COOKIE], credentials: { Sid: 's-1' }, operation: { ...getThing, auth: ['Sid'] }, ...extra });

  it.each<[string, Call, string]>([
    ['alone', cookieCall(), 'sid=s-1'],
    ["after the call's cookies", cookieCall({ options: { headers: { Cookie: 'a=1; b=2' } } }), 'a=1; b=2; sid=s-1'],
    ['after default cookies', cookieCall({ client: { defaultHeaders: { cookie: 'd=1' } } }), 'd=1; sid=s-1'],
  ])('%s', async (_what, input, want) => {
    const headers = await headersSent(input);
    expect(headers['cookie']).toBe(want);
  });
});

describe('a header that cannot be sent fails before sending, without quoting the value', () => {
  const SECRET = 'sec\nret';

  it.each<[string, Call, Error]>([
    ['a default value with a line break', { client: { defaultHeaders: { 'X-A': SECRET } } }, new InvalidRequestError('defaultHeaders holds a header name or value that cannot be sent.')],
    ['a default value with DEL', { client: { defaultHeaders: { 'X-A': 'sec\x7Fret' } } }, new InvalidRequestError('defaultHeaders holds a header name or value that cannot be sent.')],
    ['a default value with a control character', { client: { defaultHeaders: { 'X-A': 'sec\x01ret' } } }, new InvalidRequestError('defaultHeaders holds a header name or value that cannot be sent.')],
    ['a default name with a space', { client: { defaultHeaders: { 'X A': 'v' } } }, new InvalidRequestError('defaultHeaders holds a header name or value that cannot be sent.')],
    ['a key with a control character', { credentials: { Key: 'sec\x1Fret' } }, new CredentialsError('The credential for the X-Key header is not a valid header value.')],
    ["a call's header with DEL", { options: { headers: { 'X-Call': 'sec\x7Fret' } } }, new InvalidRequestError('get_thing: the X-Call header of this call cannot be sent as given.')],
    ['a key with a line break', { credentials: { Key: SECRET } }, new CredentialsError('The credential for the X-Key header is not a valid header value.')],
    [
      'a bearer token outside Latin-1',
      { schemes: [BEARER], credentials: { Bearer: 'sec€ret' }, operation: { ...getThing, auth: ['Bearer'] } },
      new CredentialsError('The credential for the Authorization header is not a valid header value.'),
    ],
    [
      'a cookie scheme whose name cannot be sent',
      { schemes: [{ name: 'Sid', kind: 'apiKey', cookie: 'sid€', writer: cookieCredential }], credentials: { Sid: 's-1' }, operation: { ...getThing, auth: ['Sid'] } },
      new CredentialsError('The credential for the cookie is not a valid header value.'),
    ],
    ['a header parameter with a line break', { params: { trace: SECRET } }, new InvalidRequestError('get_thing: a header parameter has a value that cannot be sent in a header.')],
    ['a header parameter array item outside Latin-1', { params: { trace: ['a', 'sec€ret'] } }, new InvalidRequestError('get_thing: a header parameter has a value that cannot be sent in a header.')],
    ["a call's header with a line break", { options: { headers: { 'X-Call': SECRET } } }, new InvalidRequestError('get_thing: the X-Call header of this call cannot be sent as given.')],
    ["a call's header name that is no token", { options: { headers: { 'X:Call': 'v' } } }, new InvalidRequestError('get_thing: the X:Call header of this call cannot be sent as given.')],
  ])('%s', async (_what, input, want) => {
    const error = await call(input).catch((caught: unknown) => caught);
    expect(error).toEqual(want);
    expect(error).toBeInstanceOf(want.constructor);
    expect((error as Error).message).not.toMatch(/sec|€/);
    expect(server().requests).toHaveLength(0);
  });
});
