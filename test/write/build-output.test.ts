/**
 * A generated package's build output (`npm install`, `npm run build`, `npm pack` in
 * generated/<id>/client) is the user's: `check` does not call it extra, `generate` neither
 * refuses the folder for it nor deletes it, and a run that fails or is killed mid-swap puts it
 * back where it was.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { buildOutput } from '../../generator/write/build-output.ts';
import { MINIMAL_MANIFEST, tempDir } from '../helpers/tmp.ts';

const root = tempDir('build-output');
let cases = 0;

/** What `npm install && npm run build && npm pack` leave in client/ and server/. */
const USER_FILES = {
  'client/dist/index.js': 'export {};\n',
  'client/dist/core/client.d.ts': 'export {};\n',
  'client/node_modules/typescript/package.json': '{"name":"typescript"}\n',
  'client/package-lock.json': '{}\n',
  'client/sdkgen-minimal-client-0.1.0.tgz': 'tarball\n',
  'server/dist/index.js': 'export {};\n',
};

function addUserFiles(out: string): void {
  for (const [path, content] of Object.entries(USER_FILES)) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), content);
  }
}

const userFilesIn = (out: string) => Object.fromEntries(Object.keys(USER_FILES).filter((p) => existsSync(join(out, p))).map((p) => [p, readFileSync(join(out, p), 'utf8')]));

async function generatedWithBuild(): Promise<string> {
  const out = join(root, `case-${cases++}`, 'minimal');
  await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false });
  addUserFiles(out);
  return out;
}

describe('build output inside generated packages', () => {
  it.each([
    // given path, want: is it the user's build output?
    ['client/dist/index.js', true],
    ['client/dist', true],
    ['client/node_modules/typescript/lib/tsc.js', true],
    ['client/package-lock.json', true],
    ['client/acme-client-1.0.0.tgz', true],
    ['client/src/index.ts', false],
    ['client/package.json', false],
    ['client/src/dist/x.ts', false],
    ['docs/dist/index.html', false],
    ['dist/index.js', false],
  ])('%s → %s', (path, want) => {
    const isBuildOutput = buildOutput.matcher(buildOutput.packageFolders(['client/package.json', 'server/package.json', 'docs/index.md']));
    expect(isBuildOutput(path)).toBe(want);
  });

  it('check reports no drift for dist/, node_modules/, the lock file and a packed tarball', async () => {
    const out = await generatedWithBuild();
    const { drift } = await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, check: true });
    expect(drift).toEqual({ stale: [], missing: [], extra: [] });
  });

  it('check still reports other stray files in a package', async () => {
    const out = await generatedWithBuild();
    writeFileSync(join(out, 'client/notes.txt'), 'mine\n');
    const { drift } = await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, check: true });
    expect(drift?.extra).toEqual(['client/notes.txt']);
  });

  it('generate keeps them, byte for byte, and leaves no work folders', async () => {
    const out = await generatedWithBuild();
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false });
    expect(userFilesIn(out)).toEqual(USER_FILES);
    expect(readdirSync(dirname(out))).toEqual(['minimal']);
  });

  it('a run killed between the renames, then the next run, keep them', async () => {
    const out = await generatedWithBuild();
    const kill = () => Promise.reject(new Error('killed between renames (simulated)'));
    await expect(generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, hooks: { betweenRenames: kill } })).rejects.toThrow('killed');
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false });
    expect(userFilesIn(out)).toEqual(USER_FILES);
    expect(readdirSync(dirname(out))).toEqual(['minimal']);
  });
});
