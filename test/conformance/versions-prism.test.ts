/**
 * A second opinion on versioned payloads from an independent validator: the versions
 * fixture's OpenAPI export (each version's media type with its own schema) is served by
 * Stoplight Prism (`prism mock --errors`), one Prism per version since Prism reads every
 * `+json` type as plain JSON, and the generated client calls every operation from a
 * default-constructed client and from clients pinned to v3 and v4. Each request goes to the
 * Prism of the version its headers name, which must refuse nothing and answer the status that
 * version declares; a v3 body under v4's type is refused. The exact headers are checked in
 * versions-round-trip.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateApi, type GeneratedApi } from '../contract/support/generated-api.ts';
import { startPrism, type RunningPrism } from './support/prism.ts';
import { versionView } from './support/later-release.ts';

type Call = (params?: object, options?: object) => { withResponse(): Promise<{ data: unknown; response: Response }> };
type Client = Record<string, Record<string, Call>>;

let generated: GeneratedApi;
const prisms: Record<3 | 4, RunningPrism> = {} as never;
const clients: Record<'default' | 3 | 4, Client> = {} as never;

beforeAll(async () => {
  generated = await generateApi('test/fixtures/manifests/versions.yaml', ['client', 'openapi']);
  const document = JSON.parse(readFileSync(join(generated.outDir, 'openapi.json'), 'utf8'));
  for (const version of [3, 4] as const) {
    const path = join(generated.outDir, `openapi-v${version}.json`);
    writeFileSync(path, JSON.stringify(versionView(document, version, /^application\/vnd\.pipes\.v(\d+)\+json$/)));
    prisms[version] = await startPrism(path);
  }
  const { VersionsClient } = await generated.importClient<{ VersionsClient: new (options: object) => Client }>();
  // Each call goes to the Prism serving the version the client rule says it must be sent in:
  // a request in another version meets a description without that version, and is refused.
  const routed = (input: RequestInfo | URL, init?: RequestInit) => fetch(String(input).replace(PLACEHOLDER, prisms[expected].url), init);
  clients.default = new VersionsClient({ apiKey: 'k', baseURL: PLACEHOLDER, maxRetries: 0, fetch: routed });
  clients[3] = new VersionsClient({ apiKey: 'k', baseURL: PLACEHOLDER, maxRetries: 0, apiVersion: 3, fetch: routed });
  clients[4] = new VersionsClient({ apiKey: 'k', baseURL: PLACEHOLDER, maxRetries: 0, apiVersion: 4, fetch: routed });
}, 120_000);
afterAll(async () => {
  await prisms[3]?.close();
  await prisms[4]?.close();
  generated?.remove();
});

const PLACEHOLDER = 'http://prism.invalid';
/** The version the call under way must be sent in. */
let expected: 3 | 4 = 4;

const create = { 3: { code: 'align', language: 'nextflow' }, 4: { code: 'align', languages: [{ name: 'nextflow', version: '23.10' }] } };

/** Each operation, called from a client with `pin`, with the version the client rule sends and the status that version declares. */
const calls = (pin: 'default' | 3 | 4) => {
  const client = clients[pin];
  const sent = (offered: number[]) => (offered.includes(pin === 'default' ? 4 : pin) ? (pin === 'default' ? 4 : pin) : offered.filter((v) => v < (pin === 'default' ? 4 : pin)).at(-1) ?? offered[0]!);
  const both = sent([3, 4]) as 3 | 4;
  return [
    { name: 'create_pipeline', version: both, status: 201, call: () => client.pipelines!.createPipeline!({ body: create[both] }) },
    { name: 'get_pipeline', version: both, status: 200, call: () => client.pipelines!.getPipeline!({ pipelineId: 'p1' }) },
    { name: 'archive_pipeline', version: 4 as const, status: 200, call: () => client.pipelines!.archivePipeline!({ pipelineId: 'p1' }) },
    {
      name: 'release_pipeline',
      version: both,
      status: both === 3 ? 200 : 204,
      call: () => client.pipelines!.releasePipeline!(both === 3 ? { pipelineId: 'p1', body: { note: 'n' } } : { pipelineId: 'p1' }),
    },
    { name: 'export_pipeline', version: both, status: 200, call: () => client.pipelines!.exportPipeline!({ pipelineId: 'p1' }) },
    { name: 'list_projects', version: 3 as const, status: 200, call: () => client.projects!.listProjects!() },
    { name: 'get_me', version: both, status: 200, call: () => client.users!.getMe!() },
  ];
};

it('calls every operation of versions.yaml', () => {
  expect(calls('default').map((c) => c.name).sort()).toEqual(generated.api.operations.map((op) => op.name).sort());
});

it.each(['default', 3, 4] as const)('client pinned %s: Prism refuses no request and answers each declared status', async (pin) => {
  const outcomes = [];
  for (const { name, status, call, version } of calls(pin)) {
    expected = version;
    const outcome = await call()
      .withResponse()
      .then(({ response }) => ({ name, status: response.status, violations: response.headers.get('sl-violations') }))
      .catch((error: { status?: number; response?: Response; message: string }) => ({
        name,
        status: error.status,
        violations: error.response?.headers.get('sl-violations') ?? error.message,
      }));
    outcomes.push({ ...outcome, expected: status });
  }
  expect(outcomes.filter((o) => o.violations !== null || o.status !== o.expected), prisms[4].output().slice(-2000)).toEqual([]);
});

it('Prism does refuse a body of the other version (the check can fail)', async () => {
  expected = 4;
  const error = await clients[4].pipelines!.createPipeline!({ body: create[3] } as object)
    .withResponse()
    .then(
      () => undefined,
      (failure: { status?: number }) => failure,
    );
  expect(error?.status).toBe(422);
});

it('and a request sent in another version than the rule says (the check can fail)', async () => {
  expected = 4;
  const error = await clients[3].pipelines!.getPipeline!({ pipelineId: 'p1' })
    .withResponse()
    .then(
      () => undefined,
      (failure: { status?: number }) => failure,
    );
  expect(error?.status).toBe(406);
});
