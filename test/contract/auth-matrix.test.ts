/**
 * Every operation × nine credentials, over plain fetch against the generated server with no
 * handlers (so an accepted request is a 501, or the built-in token answer). One `it` per
 * credential; each checks all 307 operations and fails with a table of every mismatch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '../../generated/ica/server/core/service.ts';
import {
  credentialCases,
  type CredentialCase,
  expectedOutcome,
  type Outcome,
  STATUS_OF,
} from './support/auth-cases.ts';
import { decodeJwtPayload, serverOptions } from './support/credentials.ts';
import { service } from './support/ica.ts';
import { mapLimited } from './support/map-limited.ts';
import { startIcaServer, type RunningServer } from './support/server.ts';
import { checkProblem, concretePath } from './support/wire.ts';

const CONCURRENCY = 16;
const cases = await credentialCases();
const serverErrors: unknown[] = [];
/** statuses[case][accepted schemes] = statuses seen, for the summary printed at the end. */
const statuses = new Map<string, Map<string, Set<number>>>();
let server: RunningServer;

beforeAll(async () => {
  server = await startIcaServer({}, serverOptions(serverErrors));
});
afterAll(async () => {
  await server.close();
  printSummary();
});

/** What is wrong with the answer of `route` to `credential`, or undefined when it is right. */
async function check(route: RouteSpec, credential: CredentialCase): Promise<string | undefined> {
  const expected: Outcome = expectedOutcome(service, route, credential);
  const response = await fetch(`${server.url}${concretePath(route)}`, {
    method: route.method,
    headers: credential.headers,
  });
  const text = await response.text();
  record(credential.name, route.auth.join('+'), response.status);
  const want = STATUS_OF[expected];
  if (response.status !== want) return `expected ${want} (${expected}), got ${response.status}: ${text.slice(0, 120)}`;

  const type = response.headers.get('content-type');
  if (expected === 'token') {
    const token = (JSON.parse(text) as { token?: unknown }).token;
    if (typeof token !== 'string') return `no token in ${text.slice(0, 120)}`;
    const src = decodeJwtPayload(token).src;
    const wantSrc = route.name === service.tokenFlow?.createOperation ? credential.presents?.scheme : 'BasicAuth';
    return src === wantSrc ? undefined : `token src ${String(src)}, expected ${wantSrc}`;
  }
  const problem = checkProblem(want, type, text);
  if (!problem.ok) return `not a problem: ${problem.why}`;
  if ((JSON.parse(text) as { operation?: unknown }).operation !== route.name) return 'problem names another operation';
  if (expected === 'unauthorized' && !response.headers.get('www-authenticate')) return 'no WWW-Authenticate';
  return undefined;
}

function record(caseName: string, schemes: string, status: number): void {
  const byScheme = statuses.get(caseName) ?? new Map<string, Set<number>>();
  statuses.set(caseName, byScheme);
  const seen = byScheme.get(schemes) ?? new Set<number>();
  byScheme.set(schemes, seen);
  seen.add(status);
}

function printSummary(): void {
  const schemeSets = [...new Set(service.routes.map((r) => r.auth.join('+')))];
  const lines = [`${'credential'.padEnd(28)} ${schemeSets.map((s) => s.padEnd(34)).join(' ')}`];
  for (const [caseName, byScheme] of statuses) {
    const cells = schemeSets.map((s) => [...(byScheme.get(s) ?? [])].sort().join('/').padEnd(34));
    lines.push(`${caseName.padEnd(28)} ${cells.join(' ')}`);
  }
  console.log(`auth matrix (${service.routes.length} operations × ${cases.length} credentials):\n${lines.join('\n')}`);
}

describe(`auth matrix: ${service.routes.length} operations × ${cases.length} credentials`, () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s: every operation answers as its schemes say', async (_name, credential) => {
    const problems = await mapLimited(service.routes, CONCURRENCY, async (route) => {
      const wrong = await check(route, credential);
      return wrong && `${route.name} [${route.auth.join('+')}] ${route.method} ${route.path}: ${wrong}`;
    });
    const mismatches = problems.filter((p): p is string => p !== undefined);
    expect(mismatches, `${mismatches.length} of ${service.routes.length} operations answered wrongly`).toEqual([]);
    expect(serverErrors).toEqual([]);
  });
});
