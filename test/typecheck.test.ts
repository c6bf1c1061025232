/**
 * `tsc --strict --noEmit` over the generator, the runtime templates, the tests, and every
 * generated package (each has its own tsconfig.json under generated/<id>/).
 */
import { execFile } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './helpers/tmp.ts';

const run = promisify(execFile);
const tsc = join(PROJECT_ROOT, 'node_modules/.bin/tsc');

function generatedProjects(): string[] {
  const root = join(PROJECT_ROOT, 'generated');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'tsconfig.json' && !e.parentPath.includes('node_modules'))
    .map((e) => relative(PROJECT_ROOT, join(e.parentPath, e.name)))
    .sort();
}

async function typecheck(project: string): Promise<string> {
  try {
    await run(tsc, ['--noEmit', '-p', project], { cwd: PROJECT_ROOT, maxBuffer: 64 * 1024 * 1024 });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout || error);
  }
}

describe('tsc --strict --noEmit', () => {
  it('passes over generator, templates, tests and bench', { timeout: 180_000 }, async () => {
    expect(await typecheck('tsconfig.json')).toBe('');
  });

  it('finds the generated packages', () => {
    expect(generatedProjects()).toEqual(expect.arrayContaining(['generated/ica/client/tsconfig.json', 'generated/ica/server/tsconfig.json']));
  });

  it.each(generatedProjects())('passes over %s', { timeout: 180_000 }, async (project) => {
    expect(await typecheck(project)).toBe('');
  });
});
