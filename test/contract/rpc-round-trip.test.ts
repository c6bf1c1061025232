/**
 * The RPC fixture's generated client calls its generated server over loopback
 * (test/fixtures/manifests/rpc.yaml): three operations on POST / told apart by the X-Amz-Target
 * header and two on GET / told apart by ?Action= (with a fixed Version). Each call must carry its
 * constants on the wire and reach its own handler; a request whose constants select nothing is a
 * 404, one that carries none of them a 400, never another operation's handler.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/tmp.ts';
import { closeServers } from './support/close-servers.ts';
import { generateApi, type GeneratedApi } from './support/generated-api.ts';

type Listener = (req: unknown, res: unknown) => void;
type CreateHandler = (handlers: object, options: object) => Listener;
type Call = (params?: Record<string, unknown>) => Promise<unknown>;
type RpcClient = Record<'rules' | 'instances' | 'buckets', Record<string, Call>>;

let generated: GeneratedApi;
let client: RpcClient;
let base: string;
const seen: { url: string; target: string | undefined }[] = [];
const servers: Server[] = [];

/** Every handler answers with its operation and what it received. */
function echoHandlers(api: GeneratedApi['api']): Record<string, (input: { query: unknown; headers: unknown; body: unknown }) => unknown> {
  return Object.fromEntries(
    api.operations.map((op) => [op.methodName, ({ query, headers, body }: { query: unknown; headers: unknown; body: unknown }) => ({ operation: op.name, query, headers, body })]),
  );
}

beforeAll(async () => {
  generated = await generateApi('test/fixtures/manifests/rpc.yaml', ['client', 'server']);
  const { createHandler } = await generated.importServer<{ createHandler: CreateHandler }>();
  const listener = createHandler(echoHandlers(generated.api), {});
  const server = createServer((req, res) => {
    const target = req.headers['x-amz-target'];
    seen.push({ url: req.url ?? '', target: Array.isArray(target) ? target.join() : target });
    listener(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { RpcClient } = await generated.importClient<{ RpcClient: new (options: object) => RpcClient }>();
  client = new RpcClient({ baseURL: base, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await closeServers(servers);
  generated?.remove();
});

beforeEach(() => {
  seen.length = 0;
});

describe('operations told apart by constants, client to server', () => {
  const cases: [group: keyof RpcClient, method: string, params: Record<string, unknown>, url: string, target: string | undefined, operation: string][] = [
    ['rules', 'createRule', { body: { name: 'a' } }, '/', 'RulesService_2015.CreateRule', 'create_rule'],
    ['rules', 'deleteRule', { body: { name: 'a' } }, '/', 'RulesService_2015.DeleteRule', 'delete_rule'],
    ['rules', 'listRules', { body: {}, xTrace: 't1' }, '/', 'RulesService_2015.ListRules', 'list_rules'],
    ['instances', 'describeInstances', { MaxResults: 5 }, '/?Action=DescribeInstances&Version=2016-11-15&MaxResults=5', undefined, 'describe_instances'],
    ['instances', 'rebootInstances', { InstanceId: 'i-1' }, '/?Action=RebootInstances&Version=2016-11-15&InstanceId=i-1', undefined, 'reboot_instances'],
    // Selected by presence: a flag sent bare, a required parameter with its value, nothing for the listing.
    ['buckets', 'listObjects', { bucket: 'b1', prefix: 'a' }, '/buckets/b1?prefix=a', undefined, 'list_objects'],
    ['buckets', 'getBucketTagging', { bucket: 'b1' }, '/buckets/b1?tagging', undefined, 'get_bucket_tagging'],
    ['buckets', 'listParts', { bucket: 'b1', uploadId: 'u1' }, '/buckets/b1?uploadId=u1', undefined, 'list_parts'],
  ];
  it.each(cases)('%s.%s sends its constants and reaches its handler', async (group, method, params, url, target, operation) => {
    const answer = (await client[group][method]!(params)) as { operation: string };
    expect(seen).toEqual([{ url, target }]);
    expect(answer.operation).toBe(operation);
  });

  it('sends the header that selects an operation by its presence', async () => {
    const answer = (await client.buckets.copyObject!({ bucket: 'b1', xAmzCopySource: 'b0/k' })) as { operation: string; headers: Record<string, unknown> };
    expect(answer).toMatchObject({ operation: 'copy_object', headers: { xAmzCopySource: 'b0/k' } });
  });

  it('keeps the flag out of the handler input', async () => {
    const answer = (await client.buckets.getBucketTagging!({ bucket: 'b1' })) as { query: Record<string, unknown> };
    expect(answer.query).toEqual({});
  });

  it('keeps the constants out of the handler input', async () => {
    const answer = (await client.instances.describeInstances!({ MaxResults: 5 })) as { query: Record<string, unknown> };
    expect(answer.query).toEqual({ MaxResults: 5 });
  });
});

describe('requests whose constants select no operation', () => {
  const cases: [name: string, method: string, path: string, headers: Record<string, string>, status: number, detail: RegExp][] = [
    ['unknown target', 'POST', '/', { 'X-Amz-Target': 'RulesService_2015.DropAll', 'content-type': 'application/json' }, 404, /answers x-amz-target: RulesService_2015\.DropAll/],
    ['no target', 'POST', '/', { 'content-type': 'application/json' }, 400, /send the x-amz-target header to name one/],
    ['unknown action', 'GET', '/?Action=TerminateInstances&Version=2016-11-15', {}, 404, /Action=TerminateInstances/],
    ['right action, wrong version', 'GET', '/?Action=DescribeInstances&Version=2014-01-01', {}, 404, /Version=2014-01-01/],
    ['no action', 'GET', '/', {}, 400, /send the Action and Version query parameters to name one/],
    ['a target on the query route', 'GET', '/', { 'X-Amz-Target': 'RulesService_2015.CreateRule' }, 400, /Action/],
  ];
  it.each(cases)('%s', async (_name, method, path, headers, status, detail) => {
    const response = await fetch(`${base}${path}`, { method, headers, ...(method === 'POST' ? { body: '{}' } : {}) });
    expect(response.status).toBe(status);
    const problem = (await response.json()) as { detail: string };
    expect(problem.detail).toMatch(detail);
  });

  it('still routes an ordinary path next to them', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { operation: string }).operation).toBe('get_health');
  });
});

describe('the generated packages', () => {
  /** tsc --strict over a package; '' when it passes. */
  const typecheck = (project: string) =>
    promisify(execFile)(join(PROJECT_ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', project], { cwd: PROJECT_ROOT }).then(
      () => '',
      (error: { stdout?: string }) => String(error.stdout ?? error),
    );

  it('type-check under --strict, the constants being no parameters of the calls', { timeout: 180_000 }, async () => {
    writeFileSync(
      join(generated.outDir, 'client/src/usage.ts'),
      [
        "import { RpcClient } from './index.ts';",
        "const client = new RpcClient({ baseURL: 'http://127.0.0.1:1' });",
        "export const created = client.rules.createRule({ body: { name: 'a' } });",
        "export const listed = client.instances.describeInstances({ MaxResults: 1 });",
        '// @ts-expect-error the Action constant is sent by the client, not passed',
        "export const wrong = client.instances.describeInstances({ Action: 'DescribeInstances' });",
        '',
      ].join('\n'),
    );
    expect(await typecheck(join(generated.outDir, 'client'))).toBe('');
    expect(await typecheck(join(generated.outDir, 'server'))).toBe('');
  });
});
