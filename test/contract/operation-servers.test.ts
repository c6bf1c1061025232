/**
 * Operations the API serves from another host (`operations[].server`, as GitHub serves uploads
 * from uploads.github.com): the generated client sends them there, credentials and all, and every
 * other operation to its `baseURL`; `serverURLs` moves such a host, which `baseURL` does not. The
 * OpenAPI export declares the server on the operation, and importing the export gives it back.
 * Two loopback servers stand for the API's host and the other one.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitDocs } from '../../generator/emit/docs/index.ts';
import { emitOpenApi } from '../../generator/emit/openapi/index.ts';
import { importOpenApi } from '../../generator/import/index.ts';
import { loadApi } from '../../generator/ir/build.ts';
import { tempDir } from '../helpers/tmp.ts';
import { closeServers } from './support/close-servers.ts';
import { generateApi, type GeneratedApi } from './support/generated-api.ts';

type Call = (params?: object) => Promise<unknown>;
type Client = { things: Record<'listThings' | 'uploadThing', Call> };
type ClientClass = new (options: object) => Client;

const DIR = tempDir('operation-servers');
const seen: { host: string; url: string; key: string | undefined }[] = [];
const servers: Server[] = [];
let api: string;
let uploads: string;
let manifest: string;
let generated: GeneratedApi;
let Things: ClientClass;

async function recording(host: string): Promise<string> {
  const server = createServer((req, res) => {
    seen.push({ host, url: req.url ?? '', key: req.headers['x-key'] as string | undefined });
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ host }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  api = await recording('api');
  uploads = await recording('uploads');
  manifest = `${DIR}/things.yaml`;
  writeFileSync(
    manifest,
    [
      'sdkgen: 1',
      'id: things',
      'title: Things',
      `servers: [{ url: '${api}' }]`,
      'basePath: /things',
      'media: { success: application/json, problem: application/problem+json, currentVersion: 1 }',
      'security: { default: [KeyAuth], schemes: { KeyAuth: { type: apiKey, header: X-Key } } }',
      'groups: [{ name: Things }]',
      'operations:',
      '  - { name: list_things, method: GET, path: /things, group: Things, summary: List things. }',
      '  - name: upload_thing',
      '    method: POST',
      '    path: /things/{id}/content',
      `    server: '${uploads}/up/'`,
      '    group: Things',
      '    summary: Upload the content of a thing.',
      '    parameters: [{ name: id, in: path }]',
      '    requestBody: { schema: { type: object } }',
    ].join('\n'),
  );
  generated = await generateApi(manifest, ['client']);
  Things = (await generated.importClient<{ ThingsClient: ClientClass }>()).ThingsClient;
}, 120_000);

afterAll(async () => {
  await closeServers(servers);
  generated?.remove();
});

describe('the generated client', () => {
  it('sends an operation with its own server there, with the credential, and the others to baseURL', async () => {
    seen.length = 0;
    const client = new Things({ baseURL: api, apiKey: 'k1', maxRetries: 0 });
    expect(await client.things.listThings()).toEqual({ host: 'api' });
    expect(await client.things.uploadThing({ id: 'a b', body: {} })).toEqual({ host: 'uploads' });
    expect(seen).toEqual([
      { host: 'api', url: '/things', key: 'k1' },
      { host: 'uploads', url: '/up/things/a%20b/content', key: 'k1' },
    ]);
  });

  it('moves such a server by serverURLs, not by baseURL', async () => {
    seen.length = 0;
    const client = new Things({ baseURL: `${api}/elsewhere`, serverURLs: { [`${uploads}/up`]: `${api}/moved/` }, apiKey: 'k2', maxRetries: 0 });
    await client.things.uploadThing({ id: '1', body: {} });
    await client.things.listThings();
    expect(seen).toEqual([
      { host: 'api', url: '/moved/things/1/content', key: 'k2' },
      { host: 'api', url: '/elsewhere/things', key: 'k2' },
    ]);
  });
});

describe('docs and export', () => {
  it('the export declares the server on the operation, and importing it gives the server back', async () => {
    const [exported] = emitOpenApi(await loadApi(manifest));
    const document = JSON.parse(exported!.content);
    expect(document.servers).toEqual([{ url: api }]);
    expect(document.paths['/things/{id}/content'].post.servers).toEqual([{ url: `${uploads}/up` }]);
    expect(document.paths['/things'].get.servers).toBeUndefined();
    const reimported = importOpenApi(document, { id: 'things' }).manifest;
    expect(reimported.servers).toEqual([{ url: api }]);
    expect(reimported.operations.map((op) => [op.name, op.server])).toEqual([
      ['list_things', undefined],
      ['upload_thing', `${uploads}/up`],
    ]);
  });

  it('the docs name the server, and curl calls it', async () => {
    const files = emitDocs(await loadApi(manifest));
    const page = files.find((file) => file.path === 'docs/things.md')!.content;
    const html = files.find((file) => file.path === 'docs/html/index.html')!.content;
    expect(html).toContain(`<div class="fact-wide"><dt>Server</dt><dd><code>${uploads}/up</code></dd></div>`);
    expect(html.match(/<dt>Server<\/dt>/g)).toHaveLength(1);
    const upload = page.slice(page.indexOf('<a id="upload_thing"></a>'));
    expect(upload).toContain(`| Server | \`${uploads}/up\` (not the API's) |`);
    expect(upload).toContain(`curl -X POST "${uploads}/up/things/ID/content"`);
    expect(page.slice(0, page.indexOf('<a id="upload_thing"></a>'))).toContain('curl "$BASE_URL/things"');
  });
});
