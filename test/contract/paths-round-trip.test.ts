/**
 * The paths fixture's generated client calls its generated server over loopback
 * (test/fixtures/manifests/paths.yaml): the root, OData keys and `$` segments, parameters inside
 * a segment, sub-delims in literal segments and AIP-136 actions. Each call checks the request
 * target on the wire (literals as written, values percent-encoded, the literal between two
 * parameters encoded inside the first value) and the decoded, typed params the handler got;
 * near misses of every shape must be 404s, and the literal segments route whether or not a
 * client percent-encodes their sub-delims.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exampleUrl } from '../../generator/emit/docs/curl-example.ts';
import { closeServers } from './support/close-servers.ts';
import { generateApi, type GeneratedApi } from './support/generated-api.ts';

type Listener = (req: unknown, res: unknown) => void;
type CreateHandler = (handlers: object, options: object) => Listener;
type Call = (params: Record<string, unknown>) => Promise<unknown>;
type PathsClient = { paths: Record<string, Call> };

let generated: GeneratedApi;
let client: PathsClient;
let base: string;
let mounted: string;
const targets: string[] = [];
const errors: unknown[] = [];
const servers: Server[] = [];

/** Every handler answers with its operation and the params it received. */
function echoHandlers(generatedApi: GeneratedApi): Record<string, (input: { params: unknown }) => unknown> {
  return Object.fromEntries(
    generatedApi.api.operations.map((op) => [op.methodName, ({ params }: { params: unknown }) => ({ operation: op.name, params })]),
  );
}

async function listen(listener: Listener): Promise<string> {
  const server = createServer((req, res) => {
    targets.push(req.url ?? '');
    listener(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  generated = await generateApi('test/fixtures/manifests/paths.yaml', ['client', 'server']);
  const { createHandler } = await generated.importServer<{ createHandler: CreateHandler }>();
  const options = { onError: (error: unknown) => errors.push(error) };
  base = await listen(createHandler(echoHandlers(generated), options));
  mounted = await listen(createHandler(echoHandlers(generated), { ...options, prefix: '/odata' }));
  const { PathsClient } = await generated.importClient<{ PathsClient: new (options: object) => PathsClient }>();
  client = new PathsClient({ baseURL: base, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await closeServers(servers);
  generated?.remove();
});

beforeEach(() => {
  targets.length = 0;
  errors.length = 0;
});

describe('every path shape, client to server', () => {
  const cases: [method: string, params: Record<string, unknown>, target: string, operation: string, received: Record<string, unknown>][] = [
    ['getRoot', {}, '/', 'get_root', {}],
    ['getMetadata', {}, '/$metadata', 'get_metadata', {}],
    ['countOrders', {}, '/Orders/$count', 'count_orders', {}],
    ['getBusiness', { key: "'ACME (Nord)'" }, "/Businesses('ACME%20(Nord)')", 'get_business', { key: "'ACME (Nord)'" }],
    ['getBusiness', { key: 'a/b)c' }, '/Businesses(a%2Fb)c)', 'get_business', { key: 'a/b)c' }],
    ['listOrderItems', { id: 7 }, '/Orders(7)/Items', 'list_order_items', { id: 7 }],
    ['cancelOrder', { id: 7 }, '/Orders(7):cancel', 'cancel_order', { id: 7 }],
    ['getFile', { name: 'report', ext: 'csv' }, '/files/report.csv', 'get_file', { name: 'report', ext: 'csv' }],
    // The literal between two parameters is encoded inside the first value, so the split is exact.
    ['getFile', { name: 'my.report', ext: 'tar.gz' }, '/files/my%2Ereport.tar.gz', 'get_file', { name: 'my.report', ext: 'tar.gz' }],
    ['getJsonFile', { name: 'data' }, '/files/data.json', 'get_json_file', { name: 'data' }],
    ['runVerb', { name: 'jobs', verb: 'start' }, '/v1/jobs:start', 'run_verb', { name: 'jobs', verb: 'start' }],
    ['runVerb', { name: 'a:b', verb: 'c:d' }, '/v1/a%3Ab:c%3Ad', 'run_verb', { name: 'a:b', verb: 'c:d' }],
    ['getNote', { noteId: 'n1' }, '/v1/notes/n1', 'get_note', { noteId: 'n1' }],
    ['archiveNote', { noteId: 'n1' }, '/v1/notes/n1:archive', 'archive_note', { noteId: 'n1' }],
    ['countApps', { status: 'ready' }, "/apps/getCount(status='ready')", 'count_apps', { status: 'ready' }],
    ['getPlace', { lat: 52.5, lon: -13.25 }, '/geo/@52.5,-13.25', 'get_place', { lat: 52.5, lon: -13.25 }],
    ['getLegacy', {}, '/legacy/all*/items!;v=1,2+3&x', 'get_legacy', {}],
  ];

  it.each(cases)('%s %j goes to %s', async (method, params, target, operation, received) => {
    const answer = await client.paths[method]!(params);
    expect(targets).toEqual([target]);
    expect(answer).toEqual({ operation, params: received });
    expect(errors).toEqual([]);
  });

  it("the docs' curl example spells a path as the client does", () => {
    const url = (name: string) => exampleUrl(generated.api.operations.find((op) => op.name === name)!, generated.api);
    expect(url('get_file')).toBe('https://paths.example.com/files/my%2Ereport.EXT');
    expect(url('get_json_file')).toBe('https://paths.example.com/files/my.report.json');
    expect(url('count_orders')).toBe('https://paths.example.com/Orders/$count');
  });
});

describe('near misses and other spellings, straight to the server', () => {
  const cases: [path: string, status: number, operation?: string][] = [
    ['/Businesses(1', 404],
    ['/Businesses1)', 404],
    ['/Businesses()', 404],
    ['/Businesses%281%29', 404],
    ['/Orders/%24counts', 404],
    ['/Orders/count', 404],
    ['/Orders(7)/items', 404],
    ['/files/report', 404],
    ['/files/.csv', 404],
    ['/v1/jobs:', 404],
    ['/legacy/all/items!;v=1,2+3&x', 404],
    // Literal segments route whether or not their sub-delims are percent-encoded.
    ['/Orders/%24count', 200, 'count_orders'],
    ['/%24metadata', 200, 'get_metadata'],
    ['/legacy/all%2A/items%21%3Bv%3D1%2C2%2B3%26x', 200, 'get_legacy'],
    ['/Orders/$count', 200, 'count_orders'],
  ];

  it.each(cases)('GET %s → %i', async (path, status, operation) => {
    const response = await fetch(`${base}${path}`);
    expect(targets).toEqual([path]);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { operation?: string };
    if (operation) expect(body.operation).toBe(operation);
  });

  it('a server mounted under a prefix answers the prefix itself with the root operation', async () => {
    const response = await fetch(`${mounted}/odata`);
    expect([response.status, await response.json()]).toEqual([200, { operation: 'get_root', params: {} }]);
  });
});
