/**
 * Types follow the API version a call sends (test/fixtures/manifests/versions.yaml), under
 * `tsc --strict` with the client's own tsconfig: a client pinned to v4 sees `PipelineV4`, one
 * pinned to v3 sees `PipelineV3`, a per-call `apiVersion` retypes that call, and the standalone
 * functions follow the base client's pin. Each `@ts-expect-error` line must fail to compile,
 * or tsc reports the directive as unused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emitClient } from '../../../generator/emit/client/index.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import { type EmittedPackage, typeCheck, writePackage } from './support/emitted-package.ts';

let emitted: EmittedPackage;
beforeAll(async () => {
  emitted = writePackage(emitClient(await loadApi('test/fixtures/manifests/versions.yaml')));
}, 60_000);
afterAll(() => emitted.remove());

const usage = `
import {
  BaseVersionsClient,
  createPipeline,
  type CreatePipelineResponse,
  type PipelineV3,
  type PipelineV4,
  type ProjectList,
  type Report,
  type User,
  VersionsClient,
} from './index.ts';

const byDefault = new VersionsClient({ apiKey: 'k' });
const v3 = new VersionsClient({ apiKey: 'k', apiVersion: 3 });
const v4 = new VersionsClient({ apiKey: 'k', apiVersion: 4 });

// A default client is pinned to the current version, 4.
const created: PipelineV4 = await byDefault.pipelines.createPipeline({ body: { code: 'c', languages: [{ name: 'nextflow', version: '23' }] } });
// @ts-expect-error a default client sends v4, which has no \`language\`
await byDefault.pipelines.createPipeline({ body: { code: 'c', language: 'nextflow' } });

// Pinned to v3: v3 bodies in, v3 pipelines out.
const old: PipelineV3 = await v3.pipelines.createPipeline({ body: { code: 'c', language: 'nextflow' } });
// @ts-expect-error a v3 answer has no \`languages\`
const wrong: PipelineV4 = await v3.pipelines.getPipeline({ pipelineId: 'p' });
// @ts-expect-error a v3 client sends v3, whose body needs \`language\`
await v3.pipelines.createPipeline({ body: { code: 'c', languages: [] } });

// Pinned to v4.
const current: PipelineV4 = await v4.pipelines.getPipeline({ pipelineId: 'p' });
// @ts-expect-error a v4 answer is not a v3 pipeline
const stale: PipelineV3 = await v4.pipelines.getPipeline({ pipelineId: 'p' });

// A per-call version retypes that call only.
const perCall: PipelineV3 = await v4.pipelines.createPipeline({ body: { code: 'c', language: 'nextflow' } }, { apiVersion: 3 });
// @ts-expect-error with apiVersion 3 the body is v3's
await v4.pipelines.createPipeline({ body: { code: 'c', languages: [] } }, { apiVersion: 3 });
// @ts-expect-error create_pipeline has no version 5
await v4.pipelines.createPipeline({ body: { code: 'c', languages: [] } }, { apiVersion: 5 });

// A version without a body, a version answering 204, a version answering text.
const released: void = await v4.pipelines.releasePipeline({ pipelineId: 'p' });
// @ts-expect-error v4 release takes no body
await v4.pipelines.releasePipeline({ pipelineId: 'p', body: { note: 'n' } });
const releasedV3: PipelineV3 = await v3.pipelines.releasePipeline({ pipelineId: 'p', body: { note: 'n' } });
// @ts-expect-error v3 release needs its note
await v3.pipelines.releasePipeline({ pipelineId: 'p' });
const csv: string = await v4.pipelines.exportPipeline({ pipelineId: 'p' });
const report: Report = await v4.pipelines.exportPipeline({ pipelineId: 'p' }, { apiVersion: 3 });

// Operations whose payloads do not differ keep plain types, whatever the pin.
const projects: ProjectList = await v4.projects.listProjects();
const me: User = await v3.users.getMe();

// Only the API's versions can be pinned.
// @ts-expect-error the API has versions 3 and 4
new VersionsClient({ apiKey: 'k', apiVersion: 2 });

// Standalone functions follow the base client's pin.
const base3 = new BaseVersionsClient({ apiKey: 'k', apiVersion: 3 });
const standalone: PipelineV3 = await createPipeline(base3, { body: { code: 'c', language: 'nextflow' } });
const named: CreatePipelineResponse<4> = await createPipeline(new BaseVersionsClient({ apiKey: 'k' }), { body: { code: 'c', languages: [] } });
// @ts-expect-error a v3 base client does not answer v4
const mismatch: PipelineV4 = await createPipeline(base3, { body: { code: 'c', language: 'nextflow' } });

export { created, old, wrong, current, stale, perCall, released, releasedV3, csv, report, projects, me, standalone, named, mismatch };
`;

it('types each call by the version it sends, and refuses the other version\u2019s payloads', async () => {
  emitted.write('client/src/usage.ts', usage);
  const result = await typeCheck(emitted.client);
  expect(result.output).toBe('');
  expect(result.code).toBe(0);
}, 60_000);

it('reports a payload of the wrong version as a type error (the test can fail)', async () => {
  emitted.write('client/src/usage.ts', `import { VersionsClient, type PipelineV3 } from './index.ts';\nexport const p: PipelineV3 = await new VersionsClient({ apiKey: 'k' }).pipelines.getPipeline({ pipelineId: 'p' });\n`);
  const result = await typeCheck(emitted.client);
  expect(result.code).not.toBe(0);
  expect(result.output).toContain("Property 'language' is missing in type 'PipelineV4'");
}, 60_000);
