/**
 * `sdkgen generate --prettier` formats the TypeScript with prettier and the prettier config it
 * finds for the output folder; with no config it writes the same bytes as the default (Biome)
 * run, and `check --prettier` agrees with what it wrote.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';
import { MINIMAL_MANIFEST, snapshotFolder, tempDir } from '../helpers/tmp.ts';

const root = tempDir('prettier-flag');

describe('generate --prettier', () => {
  it('without a prettier config, writes what the default run writes', async () => {
    const [biome, prettier] = [join(root, 'plain', 'biome'), join(root, 'plain', 'prettier')];
    expect((await runCli(['generate', MINIMAL_MANIFEST, '--out', biome, '--no-cache'])).code).toBe(0);
    const run = await runCli(['generate', MINIMAL_MANIFEST, '--out', prettier, '--no-cache', '--prettier']);
    expect(run.stderr).toBe('');
    expect(snapshotFolder(prettier)).toEqual(snapshotFolder(biome));
  });

  it("applies the output folder's prettier config, and check --prettier agrees", async () => {
    const project = join(root, 'configured');
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, '.prettierrc'), '{ "semi": false, "printWidth": 80 }\n');
    const out = join(project, 'sdk');
    const run = await runCli(['generate', MINIMAL_MANIFEST, '--out', out, '--no-cache', '--prettier']);
    expect(run.code, run.stderr).toBe(0);
    const client = readFileSync(join(out, 'client', 'src', 'client.ts'), 'utf8');
    expect(client).toMatch(/^import .*from '\.\/base-client\.ts'$/m);
    expect(client.split('\n').every((line) => line.length <= 80 || line.trimStart().startsWith('*') || line.startsWith('//'))).toBe(true);
    // The operation files, which sdkgen writes in prettier's form for its own options, get the user's too.
    const operations = join(out, 'client', 'src', 'operations');
    const [group] = readdirSync(operations);
    expect(readFileSync(join(operations, group!), 'utf8')).toMatch(/^ {2}return client\.send[^;]*\)$/m);

    const checked = await runCli(['check', MINIMAL_MANIFEST, '--out', out, '--prettier']);
    expect(checked.stdout, checked.stderr).toContain('is up to date');
    // Without the flag the same folder is stale: its TypeScript is not sdkgen's default layout.
    const plain = await runCli(['check', MINIMAL_MANIFEST, '--out', out]);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain('stale');
  });
});
