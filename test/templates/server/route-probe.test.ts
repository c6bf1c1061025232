/**
 * Every operation of the first manifest, called over loopback HTTP through each transport, must
 * reach its own handler with its own parameter values decoded. Values are deliberately hostile:
 * each contains `:`, `/`, `#`, a space and non-ASCII, so an encoded colon that were taken for an
 * action separator, or an encoded slash that split a segment, would show up as a wrong match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api, Operation } from '../../../generator/ir/types.ts';
import type { HandlerContext, HandlerInput } from '../../../templates/server/core/handler.ts';
import type { ServiceDescription } from '../../../templates/server/core/service.ts';
import { loadManifestApi, mintJwt } from './support/api.ts';
import { request } from './support/http.ts';
import { startServer, TRANSPORTS, type RunningServer } from './support/servers.ts';

const SECRET = 'probe-secret-probe-secret-probe-secret';
const DATA_URN = 'urn:ilmn:ica:region:R:data:fil.X#/a/b.txt';

interface Probe {
  op: Operation;
  path: string;
  params: Record<string, string>;
}

function probeFor(op: Operation, index: number): Probe {
  const params: Record<string, string> = {};
  const segments = op.path.segments.map((segment, position) => {
    if (segment.kind === 'literal') return segment.value;
    if (segment.kind === 'mixed') throw new Error(`${op.name}: the probe expects whole-segment parameters`);
    const value =
      segment.name === 'dataUrn' ? DATA_URN : `${segment.name}:${index}.${position}/x#y é`;
    params[segment.name] = value;
    return encodeURIComponent(value);
  });
  return {
    op,
    params,
    path: `/${segments.join('/')}${op.path.action ? `:${op.path.action}` : ''}`,
  };
}

/** A handler for every operation that reports which one ran and what it received. */
function echoHandlers(
  api: Api,
): Record<string, (input: HandlerInput, ctx: HandlerContext) => unknown> {
  return Object.fromEntries(
    api.operations.map((op) => [
      op.methodName,
      (input: HandlerInput, ctx: HandlerContext) => ({
        operation: ctx.operation,
        params: input.params,
      }),
    ]),
  );
}

let api: Api;
let service: ServiceDescription;
let probes: Probe[];
let jwt: string;

beforeAll(async () => {
  ({ api, service } = await loadManifestApi());
  probes = api.operations.map(probeFor);
  jwt = await mintJwt(SECRET, { sub: 'probe', src: 'BasicAuth' });
});

it('the manifest has the 307 operations the probe expects', () => {
  expect(api.operations).toHaveLength(307);
});

describe.each(TRANSPORTS)('routing all operations via %s', (transport) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(transport, service, echoHandlers(api), {
      jwtSecret: SECRET,
      verifyApiKey: (key) => (key === 'probe-key' ? { subject: 'probe' } : null),
    });
  });
  afterAll(() => server.close());

  it('routes 307 of 307 operations with decoded parameters', async () => {
    const failures: string[] = [];
    for (const { op, path, params } of probes) {
      const response = await request(server.url, op.method, path, {
        headers: { 'x-api-key': 'probe-key', authorization: `Bearer ${jwt}` },
      });
      const body =
        response.status === 200
          ? response.json<{ operation: string; params: unknown }>()
          : undefined;
      if (body?.operation !== op.name || JSON.stringify(body.params) !== JSON.stringify(params)) {
        failures.push(
          `${op.name}: ${op.method} ${path} -> ${response.status} ${response.text.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
