/**
 * The compiled CLI (scripts/build-cli.mjs, what the `sdkgen` bin runs after `npm install`):
 * built into a folder of its own here, so the dist/ other tests use is left alone. It must do
 * what the TypeScript sources do, byte for byte: it finds the templates, the docs' handlebars
 * files and its package.json from another place than the sources do (generator/sdkgen-files.ts).
 * And it must start without a TypeScript loader: a module-resolution hook records every module
 * the process loads, and none may be tsx or TypeScript's compiler for `--help` and `validate`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/tmp.ts';
import { runCli } from '../helpers/run-cli.ts';

const run = promisify(execFile);
const BUILD = '.tmp-compiled-cli';
const built = join(PROJECT_ROOT, BUILD);
let scratch: string;

beforeAll(async () => {
  await run(process.execPath, ['scripts/build-cli.mjs', BUILD], { cwd: PROJECT_ROOT });
  scratch = mkdtempSync(join(PROJECT_ROOT, '.tmp-compiled-out-'));
}, 120_000);
afterAll(() => {
  rmSync(built, { recursive: true, force: true });
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Runs the compiled CLI; `loads` is a file that receives every module URL the process resolves. */
async function compiled(args: string[], loads?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const preload = loads ? ['--import', `data:text/javascript,${encodeURIComponent(hookRegistration(loads))}`] : [];
  try {
    const { stdout, stderr } = await run(process.execPath, [...preload, join(built, 'cli.js'), ...args], { cwd: PROJECT_ROOT, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A preload that registers a resolve hook appending each resolved URL to `file`. */
function hookRegistration(file: string): string {
  const hooks = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(${JSON.stringify(file)}, result.url + '\\n');
  return result;
}`;
  return `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
}

function filesUnder(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(folder, path), readFileSync(path, 'utf8'));
  }
  return files;
}

describe('the compiled CLI', () => {
  it.each([
    ['--help', ['--help']],
    ['validate', ['validate', 'test/fixtures/manifests/minimal.yaml']],
  ])('%s starts without tsx or the TypeScript compiler', async (_name, args) => {
    const loads = join(scratch, `loads-${args[0]}.txt`);
    writeFileSync(loads, '');
    const result = await compiled(args, loads);
    expect(result.code, result.stderr).toBe(0);
    const loaded = readFileSync(loads, 'utf8').trim().split('\n');
    expect(loaded.some((url) => url.endsWith(`/${BUILD}/cli.js`))).toBe(true);
    expect(loaded.filter((url) => /\/node_modules\/(tsx|typescript|ts-morph|prettier)\//.test(url) || url.endsWith('.ts'))).toEqual([]);
  });

  it('prints the same version, usage and validation messages as the sources', async () => {
    for (const args of [['--version'], ['--help'], ['validate', 'test/fixtures/manifests/minimal.yaml'], ['generat']]) {
      const fromSource = await runCli(args, { env: { SDKGEN_FROM_SOURCE: '1', NO_COLOR: '1' } });
      const fromBuild = await compiled(args);
      expect({ code: fromBuild.code, stdout: fromBuild.stdout, stderr: fromBuild.stderr }).toEqual({ code: fromSource.code, stdout: fromSource.stdout, stderr: fromSource.stderr });
    }
  }, 120_000);

  it('generates byte for byte what the sources generate (templates, docs and package.json found from dist)', async () => {
    const manifest = 'test/fixtures/manifests/pagination.yaml';
    const fromBuild = join(scratch, 'from-build');
    const fromSource = join(scratch, 'from-source');
    const built = await compiled(['generate', manifest, '--out', fromBuild, '--quiet']);
    expect(built.code, built.stderr).toBe(0);
    const source = await runCli(['generate', manifest, '--out', fromSource, '--quiet'], { env: { SDKGEN_FROM_SOURCE: '1' } });
    expect(source.code, source.stderr).toBe(0);
    const [a, b] = [filesUnder(fromBuild), filesUnder(fromSource)];
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    expect(a.size).toBeGreaterThan(20);
    for (const [path, text] of a) expect(text, path).toBe(b.get(path));
  }, 180_000);
});
