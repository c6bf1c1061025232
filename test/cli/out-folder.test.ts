/**
 * `sdkgen generate --out` as a user meets it: a folder it may not replace is refused with exit
 * 1 and a message naming the folder and the reason, and everything stays as it was — no
 * deleted files, no staging folder left behind. Every folder here is a temporary one.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';
import { MINIMAL_MANIFEST, snapshotFolder, tempDir } from '../helpers/tmp.ts';

const root = tempDir('out-folder');
let cases = 0;
const freshFolder = () => {
  const dir = join(root, `case-${cases++}`);
  mkdirSync(dir);
  return dir;
};

/** Everything below `dir`, names and bytes: what a refusal must leave exactly as it was. */
const stateOf = (dir: string) => ({ files: snapshotFolder(dir), entries: readdirSync(dir, { recursive: true }).sort() });

function fakeProject(dir: string): string {
  const project = join(dir, 'project');
  mkdirSync(join(project, '.git'), { recursive: true });
  mkdirSync(join(project, 'manifest'));
  mkdirSync(join(project, 'node_modules', 'left-pad'), { recursive: true });
  writeFileSync(join(project, 'package.json'), '{ "name": "mine" }\n');
  writeFileSync(join(project, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  writeFileSync(join(project, 'manifest', 'api.yaml'), 'sdkgen: 1\n');
  writeFileSync(join(project, 'node_modules', 'left-pad', 'index.js'), 'module.exports = 1;\n');
  return project;
}

async function expectRefused(args: string[], dir: string, why: string, options: Parameters<typeof runCli>[1] = {}): Promise<void> {
  const before = stateOf(dir);
  const { code, stdout, stderr } = await runCli(['generate', MINIMAL_MANIFEST, ...args], options);
  expect(stderr).toContain('sdkgen generate: refusing to write to ');
  expect(stderr).toContain(why);
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(stdout).toBe('');
  expect(code).toBe(1);
  expect(stateOf(dir)).toEqual(before);
}

describe('sdkgen generate --out', () => {
  it('documents --force', async () => {
    const { stdout } = await runCli(['generate', '--help']);
    expect(stdout).toContain('--force');
    expect((await runCli(['check', 'manifest/ica.yaml', '--force'])).code).toBe(2);
  });

  it('refuses a folder of user files, naming it and the reason', async () => {
    const dir = freshFolder();
    const out = join(dir, 'photos');
    mkdirSync(out);
    writeFileSync(join(out, 'holiday.jpg'), 'not really a jpeg\n');
    await expectRefused(['--out', out], dir, `refusing to write to ${out}: it is not empty and sdkgen did not write it`);
  });

  it('refuses a plain file', async () => {
    const dir = freshFolder();
    const out = join(dir, 'notes.txt');
    writeFileSync(out, 'keep me\n');
    await expectRefused(['--out', out], dir, `refusing to write to ${out}: it is a file, not a folder`);
  });

  it('refuses a project root given from outside it', async () => {
    const dir = freshFolder();
    const project = fakeProject(dir);
    await expectRefused(['--out', project], dir, `refusing to write to ${project}: it looks like a project folder`);
  });

  it('refuses the current directory (--out .), even with --force', async () => {
    const dir = freshFolder();
    const project = fakeProject(dir);
    await expectRefused(['--out', '.'], dir, `refusing to write to ${project}: it is the current directory`, { cwd: project });
    await expectRefused(['--out', '.', '--force'], dir, 'not even with --force', { cwd: project });
    await expectRefused(['--out', '..', '--force'], dir, `refusing to write to ${dir}: it contains the current directory`, { cwd: project });
  });

  it('refuses the home folder, even with --force', async () => {
    const dir = freshFolder();
    const home = join(dir, 'home');
    mkdirSync(home);
    writeFileSync(join(home, '.bashrc'), 'export EDITOR=vi\n');
    await expectRefused(['--out', home, '--force'], dir, `refusing to write to ${home}: it is your home folder`, { env: { HOME: home } });
  });

  it('replaces a refused folder with --force, and check agrees with what it wrote', async () => {
    const dir = freshFolder();
    const out = join(dir, 'scratch');
    mkdirSync(out);
    writeFileSync(join(out, 'old.txt'), 'disposable\n');
    const forced = await runCli(['generate', MINIMAL_MANIFEST, '--out', out, '--force', '--no-cache']);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(readdirSync(dir)).toEqual(['scratch']);
    expect(Object.keys(snapshotFolder(out))).toContain('.sdkgen-output.json');
    const checked = await runCli(['check', MINIMAL_MANIFEST, '--out', out]);
    expect(checked.stdout, checked.stderr).toContain('is up to date');
    expect(checked.code).toBe(0);
  });
});
