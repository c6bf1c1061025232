/**
 * Request fuzzing of the generated server, in this process over real sockets. Whatever arrives,
 * the server must answer (never crash, never hang), answer errors as problem+json with a 4xx
 * (or 501 for an unimplemented operation), never 500, and keep serving good requests.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY } from '../contract/support/credentials.ts';
import { randomRequestArb, routeRequestArb } from './support/arbitraries.ts';
import { EDGE_REQUESTS, type EdgeRequest } from './support/edge-requests.ts';
import { startFuzzServer, type FuzzServer } from './support/fuzz-server.ts';
import { isNodeParserAnswer, violation } from './support/invariants.ts';
import { type RawRequest, type RawResponse, sendRaw } from './support/raw-http.ts';

const RANDOM_RUNS = 900;
const ROUTE_RUNS = 600;
/** Per property; fast-check stops early (without failing) when it runs out. */
const TIME_LIMIT_MS = 25_000;
const LIVENESS_EVERY = 100;

let server: FuzzServer;
const sent = { total: 0, random: 0, route: 0, edge: 0, liveness: 0, nodeParser: 0 };
/** How many answers had each status: shows the fuzzing reached past routing and auth. */
const statuses: Record<number, number> = {};

beforeAll(async () => {
  server = await startFuzzServer();
});
afterAll(async () => {
  await server.close();
  console.log(`request fuzzing: ${sent.total} requests sent`, sent, 'statuses:', statuses);
});
afterEach(() => expect(server.escaped, 'errors that escaped the request pipeline').toEqual([]));

async function send(request: RawRequest, kind: 'random' | 'route' | 'edge' | 'liveness'): Promise<RawResponse> {
  sent.total++;
  sent[kind]++;
  const response = await sendRaw(server.port, request);
  if (isNodeParserAnswer(response)) sent.nodeParser++;
  statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  return response;
}

/** A plain valid request must still get its 200. */
async function expectStillServing(): Promise<void> {
  const response = await send(
    { method: 'GET', target: '/api/bundles/b-1/termsOfUse', headers: [['X-API-Key', API_KEY]] },
    'liveness',
  );
  expect(response.status, response.text).toBe(200);
}

function describeFailure(request: RawRequest, wrong: string): string {
  const body = request.body === undefined ? '' : ` body ${Buffer.from(request.body).toString('utf8').slice(0, 80)}`;
  return `${request.method} ${request.target.slice(0, 200)}${body}: ${wrong}`;
}

async function fuzz(arbitrary: fc.Arbitrary<RawRequest>, numRuns: number, kind: 'random' | 'route'): Promise<void> {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      const response = await send(request, kind);
      const wrong = violation(request, response, server.implemented);
      if (wrong) throw new Error(describeFailure(request, wrong));
      if (++runs % LIVENESS_EVERY === 0) await expectStillServing();
    }),
    { numRuns, interruptAfterTimeLimit: TIME_LIMIT_MS },
  );
  await expectStillServing();
}

describe('request fuzzing of the generated server', () => {
  it(`answers ${RANDOM_RUNS} random requests (methods, route-vocabulary paths, odd escapes, credentials, bodies) properly`, async () => {
    await fuzz(await randomRequestArb(), RANDOM_RUNS, 'random');
  });

  it(`answers ${ROUTE_RUNS} requests to real routes with fuzzed parameter values and bodies properly`, async () => {
    await fuzz(routeRequestArb(), ROUTE_RUNS, 'route');
  });

  it.each(EDGE_REQUESTS.map((edge) => [edge.name, edge] as const))('edge case: %s', async (_name, edge: EdgeRequest) => {
    const response = await send(edge.request, 'edge');
    if (edge.nodeParser !== undefined) {
      // Refused by Node's HTTP parser before createHandler runs: a bare status, not a problem.
      expect(response.status).toBe(edge.nodeParser);
      expect(isNodeParserAnswer(response)).toBe(true);
    } else {
      expect(response.status, response.text.slice(0, 300)).toBe(edge.status);
      expect(violation(edge.request, response, server.implemented)).toBeUndefined();
    }
    await expectStillServing();
  });
});
