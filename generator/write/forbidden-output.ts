/**
 * Output folders `sdkgen generate` never writes to, not even with `--force`: the filesystem
 * root, the home folder, and any folder that is or contains the working directory, the
 * manifest or sdkgen itself. Generating replaces the whole folder, so writing to one of these
 * would delete the project, the input or the tool; no one means that, so no flag allows it.
 *
 * Checked first, before the manifest is read, from paths alone (symbolic links resolved).
 */
import { realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { OutputFolderError } from './output-folder-error.ts';

export interface ProtectedPaths {
  manifestPath: string;
  /** sdkgen's own folder. */
  toolRoot: string;
  cwd?: string;
  home?: string;
}

/** The real path of `path`, resolving links in the part of it that exists. */
async function realPathOf(path: string): Promise<string> {
  const absolute = resolve(path);
  const real = await realpath(absolute).catch(() => undefined);
  if (real !== undefined) return real;
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(await realPathOf(parent), basename(absolute));
}

function contains(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

export async function refuseForbiddenOutput(target: string, paths: ProtectedPaths): Promise<void> {
  const hint = 'sdkgen replaces its output folder whole, so it never writes there, not even with --force; choose a new or empty folder';
  const folder = await realPathOf(target);
  if (dirname(folder) === folder) throw new OutputFolderError(resolve(target), 'it is the filesystem root', hint);
  const home = paths.home ?? homedir();
  const guarded: [string, string][] = [
    [paths.cwd ?? process.cwd(), 'the current directory'],
    [paths.manifestPath, `the manifest ${paths.manifestPath}`],
    [paths.toolRoot, 'sdkgen itself'],
  ];
  if (home) guarded.push([home, 'your home folder']);
  for (const [path, what] of guarded) {
    const real = await realPathOf(path);
    if (real === folder) throw new OutputFolderError(resolve(target), `it is ${what}`, hint);
    if (contains(folder, real)) throw new OutputFolderError(resolve(target), `it contains ${what}`, hint);
  }
}
