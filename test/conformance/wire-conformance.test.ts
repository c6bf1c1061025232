/**
 * Wire conformance of every generated client in the repository: for each manifest and each
 * imported OpenAPI fixture (support/sources.ts), generate the client, call every operation with
 * the example values the docs use (generator/emit/examples.ts) against a recording loopback
 * server that answers the declared status with a body of the declared kind, and compare what
 * the client put on the wire with what the IR declares (support/wire-expectations.ts). Prints
 * one summary line per description; any mismatch fails with the operation and what differed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Expression } from '../../generator/emit/ts/literal.ts';
import { exampleCallArguments, parameterExample } from '../../generator/emit/examples.ts';
import type { Api, Operation } from '../../generator/ir/types.ts';
import { generateApi } from '../contract/support/generated-api.ts';
import { mintJwt } from '../helpers/jwt.ts';
import { tempDir } from '../helpers/tmp.ts';
import { startServer, type TestServer } from '../templates/client/support/server.ts';
import { declaredReply } from './support/declared-reply.ts';
import { oneHost } from './support/one-host.ts';
import { sources } from './support/sources.ts';
import { versionFor, wireMismatches } from './support/wire-expectations.ts';

const imports = tempDir('conformance');
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

/**
 * The example values as runtime values: the docs' `new Blob([...])` expression becomes a Blob, and
 * the fields of a form whose schema names none (`new URLSearchParams({ … })`, whose stand-in is
 * the encoded form) the caller's own URLSearchParams.
 */
function runtimeValue(value: unknown): unknown {
  if (value instanceof Expression) {
    if (value.code.startsWith('new URLSearchParams(')) return new URLSearchParams(value.json);
    return new Blob([value.json]);
  }
  if (Array.isArray(value)) return value.map(runtimeValue);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, runtimeValue(v)]));
  return value;
}

/** A credential for every scheme, so every operation can authenticate; API keys are sent as they are. */
async function credentials(api: Api): Promise<Record<string, unknown>> {
  const jwt = await mintJwt({ sub: 'conformance' }, { secret: 'conformance-secret-conformance-secret!', expiresIn: 3600 });
  const byKind = { apiKey: 'conformance-key', bearer: jwt, basic: { email: 'ann@example.com', password: 'pw' } };
  return Object.fromEntries(api.securitySchemes.map((scheme) => [scheme.clientOption, byKind[scheme.kind]]));
}

/** The docs' example call, plus an example for every optional parameter, so every style is exercised. */
function callArguments(op: Operation, api: Api): Record<string, unknown> {
  const args = { ...exampleCallArguments(op, api) };
  for (const parameter of op.parameters) if (!(parameter.key in args)) args[parameter.key] = parameterExample(parameter, api);
  return runtimeValue(args) as Record<string, unknown>;
}

type Method = (params: object, options: object) => Promise<unknown>;

describe.each(sources())('$name', (source) => {
  it('puts on the wire exactly what every operation declares', { timeout: 120_000 }, async () => {
    const generated = await generateApi(await source.manifest(imports), ['client']);
    try {
      const { api } = generated;
      const module = await generated.importClient();
      const Client = module[api.clientName] as new (options: object) => Record<string, Record<string, Method>>;
      const client = new Client({ ...oneHost(api, server.url), maxRetries: 0, exchangeApiKey: false, ...(await credentials(api)) });
      const mismatches: string[] = [];
      for (const op of api.operations) {
        const version = versionFor(api, op);
        const args = callArguments(op, api);
        server.reset(() => declaredReply(api, op, version));
        try {
          await client[op.group]![op.methodName]!(args, { apiVersion: version, timeout: 10_000 });
        } catch (error) {
          mismatches.push(`${op.name}: the call failed: ${(error as Error).message}`);
        }
        const [request, ...extra] = server.requests;
        if (!request || extra.length > 0) mismatches.push(`${op.name}: ${server.requests.length} requests instead of 1`);
        if (request) mismatches.push(...wireMismatches(api, op, args, version, request).map((problem) => `${op.name}: ${problem}`));
      }
      console.log(`wire conformance ${source.name}: ${api.operations.length} operations checked, ${mismatches.length} mismatches`);
      expect(api.operations.length).toBeGreaterThan(0);
      expect(mismatches).toEqual([]);
    } finally {
      generated.remove();
    }
  });
});
