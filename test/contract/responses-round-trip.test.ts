/**
 * Several success statuses and typed response headers (test/fixtures/manifests/responses.yaml):
 * the generated client calls the generated server over loopback, and one operation answers
 * 200, 201, 202 or 204 as the handler chooses, each read the way its status declares (JSON,
 * text, nothing). `withResponse()` gives the declared headers parsed by their schemas, while
 * undeclared ones stay on `response.headers`. A success status the operation does not declare
 * is a 500. A HEAD operation beside the GET on its path is sent as HEAD, reaches its own handler,
 * and answers 200 with its headers and no body. The same calls run against the manifest
 * `sdkgen import` makes of the fixture's OpenAPI export, so `also`, `headers` and the HEAD
 * operation survive the round trip.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitOpenApi } from '../../generator/emit/openapi/index.ts';
import { importOpenApi } from '../../generator/import/index.ts';
import { loadApi } from '../../generator/ir/build.ts';
import { tempDir } from '../helpers/tmp.ts';
import { generateApi, type GeneratedApi } from './support/generated-api.ts';

const FIXTURE = 'test/fixtures/manifests/responses.yaml';
const REIMPORTED_DIR = tempDir('responses-reimported');

async function reimported(): Promise<string> {
  const [exported] = emitOpenApi(await loadApi(FIXTURE));
  const file = `${REIMPORTED_DIR}/responses.yaml`;
  writeFileSync(file, importOpenApi(JSON.parse(exported!.content), { id: 'responses' }).yaml);
  return file;
}

type Reply = (status: number, body?: unknown, headers?: Record<string, string | number | boolean>) => unknown;
type Call = Promise<unknown> & { withResponse(): Promise<{ data: unknown; response: Response; headers: Record<string, unknown> }> };
type Operation = (params: object, options?: object) => Call;
type AnyClient = { jobs: { submitJob: Operation; cancelJob: Operation; headJob: Operation; getJob: Operation } };

const RESULT = { id: 'j1', output: 'done' };
const JOB = { id: 'j2', state: 'queued' };

/** Given the `input` sent to submit_job: the status, body and headers the caller must get back. */
const SUBMIT_CASES = [
  {
    input: 'cached',
    status: 200,
    data: RESULT,
    contentType: 'application/json; charset=utf-8',
    headers: { xRateLimit: 5, xCacheHit: true, retryAfterSeconds: 1.5, xJobRegion: 'eu' },
  },
  { input: 'new', status: 201, data: JOB, contentType: 'application/json; charset=utf-8', headers: { xRateLimit: 4, xCacheHit: false } },
  { input: 'later', status: 202, data: 'queued for later', contentType: 'text/plain; charset=utf-8', headers: { xRateLimit: 3 } },
  { input: 'noop', status: 204, data: undefined, contentType: null, headers: { xRateLimit: 2 } },
];

describe.each([
  { source: 'responses.yaml', manifest: async () => FIXTURE },
  { source: 'responses.yaml exported to OpenAPI and imported again', manifest: reimported },
])('$source', ({ manifest }) => {
  let generated: GeneratedApi;
  let server: Server;
  let client: AnyClient;
  const accepts: (string | undefined)[] = [];
  const errors: unknown[] = [];
  /** The method and handler of each request, in order. */
  const handled: string[] = [];
  let baseURL: string;

  beforeAll(async () => {
    generated = await generateApi(await manifest(), ['client', 'server']);
    const { createHandler, reply } = await generated.importServer<{
      createHandler: (handlers: object, options: object) => (req: unknown, res: unknown) => void;
      reply: Reply;
    }>();
    const handlers = {
      submitJob({ body }: { body: { input: string } }, ctx: { requestHeaders: IncomingHttpHeaders }) {
        accepts.push(ctx.requestHeaders.accept);
        switch (body.input) {
          case 'cached':
            return reply(200, RESULT, { 'X-Rate-Limit': 5, 'X-Cache-Hit': true, 'Retry-After-Seconds': '1.5', 'X-Job-Region': 'eu', 'X-Other': 'kept' });
          case 'new':
            return reply(201, JOB, { 'X-Rate-Limit': 4, 'X-Cache-Hit': 'false' });
          case 'later':
            return reply(202, 'queued for later', { 'X-Rate-Limit': '3' });
          case 'noop':
            return reply(204, undefined, { 'X-Rate-Limit': 2 });
          case 'bad-header':
            return reply(200, RESULT, { 'X-Rate-Limit': 'many' });
          default:
            return reply(203, RESULT, { 'X-Rate-Limit': 1 });
        }
      },
      cancelJob({ params }: { params: { jobId: string } }) {
        return params.jobId === 'finished' ? reply(200, RESULT) : undefined;
      },
      getJob(_input: unknown, ctx: { method: string }) {
        handled.push(`${ctx.method} getJob`);
        return JOB;
      },
      headJob({ params }: { params: { jobId: string } }, ctx: { method: string }) {
        handled.push(`${ctx.method} headJob`);
        if (params.jobId === 'quiet') return undefined;
        return reply(200, undefined, { 'X-Job-State': 'running', 'X-Job-Progress': 40 });
      },
    };
    const listener = createHandler(handlers, { onError: (error: unknown) => errors.push(error) });
    server = createServer((req, res) => listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { ResponsesClient } = await generated.importClient<{ ResponsesClient: new (options: object) => AnyClient }>();
    client = new ResponsesClient({ baseURL, maxRetries: 0 });
  }, 120_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
    generated?.remove();
  });

  it.each(SUBMIT_CASES)('submit_job answering $status: the payload as $status declares it, the headers parsed', async (want) => {
    const { data, response, headers } = await client.jobs.submitJob({ body: { input: want.input } }).withResponse();
    expect(response.status).toBe(want.status);
    expect(response.headers.get('content-type')).toBe(want.contentType);
    expect(data).toEqual(want.data);
    expect(headers).toEqual(want.headers);
    // Awaiting the call alone gives the same payload.
    expect(await client.jobs.submitJob({ body: { input: want.input } })).toEqual(want.data);
  });

  it('asks for every media type a success may come in, the main status first', async () => {
    accepts.length = 0;
    await client.jobs.submitJob({ body: { input: 'new' } });
    expect(accepts).toEqual(['application/json, text/plain, application/problem+json']);
  });

  it('keeps undeclared headers on response.headers only', async () => {
    const { response, headers } = await client.jobs.submitJob({ body: { input: 'cached' } }).withResponse();
    expect(response.headers.get('x-other')).toBe('kept');
    expect(headers).not.toHaveProperty('xOther');
  });

  it('refuses a declared integer header that is not one, only where headers are read', async () => {
    expect(await client.jobs.submitJob({ body: { input: 'bad-header' } })).toEqual(RESULT);
    await expect(client.jobs.submitJob({ body: { input: 'bad-header' } }).withResponse()).rejects.toMatchObject({
      name: 'ResponseParseError',
      message: 'submit_job: the 200 response\'s X-Rate-Limit header is not an integer: "many"',
    });
  });

  it('answers 500 when the handler picks a success status the operation does not declare', async () => {
    errors.length = 0;
    await expect(client.jobs.submitJob({ body: { input: 'undeclared' } })).rejects.toMatchObject({ status: 500 });
    expect(String(errors[0])).toContain('the handler answered 203, which the operation does not declare (it answers 200, 201, 202, 204)');
  });

  it('head_job: sent as HEAD to its own handler, answered 200 with the headers parsed and no payload', async () => {
    handled.length = 0;
    const { data, response, headers } = await client.jobs.headJob({ jobId: 'j1' }).withResponse();
    expect([response.status, data, headers]).toEqual([200, undefined, { xJobState: 'running', xJobProgress: 40 }]);
    expect(await client.jobs.headJob({ jobId: 'j1' })).toBeUndefined();
    // The GET on the same path still reaches its own handler.
    expect(await client.jobs.getJob({ jobId: 'j1' })).toEqual(JOB);
    expect(handled).toEqual(['HEAD headJob', 'HEAD headJob', 'GET getJob']);
  });

  it('head_job: a handler that returns nothing answers 200 as declared, not 204', async () => {
    const response = await fetch(`${baseURL}/api/jobs/quiet`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect((await client.jobs.headJob({ jobId: 'quiet' }).withResponse()).response.status).toBe(200);
  });

  it('cancel_job: a main 204 with nothing, or a 200 with the result', async () => {
    const gone = await client.jobs.cancelJob({ jobId: 'running' }).withResponse();
    expect([gone.response.status, gone.data]).toEqual([204, undefined]);
    const finished = await client.jobs.cancelJob({ jobId: 'finished' }).withResponse();
    expect([finished.response.status, finished.data]).toEqual([200, RESULT]);
  });
});
