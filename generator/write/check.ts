/**
 * Compares what the generator would write with what is on disk, for `sdkgen check` and CI:
 * files that differ (stale), files that are missing, and files that should not be there. A
 * generated package's build output (`dist/`, `node_modules/`, see build-output.ts) is the
 * user's and never extra.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildOutput } from './build-output.ts';
import type { FormattedFile } from './format.ts';

export interface Drift {
  stale: string[];
  missing: string[];
  extra: string[];
}

/** Every file below `root` as a `/`-separated path, without descending into skipped ones. */
async function listFiles(root: string, skip: (path: string) => boolean, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(root, prefix), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (skip(path)) continue;
    if (entry.isDirectory()) files.push(...(await listFiles(root, skip, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

export async function findDrift(target: string, files: FormattedFile[]): Promise<Drift> {
  const drift: Drift = { stale: [], missing: [], extra: [] };
  const expected = new Set(files.map((f) => f.path));
  for (const file of files) {
    const onDisk = await readFile(join(target, file.path), 'utf8').catch(() => undefined);
    if (onDisk === undefined) drift.missing.push(file.path);
    else if (onDisk !== file.content) drift.stale.push(file.path);
  }
  const isBuildOutput = buildOutput.matcher(buildOutput.packageFolders(expected));
  drift.extra = (await listFiles(target, isBuildOutput)).filter((p) => !expected.has(p)).sort();
  drift.stale.sort();
  drift.missing.sort();
  return drift;
}

export function hasDrift(drift: Drift): boolean {
  return drift.stale.length + drift.missing.length + drift.extra.length > 0;
}
