/**
 * Typed schemas end to end: the fixture that uses every supported construct (a recursive
 * schema, allOf with a discriminator, nullable, enums, additionalProperties) imports, generates,
 * and its client and server type-check under `tsc --strict`, with named types for bodies and
 * responses that the handler interface shares.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { PROJECT_ROOT } from '../helpers/tmp.ts';

const run = promisify(execFile);
// Inside the project (git-ignored), so the generated server resolves jose and @types/node as a user's would.
const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp-typed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function typecheck(project: string): Promise<string> {
  return run(join(PROJECT_ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', project], { cwd: PROJECT_ROOT, maxBuffer: 64 * 1024 * 1024 }).then(
    () => '',
    (error: { stdout?: string }) => String(error.stdout || error),
  );
}

it('generates a typed client and server from the large 3.1 fixture that pass tsc --strict', { timeout: 300_000 }, async () => {
  const imported = await importOpenApiFile(join(PROJECT_ROOT, 'test/fixtures/openapi/shelter-3.1.yaml'));
  const manifestPath = join(dir, 'shelter.yaml');
  writeFileSync(manifestPath, imported.yaml);
  const outDir = join(dir, 'out');
  const { api } = await generate({ manifestPath, outDir, cache: false });
  expect(api.schemas.length).toBeGreaterThan(5);

  const types = readFileSync(join(outDir, 'client/src/types.ts'), 'utf8');
  for (const schema of api.schemas) expect(types).toMatch(new RegExp(`export (interface|type) ${schema.name}\\b`));
  const handlers = readFileSync(join(outDir, 'server/handlers.ts'), 'utf8');
  const typed = api.operations.map((op) => op.response.contents[0]?.schema).find((schema) => schema?.kind === 'ref');
  expect(typed, 'the fixture has an operation with a named response type').toBeDefined();
  if (typed?.kind === 'ref') expect(handlers).toContain(typed.name);

  expect(await typecheck(join(outDir, 'client'))).toBe('');
  expect(await typecheck(join(outDir, 'server'))).toBe('');
});
