/**
 * A run killed mid-swap leaves the target missing and its copies in work folders. The next run
 * (or `sdkgen check`) must put back the newest COMPLETE copy — judged by start time and the
 * completion marker, not by how the folder names sort — and then remove every work folder of a
 * dead run, but nothing of a live run and nothing sdkgen did not make.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Emitter } from '../../generator/emit/index.ts';
import { generate } from '../../generator/generate.ts';
import { writeFolderAtomically } from '../../generator/write/atomic-write.ts';
import { type LeftoverKind, leftovers } from '../../generator/write/leftovers.ts';
import { outputMarker } from '../../generator/write/output-marker.ts';
import { recoverOutput } from '../../generator/write/recover-output.ts';
import { MINIMAL_MANIFEST, snapshotFolder, tempDir } from '../helpers/tmp.ts';

const root = tempDir('recover');
let cases = 0;
const freshFolder = () => {
  const dir = join(root, `case-${cases++}`);
  mkdirSync(dir);
  return dir;
};

/** pids far above any kernel's pid_max: certainly not running. */
const DEAD_PID = 99_999_990;

const twoFiles: Emitter = {
  id: 'two',
  emit: () => [
    { path: 'a.json', content: '{"version":"new"}', format: 'json' as const },
    { path: 'b/c.json', content: '{"version":"new"}', format: 'json' as const },
  ],
};

/** A work folder of ours with `name` (as a killed run would leave it) holding `files`, marker last. */
async function leftover(target: string, kind: LeftoverKind, name: string, files: Record<string, string>, complete = true): Promise<string> {
  const made = await leftovers.create(target, kind);
  leftovers.release(made);
  const all = outputMarker.withMarker(Object.entries(files).map(([path, content]) => ({ path, content })));
  for (const file of complete ? all : all.slice(1)) {
    mkdirSync(join(made.out, file.path, '..'), { recursive: true });
    writeFileSync(join(made.out, file.path), file.content);
  }
  const dir = join(target, '..', name);
  await rename(made.dir, dir);
  return dir;
}

describe('recovery after an interrupted swap', () => {
  it('restores the newest complete copy, whatever order the folder names sort in', async () => {
    const target = join(freshFolder(), 'petstore');
    await leftover(target, 'retired', `.petstore.sdkgen-retired-1000-${DEAD_PID + 9}-9`, { 'v.txt': 'oldest' });
    await leftover(target, 'retired', `.petstore.sdkgen-retired-2000-${DEAD_PID}-0`, { 'v.txt': 'newest complete' });
    // Newest of all, and last by name, but cut short: its first file is missing.
    await leftover(target, 'staging', `.petstore.sdkgen-staging-3000-${DEAD_PID + 5}-5`, { 'u.txt': 'x', 'v.txt': 'newest, cut short' }, false);
    // The next run restores before it writes; this one then fails, so the restored copy stays.
    const fail = () => Promise.reject(new Error('disk full (simulated)'));
    const next = writeFolderAtomically(target, [{ path: 'v.txt', content: 'never finished' }], { afterFile: fail });
    await expect(next).rejects.toThrow('disk full');
    expect(snapshotFolder(target)['v.txt']).toBe('newest complete');
    expect(readdirSync(join(target, '..'))).toEqual(['petstore']);
  });

  it('after a kill between the two renames, the next check and run restore the new copy and clean up', async () => {
    const dir = freshFolder();
    const out = join(dir, 'petstore');
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false });
    const killed = generate({
      manifestPath: MINIMAL_MANIFEST,
      outDir: out,
      cache: false,
      emitters: [twoFiles],
      hooks: { betweenRenames: () => Promise.reject(new Error('killed between renames (simulated)')) },
    });
    await expect(killed).rejects.toThrow('killed between renames');
    expect(existsSync(out)).toBe(false);

    // `check` puts the new (complete) copy back before comparing: no drift.
    const checked = await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters: [twoFiles], check: true });
    expect(checked.drift).toEqual({ stale: [], missing: [], extra: [] });
    expect(readdirSync(dir)).toEqual(['petstore']);
    expect(JSON.parse(snapshotFolder(out)['a.json']!)).toEqual({ version: 'new' });
  });

  it('a run after a kill between the renames leaves a complete target and no work folders', async () => {
    const dir = freshFolder();
    const out = join(dir, 'petstore');
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters: [twoFiles] });
    const kill = () => Promise.reject(new Error('killed'));
    await expect(generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, hooks: { betweenRenames: kill } })).rejects.toThrow('killed');
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false });
    const fresh = join(freshFolder(), 'petstore');
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: fresh, cache: false });
    expect(snapshotFolder(out)).toEqual(snapshotFolder(fresh));
    expect(readdirSync(dir)).toEqual(['petstore']);
  });

  it('leaves the work folders of a live run alone', async () => {
    const target = join(freshFolder(), 'petstore');
    // The vitest parent process is alive; a run with its pid is still going.
    const live = await leftover(target, 'staging', `.petstore.sdkgen-staging-${Date.now()}-${process.ppid}-0`, { 'v.txt': 'live' });
    const dead = await leftover(target, 'staging', `.petstore.sdkgen-staging-1000-${DEAD_PID}-0`, { 'v.txt': 'dead' });
    await recoverOutput(target);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(dead)).toBe(false);
    expect(snapshotFolder(target)['v.txt']).toBe('dead');
    rmSync(live, { recursive: true });
  });

  it('never removes a folder it did not make, even with a look-alike name', async () => {
    const dir = freshFolder();
    const target = join(dir, 'petstore');
    const lookAlikes = [`.petstore.sdkgen-staging-1000-${DEAD_PID}-0`, '.petstore.sdkgen-staging-x', '.petstore.tmp-0a1b2c3d4e5f', '.petstore.old-0a1b2c3d4e5f'];
    for (const name of lookAlikes) {
      mkdirSync(join(dir, name, 'out'), { recursive: true });
      writeFileSync(join(dir, name, 'out', 'notes.txt'), 'mine\n');
    }
    await recoverOutput(target);
    expect(readdirSync(dir).sort()).toEqual([...lookAlikes].sort());
    expect(existsSync(target)).toBe(false);
  });
});
