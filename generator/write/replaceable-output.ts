/**
 * Whether `sdkgen generate` may replace what is at the output path. Generating replaces the
 * whole folder, so it only goes ahead when that loses nothing sdkgen did not make: the path is
 * free, or an empty folder, or a folder whose every file sdkgen wrote. "sdkgen wrote it" means
 * the folder's marker lists the file (output-marker.ts). A folder without a marker is accepted
 * only if every file in it is one this run writes itself: that is how an output of an sdkgen
 * older than the marker looks (the committed `generated/<id>` included), and it can lose no
 * one's work, since each of those files is about to be written again.
 *
 * A generated package's build output (`dist/`, `node_modules/`, see build-output.ts) is the
 * user's: it does not count against the folder, and the write carries it into the new output.
 *
 * Anything else — a file, a symbolic link, a project folder, a folder with other files — is
 * refused before anything is written. `--force` skips this check (not forbidden-output.ts).
 */
import { lstat, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildOutput } from './build-output.ts';
import { OutputFolderError } from './output-folder-error.ts';
import { outputMarker } from './output-marker.ts';

/** Top-level entries that mark a project folder rather than generated output. */
const PROJECT_SIGNS = ['.git', 'manifest', 'node_modules', 'package.json'];
const SHOWN = 5;

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Every non-folder entry below `root`, as `/`-separated relative paths, in a stable order. */
async function* filesBelow(root: string, skip: (path: string) => boolean, prefix = ''): AsyncGenerator<string> {
  const entries = (await readdir(join(root, prefix), { withFileTypes: true })).sort(byName);
  for (const entry of entries) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (skip(path)) continue;
    if (entry.isDirectory()) yield* filesBelow(root, skip, path);
    else yield path;
  }
}

/** `expected`: the paths this run writes. */
export async function assertReplaceableOutput(target: string, expected: readonly string[]): Promise<void> {
  const folder = resolve(target);
  const hint = 'Choose a new or empty folder, or pass --force to replace it anyway';
  const stats = await lstat(folder).catch(() => undefined);
  if (!stats) return;
  if (stats.isSymbolicLink()) throw new OutputFolderError(folder, 'it is a symbolic link, not a folder', hint);
  if (!stats.isDirectory()) throw new OutputFolderError(folder, 'it is a file, not a folder', hint);

  const top = await readdir(folder);
  const signs = PROJECT_SIGNS.filter((name) => top.includes(name));
  if (signs.length > 0) throw new OutputFolderError(folder, `it looks like a project folder (it has ${signs.join(', ')})`, hint);

  const listed = await outputMarker.listed(folder);
  const known = new Set([...(listed ?? expected), outputMarker.file]);
  const isBuildOutput = buildOutput.matcher(buildOutput.packageFolders([...known, ...expected]));
  const unknown: string[] = [];
  for await (const path of filesBelow(folder, isBuildOutput)) {
    if (known.has(path)) continue;
    unknown.push(path);
    if (unknown.length > SHOWN) break;
  }
  if (unknown.length === 0) return;
  const shown = `${unknown.slice(0, SHOWN).join(', ')}${unknown.length > SHOWN ? ', …' : ''}`;
  const reason = listed
    ? `it holds files sdkgen did not write (${shown})`
    : `it is not empty and sdkgen did not write it (it has no ${outputMarker.file}, and holds ${shown})`;
  throw new OutputFolderError(folder, reason, hint);
}
