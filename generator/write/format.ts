/**
 * Formats emitted files, once each. TypeScript goes through Biome (biome-format.ts), which gives
 * prettier's layout about thirty times faster; `--prettier` formats it with prettier instead,
 * with the prettier config found for the output folder. Markdown, already in prettier's form but
 * for its tables, only gets those laid out (aligned-tables.ts); JSON and TypeScript marked `final`
 * (data such as `server/routes.ts`, and the TypeScript files whose printer laid every statement
 * out, emit/ts/print-structures.ts) come in their final form, unless a prettier config of the
 * user's is to be applied to TypeScript. A file whose input is unchanged
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
 *
 * Biome is started before this returns, for every file the cache does not know: the pipeline
 * emits synchronously after calling this, and formatting should overlap that work.
 */
export function formatFiles(
  files: EmittedFile[],
  cache: FormatCache,
  existing: (path: string) => Promise<string | undefined>,
  options: FormatOptions = {},
): Promise<FormatResult> {
  const biome = !options.prettier && biomeBinary() !== undefined;
  const results: (FormattedFile | undefined)[] = new Array(files.length);
  const viaBiome: number[] = [];
  const viaPrettier: number[] = [];
  files.forEach((file, index) => {
    if (!needsFormatter(file, options)) results[index] = finalForm(file);
    else (biome && file.format === 'typescript' ? viaBiome : viaPrettier).push(index);
  });
  const done = (index: number, key: string, content: string) => {
    if (cache.enabled) cache.set(key, hashText(content));
    results[index] = { path: files[index]!.path, content };
  };
  /** The files of `pending` to format: the others are found in the cache, and taken from disk. */
  const notReused = async (pending: Pending[]): Promise<Pending[]> => {
    const reused = await Promise.all(
      pending.map(async ({ index, key }) => {
        const known = cache.get(key);
        if (known === undefined) return false;
        const onDisk = await existing(files[index]!.path);
        if (onDisk === undefined || hashText(onDisk) !== known) return false;
        results[index] = { path: files[index]!.path, content: onDisk };
        return true;
      }),
    );
    return pending.filter((_, i) => !reused[i]);
  };
  const counts = [
    withBiome(viaBiome, files, cache, options.started ?? new Map(), notReused, done),
    viaPrettier.length === 0 ? Promise.resolve({ formatted: 0, reused: 0 }) : withPrettier(viaPrettier, files, cache, options, notReused, done),
  ];
  return Promise.all(counts).then(([a, b]) => ({ files: results as FormattedFile[], formatted: a!.formatted + b!.formatted, reused: a!.reused + b!.reused }));
}

/** A file to format, by its index, and its cache key ('' without a cache). */
interface Pending {
  index: number;
  key: string;
}

interface Counts {
  formatted: number;
  reused: number;
}

/**
 * The TypeScript Biome formats. Files the cache does not know go to Biome at once; those it
 * knows are reused if the file on disk is what was formatted last time, else formatted after.
 */
function withBiome(
  indexes: number[],
  files: EmittedFile[],
  cache: FormatCache,
  started: FormatsStarted,
  notReused: (pending: Pending[]) => Promise<Pending[]>,
  done: (index: number, key: string, content: string) => void,
): Promise<Counts> {
  // Without a cache (`--no-cache`) nothing is looked up or remembered, so nothing is hashed.
  const pending = indexes.map((index) => ({ index, key: cache.enabled ? hashText(`biome ${BIOME_VERSION}\0${files[index]!.format}\0${files[index]!.content}`) : '' }));
  const format = (batch: Pending[]) =>
    formatOnceWithBiome(batch.map(({ index }) => files[index]!.content), batch.map(({ index }) => files[index]!.path), started).then((texts) =>
      batch.forEach(({ index, key }, i) => done(index, key, texts[i]!)),
    );
  // A disabled cache knows no key.
  const unknown = pending.filter(({ key }) => cache.get(key) === undefined);
  const known = pending.filter(({ key }) => cache.get(key) !== undefined);
  const formattingUnknown = format(unknown);
  // Awaited below, after the cache checks; a failure meanwhile must not count as unhandled.
  formattingUnknown.catch(() => {});
  return (async () => {
    const changed = await notReused(known);
    await Promise.all([formattingUnknown, format(changed)]);
    return { formatted: unknown.length + changed.length, reused: known.length - changed.length };
  })();
}

/** Everything else (and TypeScript with `--prettier`), through prettier with the options for its kind. */
async function withPrettier(
  indexes: number[],
  files: EmittedFile[],
  cache: FormatCache,
  options: FormatOptions,
  notReused: (pending: Pending[]) => Promise<Pending[]>,
  done: (index: number, key: string, content: string) => void,
): Promise<Counts> {
  // Prettier takes a while to load, so only when some file needs it.
  const prettier = await import('prettier');
  const optionsOf = (file: EmittedFile): Prettier.Options => ({ ...prettierOptionsFor(file.format), ...options.prettierConfig });
  const keyOf = (file: EmittedFile) =>
    cache.enabled ? hashText(`prettier ${prettier.version}\0${JSON.stringify(optionsOf(file))}\0${file.format}\0${file.content}`) : '';
  const todo = await notReused(indexes.map((index) => ({ index, key: keyOf(files[index]!) })));
  const reused = indexes.length - todo.length;
  const pool = PrettierPool.forWork(todo.length, todo.reduce((sum, t) => sum + files[t.index]!.content.length, 0));
  try {
    // Largest first, so one big file does not end up last on a busy worker.
    todo.sort((a, b) => files[b.index]!.content.length - files[a.index]!.content.length);
    await Promise.all(
      todo.map(async ({ index, key }) => {
        const file = files[index]!;
        const fileOptions = optionsOf(file);
        try {
          done(index, key, pool ? await pool.format(file.content, fileOptions) : await prettier.format(file.content, fileOptions));
        } catch (error) {
          throw new Error(`prettier could not format ${file.path}: ${(error as Error).message.split('\n')[0]}`);
        }
      }),
    );
  } finally {
    await pool?.close();
  }
  return { formatted: todo.length, reused };
}

/** A file that goes through no formatter (see needsFormatter) as written: Markdown with its tables laid out, the rest as emitted. */
export function finalForm(file: EmittedFile): FormattedFile {
  return { path: file.path, content: file.format === 'markdown' ? alignTables(file.content) : file.content };
}

/**
 * Whether a file goes through a formatter. Markdown is emitted in prettier's form but for table
 * padding, which is cheap to do apart (alignTables); JSON, and TypeScript marked `final`, are
 * printed in prettier's form by their emitters (emit/json-text.ts, emit/ts/layouts.ts); `none`
 * is kept as it is. With the user's own prettier config (`--prettier`), TypeScript is formatted
 * with it, final or not: the final form is prettier's with sdkgen's options only.
 */
export function needsFormatter(file: EmittedFile, options: FormatOptions): boolean {
  if (file.format === 'typescript' && file.final) return options.prettier === true && options.prettierConfig !== undefined;
  return file.format !== 'none' && file.format !== 'markdown' && file.format !== 'json';
}
