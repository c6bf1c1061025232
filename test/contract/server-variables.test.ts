/**
 * A server URL with variables (manifest `servers[0].variables`, as AWS's `{region}` or Azure's
 * `{Endpoint}`): the generated client fills them in from its `serverVariables` option, each
 * taking its default when left out, and `baseURL` still wins. The export keeps the template and
 * its variables, so importing it gives them back; the docs list them. A loopback server stands
 * for the API, its port one of the variables.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

type Client = { things: { listThings: () => Promise<unknown> }; toJSON: () => { baseURL: string } };
type ClientClass = new (options: object) => Client;

const DIR = tempDir('server-variables');
const seen: string[] = [];
const servers: Server[] = [];
let port: string;
let manifest: string;
let generated: GeneratedApi;
let Things: ClientClass;
const TEMPLATE = 'http://127.0.0.1:{port}/{stage}';

beforeAll(async () => {
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = String((server.address() as AddressInfo).port);
  manifest = `${DIR}/things.yaml`;
  writeFileSync(
    manifest,
    [
      'sdkgen: 1',
      'id: things',
      'title: Things',
      'servers:',
      `  - url: '${TEMPLATE}'`,
      '    variables:',
      '      port: { default: "1", description: The port the service listens on }',
      '      stage: { default: v1, enum: [v1, v2] }',
      'basePath: /things',
      'media: { success: application/json, problem: application/problem+json, currentVersion: 1 }',
      'security: { default: [] , schemes: {} }',
      'groups: [{ name: Things }]',
      'operations:',
      '  - { name: list_things, method: GET, path: /things, group: Things, summary: List things. }',
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
  it('fills the server URL from serverVariables, each variable left out taking its default', async () => {
    seen.length = 0;
    await new Things({ serverVariables: { port, stage: 'v2' }, maxRetries: 0 }).things.listThings();
    await new Things({ serverVariables: { port }, maxRetries: 0 }).things.listThings();
    expect(seen).toEqual(['/v2/things', '/v1/things']);
  });

  it('uses the defaults without the option, and baseURL over the variables', async () => {
    expect(new Things({}).toJSON().baseURL).toBe('http://127.0.0.1:1/v1');
    seen.length = 0;
    const client = new Things({ baseURL: `http://127.0.0.1:${port}/elsewhere`, serverVariables: { port: '1', stage: 'v2' }, maxRetries: 0 });
    await client.things.listThings();
    expect(seen).toEqual(['/elsewhere/things']);
  });

  it('types each variable by its values', () => {
    const options = readFileSync(join(generated.outDir, 'client/src/base-client.ts'), 'utf8');
    expect(options).toContain("serverVariables?: {\n    /** The port the service listens on. Default: '1'. */\n    port?: string;\n    /** Default: 'v1'. */\n    stage?: 'v1' | 'v2';\n  };");
  });
});

describe('docs and export', () => {
  it('the export keeps the template and its variables, and importing it gives them back', async () => {
    const [exported] = emitOpenApi(await loadApi(manifest));
    const document = JSON.parse(exported!.content);
    const variables = { port: { default: '1', description: 'The port the service listens on' }, stage: { default: 'v1', enum: ['v1', 'v2'] } };
    expect(document.servers).toEqual([{ url: TEMPLATE, variables }]);
    expect(importOpenApi(document, { id: 'things' }).manifest.servers).toEqual([{ url: TEMPLATE, variables }]);
  });

  it('the docs list the variables and the client option that sets them', async () => {
    const files = emitDocs(await loadApi(manifest));
    const readme = files.find((file) => file.path === 'docs/README.md')!.content;
    const html = files.find((file) => file.path === 'docs/html/index.html')!.content;
    expect(readme).toContain(`| \`${TEMPLATE}\` |`);
    expect(readme).toContain("which the client fills in from its option `serverVariables: { port: '1', stage: 'v2' }`:");
    expect(readme).toContain('| `stage` | `"v1"` | `"v1"`, `"v2"` |');
    expect(html).toContain('<td><code class="name">port</code></td><td><code>&quot;1&quot;</code></td><td>any</td><td>The port the service listens on</td>');
    // curl and the examples use the server at its defaults.
    expect(readme).not.toContain('{stage}/things');
  });
});
