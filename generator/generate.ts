/**
 * The pipeline: load the manifest into the IR, run every emitter, format the files, then write
 * them atomically (or, in check mode, compare them with what is on disk). Each stage is timed
 * and reported under `--verbose`.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadApi } from './ir/build.ts';
import type { Api } from './ir/types.ts';
import { EMITTERS, type Emitter } from './emit/index.ts';
import type { EmittedFile } from './emit/types.ts';
import { writeFolderAtomically, type WriteHooks } from './write/atomic-write.ts';
import { type Drift, findDrift } from './write/check.ts';
import { FormatCache } from './write/format-cache.ts';
import { formatFiles, type FormattedFile } from './write/format.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface GenerateOptions {
  manifestPath: string;
  /** The folder to write; defaults to `generated/<api id>` under the working directory. */
  outDir?: string;
  /** Compare instead of writing. */
  check?: boolean;
  log?: (line: string) => void;
  /** Reuse prettier output across runs (on by default). */
  cache?: boolean;
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

async function timed<T>(log: GenerateOptions['log'], stage: string, run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const result = await run();
  log?.(`${stage.padEnd(10)} ${(performance.now() - start).toFixed(0).padStart(6)} ms`);
  return result;
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const { log } = options;
  const api = await timed(log, 'load', () => loadApi(options.manifestPath));
  const outDir = options.outDir ?? join(process.cwd(), 'generated', api.id);

  const emitted: EmittedFile[] = [];
  for (const emitter of options.emitters ?? EMITTERS) {
    emitted.push(...(await timed(log, `emit:${emitter.id}`, () => emitter.emit(api))));
  }
  const unique = new Set<string>();
  for (const file of emitted) {
    if (unique.has(file.path)) throw new Error(`two emitters wrote ${file.path}`);
    unique.add(file.path);
  }
  emitted.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  const cache = options.cache === false ? FormatCache.disabled() : await FormatCache.at(PROJECT_ROOT).load();
  const { files, formatted, reused } = await timed(log, 'format', () =>
    formatFiles(emitted, cache, (path) => readFile(join(outDir, path), 'utf8').catch(() => undefined)),
  );
  log?.(`           ${formatted} formatted, ${reused} unchanged (reused)`);
  await cache.save();

  if (options.check) {
    const drift = await timed(log, 'check', () => findDrift(outDir, files));
    return { api, outDir, files, drift };
  }
  await timed(log, 'write', () => writeFolderAtomically(outDir, files, options.hooks));
  return { api, outDir, files };
}
