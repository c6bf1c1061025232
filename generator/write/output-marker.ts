/**
 * The marker file `sdkgen generate` puts in every output folder: proof that sdkgen made the
 * folder (so it may replace it) and a record of what a complete copy holds (so an interrupted
 * run can tell a finished copy from a half-written one).
 *
 * It lists every file with its SHA-256 and nothing else: no time, no machine, no path outside
 * the folder. The same output therefore always gives the same marker, which matters because
 * `generated/` is committed and `sdkgen check` compares it byte for byte. It is written last,
 * and a marker cut short by a crash does not parse, so "the marker parses and every listed
 * file has its hash" means "this copy was written completely".
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormattedFile } from './format.ts';

const FILE = '.sdkgen-output.json';

const NOTE = 'Written by `sdkgen generate`, which replaces this folder whole on every run and refuses to replace it if it holds files not listed here.';

interface MarkerContent {
  note: string;
  /** Path (with `/`) to the SHA-256 of its content, in path order. */
  files: Record<string, string>;
}

/** The hash the marker lists, fed piece by piece: `digest('hex')` is the hash of what was fed. */
const newHash = () => createHash('sha256');
const sha256 = (content: string | Buffer) => newHash().update(content).digest('hex');

async function read(folder: string): Promise<MarkerContent | undefined> {
  try {
    const parsed = JSON.parse(await readFile(join(folder, FILE), 'utf8')) as MarkerContent;
    return parsed && typeof parsed.files === 'object' && parsed.files !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export const outputMarker = {
  /** The marker's path inside an output folder. */
  file: FILE,

  /** The hash the marker lists for a file's content (as text, or as the UTF-8 bytes written). */
  hash: sha256,

  /** The same hash, for content written a piece at a time. */
  newHash,

  /** The marker listing these paths with their hashes, in the order given (path order). */
  of(hashes: readonly (readonly [path: string, hash: string])[]): FormattedFile {
    const content: MarkerContent = { note: NOTE, files: Object.fromEntries(hashes) };
    return { path: FILE, content: `${JSON.stringify(content, null, 2)}\n` };
  },

  /** The output files followed by their marker, which must be written after all of them. */
  withMarker(files: readonly FormattedFile[]): FormattedFile[] {
    const listed = files.filter((f) => f.path !== FILE);
    return [...listed, outputMarker.of(listed.map((f) => [f.path, sha256(f.content)]))];
  },

  /** The files a folder's marker lists, or undefined when it has no readable marker. */
  async listed(folder: string): Promise<string[] | undefined> {
    const marker = await read(folder);
    return marker && Object.keys(marker.files);
  },

  /** True when the folder has a marker and every file it lists is there with the listed bytes. */
  async isComplete(folder: string): Promise<boolean> {
    const marker = await read(folder);
    if (!marker) return false;
    for (const [path, hash] of Object.entries(marker.files)) {
      const content = await readFile(join(folder, path)).catch(() => undefined);
      if (content === undefined || sha256(content) !== hash) return false;
    }
    return true;
  },
};
