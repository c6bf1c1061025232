/**
 * Writes a complete output folder so that readers see either the old one or the new one, never
 * a mix: files go into a temporary sibling folder, which replaces the target only once every
 * file is written. Any failure before the swap removes the temporary folder and leaves the
 * previous output untouched.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { FormattedFile } from './format.ts';

/** Set by tests to prove that a failure midway leaves the previous output as it was. */
export interface WriteHooks {
  afterFile?: (path: string, index: number) => void | Promise<void>;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A swap interrupted between its two renames leaves `<target>.old-*`; put it back. */
async function recoverInterruptedSwap(target: string): Promise<void> {
  const parent = dirname(target);
  if (!(await exists(parent)) || (await exists(target))) return;
  const leftovers = (await readdir(parent)).filter((n) => n.startsWith(`.${basename(target)}.old-`)).sort();
  const latest = leftovers.at(-1);
  if (latest) await rename(join(parent, latest), target);
}

export async function writeFolderAtomically(target: string, files: FormattedFile[], hooks: WriteHooks = {}): Promise<void> {
  const parent = dirname(target);
  const tag = randomBytes(6).toString('hex');
  const staging = join(parent, `.${basename(target)}.tmp-${tag}`);
  const retired = join(parent, `.${basename(target)}.old-${tag}`);
  await mkdir(parent, { recursive: true });
  await recoverInterruptedSwap(target);
  try {
    await mkdir(staging, { recursive: true });
    const folders = new Set(files.map((f) => dirname(join(staging, f.path))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    for (const [index, file] of files.entries()) {
      await writeFile(join(staging, file.path), file.content);
      await hooks.afterFile?.(file.path, index);
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const hadTarget = await exists(target);
  if (hadTarget) await rename(target, retired);
  await rename(staging, target);
  if (hadTarget) await rm(retired, { recursive: true, force: true });
}
