/**
 * A bounded load run: autocannon (as a library, in this process) against the `serve()` stub
 * on 127.0.0.1 for 10 s with 50 connections, mixing authenticated GETs that the stub answers
 * (get_event_codes, 200) with operations it does not implement (501). Every response must be
 * accounted for: no connection errors, no timeouts, and the non-2xx count is exactly the 501s.
 * After a forced GC, the heap may not have grown by more than HEAP_MARGIN: the run makes tens of
 * thousands of requests, so a leak of a few hundred bytes per request would exceed it, while
 * GC noise stays well below (about 0.3 MB in practice).
 */
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApi } from '../../generator/ir/build.ts';
import { serve, type RunningStub } from '../../generator/serve/index.ts';
import { forceGc, MB } from '../hostile/support/heap.ts';
import { ICA_MANIFEST } from '../helpers/tmp.ts';
import { StatusTally } from './support/tally.ts';

const DURATION_S = 10;
const CONNECTIONS = 50;
const HEAP_MARGIN = 8 * MB;

let stub: RunningStub;
let jwt: string;

beforeAll(async () => {
  stub = await serve({ api: await loadApi(ICA_MANIFEST), port: 0, handleSignals: false });
  const created = await fetch(`${stub.url}/api/tokens`, { method: 'POST', headers: { 'x-api-key': stub.demoApiKey } });
  jwt = ((await created.json()) as { token: string }).token;
});
afterAll(() => stub.close());

/** Two answered GETs to one unimplemented POST and one unimplemented GET, per connection cycle. */
function mixedRequests(tally: StatusTally): autocannon.Request[] {
  const auth = { authorization: `Bearer ${jwt}` };
  const eventCodes = tally.recorder('get_event_codes');
  const unimplemented = tally.recorder('unimplemented');
  return [
    { method: 'GET', path: '/api/eventCodes', headers: auth, onResponse: eventCodes },
    { method: 'POST', path: '/api/bundles', headers: { ...auth, 'content-type': 'application/json' }, body: '{"name":"b"}', onResponse: unimplemented },
    { method: 'GET', path: '/api/eventCodes', headers: auth, onResponse: eventCodes },
    { method: 'GET', path: '/api/bundles/b-1', headers: auth, onResponse: unimplemented },
  ];
}

function run(durationSeconds: number, connections: number, tally: StatusTally): Promise<autocannon.Result> {
  return autocannon({ url: stub.url, connections, duration: durationSeconds, requests: mixedRequests(tally) });
}

describe(`load: ${CONNECTIONS} connections for ${DURATION_S} s against the stub`, () => {
  it('answers every request, counts 501s exactly, and does not grow the heap', { timeout: 60_000 }, async () => {
    // Warm up first, so lazy initialisation and JIT code are not mistaken for growth.
    await run(2, 10, new StatusTally());
    forceGc();
    const heapBefore = process.memoryUsage().heapUsed;

    const tally = new StatusTally();
    const result = await run(DURATION_S, CONNECTIONS, tally);

    forceGc();
    const heapAfter = process.memoryUsage().heapUsed;
    console.log(
      `load: ${result.requests.total} requests in ${result.duration} s (${result.requests.average} req/s average), ` +
        `latency p99 ${result.latency.p99} ms, 2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, ` +
        `timeouts ${result.timeouts}; by kind ${JSON.stringify(tally.toJSON())}; ` +
        `heap ${(heapBefore / MB).toFixed(1)} MB → ${(heapAfter / MB).toFixed(1)} MB after GC (margin ${HEAP_MARGIN / MB} MB)`,
    );

    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(tally.total('get_event_codes')).toBeGreaterThan(0);
    expect(tally.toJSON()).toEqual({
      get_event_codes: { 200: tally.total('get_event_codes') },
      unimplemented: { 501: tally.total('unimplemented') },
    });
    expect(result['2xx']).toBe(tally.total('get_event_codes'));
    expect(result.non2xx).toBe(tally.total('unimplemented'));
    expect(heapAfter - heapBefore).toBeLessThan(HEAP_MARGIN);
  });
});
