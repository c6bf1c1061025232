/**
 * TokenManager through its own public methods, for the edges a mutation run showed untested and
 * the HTTP tests cannot reach exactly: what `held()` hands out, when `token()` issues a request,
 * what `reject()` answers with a provider, how a refresh authenticates and how it fails, and
 * flights that outlive the callers that started them. The token endpoint is an `issue` function
 * that records what it is asked and answers as each test scripts it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppliedAuth } from '../../../templates/client/core/credentials.ts';
import { AbortError, CredentialsError } from '../../../templates/client/core/errors.ts';
import type { Credential } from '../../../templates/client/core/options.ts';
import type { OperationSpec, SchemeSpec, TokenFlowSpec } from '../../../templates/client/core/spec.ts';
import { type TokenManagerOptions, TokenManager } from '../../../templates/client/core/tokens.ts';
import { ops } from './support/api.ts';
import { FakeClock } from './support/fake-clock.ts';
import { makeJwt } from './support/jwt.ts';

interface IssueCall {
  operation: string;
  auth: AppliedAuth;
  signal: AbortSignal;
}

/** A token endpoint answering with whatever `answer` gives, recording every call. */
function endpoint(answer: (call: IssueCall) => Promise<unknown>) {
  const calls: IssueCall[] = [];
  const issue = (operation: OperationSpec, auth: AppliedAuth, signal: AbortSignal) => {
    const call = { operation: operation.name, auth, signal };
    calls.push(call);
    return answer(call);
  };
  return { calls, issue };
}

/** A promise settled from outside, for answers that arrive when the test says so. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Rejects with the signal's reason once it aborts, as a real request does. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}

/** Let settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const schemes: SchemeSpec[] = [
  { name: 'ApiKeyAuth', kind: 'apiKey', header: 'X-API-Key' },
  { name: 'JwtAuth', kind: 'bearer', bearerFormat: 'JWT' },
];
const flow: TokenFlowSpec = {
  scheme: 'JwtAuth',
  create: { ...ops.createToken, auth: ['ApiKeyAuth'] },
  refresh: ops.refreshToken,
  field: 'token',
  notRefreshableFrom: ['ApiKeyAuth'],
};

let clock: FakeClock;
beforeEach(() => {
  clock = new FakeClock();
});

function manager(
  issue: TokenManagerOptions['issue'],
  credentials: Record<string, Credential>,
  extra: Partial<TokenManagerOptions> = {},
): TokenManager {
  return new TokenManager({
    flow,
    schemes: new Map(schemes.map((scheme) => [scheme.name, scheme])),
    credentials: new Map(Object.entries(credentials)),
    issue,
    clock,
    client: { refreshSkewSeconds: 30, exchangeApiKey: true },
    ...extra,
  });
}

describe('held()', () => {
  it('is the supplied token while it needs no renewing', async () => {
    const supplied = await makeJwt(clock.now(), 3600);
    expect(manager(endpoint(() => Promise.reject(new Error('unused'))).issue, { JwtAuth: supplied }).held()).toBe(supplied);
  });

  it('is nothing when a provider decides, even beside a fresh supplied token', async () => {
    const supplied = await makeJwt(clock.now(), 3600);
    const tokens = manager(endpoint(() => Promise.reject(new Error('unused'))).issue, { JwtAuth: supplied }, { client: { tokenProvider: () => 'p' } });
    expect(tokens.held()).toBeUndefined();
  });

  it('is nothing before any token was obtained', () => {
    expect(manager(endpoint(() => Promise.reject(new Error('unused'))).issue, { ApiKeyAuth: 'key-1' }).held()).toBeUndefined();
  });

  it('is nothing once the token is due for renewal', async () => {
    const supplied = await makeJwt(clock.now(), 3600);
    const tokens = manager(endpoint(() => Promise.reject(new Error('unused'))).issue, { JwtAuth: supplied });
    clock.advance(3600_000 - 30_000);
    expect(tokens.held()).toBeUndefined();
  });
});

describe('token()', () => {
  it('reuses a fresh token instead of asking for another', async () => {
    const { calls, issue } = endpoint(async () => ({ token: await makeJwt(clock.now(), 3600) }));
    const tokens = manager(issue, { ApiKeyAuth: 'key-1' });
    const first = await tokens.token();
    expect(await tokens.token()).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('says no credential can obtain a token when none is configured', async () => {
    const tokens = manager(endpoint(() => Promise.reject(new Error('unused'))).issue, {});
    const error = await tokens.token().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CredentialsError);
    expect((error as Error).message).toBe('No configured credential can obtain a JwtAuth token.');
  });

  it.each([
    ['null', null],
    ['a string', 'token'],
    ['an object without the field', { other: 'x' }],
  ])('fails with a CredentialsError when the token endpoint answers %s', async (_what, body) => {
    const tokens = manager(endpoint(async () => body).issue, { ApiKeyAuth: 'key-1' });
    const error = await tokens.token().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CredentialsError);
    expect((error as Error).message).toBe('create_jwt_token answered without a "token" token.');
  });

  // Indexing a string by a numeric field would give one of its characters.
  it('takes no token from a bare string answer, even when the field is an index', async () => {
    const tokens = manager(endpoint(async () => 'eyJ.not-an-object').issue, { ApiKeyAuth: 'key-1' }, { flow: { ...flow, field: '0' } });
    const error = await tokens.token().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CredentialsError);
    expect((error as Error).message).toBe('create_jwt_token answered without a "0" token.');
  });

  it('a request abandoned by its callers does not end the flight that replaced it', async () => {
    const abandoned = pending<unknown>();
    const replacing = pending<unknown>();
    const answers = [abandoned.promise, replacing.promise];
    const { calls, issue } = endpoint(() => answers.shift()!);
    const tokens = manager(issue, { ApiKeyAuth: 'key-1' });

    const caller = new AbortController();
    const gaveUp = tokens.token(caller.signal).catch((caught: unknown) => caught);
    caller.abort();
    expect(await gaveUp).toBeInstanceOf(AbortError);
    const second = tokens.token();
    abandoned.reject(new Error('the abandoned request fails late'));
    await settle();
    const third = tokens.token();
    expect(calls).toHaveLength(2);

    const token = await makeJwt(clock.now(), 3600);
    replacing.resolve({ token });
    expect(await Promise.all([second, third])).toEqual([token, token]);
  });
});

describe('refreshing a supplied token that no credential can create anew', () => {
  /** A manager holding a supplied JWT that has become due (but not expired), and that token. */
  async function dueSupplied(issue: TokenManagerOptions['issue'], extra: Partial<TokenManagerOptions> = {}) {
    const supplied = await makeJwt(clock.now(), 3600);
    const tokens = manager(issue, { JwtAuth: supplied }, extra);
    clock.advance(3600_000 - 10_000);
    return { tokens, supplied };
  }

  it('sends the token as a bearer token, even when the flow scheme is not among the schemes', async () => {
    const { calls, issue } = endpoint(async () => ({ token: refreshed }));
    const { tokens, supplied } = await dueSupplied(issue, { schemes: new Map() });
    const refreshed = await makeJwt(clock.now(), 3600);
    expect(await tokens.token()).toBe(refreshed);
    expect(calls.map(({ operation, auth }) => ({ operation, auth }))).toEqual([
      { operation: 'refresh_jwt_token', auth: { headers: { Authorization: `Bearer ${supplied}` }, query: {} } },
    ]);
  });

  it('hands back the supplied token as is when the refresh fails', async () => {
    const { calls, issue } = endpoint(() => Promise.reject(new Error('refresh broken')));
    const { tokens, supplied } = await dueSupplied(issue);
    expect(await tokens.token()).toBe(supplied);
    expect(await tokens.token()).toBe(supplied);
    expect(calls).toHaveLength(1);
  });

  it('a refresh cancelled by every caller leaves the token due, so the next call refreshes again', async () => {
    let refreshed = '';
    const answers = [(call: IssueCall) => untilAborted(call.signal), async () => ({ token: refreshed })];
    const { calls, issue } = endpoint((call) => answers.shift()!(call));
    const { tokens } = await dueSupplied(issue);
    refreshed = await makeJwt(clock.now(), 3600);

    const caller = new AbortController();
    const gaveUp = tokens.token(caller.signal).catch((caught: unknown) => caught);
    caller.abort();
    expect(await gaveUp).toBeInstanceOf(AbortError);
    await settle();
    expect(tokens.held()).toBeUndefined();
    expect(await tokens.token()).toBe(refreshed);
    expect(calls).toHaveLength(2);
  });
});

describe('reject()', () => {
  it('always allows a retry when a provider gives the tokens, even for a supplied one', async () => {
    const supplied = await makeJwt(clock.now(), 3600);
    const tokens = manager(endpoint(() => Promise.reject(new Error('unused'))).issue, { JwtAuth: supplied }, { client: { tokenProvider: () => 'p' } });
    expect(tokens.reject(supplied)).toBe(true);
  });

  it('refuses a retry for a supplied token nothing can replace, and keeps it', async () => {
    const supplied = await makeJwt(clock.now(), 3600);
    const tokens = manager(endpoint(() => Promise.reject(new Error('unused'))).issue, { JwtAuth: supplied });
    expect(tokens.reject(supplied)).toBe(false);
    expect(tokens.held()).toBe(supplied);
  });
});
