/**
 * Scale: a synthetic 300-operation, 400-schema OpenAPI document imports without a warning, the
 * manifest loads, `generate()` runs on it, and the generated client type-checks.
 */
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { importOpenApi } from '../../generator/import/index.ts';
import { buildSyntheticOpenApi } from '../fixtures/openapi/synthetic.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/tmp.ts';
import { expectLoadable } from './helpers.ts';

const run = promisify(execFile);

describe('the synthetic 300-operation document', () => {
  const dir = tempDir('import-synthetic');
  const doc = buildSyntheticOpenApi();
  const result = importOpenApi(doc, { source: 'synthetic' });

  it('is built deterministically with 300 operations and 400 schemas', () => {
    expect(JSON.stringify(buildSyntheticOpenApi())).toBe(JSON.stringify(doc));
    const paths = Object.values(doc.paths as Record<string, object>);
    expect(paths.reduce((n, item) => n + Object.keys(item).length, 0)).toBe(300);
    expect(Object.keys((doc.components as { schemas: object }).schemas)).toHaveLength(400);
  });

  it('imports without a warning into a manifest that loads', async () => {
    expect(result.warnings).toEqual([]);
    const api = await expectLoadable(result, dir, 'synthetic.yaml');
    expect(api.operations).toHaveLength(300);
    expect(api.schemas).toHaveLength(400);
    expect(api.media.versions).toEqual([1, 2]);
  });

  it('generates, and the generated client type-checks', { timeout: 300_000 }, async () => {
    const manifestPath = join(dir, 'generate.yaml');
    writeFileSync(manifestPath, result.yaml);
    const outDir = join(dir, 'out');
    const generated = await generate({ manifestPath, outDir, cache: false });
    expect(generated.api.operations).toHaveLength(300);
    const client = join(outDir, 'client');
    expect(existsSync(join(client, 'tsconfig.json'))).toBe(true);
    const tsc = join(PROJECT_ROOT, 'node_modules/.bin/tsc');
    const output = await run(tsc, ['--noEmit', '-p', client], { cwd: PROJECT_ROOT, maxBuffer: 64 * 1024 * 1024 }).then(
      () => '',
      (error: { stdout?: string }) => String(error.stdout || error),
    );
    expect(output).toBe('');
  });
});
