/**
 * The token request the client makes on a caller's behalf honours that caller's timeout and
 * signal, while staying one shared request for every caller waiting on it (issue 11).
 */
import { describe, expect, it } from 'vitest';
import { AbortError, TimeoutError } from '../../../templates/client/core/errors.ts';
import { eventually, outcome } from './support/bodies.ts';
import { makeClient, ops } from './support/api.ts';
import { useTestServer } from './support/server.ts';
import { tokenAuthority } from './support/token-authority.ts';

const server = useTestServer();

const credentials = { ApiKeyAuth: 'key-1' };
const tokenRequests = () => server().requests.filter((request) => request.pathname === '/api/tokens').length;

describe('token requests under the caller deadline', () => {
  it('time out with the per-call timeout, and a later call gets a token', async () => {
    const { client, clock } = makeClient(server().url, { credentials, maxRetries: 0 });
    const authority = tokenAuthority(clock);
    let stall = true;
    server().reset((request) => (stall && request.pathname === '/api/tokens' ? 'hang' : authority.handler(request)));
    const error = await outcome(client.send(ops.getData, { dataUrn: 'd' }, { timeout: 200 }));
    expect(error).toBeInstanceOf(TimeoutError);
    stall = false;
    expect(await outcome(client.send(ops.getData, { dataUrn: 'd' }, { timeout: 5000 }))).toEqual({ value: { ok: true } });
    expect(authority.creations).toBe(1);
  });

  it('abort with the caller signal', async () => {
    server().reset(() => 'hang');
    const { client } = makeClient(server().url, { credentials });
    const controller = new AbortController();
    const pending = client.send(ops.getData, { dataUrn: 'd' }, { signal: controller.signal });
    expect(await eventually(() => tokenRequests() === 1)).toBe(true);
    controller.abort();
    expect(await outcome(pending)).toBeInstanceOf(AbortError);
  });

  it('keep serving the other waiters when one of them gives up', async () => {
    const { client, clock } = makeClient(server().url, { credentials });
    const authority = tokenAuthority(clock);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server().reset(async (request) => {
      if (request.pathname === '/api/tokens') await gate;
      return authority.handler(request);
    });
    const impatient = new AbortController();
    const first = client.send(ops.getData, { dataUrn: 'a' }, { signal: impatient.signal });
    const second = client.send(ops.getData, { dataUrn: 'b' });
    const third = client.send(ops.getData, { dataUrn: 'c' }, { timeout: 100 });
    expect(await eventually(() => tokenRequests() === 1)).toBe(true);
    impatient.abort();
    expect(await outcome(first)).toBeInstanceOf(AbortError);
    expect(await outcome(third)).toBeInstanceOf(TimeoutError);
    release();
    expect(await outcome(second)).toEqual({ value: { ok: true } });
    expect(authority.creations).toBe(1);
    expect(server().requests.map((request) => request.pathname).sort()).toEqual(['/api/data/b', '/api/tokens']);
  });

  it('are cancelled once every waiter has given up, and the next call starts afresh', async () => {
    const { client, clock } = makeClient(server().url, { credentials });
    const authority = tokenAuthority(clock);
    let stall = true;
    server().reset((request) => (stall && request.pathname === '/api/tokens' ? 'hang' : authority.handler(request)));
    const controllers = [new AbortController(), new AbortController()];
    const calls = controllers.map((controller) => client.send(ops.getData, { dataUrn: 'd' }, { signal: controller.signal }));
    expect(await eventually(() => tokenRequests() === 1)).toBe(true);
    for (const controller of controllers) controller.abort();
    for (const call of calls) expect(await outcome(call)).toBeInstanceOf(AbortError);
    stall = false;
    expect(await outcome(client.send(ops.getData, { dataUrn: 'd' }))).toEqual({ value: { ok: true } });
    expect(tokenRequests()).toBe(2);
  });
});
