/**
 * Compares what the generator would write with what is on disk, for `sdkgen check` and CI:
 * files that differ (stale), files that are missing, and files that should not be there.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FormattedFile } from './format.ts';

export interface Drift {
  stale: string[];
  missing: string[];
  extra: string[];
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

export async function findDrift(target: string, files: FormattedFile[]): Promise<Drift> {
  const drift: Drift = { stale: [], missing: [], extra: [] };
  const expected = new Set(files.map((f) => f.path));
  for (const file of files) {
    const onDisk = await readFile(join(target, file.path), 'utf8').catch(() => undefined);
    if (onDisk === undefined) drift.missing.push(file.path);
    else if (onDisk !== file.content) drift.stale.push(file.path);
  }
  drift.extra = (await listFiles(target)).filter((p) => !expected.has(p));
  drift.stale.sort();
  drift.missing.sort();
  return drift;
}

export function hasDrift(drift: Drift): boolean {
  return drift.stale.length + drift.missing.length + drift.extra.length > 0;
}
