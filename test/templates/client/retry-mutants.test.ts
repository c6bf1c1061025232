/**
 * Retry policy edges that a mutation run showed untested: which methods are retried when the
 * manifest does not mark an operation idempotent, and the bounds of a server-requested wait.
 */
import { describe, expect, it } from 'vitest';
import type { HttpMethod } from '../../../templates/client/core/spec.ts';
import { retryDelay } from '../../../templates/client/core/retry.ts';
import { makeClient, operation } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };

describe('methods retried without the idempotent flag', () => {
  it.each<[HttpMethod, number]>([
    ['GET', 3],
    ['HEAD', 3],
    ['PUT', 3],
    ['DELETE', 3],
    ['POST', 1],
    ['PATCH', 1],
  ])('%s is sent %i time(s) against a steady 503', async (method, sent) => {
    server().reset(() => ({ status: 503, json: { title: 'Try later' } }));
    const { client } = makeClient(server().url, direct);
    const op = operation({ name: 'not_marked', method, path: '/api/things', idempotent: false });
    await expect(client.send(op, {})).rejects.toMatchObject({ status: 503 });
    expect(server().requests).toHaveLength(sent);
  });
});

/** Backoff for the first retry with no jitter: 500 ms. */
const BACKOFF = 500;
const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('server-requested wait (retryDelay, first retry, no jitter)', () => {
  it.each<[string, Record<string, string>, number]>([
    ['retry-after-ms of 0 is honoured', { 'retry-after-ms': '0' }, 0],
    ['Retry-After of 0 is honoured', { 'retry-after': '0' }, 0],
    ['retry-after-ms of exactly the 60 s cap is honoured', { 'retry-after-ms': '60000' }, 60_000],
    ['Retry-After of exactly 60 s is honoured', { 'retry-after': '60' }, 60_000],
    ['negative retry-after-ms falls back to backoff', { 'retry-after-ms': '-5' }, BACKOFF],
    ['retry-after-ms above the cap falls back to backoff', { 'retry-after-ms': '120000' }, BACKOFF],
    ['Retry-After of several digits', { 'retry-after': '12' }, 12_000],
    ['Retry-After with a fraction of several digits', { 'retry-after': '1.25' }, 1250],
    ['Retry-After with a one-digit fraction', { 'retry-after': '1.5' }, 1500],
    ['Retry-After as an ISO date ending in digits', { 'retry-after': '2026-01-01T00:00:05+00:00' }, 5000],
    ['a date in the past means now', { 'retry-after': 'Wed, 31 Dec 2025 23:59:00 GMT' }, 0],
    ['unparseable Retry-After falls back to backoff', { 'retry-after': 'soon' }, BACKOFF],
    ['empty Retry-After falls back to backoff', { 'retry-after': '' }, BACKOFF],
    ['no header at all', {}, BACKOFF],
  ])('%s', (_name, headers, want) => {
    expect(retryDelay(1, new Headers(headers), NOW, () => 0)).toBe(want);
  });

  it('backs off exponentially up to 8 s, with up to 25% jitter taken off', () => {
    expect([1, 2, 3, 4, 5, 6].map((retry) => retryDelay(retry, undefined, NOW, () => 0))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect(retryDelay(2, undefined, NOW, () => 1)).toBe(750);
  });
});
