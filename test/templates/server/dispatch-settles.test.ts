/**
 * `Dispatch` answers in the same turn when nothing on the way waits, and returns a promise only
 * when something does (a handler's promise, a failing one included). Custom transports rely on
 * both shapes being whole answers: the status, the problem body and the matched operation.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import { createDispatch, type DispatchResult, type IncomingRequest } from '../../../templates/server/core/dispatch.ts';
import { fixtureApi } from './support/api.ts';

const service = describeService(
  fixtureApi([
    { name: 'get_now', method: 'GET', path: '/now' },
    { name: 'get_later', method: 'GET', path: '/later' },
    { name: 'get_broken', method: 'GET', path: '/broken' },
    { name: 'get_rejected', method: 'GET', path: '/rejected' },
  ]),
);

const handlers = {
  getNow: () => ({ at: 'now' }),
  getLater: () => Promise.resolve({ at: 'later' }),
  getBroken: () => {
    throw new Error('handler bug');
  },
  getRejected: () => Promise.reject(new Error('handler outage')),
};

const logged: unknown[] = [];
const dispatch = createDispatch(service, handlers, { onError: (error) => logged.push((error as Error).message) });

function get(url: string): IncomingRequest {
  return { method: 'GET', url, headers: { accept: 'application/json' }, body: Readable.from([]) };
}

interface Case {
  url: string;
  settled: 'now' | 'later';
  status: number;
  operation?: string;
  body: Record<string, unknown>;
}

const CASES: Case[] = [
  { url: '/now', settled: 'now', status: 200, operation: 'get_now', body: { at: 'now' } },
  { url: '/later', settled: 'later', status: 200, operation: 'get_later', body: { at: 'later' } },
  { url: '/broken', settled: 'now', status: 500, operation: 'get_broken', body: { status: 500, instance: '/broken', operation: 'get_broken' } },
  { url: '/rejected', settled: 'later', status: 500, operation: 'get_rejected', body: { status: 500, instance: '/rejected', operation: 'get_rejected' } },
  { url: '/nowhere', settled: 'now', status: 404, body: { status: 404, instance: '/nowhere' } },
];

describe('dispatch settles when it can', () => {
  it.each(CASES)('GET $url is answered $settled with $status', async ({ url, settled, status, operation, body }) => {
    const returned = dispatch(get(url));
    expect(returned instanceof Promise ? 'later' : 'now').toBe(settled);
    const { response, operation: matched }: DispatchResult = await returned;
    expect(response.status).toBe(status);
    expect(matched).toBe(operation);
    expect(JSON.parse(String(response.body))).toMatchObject(body);
  });

  it('logs each failure the handler caused, whichever way it settled', async () => {
    logged.length = 0;
    await dispatch(get('/broken'));
    await dispatch(get('/rejected'));
    expect(logged).toEqual(['handler bug', 'handler outage']);
  });
});
