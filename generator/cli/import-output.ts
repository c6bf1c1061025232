/**
 * Where `sdkgen import -o <file>` may write, decided before the import runs so that a bad
 * destination costs nothing. The file may be new (its missing folders are created, but only
 * once the import succeeded: a failed run leaves nothing behind) or a manifest an earlier
 * `sdkgen import` wrote, which starts with its "Imported by `sdkgen import`" header. Anything
 * else is someone's file and is not overwritten without --force.
 */
import { lstat, mkdir, open, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

const HEADER = '# Imported by `sdkgen import`';

export class ImportOutputError extends Error {
  override name = 'ImportOutputError';
}

async function firstBytes(path: string, length: number): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Throws ImportOutputError when `out` cannot or must not be written. */
export async function assertImportOutput(out: string, force: boolean): Promise<void> {
  const stats = await lstat(out).catch(() => undefined);
  if (stats) {
    if (!stats.isFile()) throw new ImportOutputError(`cannot write ${out}: it is ${stats.isDirectory() ? 'a folder' : 'not a regular file'}`);
    if (!force && !(await firstBytes(out, HEADER.length)).startsWith(HEADER)) {
      throw new ImportOutputError(`refusing to overwrite ${out}: sdkgen import did not write it. Choose another path, or pass --force to replace it`);
    }
    return;
  }
  // The nearest folder that exists must be a folder: the rest of the path is created later.
  for (let folder = dirname(resolve(out)); ; folder = dirname(folder)) {
    const found = await lstat(folder).catch(() => undefined);
    if (!found) continue;
    if (!found.isDirectory()) throw new ImportOutputError(`cannot write ${out}: ${folder} is a file, not a folder`);
    return;
  }
}

/** Write the manifest, creating its folder, through a temporary file so a reader never sees half of it. */
export async function writeImportOutput(out: string, yaml: string): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  const temporary = join(dirname(out), `.${basename(out)}.sdkgen-${process.pid}.tmp`);
  await writeFile(temporary, yaml);
  await rename(temporary, out);
}
