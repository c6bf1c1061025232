/** The CLI's contract: exit codes 0 ok, 1 invalid input or drift, 2 usage; messages, not stacks. */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';
import { PROJECT_ROOT, snapshotFolder, tempDir } from '../helpers/tmp.ts';

const root = tempDir('cli');

describe('sdkgen CLI', () => {
  it('validates the ICA manifest', async () => {
    const { code, stdout } = await runCli(['validate', 'manifest/ica.yaml']);
    expect(stdout).toContain('manifest/ica.yaml: valid (307 operations in 25 groups)');
    expect(code).toBe(0);
  });

  it.each(['generate', 'check', 'validate', 'serve', 'docs', 'import', 'diff'])('%s --help prints its usage and exits 0', async (command) => {
    const { code, stdout } = await runCli([command, '--help']);
    expect(stdout).toContain(`Usage: sdkgen ${command}`);
    expect(code).toBe(0);
  });

  it('exits 2 on an unknown command or flag', async () => {
    expect((await runCli(['frobnicate'])).code).toBe(2);
    const { code, stderr } = await runCli(['generate', '--bogus']);
    expect(stderr).toContain('Unknown option --bogus.');
    expect(code).toBe(2);
  });

  it('exits 1 with positioned errors and no stack trace for a bad manifest, leaving the output as it was', async () => {
    const out = join(root, 'kept');
    expect((await runCli(['generate', 'test/fixtures/manifests/minimal.yaml', '--out', out])).code).toBe(0);
    const before = snapshotFolder(out);
    const bad = join(root, 'bad.yaml');
    writeFileSync(bad, 'sdkgen: 1\nid: Pets\ntitle: x\n');
    const { code, stderr } = await runCli(['generate', bad, '--out', out]);
    expect(code).toBe(1);
    expect(stderr).toContain(`${bad}:2:5  id: expected a lowercase id such as "petstore", got "Pets"`);
    expect(stderr).toContain(`${bad}:1:1  servers: required field is missing`);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(snapshotFolder(out)).toEqual(before);
  });

  it('imports an OpenAPI document into a manifest that generates', async () => {
    const manifest = join(root, 'petstore.yaml');
    const imported = await runCli(['import', 'test/fixtures/openapi/petstore-3.0.yaml', '-o', manifest]);
    expect(imported.stdout).toContain(`wrote ${manifest} (12 operations`);
    expect(imported.code).toBe(0);
    const generated = await runCli(['generate', manifest, '--out', join(root, 'petstore-out')]);
    expect(generated.code).toBe(0);
  });

  it('diff exits 1 with --fail-on breaking only when something breaks', async () => {
    const v1 = 'test/fixtures/openapi/diff/library-v1.yaml';
    const breaking = await runCli(['diff', v1, 'test/fixtures/openapi/diff/library-v2.yaml', '--fail-on', 'breaking']);
    expect(breaking.stdout).toContain('Suggested version bump: major');
    expect(breaking.code).toBe(1);
    const additive = await runCli(['diff', v1, 'test/fixtures/openapi/diff/library-v1-additions.yaml', '--fail-on', 'breaking']);
    expect(additive.stdout).toContain('Suggested version bump: minor');
    expect(additive.code).toBe(0);
    expect((await runCli(['diff', v1, '--format', 'xml'])).code).toBe(2);
  });

  it('check passes on the committed generated/ folder (drift check)', async () => {
    const { code, stdout, stderr } = await runCli(['check']);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/manifest\/ica\.yaml: generated\/ica is up to date \(\d+ files\)/);
    expect(code).toBe(0);
  });

  it('check lists stale, missing and extra files and exits 1', async () => {
    const copy = join(root, 'drifted');
    cpSync(join(PROJECT_ROOT, 'generated/ica'), copy, { recursive: true });
    const files = Object.keys(snapshotFolder(copy)).sort();
    writeFileSync(join(copy, files[0]!), 'edited by hand\n');
    rmSync(join(copy, files[1]!));
    writeFileSync(join(copy, 'stray.txt'), 'not generated\n');
    const { code, stderr } = await runCli(['check', 'manifest/ica.yaml', '--out', copy]);
    expect(stderr).toContain(`  stale    ${files[0]}`);
    expect(stderr).toContain(`  missing  ${files[1]}`);
    expect(stderr).toContain('  extra    stray.txt');
    expect(code).toBe(1);
  });
});
