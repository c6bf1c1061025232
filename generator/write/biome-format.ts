/**
 * Formats generated TypeScript with Biome's native formatter: every file in one process, about
 * thirty times faster than prettier. Biome lays out what sdkgen emits as prettier does (with the
 * options in `biome.json`, prettier's in prettier-options.ts), but for two layouts that are put
 * in prettier's form afterwards: unions that fit on the next line (union-layout.ts) and long
 * interface headers (interface-headers.ts). test/write/final-form.test.ts holds the result to
 * prettier's on ICA, every fixture and imported real descriptions.
 *
 * Biome ships as one binary per platform (optional dependencies of `@biomejs/biome`). Where none
 * is installed, `biomeBinary()` is undefined and the caller formats with prettier instead.
 */
import { createRequire } from 'node:module';
import { accessSync, constants, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sdkgenURL } from '../sdkgen-files.ts';
import { runInBackground } from './background-program.ts';
import { prettierInterfaceHeaders } from './interface-headers.ts';
import { PRINT_WIDTH } from './prettier-options.ts';
import { joinFittingUnions } from './union-layout.ts';

const require = createRequire(sdkgenURL('package.json'));

/**
 * Where the copies Biome formats are written, in order of preference: `$TMPDIR` when set; else a
 * memory-backed folder when the system has one (Linux's /dev/shm), because creating hundreds of
 * small files on a disk-backed /tmp held the main thread for 0.4 s on a 750-file API (22 ms in
 * memory); else, and whenever the memory folder is full (a container's is often 64 MB), the
 * system's temporary folder.
 */
export function scratchRoots(): string[] {
  if (process.env.TMPDIR) return [tmpdir()];
  memory ??= memoryFolder() ?? null;
  return memory ? [memory, tmpdir()] : [tmpdir()];
}

let memory: string | null | undefined;

function memoryFolder(): string | undefined {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return statSync('/dev/shm').isDirectory() ? '/dev/shm' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Scratch folders not yet removed. A run that fails while Biome still formats another batch
 * exits before that batch's folder is removed; the exit hook removes it then, so nothing is left
 * in /dev/shm (memory) or the temp folder. Only a killed process leaves one behind.
 */
const live = new Set<string>();
let exitHooked = false;

function track(dir: string): void {
  if (!exitHooked) process.once('exit', removeLive);
  exitHooked = true;
  live.add(dir);
}

function removeLive(): void {
  for (const dir of live) rmSync(dir, { recursive: true, force: true });
  live.clear();
}

/** `sources` written into a new folder of ours under the first of `roots` that takes them all. */
export function writeScratchCopies(sources: readonly string[], roots = scratchRoots()): { dir: string; files: string[] } {
  for (const [attempt, root] of roots.entries()) {
    let dir: string | undefined;
    try {
      dir = mkdtempSync(join(root, 'sdkgen-format-'));
      track(dir);
      const files = sources.map((_, index) => join(dir!, `${index}.ts`));
      sources.forEach((source, index) => writeFileSync(files[index]!, source));
      return { dir, files };
    } catch (error) {
      if (dir !== undefined) {
        rmSync(dir, { recursive: true, force: true });
        live.delete(dir);
      }
      if (attempt === roots.length - 1) throw error;
    }
  }
  throw new Error('internal: no scratch folder');
}

let binary: string | null | undefined;

/** The path of this platform's Biome binary, or undefined when it is not installed. */
export function biomeBinary(): string | undefined {
  if (binary === undefined) binary = findBinary() ?? null;
  return binary ?? undefined;
}

function findBinary(): string | undefined {
  const suffix = process.platform === 'win32' ? '.exe' : '';
  // glibc first: npm installs only the package matching the machine's C library.
  const variants = process.platform === 'linux' ? ['', '-musl'] : [''];
  for (const variant of variants) {
    try {
      return require.resolve(`@biomejs/cli-${process.platform}-${process.arch}${variant}/biome${suffix}`);
    } catch {
      // not installed for this variant
    }
  }
  return undefined;
}

/** The Biome version that formats (part of the format cache's key). */
export const BIOME_VERSION: string = (require('@biomejs/biome/package.json') as { version: string }).version;

/**
 * Formats TypeScript sources, returned in the order given. `names` (the files' output paths)
 * only name a file in an error. `layout: 'biome'` leaves out the fix-ups (for tests).
 *
 * Biome is started before this returns (the files are written synchronously): the pipeline
 * calls it between emitters, whose work is synchronous, so a start that waited for the event
 * loop would wait for every emitter and formatting would overlap none of them.
 */
export function formatWithBiome(sources: readonly string[], names: readonly string[], layout: 'prettier' | 'biome' = 'prettier'): Promise<string[]> {
  const bin = biomeBinary();
  if (bin === undefined) return Promise.reject(new Error('Biome is not installed for this platform'));
  // A folder of our own, removed afterwards: Biome formats files in place.
  let scratch: { dir: string; files: string[] };
  try {
    scratch = writeScratchCopies(sources);
  } catch (error) {
    return Promise.reject(error);
  }
  const { dir, files } = scratch;
  let formatting: Promise<unknown>;
  try {
    const config = fileURLToPath(sdkgenURL('generator/write/biome.json'));
    formatting = runInBackground(bin, ['format', '--write', `--config-path=${config}`, '--colors=off', '--max-diagnostics=1', dir], { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    live.delete(dir);
    return Promise.reject(error);
  }
  return readFormatted(formatting, dir, files, names, layout);
}

async function readFormatted(formatting: Promise<unknown>, dir: string, files: string[], names: readonly string[], layout: 'prettier' | 'biome'): Promise<string[]> {
  try {
    try {
      await formatting;
    } catch (error) {
      throw new Error(`Biome could not format ${failedName(error, names)}`);
    }
    return await Promise.all(
      files.map(async (file) => {
        // Decoded whole: readFile's 'utf8' decodes chunk by chunk into a string of pieces, which the layout fixes below flatten again.
        const text = (await readFile(file)).toString('utf8');
        return layout === 'prettier' ? prettierLayout(text) : text;
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
    live.delete(dir);
  }
}

/** Biome's output with the layouts where it differs from prettier put in prettier's form. */
export function prettierLayout(text: string): string {
  return prettierInterfaceHeaders(joinFittingUnions(text, PRINT_WIDTH));
}

/** The file Biome's first diagnostic is about, by its output path, and the diagnostic. */
function failedName(error: unknown, names: readonly string[]): string {
  const output = `${(error as { stdout?: string }).stdout ?? ''}\n${(error as { stderr?: string }).stderr ?? ''}`;
  const index = /[\\/](\d+)\.ts\b/.exec(output)?.[1];
  const message = output.split('\n').find((line) => /×|error/i.test(line))?.trim() ?? (error as Error).message;
  return `${index !== undefined ? (names[Number(index)] ?? 'a file') : 'the generated files'}: ${message}`;
}
