/**
 * The pipeline: load the manifest into the IR, run every emitter, format its files and write
 * them atomically (or, in check mode, compare them with what is on disk). Each stage is timed
 * and reported under `--verbose`, and announced with what it produced to an optional progress
 * reporter (the CLI shows it on a terminal).
 *
 * Before writing, the output folder is checked twice: paths that are never written to (the
 * project, the manifest, home, `/`) before the manifest is even read, and the folder's current
 * contents (sdkgen's own output, or nothing). A refusal comes before anything is created or
 * removed. When the contents alone settle it (the common case), each emitter's files are
 * handed to a writer thread before the next emitter runs (the docs as each group's pages are
 * made), and their texts let go; the thread writes them into the staging folder while the next
 * emitter runs. When only the whole list of files can (a folder without a marker whose files
 * this run rewrites), every file is held until that list is known.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Api } from './ir/types.ts';
import { loadInput } from './import/load-input.ts';
import type { ImportWarning } from './import/warnings.ts';
import type { Progress } from './progress.ts';
import type { Emitter } from './emit/index.ts';
import { emitThenWrite, isReplaceable, type Run, writeAsEmitted, type WrittenOutput } from './emit-and-write.ts';
import { timed } from './timed-stage.ts';
import type { WriteHooks } from './write/atomic-write.ts';
import { refuseForbiddenOutput } from './write/forbidden-output.ts';
import { FormatCache } from './write/format-cache.ts';
import { formatFiles, needsFormatter } from './write/format.ts';
import { userPrettierConfig } from './write/prettier-options.ts';
import { recoverOutput } from './write/recover-output.ts';
import { PROJECT_ROOT } from './sdkgen-files.ts';

export { PROJECT_ROOT };

export interface GenerateOptions {
  /** A manifest, or an OpenAPI description to import in memory first (import/load-input.ts). */
  manifestPath: string;
  /** Told each warning of importing a description given as `manifestPath`. */
  onImportWarning?: (warning: ImportWarning, file: string) => void;
  /** Let a description's `$ref`s fetch URLs (`sdkgen import --allow-remote-refs`). */
  allowRemoteRefs?: boolean;
  /** The folder to write; defaults to `generated/<api id>` under the working directory. */
  outDir?: string;
  /** Compare instead of writing. */
  check?: boolean;
  /** Replace the output folder even if sdkgen did not write it (never `/`, home or the project). */
  force?: boolean;
  log?: (line: string) => void;
  /** Told when each stage starts and what it produced ("client", "245 files"). */
  progress?: Progress;
  /** Reuse formatted output across runs (on by default). */
  cache?: boolean;
  /** Format TypeScript with prettier and the prettier config found for the output folder, not Biome. */
  prettier?: boolean;
  emitters?: readonly Emitter[];
  hooks?: WriteHooks;
}

export type GenerateResult = WrittenOutput;

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const guarded = { manifestPath: options.manifestPath, toolRoot: PROJECT_ROOT };
  if (!options.check && options.outDir !== undefined) await refuseForbiddenOutput(options.outDir, guarded);
  const loading = { stage: 'load', label: `loading ${options.manifestPath}`, summary: (api: Api) => `${api.operations.length} operations` };
  const input = { onWarning: options.onImportWarning, allowRemoteRefs: options.allowRemoteRefs };
  const api = await timed(options, loading, () => loadInput(options.manifestPath, input));
  const outDir = options.outDir ?? join(process.cwd(), 'generated', api.id);
  if (!options.check && options.outDir === undefined) await refuseForbiddenOutput(outDir, guarded);

  // Put back an output a killed run left missing, so it is judged below and its files reused.
  await recoverOutput(outDir);
  const cache = options.cache === false ? FormatCache.disabled() : await FormatCache.at(PROJECT_ROOT).load();
  const prettier = options.prettier ? { prettier: true, prettierConfig: await userPrettierConfig(outDir) } : {};
  // Shared by the batches below, so a text two emitters write is formatted once.
  const formatOptions = { ...prettier, started: new Map<string, Promise<string>>() };
  const existing = (path: string) => readFile(join(outDir, path), 'utf8').catch(() => undefined);

  const run: Run = {
    options,
    api,
    outDir,
    cache,
    format: (files) => formatFiles(files, cache, existing, formatOptions),
    needsFormatter: (file) => needsFormatter(file, formatOptions),
  };
  // Written as emitted when nothing can refuse the folder any more (--force, or it is free, or
  // empty, or sdkgen's own output): a large API's output is hundreds of MB of text. Otherwise
  // (check mode, or a folder only the whole list of files can clear) it is all held until then.
  const streaming = !options.check && (options.force || (await isReplaceable(outDir)));
  return streaming ? writeAsEmitted(run) : emitThenWrite(run);
}

