/**
 * The pipeline: load the manifest into the IR, run every emitter (formatting each one's files
 * while the next one runs), then write them atomically (or, in check mode, compare them with
 * what is on disk). Each stage is timed
 * and reported under `--verbose`, and announced with what it produced to an optional progress
 * reporter (the CLI shows it on a terminal).
 *
 * Before writing, the output folder is checked twice: paths that are never written to (the
 * project, the manifest, home, `/`) before the manifest is even read, and the folder's current
 * contents (sdkgen's own output, or nothing) once the files to write are known. A refusal
 * comes before anything is created or removed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Api } from './ir/types.ts';
import { loadInput } from './import/load-input.ts';
import type { ImportWarning } from './import/warnings.ts';
import type { Progress } from './progress.ts';
import { EMITTERS, type Emitter } from './emit/index.ts';
import type { EmittedFile } from './emit/types.ts';
import { writeFolderAtomically, type WriteHooks } from './write/atomic-write.ts';
import { type Drift, findDrift } from './write/check.ts';
import { refuseForbiddenOutput } from './write/forbidden-output.ts';
import { FormatCache } from './write/format-cache.ts';
import { formatFiles, type FormattedFile, type FormatResult } from './write/format.ts';
import { userPrettierConfig } from './write/prettier-options.ts';
import { outputMarker } from './write/output-marker.ts';
import { recoverOutput } from './write/recover-output.ts';
import { assertReplaceableOutput } from './write/replaceable-output.ts';

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

export interface GenerateResult {
  api: Api;
  outDir: string;
  files: FormattedFile[];
  /** Only in check mode. */
  drift?: Drift;
}

interface Stage<T> {
  /** The name `--verbose` times it under. */
  stage: string;
  /** What progress calls it while it runs, and how it sums up its result. */
  label: string;
  summary: (result: T) => string;
}

async function timed<T>({ log, progress }: GenerateOptions, { stage, label, summary }: Stage<T>, run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  progress?.start(label);
  const result = await run();
  log?.(`${stage.padEnd(10)} ${(performance.now() - start).toFixed(0).padStart(6)} ms`);
  progress?.done(summary(result));
  return result;
}

const fileCount = (files: readonly unknown[]) => `${files.length} file${files.length === 1 ? '' : 's'}`;

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const { log } = options;
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

  // Each emitter's files are formatted while the next one emits: Biome runs in its own process.
  // Only the paths are kept: the texts live on in their batches (a Markdown text is replaced
  // there by its laid-out copy), and on a large API they are hundreds of MB.
  const emitted: string[] = [];
  const batches: Promise<FormatResult>[] = [];
  for (const emitter of options.emitters ?? EMITTERS) {
    const stage = { stage: `emit:${emitter.id}`, label: emitter.id, summary: fileCount };
    const files = await timed(options, stage, () => emitter.emit(api));
    for (const file of files) emitted.push(file.path);
    const batch = formatFiles(files, cache, existing, formatOptions);
    // Awaited below; if a later emitter fails first, its failure is the one reported.
    batch.catch(() => {});
    batches.push(batch);
  }
  const unique = new Set<string>();
  for (const path of emitted) {
    if (path === outputMarker.file) throw new Error(`an emitter wrote ${path}, which is sdkgen's own marker file`);
    if (unique.has(path)) throw new Error(`two emitters wrote ${path}`);
    unique.add(path);
  }
  if (!options.check && !options.force) await assertReplaceableOutput(outDir, [...unique, outputMarker.file]);

  const formatStage = { stage: 'format', label: 'formatting', summary: (f: FormatResult) => `${f.formatted} formatted, ${f.reused} unchanged` };
  const formatting = await timed(options, formatStage, async (): Promise<FormatResult> => {
    const done = await Promise.all(batches);
    const files = done.flatMap((batch) => batch.files).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { files, formatted: done.reduce((sum, batch) => sum + batch.formatted, 0), reused: done.reduce((sum, batch) => sum + batch.reused, 0) };
  });
  log?.(`           ${formatting.formatted} formatted, ${formatting.reused} unchanged (reused)`);

  await cache.save();
  if (options.check) {
    const files = outputMarker.withMarker(formatting.files);
    const checking = { stage: 'check', label: 'comparing', summary: () => fileCount(files) };
    const drift = await timed(options, checking, () => findDrift(outDir, files));
    return { api, outDir, files, drift };
  }
  const writing = { stage: 'write', label: 'writing', summary: (marker: FormattedFile) => fileCount([...formatting.files, marker]) };
  const marker = await timed(options, writing, () => writeFolderAtomically(outDir, formatting.files, options.hooks));
  return { api, outDir, files: [...formatting.files, marker] };
}
