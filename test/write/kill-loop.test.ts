/**
 * Real processes, killed with SIGKILL at random moments while they write an output folder
 * over and over. After every kill the output must be recoverable: the target complete, or
 * missing with a complete copy in a dead run's work folder. After one clean `sdkgen generate`
 * the target must be byte-identical to a clean generate and no work folder may remain.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { writeFolderAtomically } from '../../generator/write/atomic-write.ts';
import { leftovers } from '../../generator/write/leftovers.ts';
import { outputMarker } from '../../generator/write/output-marker.ts';
import { runCli } from '../helpers/run-cli.ts';
import { MINIMAL_MANIFEST, PROJECT_ROOT, snapshotFolder, tempDir } from '../helpers/tmp.ts';

const KILLS = 15;
/** Longer than several whole write cycles of the small fixture, so kills land in every phase. */
const MAX_DELAY_MS = 250;
const WRITE_LOOP = join(PROJECT_ROOT, 'test/write/support/write-loop.ts');

/**
 * The write loop bundled to plain JS, so each of the many child processes starts in milliseconds.
 * sdkgen finds its own files (the writer thread's script) from sdkgen-files.ts's location, which
 * the bundle moves: it is given back.
 */
async function bundleWriteLoop(dir: string): Promise<string> {
  const outfile = join(dir, 'write-loop.mjs');
  const sdkgenFiles = pathToFileURL(join(PROJECT_ROOT, 'generator/sdkgen-files.ts')).href;
  await build({
    entryPoints: [WRITE_LOOP],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    define: { 'import.meta.url': JSON.stringify(sdkgenFiles) },
    logLevel: 'error',
  });
  return outfile;
}

/** Start a write loop and SIGKILL it a random moment after it starts writing. */
async function killMidWrite(script: string, target: string, filesJson: string): Promise<void> {
  const child = spawn(process.execPath, [script, target, filesJson], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = once(child, 'exit');
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.includes('ready') && resolve());
    void exited.then(() => reject(new Error(`the write loop stopped by itself:\n${stderr}`)));
  });
  await ready;
  await sleep(Math.random() * MAX_DELAY_MS);
  child.kill('SIGKILL');
  await exited;
}

describe('killed while writing', () => {
  it(`recovers from ${KILLS} random SIGKILLs with a complete output and no leftovers`, { timeout: 240_000 }, async () => {
    const root = tempDir('kill-loop');
    const parent = join(root, 'generated');
    const target = join(parent, 'petstore');
    const filesJson = join(root, 'files.json');
    mkdirSync(parent);
    const script = await bundleWriteLoop(root);
    // A clean generate: what the killed runs write, and what the target must end up as.
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: join(root, 'first'), cache: false });
    // What the write stage is given: the files without the marker, which it writes itself, in path order.
    const files = Object.keys(snapshotFolder(join(root, 'first')))
      .filter((path) => path !== outputMarker.file)
      .sort()
      .map((path) => ({ path, content: readFileSync(join(root, 'first', path), 'utf8') }));
    writeFileSync(filesJson, JSON.stringify(files));
    await writeFolderAtomically(target, files);

    let sawLeftovers = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      await killMidWrite(script, target, filesJson);
      const found = await leftovers.find(target);
      if (found.length > 0) sawLeftovers++;
      if (await outputMarker.isComplete(target)) continue;
      expect(existsSync(target), `kill ${kill}: the target is there but incomplete`).toBe(false);
      const complete = await Promise.all(found.map((l) => outputMarker.isComplete(l.out)));
      expect(complete, `kill ${kill}: the target is missing and no complete copy is left`).toContain(true);
    }

    const run = await runCli(['generate', MINIMAL_MANIFEST, '--out', target]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(snapshotFolder(target)).toEqual(snapshotFolder(join(root, 'first')));
    expect(readdirSync(parent)).toEqual(['petstore']);
    expect(sawLeftovers, 'no kill left a work folder: the kills missed the writes').toBeGreaterThan(0);
  });
});
