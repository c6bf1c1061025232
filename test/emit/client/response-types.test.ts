/**
 * Types of several success statuses and of typed response headers
 * (test/fixtures/manifests/responses.yaml), under `tsc --strict` with each package's own
 * tsconfig. Client: awaiting a call gives the union of every success status's payload (`void`
 * for one without content), and `withResponse().headers` has each declared header by its
 * camelCase key, parsed (`number`, `boolean`, an enum), optional unless `required`, and nothing
 * undeclared. Server: a handler may `reply()` with each declared success status and that
 * status's body only. Each `@ts-expect-error` line must fail to compile, or tsc reports the
 * directive as unused.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emitClient } from '../../../generator/emit/client/index.ts';
import { PROJECT_ROOT } from '../../../generator/generate.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import { generateApi, type GeneratedApi } from '../../contract/support/generated-api.ts';
import { type EmittedPackage, typeCheck, writePackage } from './support/emitted-package.ts';

const FIXTURE = 'test/fixtures/manifests/responses.yaml';

let emitted: EmittedPackage;
let server: GeneratedApi;
beforeAll(async () => {
  emitted = writePackage(emitClient(await loadApi(FIXTURE)));
  server = await generateApi(FIXTURE, ['server']);
}, 60_000);
afterAll(() => {
  emitted.remove();
  server?.remove();
});

const CLIENT_USAGE = `
import { BaseResponsesClient, type CancelJobResponse, type Job, type JobResult, ResponsesClient, submitJob, type SubmitJobResponseHeaders } from './index.ts';

const client = new ResponsesClient({});

// Awaiting gives the union of every success payload: 200 JobResult, 201 Job, 202 text, 204 nothing.
const answer = await client.jobs.submitJob({ body: { input: 'x' } });
const anyOf: JobResult | Job | string | void = answer;
// @ts-expect-error the call may also answer 201 with a Job, 202 with text or 204 with nothing
const onlyResult: JobResult = answer;
// @ts-expect-error nor is it only a Job
const onlyJob: Job = answer;
const cancelled: CancelJobResponse = await client.jobs.cancelJob({ jobId: 'j' });
// @ts-expect-error cancel_job answers 204 with nothing unless the job had finished
const finished: JobResult = cancelled;
const job: Job = await client.jobs.getJob({ jobId: 'j' });

// withResponse(): the declared headers, parsed by their schemas.
const { data, headers, response } = await client.jobs.submitJob({ body: { input: 'x' } }).withResponse();
const sameData: JobResult | Job | string | void = data;
const limit: number = headers.xRateLimit;
const hit: boolean | undefined = headers.xCacheHit;
const wait: number | undefined = headers.retryAfterSeconds;
const region: 'eu' | 'us' | undefined = headers.xJobRegion;
const named: SubmitJobResponseHeaders = headers;
// @ts-expect-error X-Rate-Limit is parsed to a number
const limitText: string = headers.xRateLimit;
// @ts-expect-error X-Cache-Hit is optional: the server may leave it out
const surelyHit: boolean = headers.xCacheHit;
// @ts-expect-error X-Job-Region is one of eu and us
const elsewhere: 'asia' | undefined = headers.xJobRegion;
// @ts-expect-error an undeclared header is on response.headers only
headers.xOther;
const other: string | null = response.headers.get('x-other');

// An operation that declares no headers has none to read.
const plain = await client.jobs.getJob({ jobId: 'j' }).withResponse();
// @ts-expect-error get_job declares no headers
plain.headers.xRateLimit;

// Standalone functions have the same types.
const standalone = await submitJob(new BaseResponsesClient({}), { body: { input: 'x' } }).withResponse();
const standaloneLimit: number = standalone.headers.xRateLimit;

export { anyOf, onlyResult, onlyJob, cancelled, finished, job, sameData, limit, hit, wait, region, named, limitText, surelyHit, elsewhere, other, standaloneLimit };
`;

it('types a call as the union of its success payloads, and its declared headers as parsed', async () => {
  emitted.write('client/src/usage.ts', CLIENT_USAGE);
  const result = await typeCheck(emitted.client);
  expect(result.output).toBe('');
  expect(result.code).toBe(0);
}, 60_000);

const SERVER_USAGE = `
import { type Handlers, type Job, reply } from './index.ts';

const job: Job = { id: 'j', state: 'queued' };

export const handlers: Handlers = {
  submitJob(input) {
    switch (input.body.input) {
      case 'cached':
        return { id: 'j', output: 'o' };
      case 'new':
        return reply(201, job, { 'X-Rate-Limit': 5, 'X-Cache-Hit': true });
      case 'later':
        return reply(202, 'runs later');
      case 'noop':
        return reply(204);
      default:
        return reply(410, { reason: 'redirects and errors are typed loosely' });
    }
  },
  cancelJob: (input) => (input.params.jobId === 'done' ? reply(200, { id: 'j', output: 'o' }) : undefined),
};

// A handler's result is checked as a whole, so each wrong answer gets a handlers object of its own.
export const wrongBody: Handlers = {
  // @ts-expect-error a 201 answers a Job, not a JobResult
  submitJob: () => reply(201, { id: 'j', output: 'o' }),
};
export const bodyOn204: Handlers = {
  // @ts-expect-error a 204 has no body
  submitJob: () => reply(204, job),
};
export const undeclared: Handlers = {
  // @ts-expect-error 203 is not a status submit_job declares
  submitJob: () => reply(203, { id: 'j', output: 'o' }),
};
`;

it('lets a handler answer each declared success status with its own body, and no other', async () => {
  writeFileSync(join(server.outDir, 'server/usage.ts'), SERVER_USAGE);
  const result = await promisify(execFile)(join(PROJECT_ROOT, 'node_modules/.bin/tsc'), ['-p', join(server.outDir, 'server/tsconfig.json')]).catch(
    (error: { stdout?: string; stderr?: string }) => error,
  );
  expect(`${result.stdout ?? ''}${result.stderr ?? ''}`).toBe('');
}, 60_000);
