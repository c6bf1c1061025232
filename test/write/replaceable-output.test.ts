/**
 * `generate` replaces its output folder whole, so it must refuse any folder holding something
 * sdkgen did not write — a folder of user files, a plain file, a project — with the folder and
 * the reason in the message and nothing created or removed; and accept its own output, with
 * or without the marker of newer versions. `--force` overrides this check only.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Emitter } from '../../generator/emit/index.ts';
import { generate } from '../../generator/generate.ts';
import { OutputFolderError } from '../../generator/write/output-folder-error.ts';
import { MINIMAL_MANIFEST, snapshotFolder, tempDir } from '../helpers/tmp.ts';

const root = tempDir('replaceable');
/** The full output is not needed to judge a folder; one small file keeps these tests quick. */
const emitters: Emitter[] = [{ id: 'one', emit: () => [{ path: 'client/package.json', content: '{}\n', format: 'none' }] }];
let cases = 0;
const freshFolder = () => {
  const dir = join(root, `case-${cases++}`);
  mkdirSync(dir);
  return dir;
};

/** Generate into `out` and expect a refusal naming it, with `dir` (its parent) exactly as before. */
async function expectRefused(dir: string, out: string, reason: RegExp): Promise<void> {
  const before = snapshotFolder(dir);
  const entries = readdirSync(dir, { recursive: true }).sort();
  const error = await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters }).then(
    () => new Error('generate() wrote to the folder'),
    (e: unknown) => e as Error,
  );
  expect(error).toBeInstanceOf(OutputFolderError);
  expect(error.message).toContain(`refusing to write to ${out}:`);
  expect(error.message).toMatch(reason);
  expect(snapshotFolder(dir)).toEqual(before);
  expect(readdirSync(dir, { recursive: true }).sort()).toEqual(entries);
}

describe('the output folder generate may replace', () => {
  it('refuses a folder of user files', async () => {
    const dir = freshFolder();
    const out = join(dir, 'mine');
    mkdirSync(join(out, 'docs'), { recursive: true });
    writeFileSync(join(out, 'docs', 'notes.md'), 'my notes\n');
    writeFileSync(join(out, 'thesis.tex'), '\\documentclass{article}\n');
    await expectRefused(dir, out, /not empty and sdkgen did not write it .*docs\/notes\.md, thesis\.tex/);
  });

  it('refuses a plain file', async () => {
    const dir = freshFolder();
    const out = join(dir, 'report.txt');
    writeFileSync(out, 'quarterly numbers\n');
    await expectRefused(dir, out, /it is a file, not a folder/);
  });

  it('refuses a symbolic link', async () => {
    const dir = freshFolder();
    mkdirSync(join(dir, 'real'));
    symlinkSync(join(dir, 'real'), join(dir, 'link'));
    await expectRefused(dir, join(dir, 'link'), /symbolic link/);
  });

  it('refuses a project folder', async () => {
    const dir = freshFolder();
    const project = join(dir, 'project');
    mkdirSync(join(project, '.git'), { recursive: true });
    mkdirSync(join(project, 'manifest'));
    writeFileSync(join(project, 'package.json'), '{}\n');
    writeFileSync(join(project, 'manifest', 'api.yaml'), 'sdkgen: 1\n');
    await expectRefused(dir, project, /looks like a project folder \(it has \.git, manifest, package\.json\)/);
  });

  it('refuses its own output once someone added a file to it', async () => {
    const dir = freshFolder();
    const out = join(dir, 'petstore');
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters });
    writeFileSync(join(out, 'client', 'my-extension.ts'), 'export {};\n');
    await expectRefused(dir, out, /holds files sdkgen did not write \(client\/my-extension\.ts\)/);
  });

  it('replaces an empty folder, its own output, and an output from before the marker existed', async () => {
    const dir = freshFolder();
    const out = join(dir, 'petstore');
    mkdirSync(out);
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters });
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters });
    const legacy = join(dir, 'legacy');
    cpSync(out, legacy, { recursive: true });
    rmSync(join(legacy, '.sdkgen-output.json'));
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: legacy, cache: false, emitters });
    expect(existsSync(join(legacy, '.sdkgen-output.json'))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['legacy', 'petstore']);
  });

  it('replaces a refused folder with force', async () => {
    const dir = freshFolder();
    const out = join(dir, 'report.txt');
    writeFileSync(out, 'disposable\n');
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters, force: true });
    expect(readFileSync(join(out, '.sdkgen-output.json'), 'utf8')).toContain('"client/package.json"');
    expect(readdirSync(dir)).toEqual(['report.txt']);
  });
});
