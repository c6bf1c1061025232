/**
 * Writes a complete output folder so that readers see either the old one or the new one, never
 * a mix: files go into a staging work folder next to the target, the completion marker last,
 * and only then does the new folder replace the target (swap-into-place.ts). Any failure while
 * writing removes the staging folder and leaves the previous output untouched; a process killed
 * at any moment leaves work folders that the next run recovers from and removes
 * (recover-output.ts). Files may come in batches (StagedOutput), so that `generate` can hand
 * each emitter's files over and let go of their texts before the next emitter runs; they are
 * written on a thread of their own (file-writer.ts) meanwhile. Whether the
 * target may be replaced at all is decided before anything is written (replaceable-output.ts).
 * The user's build output inside generated packages (`dist/`, `node_modules/`) moves from the
 * old copy into the new one just before the swap (build-output.ts), and back if the swap fails.
 */
import { lstat, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildOutput } from './build-output.ts';
import type { FormattedFile } from './format.ts';
import { type Leftover, leftovers } from './leftovers.ts';
import { outputMarker } from './output-marker.ts';
import { recoverOutput } from './recover-output.ts';
import { swapIntoPlace } from './swap-into-place.ts';
import { FileWriter } from './file-writer.ts';

/** Set by tests to prove that a failure or a kill midway leaves a recoverable state. */
export interface WriteHooks {
  afterFile?: (path: string, index: number) => void | Promise<void>;
  /** Called after the target is moved aside and before the new output takes its place. */
  betweenRenames?: () => void | Promise<void>;
}

/**
 * Writes `files` (in path order, without the marker) and their marker (output-marker.ts), and
 * returns the marker: a staged output written in one batch.
 */
export async function writeFolderAtomically(target: string, files: FormattedFile[], hooks: WriteHooks = {}): Promise<FormattedFile> {
  const staged = await StagedOutput.open(target, hooks);
  try {
    await staged.write(files);
  } catch (error) {
    await staged.abandon();
    throw error;
  }
  return staged.commit(files.map((file) => file.path));
}

/**
 * An output folder being written: batches of files go into the staging folder as they are
 * ready (`generate` hands each emitter's files to the writer thread and lets their texts go
 * before the next emitter runs), then `commit` writes the marker and swaps the folder into
 * place. A failed batch, or `abandon`, removes the staging folder and leaves the target as it was.
 */
export class StagedOutput {
  /** Path of every file written, to its hash (the marker lists them). */
  private readonly hashes = new Map<string, string>();
  /** Path of every file handed to the writer. */
  private readonly given = new Set<string>();
  private written = 0;
  private closed = false;
  /** The first failed batch's error: later batches fail with it too. */
  private failure: { error: unknown } | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly writer = new FileWriter();

  private constructor(
    private readonly target: string,
    private readonly staging: Leftover,
    private readonly hooks: WriteHooks,
  ) {}

  static async open(target: string, hooks: WriteHooks = {}): Promise<StagedOutput> {
    await mkdir(dirname(target), { recursive: true });
    await recoverOutput(target);
    return new StagedOutput(target, await leftovers.create(target, 'staging'), hooks);
  }

  /**
   * Writes `files` into the staging folder. Before this returns, each file is given to the
   * writer, which encodes as much as its queue takes and the rest as the disk catches up
   * (handedOver); the list is not held after. The promise settles once they are on disk.
   * Batches may be written at the same time. A failure waits for the batch's other writes,
   * removes the staging folder, and is thrown, by this batch and any later one.
   */
  write(files: readonly FormattedFile[]): Promise<void> {
    let writes: Promise<void>[];
    try {
      this.claim(files.map((file) => file.path));
      // A failed batch stops new ones in `claim`; nothing can fail between that check and here.
      writes = files.map(({ path, content }) => this.recorded(path, this.writer.write(join(this.staging.out, path), content)));
    } catch (error) {
      writes = [Promise.reject(error)];
    }
    return this.track(writes);
  }

  /**
   * A file written in pieces as they come, for a text too large to hold whole. `end` settles
   * once it is on disk, and fails as a batch of `write` does.
   */
  open(path: string): { write(text: string): void; end(): Promise<void> } {
    this.claim([path]);
    const file = this.writer.open(join(this.staging.out, path));
    return { write: (text) => file.write(text), end: () => this.track([this.recorded(path, file.end())]) };
  }

  /** Resolves once every file given so far is handed to the writer thread (FileWriter.handedOver). */
  handedOver(): Promise<void> {
    return this.writer.handedOver();
  }

  /** Refuses paths already given, the marker's, and any after a failure or the end. */
  private claim(paths: readonly string[]): void {
    if (this.failure) throw this.failure.error;
    if (this.closed) throw new Error(`internal: the output for ${this.target} is already committed or abandoned`);
    for (const path of paths) {
      if (path === outputMarker.file) throw new Error(`internal: the files for ${this.target} must not include ${outputMarker.file}`);
      if (this.given.has(path)) throw new Error(`internal: ${path} is written twice`);
      this.given.add(path);
    }
  }

  /** What follows once `path` is on disk: its hash listed, and the test hook told. */
  private recorded(path: string, written: Promise<string>): Promise<void> {
    return written.then(async (hash) => {
      this.hashes.set(path, hash);
      await this.hooks.afterFile?.(path, this.written++);
    });
  }

  /**
   * In flight until every write settled; a failure then removes the staging folder (abandon
   * waits for what is in flight, so it must not wait for itself).
   */
  private track(writes: Promise<void>[]): Promise<void> {
    const settled = Promise.allSettled(writes);
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
    return this.settle(settled);
  }

  private async settle(settled: Promise<PromiseSettledResult<void>[]>): Promise<void> {
    const failed = (await settled).find((result) => result.status === 'rejected');
    if (!failed) return;
    this.failure ??= { error: failed.reason };
    await this.abandon();
    throw this.failure.error;
  }

  /** Removes what was written, unless the output is already committed or abandoned. */
  async abandon(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // A batch still writing would make its folders again inside the removed staging folder.
    await Promise.allSettled(this.inFlight);
    await this.writer.close();
    await leftovers.remove(this.staging);
  }

  /**
   * The marker, listing the files in `order` (their paths, every one written), written last so
   * that it is only there once every file is; then the new folder in the target's place.
   */
  async commit(order: readonly string[]): Promise<FormattedFile> {
    if (this.closed) throw new Error(`internal: the output for ${this.target} is already committed or abandoned`);
    this.closed = true;
    const { target, staging } = this;
    let marker: FormattedFile;
    try {
      await Promise.allSettled(this.inFlight);
      await this.writer.close();
      if (this.failure) throw this.failure.error;
      if (order.length !== this.hashes.size || order.some((path) => !this.hashes.has(path))) {
        throw new Error(`internal: ${order.length} files to list in the marker, ${this.hashes.size} written`);
      }
      marker = outputMarker.of(order.map((path) => [path, this.hashes.get(path)!] as const));
      await writeFile(join(staging.out, marker.path), marker.content);
    } catch (error) {
      await leftovers.remove(staging);
      throw error;
    }
    const previous = (await outputMarker.listed(target)) ?? [];
    const packages = buildOutput.packageFolders([...order, marker.path, ...previous]);
    try {
      await buildOutput.carry(target, staging.out, packages);
      await swapIntoPlace(staging, target, this.hooks.betweenRenames);
    } catch (error) {
      // With the target gone, the complete staging copy is what the next run restores.
      const targetThere = await lstat(target).then(
        () => true,
        () => false,
      );
      if (targetThere) {
        await buildOutput.carry(staging.out, target, packages);
        await leftovers.remove(staging);
      } else leftovers.release(staging);
      throw error;
    }
    await leftovers.remove(staging);
    await recoverOutput(target);
    return marker;
  }
}
