/**
 * Descriptions split over several files (test/fixtures/openapi/multi-file/, laid out like
 * DigitalOcean's: path items, schemas, parameters and responses in files beside the document):
 * bundled before import, so every operation keeps its parameters, body and response. `$ref`s
 * may not leave the document's folder, URLs are fetched only when allowed, and every refusal is
 * an ImportError naming the file, the JSON pointer and the line; `sdkgen import` then exits 1
 * and writes nothing.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runImport } from '../../generator/cli/import-command.ts';
import { ImportError, importOpenApiFile } from '../../generator/import/index.ts';
import { tempDir } from '../helpers/tmp.ts';
import { expectLoadable, fixture } from './helpers.ts';

describe('a description split over several files', async () => {
  const dir = tempDir('multi-file');
  const result = await importOpenApiFile(fixture('multi-file/openapi.yaml'));

  it('imports every operation with what its files hold', async () => {
    expect(result.warnings).toEqual([]);
    const api = await expectLoadable(result, dir);
    expect(api.operations.map((op) => op.name)).toEqual(['droplets_list', 'droplets_create', 'droplets_get', 'droplets_destroy']);
    const byName = Object.fromEntries(result.manifest.operations.map((op) => [op.name, op]));
    expect(byName.droplets_list!.parameters).toEqual([{ name: 'per_page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 200 } }]);
    expect(byName.droplets_create!.requestBody).toEqual({ required: true, schema: { $ref: 'DropletCreate' } });
    expect(byName.droplets_create!.response).toEqual({ status: 202, description: 'Accepted.', schema: { $ref: 'Droplet' } });
    expect(result.manifest.pathParameters).toEqual({ droplet_id: { schema: { type: 'integer' } } });
    expect(Object.keys(result.manifest.schemas ?? {}).sort()).toEqual(['Droplet', 'DropletCreate', 'ErrorModel', 'Size']);
    expect(result.manifest.schemas!.Droplet!.properties!.size).toEqual({ $ref: 'Size' });
    expect(result.manifest.errors).toEqual({ schema: 'ErrorModel' });
  });
});

interface RefusalCase {
  given: string;
  /** The `$ref` written at /paths/~1a/get/responses/200/content/application~1json/schema. */
  ref: string;
  want: RegExp;
}

const AT = '.*/inner/api\\.yaml#/paths/~1a/get/responses/200/content/application~1json/schema/\\$ref \\(line 12, column 17\\): \\$ref cannot be resolved: ';

const REFUSALS: RefusalCase[] = [
  { given: 'a $ref leaving the folder with ..', ref: '../outside.yaml', want: new RegExp(`^${AT}\\.\\./outside\\.yaml is outside the description's folder `) },
  { given: 'a $ref to an absolute path', ref: '/etc/hostname', want: new RegExp(`^${AT}.*etc/hostname is outside the description's folder `) },
  { given: 'a $ref to a URL', ref: 'https://schemas.example.invalid/pet.yaml', want: new RegExp(`^${AT}https://schemas\\.example\\.invalid/pet\\.yaml is remote; sdkgen fetches URLs only with --allow-remote-refs$`) },
  { given: 'a $ref to a missing file', ref: 'missing.yaml', want: new RegExp(`^${AT}ENOENT`) },
];

function writeDescription(dir: string, ref: string, extra = ''): string {
  mkdirSync(join(dir, 'inner'), { recursive: true });
  writeFileSync(join(dir, 'outside.yaml'), 'type: string\n');
  const file = join(dir, 'inner/api.yaml');
  writeFileSync(
    file,
    `openapi: 3.0.3
info: { title: Refs, version: '1' }
paths:
  /a:
    get:
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                $ref: '${ref}'
${extra}`,
  );
  return file;
}

describe('refs that may not be followed', () => {
  const dir = tempDir('refusals');

  it.each(REFUSALS)('refuses $given with its file, pointer and line', async ({ ref, want }) => {
    const file = writeDescription(join(dir, String(REFUSALS.findIndex((c) => c.ref === ref))), ref);
    const error = await importOpenApiFile(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(want);
  });

  it('names a $ref that leads back to itself instead of failing inside the bundler', async () => {
    const file = writeDescription(join(dir, 'loop'), 'schema.yaml', 'components:\n  schemas:\n    Node:\n      properties:\n        next: { $ref: "#/components/schemas/Node/properties/next" }\n');
    writeFileSync(join(dir, 'loop/inner/schema.yaml'), 'type: string\n');
    await expect(importOpenApiFile(file)).rejects.toThrow(/^.*api\.yaml#\/components\/schemas\/Node\/properties\/next\/\$ref \(line 17, column \d+\): this \$ref leads back to itself/);
  });

  it('names the file beside the document that holds a refused $ref', async () => {
    const file = writeDescription(join(dir, 'nested'), 'schemas/pet.yaml');
    mkdirSync(join(dir, 'nested/inner/schemas'));
    writeFileSync(join(dir, 'nested/inner/schemas/pet.yaml'), 'type: object\nproperties:\n  owner:\n    $ref: "../../outside.yaml"\n');
    await expect(importOpenApiFile(file)).rejects.toThrow(/\/nested\/inner\/schemas\/pet\.yaml#\/properties\/owner\/\$ref \(line 4, column 5\): \$ref cannot be resolved: \.\.\/outside\.yaml is outside/);
  });

  it('makes sdkgen import exit 1, say why, and write nothing', async () => {
    const file = writeDescription(join(dir, 'cli'), '../outside.yaml');
    const out = join(dir, 'cli/manifest.yaml');
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    try {
      expect(await runImport([file, '-o', out])).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual([expect.stringMatching(/^sdkgen import: .*\/inner\/api\.yaml#\/paths\/~1a\/get\/.*outside the description's folder/)]);
    expect(existsSync(out)).toBe(false);
  });
});

describe('remote refs, when allowed', async () => {
  const dir = tempDir('remote');
  const server = createServer((request, response) => {
    if (request.url === '/pet.yaml') response.writeHead(200, { 'content-type': 'application/yaml' }).end('type: object\nproperties:\n  name: { type: string }\n');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pet.yaml`;

  it('are fetched with allowRemoteRefs and refused without', async () => {
    const file = writeDescription(dir, url);
    await expect(importOpenApiFile(file)).rejects.toThrow('is remote; sdkgen fetches URLs only with --allow-remote-refs');
    const result = await importOpenApiFile(file, { allowRemoteRefs: true });
    expect(result.manifest.operations[0]!.response).toEqual({ description: 'OK', schema: { $ref: 'Pet' } });
    expect(result.manifest.schemas).toEqual({ Pet: { type: 'object', properties: { name: { type: 'string' } } } });
  });
});
