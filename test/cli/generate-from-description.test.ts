/**
 * `sdkgen generate`, `check`, `validate` and `serve` take an OpenAPI description in place of a manifest:
 * it is imported in memory and generated from, with what `sdkgen import` then `sdkgen generate`
 * would write (only the source named in banners differs), the import's warnings printed as
 * `sdkgen import` prints them, and no manifest written anywhere.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';
import { PROJECT_ROOT, snapshotFolder, tempDir } from '../helpers/tmp.ts';

const root = tempDir('from-description');
const SHELTER = 'test/fixtures/openapi/shelter-3.1.yaml';
const SWAGGER = 'node_modules/@readme/oas-examples/2.0/json/petstore-expanded.json';

/** The folder's files with `from` (the source the banners name) replaced by `to`. */
function filesNaming(folder: string, from: string, to: string): Record<string, string> {
  const files = snapshotFolder(folder);
  delete files['.sdkgen-output.json']; // Hashes of the files, which name their source.
  return Object.fromEntries(Object.entries(files).map(([path, text]) => [path, text.split(from).join(to)]));
}

describe('generate from an OpenAPI description', () => {
  it.each([SHELTER, SWAGGER])('writes what import then generate write, for %s', async (description) => {
    const direct = join(root, `direct-${description.split('/').at(-1)}`);
    const beside = readdirSync(dirname(join(PROJECT_ROOT, description)));
    const fromDescription = await runCli(['generate', description, '--out', direct]);
    expect(fromDescription.stderr).not.toContain('sdkgen generate:');
    expect(fromDescription.code).toBe(0);
    expect(fromDescription.stdout).toContain(`${description}: wrote `);

    const manifest = join(root, `${description.split('/').at(-1)}.manifest.yaml`);
    const imported = join(root, `imported-${description.split('/').at(-1)}`);
    expect((await runCli(['import', description, '-o', manifest, '--quiet'])).code).toBe(0);
    expect((await runCli(['generate', manifest, '--out', imported])).code).toBe(0);

    const want = filesNaming(imported, manifest, description);
    expect(Object.keys(want).length).toBeGreaterThan(20);
    expect(filesNaming(direct, manifest, description)).toEqual(want);
    // Nothing but the output: no manifest beside the description or in the output.
    expect(readdirSync(dirname(join(PROJECT_ROOT, description)))).toEqual(beside);
    expect(Object.keys(snapshotFolder(direct)).some((path) => path.endsWith('.yaml'))).toBe(false);
  });

  it('prints the import warnings as sdkgen import does, and none with --quiet', async () => {
    const importWarnings = (await runCli(['import', SHELTER, '-o', join(root, 'warned.yaml')])).stderr;
    expect(importWarnings).toContain('warning (11×): schema keyword "…" is not supported; ignored');
    const generated = await runCli(['generate', SHELTER, '--out', join(root, 'warned')]);
    expect(generated.stderr).toBe(importWarnings);
    const quiet = await runCli(['generate', SHELTER, '--out', join(root, 'quiet'), '--quiet']);
    expect(quiet.stderr).toBe('');
    expect(quiet.stdout).toBe('');
    expect(quiet.code).toBe(0);
    expect((await runCli(['validate', SHELTER])).stderr).toBe(importWarnings);
    const quietValidate = await runCli(['validate', SHELTER, '--quiet']);
    expect([quietValidate.stdout, quietValidate.stderr, quietValidate.code]).toEqual(['', '', 0]);
  });

  it('checks an output against the description, and sees drift', async () => {
    const out = join(root, 'checked');
    expect((await runCli(['generate', SHELTER, '--out', out, '--quiet'])).code).toBe(0);
    const clean = await runCli(['check', SHELTER, '--out', out, '--quiet']);
    expect(clean.stderr).toBe('');
    expect(clean.code).toBe(0);
    const readme = join(out, 'client/README.md');
    writeFileSync(readme, `${readFileSync(readme, 'utf8')}\nedited\n`);
    const drifted = await runCli(['check', SHELTER, '--out', out, '--quiet']);
    expect(drifted.stderr).toContain('stale    client/README.md');
    expect(drifted.code).toBe(1);
  });

  it('validates a description as the manifest it would become', async () => {
    const { code, stdout } = await runCli(['validate', SWAGGER]);
    expect(stdout).toMatch(new RegExp(`^${SWAGGER.replace(/[./]/g, '\\$&')}: valid \\(4 operations in \\d+ groups?\\)`, 'm'));
    expect(code).toBe(0);
  });

  it('serves a mock of a description, as a Prism mock would', async () => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'generator/bin.js'), 'serve', '--mock', SWAGGER, '--port', '0'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let stdout = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          stdout += chunk;
          const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
          if (found) resolve(found[1]!);
        });
        child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stdout}`)));
      });
      const response = await fetch(`${url}/pets`);
      expect(response.status).toBe(200);
      const pets = (await response.json()) as { id: unknown; name: unknown }[];
      expect(Array.isArray(pets)).toBe(true);
      for (const pet of pets) expect([typeof pet.id, typeof pet.name]).toEqual(['number', 'string']);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGINT');
        await exited;
      }
    }
  });

  it('refuses a broken description with its position, writing nothing', async () => {
    const broken = join(root, 'broken.yaml');
    writeFileSync(broken, 'openapi: 3.1.0\ninfo: { title: Broken, version: "1" }\npaths:\n  /a:\n    get: [\n');
    const out = join(root, 'never');
    const { code, stderr } = await runCli(['generate', broken, '--out', out]);
    expect(stderr).toMatch(/broken\.yaml: invalid YAML at line \d+, column \d+/);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(code).toBe(1);
    expect(existsSync(out)).toBe(false);
  });

  it('knows a YAML description that starts with a byte order mark', async () => {
    const withBom = join(root, 'bom.yaml');
    writeFileSync(withBom, `\uFEFF${readFileSync(join(PROJECT_ROOT, SHELTER), 'utf8')}`);
    const { code, stdout, stderr } = await runCli(['validate', withBom]);
    expect(stderr).not.toContain('required field is missing');
    expect(stdout).toContain(`${withBom}: valid`);
    expect(code).toBe(0);
  });

  it('still reads a manifest that mentions openapi as a manifest', async () => {
    const manifest = join(root, 'mentions.yaml');
    const minimal = readFileSync(join(PROJECT_ROOT, 'test/fixtures/manifests/minimal.yaml'), 'utf8');
    // The pattern that spots descriptions matches the comment; parsing then shows it is no description.
    writeFileSync(manifest, `${minimal}\n# as in "openapi": "3.1.0"\n`);
    const { code, stdout } = await runCli(['validate', manifest]);
    expect(stdout).toContain(`${manifest}: valid`);
    expect(code).toBe(0);
  });
});
