/**
 * The generated client as a package: its package.json takes name, version and publishing
 * metadata from the manifest's `client` block (validated, with positions); `npm pack` in a
 * fresh copy either builds dist/ or says what to install; and the built ESM-only package can
 * be `require()`d from CommonJS where Node supports require(esm).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../generator/generate.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import { ManifestError } from '../../../generator/manifest/diagnostic.ts';
import { MINIMAL_MANIFEST, PROJECT_ROOT, tempDir } from '../../helpers/tmp.ts';

const root = tempDir('client-package');
const run = promisify(execFile);
let manifests = 0;

/** The minimal manifest with `client` set to `block` (YAML lines, indented by two). */
function manifestWithClient(block: string): string {
  const path = join(root, `manifest-${manifests++}.yaml`);
  writeFileSync(path, `${readFileSync(MINIMAL_MANIFEST, 'utf8')}\nclient:\n${block}\n`);
  return path;
}

const PUBLISHING = [
  '  package: "@acme/pets"',
  '  version: 2.1.0-beta.1',
  '  license: Apache-2.0',
  '  repository: https://github.com/acme/pets-node.git',
  '  homepage: https://pets.example.com/docs',
  '  author: Acme <sdk@acme.example>',
  '  keywords: [pets, acme]',
].join('\n');

describe('package.json metadata from the manifest', () => {
  it.each([
    // given the client block, want these package.json fields
    ['every field', PUBLISHING, { name: '@acme/pets', version: '2.1.0-beta.1', license: 'Apache-2.0', repository: { type: 'git', url: 'https://github.com/acme/pets-node.git' }, homepage: 'https://pets.example.com/docs', author: 'Acme <sdk@acme.example>', keywords: ['pets', 'acme'] }],
    ['a shorthand repository', '  repository: github:acme/pets-node', { name: 'petstore-client', version: '0.1.0', repository: 'github:acme/pets-node' }],
    ['no package fields', '  name: PetsClient', { name: 'petstore-client', version: '0.1.0' }],
  ])('%s', async (_case, block, want) => {
    const out = join(root, `meta-${manifests}`);
    await generate({ manifestPath: manifestWithClient(block), outDir: out, cache: false });
    const pkg = JSON.parse(readFileSync(join(out, 'client/package.json'), 'utf8')) as Record<string, unknown>;
    const fields = ['name', 'version', 'license', 'repository', 'homepage', 'author', 'keywords'];
    expect(Object.fromEntries(fields.filter((f) => f in pkg).map((f) => [f, pkg[f]]))).toEqual(want);
  });

  it.each([
    ['  version: v2', 'client.version: expected a semver version such as "1.2.0"'],
    ['  homepage: pets.example.com', 'client.homepage: expected an absolute URL'],
    ['  keywords: pets', 'client.keywords: expected a list, got "pets"'],
    ['  licence: MIT', 'licence'],
  ])('rejects %s with its position', async (block, message) => {
    const path = manifestWithClient(block);
    const line = readFileSync(path, 'utf8').split('\n').length - 1;
    const error = await loadApi(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ManifestError);
    expect((error as Error).message).toContain(`${path}:${line}:`);
    expect((error as Error).message).toContain(message);
  });
});

describe('npm pack in a fresh copy of the generated client', () => {
  // Offline with an empty cache: npm cannot fetch TypeScript for the build.
  const env = { ...process.env, NODE_PATH: '', npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_offline: 'true', npm_config_cache: join(root, 'empty-npm-cache') };
  const pack = (cwd: string, ...args: string[]) => run('npm', ['pack', '--json', ...args], { cwd, env }).then(({ stdout }) => JSON.parse(stdout) as [{ files: { path: string }[] }]);

  it('builds dist/ when TypeScript is installed, packs an existing dist/ without it, and explains when it has neither', { timeout: 120_000 }, async () => {
    // A temporary folder outside the project: no node_modules above it to borrow TypeScript from.
    const out = join(root, 'fresh');
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false });
    const client = join(out, 'client');

    const neither = await run('npm', ['pack', '--dry-run'], { cwd: client, env }).catch((error: { code: number; stderr: string }) => error);
    expect((neither as { stderr: string }).stderr).toContain('prepack: dist/ is missing, and building it needs TypeScript, which npm could not fetch. Run `npm install`');
    expect((neither as { code: number }).code).not.toBe(0);

    mkdirSync(join(client, 'node_modules'));
    symlinkSync(realpathSync(join(PROJECT_ROOT, 'node_modules/typescript')), join(client, 'node_modules/typescript'));
    const [built] = await pack(client);
    const packed = built.files.map((f) => f.path);
    expect(packed).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'src/index.ts']));
    expect(packed.filter((p) => p.startsWith('node_modules/') || p.startsWith('scripts/'))).toEqual([]);
    expect(existsSync(join(client, 'petstore-client-0.1.0.tgz'))).toBe(true);

    rmSync(join(client, 'node_modules'), { recursive: true });
    const [prebuilt] = await pack(client, '--dry-run');
    expect(prebuilt.files.map((f) => f.path)).toContain('dist/index.js');

    // The build is the user's: regenerating keeps it, and check does not report it.
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false });
    expect(existsSync(join(client, 'dist/index.js'))).toBe(true);
    expect((await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, check: true })).drift).toEqual({ stale: [], missing: [], extra: [] });

    // ESM only: CommonJS `require()`s it where Node loads ES modules synchronously (20.19+, 22.12+).
    const consumer = join(root, 'consumer');
    mkdirSync(join(consumer, 'node_modules'), { recursive: true });
    symlinkSync(client, join(consumer, 'node_modules/petstore-client'));
    writeFileSync(join(consumer, 'use.cjs'), "const sdk = require('petstore-client');\nconsole.log(typeof sdk.PetstoreClient, typeof sdk.ApiError);\n");
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    if ((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 23) {
      const { stdout } = await run(process.execPath, ['use.cjs'], { cwd: consumer });
      expect(stdout).toBe('function function\n');
    }
  });
});
