/**
 * API versions whose payloads differ (test/fixtures/manifests/versions.yaml): the generated
 * client calls the generated server over loopback for every combination of client pin (none,
 * 3, 4) and operation, and every call is checked at both ends: the version each request
 * carries in `Content-Type` and `Accept`, the version and body the handler was given, and
 * the payload the caller got back. Per-call `apiVersion` sends exactly that version, or fails
 * before anything is sent. The same calls run against the manifest `sdkgen import` makes of the
 * fixture's OpenAPI export, so an imported multi-version description is just as callable.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emitOpenApi } from '../../generator/emit/openapi/index.ts';
import { importOpenApi } from '../../generator/import/index.ts';
import { loadApi } from '../../generator/ir/build.ts';
import { tempDir } from '../helpers/tmp.ts';
import { generateApi, type GeneratedApi } from './support/generated-api.ts';

const FIXTURE = 'test/fixtures/manifests/versions.yaml';

const REIMPORTED_DIR = tempDir('versions-reimported');

/** The fixture exported to OpenAPI and imported again, written to a file. */
async function reimported(): Promise<string> {
  const [exported] = emitOpenApi(await loadApi(FIXTURE));
  const file = `${REIMPORTED_DIR}/versions.yaml`;
  writeFileSync(file, importOpenApi(JSON.parse(exported!.content), { id: 'versions' }).yaml);
  return file;
}

const KEY = 'versions-key';
const vendor = (version: number) => `application/vnd.pipes.v${version}+json`;
const PROBLEM = 'application/problem+json';

/** What a pipeline looks like in each version, as the handlers answer it. */
const pipeline = {
  3: { id: 'p1', code: 'align', language: 'nextflow' },
  4: { id: 'p1', code: 'align', languages: [{ name: 'nextflow', version: '23.10' }], status: 'released' },
} as const;
const createBody = {
  3: { code: 'align', language: 'nextflow' },
  4: { code: 'align', languages: [{ name: 'nextflow', version: '23.10' }] },
} as const;

interface Seen {
  operation: string;
  version: number;
  body: unknown;
  contentType: string | undefined;
  accept: string | undefined;
}

type Pin = 'default' | 3 | 4;
type AnyClient = Record<string, Record<string, (params?: object, options?: object) => Promise<unknown> & { withResponse(): Promise<{ data: unknown; response: Response }> }>>;

/** Each operation: its offered versions, how to call it in a version, and what the caller must get back. */
const OPERATIONS = {
  create_pipeline: {
    offered: [3, 4],
    call: (client: AnyClient, version: number) => client.pipelines!.createPipeline!({ body: createBody[version as 3 | 4] }),
    body: (version: number) => createBody[version as 3 | 4],
    answer: (version: number) => pipeline[version as 3 | 4],
    status: 201,
  },
  get_pipeline: {
    offered: [3, 4],
    call: (client: AnyClient) => client.pipelines!.getPipeline!({ pipelineId: 'p1' }),
    answer: (version: number) => pipeline[version as 3 | 4],
  },
  archive_pipeline: {
    offered: [4],
    call: (client: AnyClient) => client.pipelines!.archivePipeline!({ pipelineId: 'p1' }),
    answer: () => pipeline[4],
  },
  release_pipeline: {
    offered: [3, 4],
    call: (client: AnyClient, version: number) => client.pipelines!.releasePipeline!(version === 3 ? { pipelineId: 'p1', body: { note: 'done' } } : { pipelineId: 'p1' }),
    body: (version: number) => (version === 3 ? { note: 'done' } : undefined),
    answer: (version: number) => (version === 3 ? pipeline[3] : undefined),
    status: (version: number) => (version === 3 ? 200 : 204),
  },
  export_pipeline: {
    offered: [3, 4],
    call: (client: AnyClient) => client.pipelines!.exportPipeline!({ pipelineId: 'p1' }),
    answer: (version: number) => (version === 3 ? { rows: 2 } : 'id,code\np1,align\n'),
    accept: (version: number) => (version === 3 ? `${vendor(3)}, ${PROBLEM}` : `text/csv, ${PROBLEM}`),
  },
  list_projects: {
    offered: [3],
    call: (client: AnyClient) => client.projects!.listProjects!(),
    answer: () => ({ items: [{ id: 'pr1', name: 'Genomes' }] }),
  },
  get_me: {
    offered: [3, 4],
    call: (client: AnyClient) => client.users!.getMe!(),
    answer: () => ({ id: 'u1', email: 'u1@example.com' }),
  },
} as const;

/** The rule the README documents: the pin if offered, else the newest offered below it, else the oldest offered. */
function expectedVersion(offered: readonly number[], pin: Pin): number {
  const pinned = pin === 'default' ? 4 : pin;
  if (offered.includes(pinned)) return pinned;
  const below = offered.filter((version) => version < pinned);
  return below.length > 0 ? below[below.length - 1]! : offered[0]!;
}

const CASES = (['default', 3, 4] as const).flatMap((pin) =>
  Object.entries(OPERATIONS).map(([name, operation]) => ({ pin, name, operation, version: expectedVersion(operation.offered, pin) })),
);

describe.each([
  { source: 'versions.yaml', manifest: async () => FIXTURE },
  { source: 'versions.yaml exported to OpenAPI and imported again', manifest: reimported },
])('$source', ({ manifest }) => {
  let generated: GeneratedApi;
  let server: Server;
  let baseURL: string;
  const seen: Seen[] = [];
  const wire: IncomingHttpHeaders[] = [];
  const clients = {} as Record<Pin, AnyClient>;
  let errors: unknown[] = [];

  beforeAll(async () => {
    generated = await generateApi(await manifest(), ['client', 'server']);
    const { createHandler } = await generated.importServer<{ createHandler: (handlers: object, options: object) => (req: unknown, res: unknown) => void }>();
    const record = (operation: string, input: { version: number; body?: unknown }, ctx: { requestHeaders: IncomingHttpHeaders }) =>
      seen.push({ operation, version: input.version, body: input.body, contentType: ctx.requestHeaders['content-type'], accept: ctx.requestHeaders.accept });
    type Input = { version: 3 | 4; body?: unknown; params: { pipelineId?: string } };
    const handlers = {
      createPipeline(input: Input, ctx: never) {
        record('create_pipeline', input, ctx);
        return pipeline[input.version];
      },
      getPipeline(input: Input, ctx: never) {
        record('get_pipeline', input, ctx);
        return pipeline[input.version];
      },
      archivePipeline(input: Input, ctx: never) {
        record('archive_pipeline', input, ctx);
        return pipeline[4];
      },
      releasePipeline(input: Input, ctx: never) {
        record('release_pipeline', input, ctx);
        return input.version === 3 ? pipeline[3] : undefined;
      },
      exportPipeline(input: Input, ctx: never) {
        record('export_pipeline', input, ctx);
        return input.version === 3 ? { rows: 2 } : 'id,code\np1,align\n';
      },
      listProjects(input: Input, ctx: never) {
        record('list_projects', input, ctx);
        return { items: [{ id: 'pr1', name: 'Genomes' }] };
      },
      getMe(input: Input, ctx: never) {
        record('get_me', input, ctx);
        return { id: 'u1', email: 'u1@example.com' };
      },
    };
    const listener = createHandler(handlers, {
      verifyApiKey: (key: string) => (key === KEY ? { subject: 'contract' } : null),
      onError: (error: unknown) => errors.push(error),
      validateResponses: true,
    });
    server = createServer((req, res) => {
      wire.push(req.headers);
      listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { VersionsClient } = await generated.importClient<{ VersionsClient: new (options: object) => AnyClient }>();
    clients.default = new VersionsClient({ apiKey: KEY, baseURL, maxRetries: 0 });
    clients[3] = new VersionsClient({ apiKey: KEY, baseURL, maxRetries: 0, apiVersion: 3 });
    clients[4] = new VersionsClient({ apiKey: KEY, baseURL, maxRetries: 0, apiVersion: 4 });
  }, 120_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server?.close(() => resolve());
      server?.closeAllConnections();
    });
    generated?.remove();
  });

  beforeEach(() => {
    seen.length = 0;
    wire.length = 0;
    errors = [];
  });

  describe('every operation, from a client with every pin', () => {
    it.each(CASES)('pin $pin → $name is sent in v$version', async ({ pin, name, operation, version }) => {
      const call = operation.call(clients[pin], version);
      const { data, response } = await call.withResponse();

      const op = operation as { body?: (v: number) => unknown; accept?: (v: number) => string; status?: number | ((v: number) => number) };
      const body = op.body?.(version);
      expect(seen).toHaveLength(1);
      const [handled] = seen;
      expect(handled!.operation).toBe(name);
      expect(handled!.version).toBe(version);
      expect(handled!.body).toEqual(body);
      expect(handled!.contentType).toBe(body === undefined ? undefined : vendor(version));
      expect(handled!.accept).toBe(op.accept?.(version) ?? `${vendor(version)}, ${PROBLEM}`);

      const status = typeof op.status === 'function' ? op.status(version) : (op.status ?? 200);
      expect(response.status).toBe(status);
      const answer = operation.answer(version);
      if (answer !== undefined) {
        expect(response.headers.get('content-type')).toBe(typeof answer === 'string' ? 'text/csv; charset=utf-8' : vendor(version));
      }
      expect(data).toEqual(answer);
      expect(errors).toEqual([]);
    });

    it('a default-constructed client calls all 7 operations, none refused', async () => {
      for (const operation of Object.values(OPERATIONS)) await operation.call(clients.default, expectedVersion(operation.offered, 'default'));
      expect(seen.map((s) => s.operation)).toEqual(Object.keys(OPERATIONS));
      expect(errors).toEqual([]);
    });
  });

  describe('per-call apiVersion', () => {
    it('sends exactly that version from a client pinned to another, with that version payloads', async () => {
      const answer = await clients[4].pipelines!.createPipeline!({ body: createBody[3] }, { apiVersion: 3 });
      expect(seen.map(({ version, contentType, body }) => ({ version, contentType, body }))).toEqual([{ version: 3, contentType: vendor(3), body: createBody[3] }]);
      expect(answer).toEqual(pipeline[3]);
    });

    it('reads the answer as that version has it (v3 export is JSON, though the client default is CSV)', async () => {
      expect(await clients[4].pipelines!.exportPipeline!({ pipelineId: 'p1' }, { apiVersion: 3 })).toEqual({ rows: 2 });
      expect(await clients[3].pipelines!.exportPipeline!({ pipelineId: 'p1' }, { apiVersion: 4 })).toBe('id,code\np1,align\n');
    });

    it('fails before sending when the operation does not exist in that version', async () => {
      const { ApiVersionError } = await generated.importClient<{ ApiVersionError: new () => Error }>();
      const call = clients.default.pipelines!.archivePipeline!({ pipelineId: 'p1' }, { apiVersion: 3 });
      await expect(call).rejects.toBeInstanceOf(ApiVersionError);
      await expect(call).rejects.toThrow('archive_pipeline does not exist in API version 3; it is available in v4.');
      expect(wire).toEqual([]);
    });

    it('exposes the pin on the client', () => {
      expect([clients.default, clients[3], clients[4]].map((client) => (client as unknown as { apiVersion: number }).apiVersion)).toEqual([4, 3, 4]);
    });
  });

  describe('the server picks the version from the request', () => {
    const post = (headers: Record<string, string>, body?: unknown) =>
      fetch(`${baseURL}/api/pipelines`, { method: 'POST', headers: { 'X-Key': KEY, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

    it('from the body Content-Type when Accept allows any version', async () => {
      const response = await post({ 'Content-Type': vendor(3), Accept: '*/*' }, createBody[3]);
      expect([response.status, response.headers.get('content-type'), await response.json()]).toEqual([201, vendor(3), pipeline[3]]);
      expect(seen[0]!.version).toBe(3);
    });

    it('a body in one version with Accept naming only another is not acceptable (406), and the handler is not called', async () => {
      const response = await post({ 'Content-Type': vendor(3), Accept: vendor(4) }, createBody[3]);
      expect(response.status).toBe(406);
      expect(seen).toEqual([]);
    });

    it('a body in a version the operation does not have is refused (415) with what it takes', async () => {
      const response = await post({ 'Content-Type': vendor(5), Accept: '*/*' }, createBody[4]);
      expect(response.status).toBe(415);
      expect((await response.json()).accepted).toEqual([vendor(4)]);
      expect(seen).toEqual([]);
    });

    it('without Accept or body version, the version a default client sends (the current one)', async () => {
      const response = await fetch(`${baseURL}/api/pipelines/p1`, { headers: { 'X-Key': KEY } });
      expect([response.headers.get('content-type'), await response.json()]).toEqual([vendor(4), pipeline[4]]);
    });

    it('a v3-only operation answers in v3 whatever the current version', async () => {
      const response = await fetch(`${baseURL}/api/projects`, { headers: { 'X-Key': KEY, Accept: '*/*' } });
      expect(response.headers.get('content-type')).toBe(vendor(3));
    });
  });
});
