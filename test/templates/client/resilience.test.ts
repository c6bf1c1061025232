/** Retries, backoff, Retry-After, timeouts and cancellation. Waits are asserted on the fake clock. */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../templates/client/core/clock.ts';
import { AbortError, ConnectionError, ProblemError, TimeoutError } from '../../../templates/client/core/errors.ts';
import { retryDelay } from '../../../templates/client/core/retry.ts';
import { makeClient, ops } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();

const credentials = { ApiKeyAuth: 'key-1' };
const direct = { credentials, exchangeApiKey: false };

/** Fail `failures` times with `status` (and `headers`), then succeed. */
function failThenSucceed(failures: number, status: number, headers: Record<string, string> = {}) {
  let seen = 0;
  return () => (seen++ < failures ? { status, headers, json: { title: 'Try later' } } : { json: { ok: true } });
}

describe('retries', () => {
  it.each([408, 429, 502, 503, 504])('retries %i up to maxRetries times, then fails', async (status) => {
    server().reset(failThenSucceed(Infinity, status));
    const { client, clock } = makeClient(server().url, direct);
    const error = await client.send(ops.getData, { dataUrn: 'd' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProblemError);
    expect((error as ProblemError).status).toBe(status);
    expect(server().requests).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('succeeds when a retry does', async () => {
    server().reset(failThenSucceed(2, 503));
    const { client } = makeClient(server().url, direct);
    await expect(client.send(ops.getData, { dataUrn: 'd' })).resolves.toEqual({ ok: true });
    expect(server().requests).toHaveLength(3);
  });

  it.each([400, 404, 409, 500, 501])('does not retry %i', async (status) => {
    server().reset(failThenSucceed(Infinity, status));
    const { client } = makeClient(server().url, direct);
    await expect(client.send(ops.getData, { dataUrn: 'd' })).rejects.toMatchObject({ status });
    expect(server().requests).toHaveLength(1);
  });

  it('does not retry a POST', async () => {
    server().reset(failThenSucceed(Infinity, 503));
    const { client } = makeClient(server().url, direct);
    await expect(client.send(ops.createProject, { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(server().requests).toHaveLength(1);
  });

  it('retries a POST marked idempotent, and a PUT', async () => {
    server().reset(failThenSucceed(1, 503));
    const { client } = makeClient(server().url, direct);
    await client.send(ops.searchProjects, {});
    server().reset(failThenSucceed(1, 503));
    await client.send(ops.updateProject, { projectId: 'p' });
    expect(server().requests).toHaveLength(2);
  });

  it('honours maxRetries per client and per call', async () => {
    server().reset(failThenSucceed(Infinity, 503));
    const { client } = makeClient(server().url, { ...direct, maxRetries: 4 });
    await expect(client.send(ops.getData, { dataUrn: 'd' })).rejects.toThrow(ProblemError);
    expect(server().requests).toHaveLength(5);
    server().reset(failThenSucceed(Infinity, 503));
    await expect(client.send(ops.getData, { dataUrn: 'd' }, { maxRetries: 0 })).rejects.toThrow(ProblemError);
    expect(server().requests).toHaveLength(1);
  });

  it('retries dropped connections', async () => {
    let seen = 0;
    server().reset(() => (seen++ < 2 ? 'destroy' : { json: { ok: true } }));
    const { client, clock } = makeClient(server().url, direct);
    await expect(client.send(ops.getData, { dataUrn: 'd' })).resolves.toEqual({ ok: true });
    expect(clock.sleeps).toHaveLength(2);
  });

  it('raises ConnectionError when the server cannot be reached', async () => {
    server().reset(() => 'destroy');
    const { client } = makeClient(server().url, { ...direct, maxRetries: 1 });
    await expect(client.send(ops.getData, { dataUrn: 'd' })).rejects.toThrow(ConnectionError);
    expect(server().requests).toHaveLength(2);
  });
});

describe('waiting between attempts', () => {
  it('backs off exponentially with jitter', async () => {
    server().reset(failThenSucceed(Infinity, 503));
    const { client, clock } = makeClient(server().url, { ...direct, maxRetries: 5 });
    await client.send(ops.getData, { dataUrn: 'd' }).catch(() => undefined);
    const bases = [500, 1000, 2000, 4000, 8000];
    expect(clock.sleeps).toHaveLength(5);
    clock.sleeps.forEach((slept, i) => {
      expect(slept).toBeLessThanOrEqual(bases[i]!);
      expect(slept).toBeGreaterThanOrEqual(bases[i]! * 0.75);
    });
  });

  it('honours Retry-After in seconds', async () => {
    server().reset(failThenSucceed(1, 429, { 'retry-after': '7' }));
    const { client, clock } = makeClient(server().url, direct);
    await client.send(ops.getData, { dataUrn: 'd' });
    expect(clock.sleeps).toEqual([7000]);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const { client, clock } = makeClient(server().url, direct);
    const date = new Date(clock.now() + 12_000).toUTCString();
    server().reset(failThenSucceed(1, 503, { 'retry-after': date }));
    await client.send(ops.getData, { dataUrn: 'd' });
    expect(clock.sleeps).toEqual([12_000]);
  });

  it('honours retry-after-ms', async () => {
    server().reset(failThenSucceed(1, 429, { 'retry-after-ms': '250' }));
    const { client, clock } = makeClient(server().url, direct);
    await client.send(ops.getData, { dataUrn: 'd' });
    expect(clock.sleeps).toEqual([250]);
  });

  it('falls back to backoff for an absurd Retry-After', () => {
    const delay = retryDelay(1, new Headers({ 'retry-after': '86400' }), 0, () => 0);
    expect(delay).toBe(500);
  });
});

describe('timeouts and cancellation', () => {
  it('raises TimeoutError when no response arrives in time', async () => {
    server().reset(() => 'hang');
    const { client } = makeClient(server().url, { ...direct, maxRetries: 0, timeout: 50 });
    await expect(client.send(ops.getData, { dataUrn: 'd' })).rejects.toThrow(TimeoutError);
  });

  it('takes a per-call timeout and retries timeouts of idempotent calls', async () => {
    server().reset(() => 'hang');
    const { client, clock } = makeClient(server().url, direct);
    const error = await client.send(ops.getData, { dataUrn: 'd' }, { timeout: 30, maxRetries: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(server().requests).toHaveLength(2);
    expect(clock.sleeps).toHaveLength(1);
  });

  it('raises AbortError when the caller aborts, and does not retry', async () => {
    server().reset(() => 'hang');
    const { client } = makeClient(server().url, direct);
    const controller = new AbortController();
    const pending = client.send(ops.getData, { dataUrn: 'd' }, { signal: controller.signal });
    await waitFor(() => server().requests.length === 1);
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AbortError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(server().requests).toHaveLength(1);
  });

  it('raises AbortError without sending for an already aborted signal', async () => {
    const { client } = makeClient(server().url, direct);
    await expect(client.send(ops.getData, { dataUrn: 'd' }, { signal: AbortSignal.abort() })).rejects.toThrow(AbortError);
    expect(server().requests).toHaveLength(0);
  });

  it('stops waiting for a retry when aborted', async () => {
    const controller = new AbortController();
    const sleeping = systemClock.sleep(60_000, controller.signal);
    controller.abort();
    await expect(sleeping).rejects.toThrow(AbortError);
  });
});

/** Poll until `condition` holds: the server sees a request some time after `fetch` is called. */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
