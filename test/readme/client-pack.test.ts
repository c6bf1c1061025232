/**
 * `npm pack` from a fresh copy of generated/ica/client (no node_modules, TypeScript not
 * installed), as the newcomer meets it: npm fetches TypeScript from the registry for the
 * build and packs dist/. Offline with an empty npm cache it stops with a message that says what
 * to run and packs nothing; with TypeScript installed it builds and packs; with a dist/ already
 * built it packs that when TypeScript cannot be had.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../generator/generate.ts';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the committed client in a folder with no node_modules above it. */
function freshCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'sdkgen-pack-'));
  dirs.push(root);
  const dir = join(root, 'client');
  cpSync(join(PROJECT_ROOT, 'generated/ica/client'), dir, { recursive: true });
  return dir;
}

/** `offline`: no registry and an empty npm cache, so TypeScript cannot be fetched. */
const pack = (cwd: string, offline = false) =>
  run('npm', ['pack', '--json', '--pack-destination', cwd], { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...(offline ? { npm_config_offline: 'true', npm_config_cache: join(cwd, '..', 'empty-npm-cache') } : {}) }, timeout: 240_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
const tarballs = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.tgz'));
const packedFiles = (stdout: string) => (JSON.parse(stdout.slice(stdout.indexOf('['))) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path);

describe('npm pack of the generated client from a fresh copy', () => {
  it('without TypeScript installed: npm fetches it for the build, and dist/ is packed', { timeout: 300_000 }, async () => {
    const dir = freshCopy();
    const result = await pack(dir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('TypeScript is not installed; building dist/ with typescript@');
    expect(packedFiles(result.stdout)).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts']));
    expect(tarballs(dir)).toHaveLength(1);
  });

  it('offline, without TypeScript and without dist/: fails, says what to run, packs nothing', { timeout: 120_000 }, async () => {
    const dir = freshCopy();
    const result = await pack(dir, true);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('dist/ is missing, and building it needs TypeScript, which npm could not fetch. Run `npm install`');
    expect(tarballs(dir)).toEqual([]);
  });

  it('with TypeScript reachable: builds dist/ and packs it, then packs that dist/ again without TypeScript', { timeout: 300_000 }, async () => {
    const dir = freshCopy();
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(join(PROJECT_ROOT, 'node_modules/typescript'), join(dir, 'node_modules/typescript'));
    const built = await pack(dir);
    expect(built.code, built.stderr).toBe(0);
    expect(packedFiles(built.stdout)).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'package.json', 'README.md']));
    expect(tarballs(dir)).toHaveLength(1);

    rmSync(join(dir, 'node_modules'), { recursive: true });
    rmSync(join(dir, tarballs(dir)[0]!));
    const again = await pack(dir, true);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('TypeScript could not be fetched, so dist/ was not rebuilt');
    expect(existsSync(join(dir, 'dist/index.js'))).toBe(true);
    expect(tarballs(dir)).toHaveLength(1);
  });
});
