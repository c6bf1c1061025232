/**
 * The two ways `generate` runs the emitters, formats their files and writes them (or, in check
 * mode, compares them with the folder): as each emitter's files are ready (writeAsEmitted), or
 * all at once when the whole list of files is known (emitThenWrite).
 */
import { type Emitter, EMITTERS } from './emit/index.ts';
import type { EmittedFile } from './emit/types.ts';
import type { Api } from './ir/types.ts';
import { fileCount, type StageReporting, timed } from './timed-stage.ts';
import { StagedOutput, writeFolderAtomically, type WriteHooks } from './write/atomic-write.ts';
import { type Drift, findDrift } from './write/check.ts';
import type { FormatCache } from './write/format-cache.ts';
import type { FormattedFile, FormatResult } from './write/format.ts';
import { outputMarker } from './write/output-marker.ts';
import { stagedSink } from './write/staged-sink.ts';
import { assertReplaceableOutput } from './write/replaceable-output.ts';

export interface RunOptions extends StageReporting {
  emitters?: readonly Emitter[];
  hooks?: WriteHooks;
  check?: boolean;
  force?: boolean;
}

/** What a run wrote (or compared). */
export interface WrittenOutput {
  api: Api;
  outDir: string;
  /** Every file written or compared, the marker included, in path order. */
  paths: string[];
  /** Only in check mode. */
  drift?: Drift;
}

/** What the two ways of emitting and writing share. */
export interface Run {
  options: RunOptions;
  api: Api;
  outDir: string;
  cache: FormatCache;
  format: (files: EmittedFile[]) => Promise<FormatResult>;
  needsFormatter: (file: EmittedFile) => boolean;
}

const formatStage = { stage: 'format', label: 'formatting', summary: (f: Omit<FormatResult, 'files'>) => `${f.formatted} formatted, ${f.reused} unchanged` };
const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Refuses a path two emitters write, and sdkgen's own marker file. */
function claimPath(paths: Set<string>, path: string): void {
  if (path === outputMarker.file) throw new Error(`an emitter wrote ${path}, which is sdkgen's own marker file`);
  if (paths.has(path)) throw new Error(`two emitters wrote ${path}`);
  paths.add(path);
}

/** Whether the output folder may be replaced whatever files this run writes (see assertReplaceableOutput). */
export async function isReplaceable(outDir: string): Promise<boolean> {
  // With no files of its own, a folder without a marker passes only when it is empty; with more
  // files listed (and their package folders) the check only accepts more.
  return assertReplaceableOutput(outDir, []).then(
    () => true,
    () => false,
  );
}

/**
 * Each emitter's files handed to the writer thread (file-writer.ts) before the next emitter runs,
 * so that no more than one emitter's texts are held at a time, and written while it runs; those
 * a formatter takes are written when it is done. An emitter that streams (the docs, a group at a
 * time; the OpenAPI export, a batch of path items at a time) hands its files over as it makes
 * them (write/staged-sink.ts). Then the marker and the swap.
 * Any failure removes the staging folder.
 */
export async function writeAsEmitted({ options, api, outDir, cache, format, needsFormatter }: Run): Promise<WrittenOutput> {
  const staged = await StagedOutput.open(outDir, options.hooks);
  const paths = new Set<string>();
  const totals = { formatted: 0, reused: 0 };
  // Writes (and formatting) still in flight: awaited below; a failure of the emitters meanwhile
  // is the one reported.
  const pending: Promise<void>[] = [];
  const inFlight = (work: Promise<void>) => {
    work.catch(() => {});
    pending.push(work);
  };
  try {
    for (const emitter of options.emitters ?? EMITTERS) {
      const sink = stagedSink(staged, { claim: (path) => claimPath(paths, path), needsFormatter, inFlight });
      const emitStage = { stage: `emit:${emitter.id}`, label: emitter.id, summary: () => fileCount(sink.count) };
      await timed(options, emitStage, async () => {
        if (emitter.stream) await emitter.stream(api, sink);
        // The emitter's list is let go once its files are in the sink's lists.
        else for (const file of await emitter.emit(api)) sink.file(file);
      });
      // The few files that go through a formatter are written when it is done (Biome runs in its own process).
      const { later } = sink;
      if (later.length > 0) {
        inFlight(
          format(later).then((batch) => {
            // The emitted texts are let go once formatted.
            later.length = 0;
            totals.formatted += batch.formatted;
            totals.reused += batch.reused;
            return staged.write(batch.files);
          }),
        );
      }
      // The rest are final: laid out and handed to the writer thread now, and written while the
      // next emitter runs. More than its queue takes is handed over as the disk catches up, so
      // that the texts are let go before the next emitter runs (the stage times this thread's part).
      const writeStage = { stage: `write:${emitter.id}`, label: `writing ${emitter.id}`, summary: () => fileCount(sink.count) };
      await timed(options, writeStage, () => sink.drained());
    }
    await Promise.all(pending);
  } catch (error) {
    await staged.abandon();
    throw error;
  }
  await timed(options, formatStage, () => totals);
  options.log?.(`           ${totals.formatted} formatted, ${totals.reused} unchanged (reused)`);
  await cache.save();
  const order = [...paths].sort();
  const listed = [...order, outputMarker.file].sort();
  await timed(options, { stage: 'write', label: 'writing', summary: () => fileCount(listed) }, () => staged.commit(order));
  return { api, outDir, paths: listed };
}

/**
 * Every emitter's files formatted (each while the next one emits: Biome runs in its own
 * process) and held; then, once the whole list is known, compared with the folder (check mode)
 * or judged against it and written.
 */
export async function emitThenWrite({ options, api, outDir, cache, format }: Run): Promise<WrittenOutput> {
  const paths = new Set<string>();
  const batches: Promise<FormatResult>[] = [];
  for (const emitter of options.emitters ?? EMITTERS) {
    const stage = { stage: `emit:${emitter.id}`, label: emitter.id, summary: fileCount };
    const files = await timed(options, stage, () => emitter.emit(api));
    for (const file of files) claimPath(paths, file.path);
    const batch = format(files);
    // Awaited below; if a later emitter fails first, its failure is the one reported.
    batch.catch(() => {});
    batches.push(batch);
  }
  if (!options.check && !options.force) await assertReplaceableOutput(outDir, [...paths, outputMarker.file]);

  const formatting = await timed(options, formatStage, async (): Promise<FormatResult> => {
    const done = await Promise.all(batches);
    const files = done.flatMap((batch) => batch.files).sort(byPath);
    return { files, formatted: done.reduce((sum, batch) => sum + batch.formatted, 0), reused: done.reduce((sum, batch) => sum + batch.reused, 0) };
  });
  options.log?.(`           ${formatting.formatted} formatted, ${formatting.reused} unchanged (reused)`);

  await cache.save();
  if (options.check) {
    const files = outputMarker.withMarker(formatting.files);
    const checking = { stage: 'check', label: 'comparing', summary: () => fileCount(files) };
    const drift = await timed(options, checking, () => findDrift(outDir, files));
    return { api, outDir, paths: files.map((file) => file.path).sort(), drift };
  }
  const writing = { stage: 'write', label: 'writing', summary: (marker: FormattedFile) => fileCount([...formatting.files, marker]) };
  const marker = await timed(options, writing, () => writeFolderAtomically(outDir, formatting.files, options.hooks));
  return { api, outDir, paths: [...formatting.files, marker].map((file) => file.path).sort() };
}
