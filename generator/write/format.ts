/**
 * Formats emitted files, once each. TypeScript goes through Biome (biome-format.ts), which gives
 * prettier's layout about thirty times faster; `--prettier` formats it with prettier instead,
 * with the prettier config found for the output folder. Markdown, already in prettier's form but
 * for its tables, only gets those padded (aligned-tables.ts); JSON and TypeScript marked `final`
 * (data such as `server/routes.ts`) come in their final form. A file whose input is unchanged
 * since the last run reuses the output already on disk (matched by content hash).
 */
import { createHash } from 'node:crypto';
import type * as Prettier from 'prettier';
import type { EmittedFile } from '../emit/types.ts';
import type { FormatCache } from './format-cache.ts';
import { alignTables } from './aligned-tables.ts';
import { BIOME_VERSION, biomeBinary } from './biome-format.ts';
import { type FormatsStarted, formatOnceWithBiome } from './format-once.ts';
import { PrettierPool } from './prettier-pool.ts';
import { prettierOptionsFor } from './prettier-options.ts';

export interface FormattedFile {
  path: string;
  content: string;
}

export interface FormatResult {
  files: FormattedFile[];
  /** How many files went through a formatter, and how many reused their output on disk. */
  formatted: number;
  reused: number;
}

export interface FormatOptions {
  /** Format TypeScript with prettier rather than Biome (`--prettier`); prettier also where Biome is not installed. */
  prettier?: boolean;
  /** Prettier options found for the output folder, over sdkgen's own (with `prettier` only). */
  prettierConfig?: Prettier.Options;
  /** Biome formatting already started in this run (by earlier batches), shared so each text is formatted once. */
  started?: FormatsStarted;
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Format every file. `existing` gives the current text of a path on disk (if any), used with the
 * cache to skip unchanged files. Returns files in the order given.
 */
export async function formatFiles(
  files: EmittedFile[],
  cache: FormatCache,
  existing: (path: string) => Promise<string | undefined>,
  options: FormatOptions = {},
): Promise<FormatResult> {
  const biome = !options.prettier && biomeBinary() !== undefined;
  const viaBiome = (file: EmittedFile) => biome && file.format === 'typescript';
  // Prettier takes a while to load, so only when some file needs it.
  const prettier = files.some((file) => formatted(file) && !viaBiome(file)) ? await import('prettier') : undefined;
  const prettierOptions = (file: EmittedFile): Prettier.Options => ({ ...prettierOptionsFor(file.format), ...options.prettierConfig });
  // Without a cache (`--no-cache`) nothing is looked up or remembered, so nothing is hashed.
  const cacheKey = (file: EmittedFile) =>
    !cache.enabled ? '' : hashText(`${viaBiome(file) ? `biome ${BIOME_VERSION}` : `prettier ${prettier!.version}\0${JSON.stringify(prettierOptions(file))}`}\0${file.format}\0${file.content}`);

  const results: (FormattedFile | undefined)[] = new Array(files.length);
  const todo: { index: number; key: string }[] = [];
  let reused = 0;
  await Promise.all(
    files.map(async (file, index) => {
      if (file.format === 'markdown') return void (results[index] = { path: file.path, content: alignTables(file.content) });
      if (!formatted(file)) return void (results[index] = { path: file.path, content: file.content });
      const key = cacheKey(file);
      const known = cache.enabled ? cache.get(key) : undefined;
      if (known !== undefined) {
        const onDisk = await existing(file.path);
        if (onDisk !== undefined && hashText(onDisk) === known) {
          reused++;
          return void (results[index] = { path: file.path, content: onDisk });
        }
      }
      todo.push({ index, key });
    }),
  );

  const done = (index: number, key: string, content: string) => {
    if (cache.enabled) cache.set(key, hashText(content));
    results[index] = { path: files[index]!.path, content };
  };
  const forBiome = todo.filter(({ index }) => viaBiome(files[index]!));
  const forPrettier = todo.filter(({ index }) => !viaBiome(files[index]!));
  await Promise.all([
    (async () => {
      if (forBiome.length === 0) return;
      const formatted = await formatOnceWithBiome(
        forBiome.map(({ index }) => files[index]!.content),
        forBiome.map(({ index }) => files[index]!.path),
        options.started ?? new Map(),
      );
      forBiome.forEach(({ index, key }, i) => done(index, key, formatted[i]!));
    })(),
    prettier && withPrettier(prettier, forPrettier, files, prettierOptions, done),
  ]);
  return { files: results as FormattedFile[], formatted: todo.length, reused };
}

/**
 * Whether a file goes through a formatter. Markdown is emitted in prettier's form but for table
 * padding, which is cheap to do apart (alignTables); JSON, and TypeScript marked `final`, are
 * printed in prettier's form by their emitters (emit/json-text.ts); `none` is kept as it is.
 */
function formatted(file: EmittedFile): boolean {
  return file.format !== 'none' && file.format !== 'markdown' && file.format !== 'json' && !file.final;
}

async function withPrettier(
  prettier: typeof Prettier,
  todo: { index: number; key: string }[],
  files: EmittedFile[],
  optionsOf: (file: EmittedFile) => Prettier.Options,
  done: (index: number, key: string, content: string) => void,
): Promise<void> {
  const pool = PrettierPool.forWork(todo.length, todo.reduce((sum, t) => sum + files[t.index]!.content.length, 0));
  try {
    // Largest first, so one big file does not end up last on a busy worker.
    todo.sort((a, b) => files[b.index]!.content.length - files[a.index]!.content.length);
    await Promise.all(
      todo.map(async ({ index, key }) => {
        const file = files[index]!;
        const options = optionsOf(file);
        try {
          done(index, key, pool ? await pool.format(file.content, options) : await prettier.format(file.content, options));
        } catch (error) {
          throw new Error(`prettier could not format ${file.path}: ${(error as Error).message.split('\n')[0]}`);
        }
      }),
    );
  } finally {
    await pool?.close();
  }
}
