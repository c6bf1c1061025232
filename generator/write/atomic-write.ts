/**
 * Writes a complete output folder so that readers see either the old one or the new one, never
 * a mix: files go into a staging work folder next to the target, the completion marker last,
 * and only then does the new folder replace the target (swap-into-place.ts). Any failure while
 * writing removes the staging folder and leaves the previous output untouched; a process killed
 * at any moment leaves work folders that the next run recovers from and removes
 * (recover-output.ts). Whether the target may be replaced at all is decided before this runs
 * (replaceable-output.ts). The user's build output inside generated packages (`dist/`,
 * `node_modules/`) moves from the old copy into the new one just before the swap
 * (build-output.ts), and back if the swap fails.
 */
import { lstat, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildOutput } from './build-output.ts';
import type { FormattedFile } from './format.ts';
import { leftovers } from './leftovers.ts';
import { outputMarker } from './output-marker.ts';
import { recoverOutput } from './recover-output.ts';
import { swapIntoPlace } from './swap-into-place.ts';
import { writeText } from './write-text.ts';

/** Set by tests to prove that a failure or a kill midway leaves a recoverable state. */
export interface WriteHooks {
  afterFile?: (path: string, index: number) => void | Promise<void>;
  /** Called after the target is moved aside and before the new output takes its place. */
  betweenRenames?: () => void | Promise<void>;
}

/** Writes in flight at once: enough to keep libuv's four threads busy, few enough for any file descriptor limit. */
const CONCURRENT_WRITES = 32;

/**
 * `work` on every item, `limit` at a time; after a failure no new item starts, the running ones
 * finish, and the first failure is returned.
 */
async function eachAtOnce<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<{ error: unknown } | undefined> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async (): Promise<void> => {
    while (failure === undefined && next < items.length) {
      const index = next++;
      try {
        await work(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return failure;
}

/**
 * Writes `files` (in path order, without the marker) and their marker (output-marker.ts), and
 * returns the marker. Each file is encoded once: the bytes written are the bytes hashed
 * (write-text.ts).
 */
export async function writeFolderAtomically(target: string, files: FormattedFile[], hooks: WriteHooks = {}): Promise<FormattedFile> {
  if (files.some((f) => f.path === outputMarker.file)) throw new Error(`internal: the files for ${target} must not include ${outputMarker.file}`);
  await mkdir(dirname(target), { recursive: true });
  await recoverOutput(target);
  const staging = await leftovers.create(target, 'staging');
  const hashes: [path: string, hash: string][] = [];
  let marker: FormattedFile;
  try {
    const folders = new Set(files.map((f) => dirname(join(staging.out, f.path))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    // Many files at once (the writes run on libuv's threads), then the marker, so that it is
    // only there once every file is. A failure waits for the other writes before the cleanup.
    const failure = await eachAtOnce(files, CONCURRENT_WRITES, async (file, index) => {
      hashes[index] = [file.path, await writeText(join(staging.out, file.path), file.content)];
      await hooks.afterFile?.(file.path, index);
    });
    if (failure) throw failure.error;
    marker = outputMarker.of(hashes);
    await writeFile(join(staging.out, marker.path), marker.content);
  } catch (error) {
    await leftovers.remove(staging);
    throw error;
  }
  const previous = (await outputMarker.listed(target)) ?? [];
  const packages = buildOutput.packageFolders([...files.map((f) => f.path), marker.path, ...previous]);
  try {
    await buildOutput.carry(target, staging.out, packages);
    await swapIntoPlace(staging, target, hooks.betweenRenames);
  } catch (error) {
    // With the target gone, the complete staging copy is what the next run restores.
    const targetThere = await lstat(target).then(
      () => true,
      () => false,
    );
    if (targetThere) {
      await buildOutput.carry(staging.out, target, packages);
      await leftovers.remove(staging);
    } else leftovers.release(staging);
    throw error;
  }
  await leftovers.remove(staging);
  await recoverOutput(target);
  return marker;
}
