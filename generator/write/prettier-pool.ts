/**
 * Prettier spread over worker threads (format-worker.js), for `--prettier` runs and formats
 * Biome does not cover: prettier is slow enough that a big output pays for starting workers.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type * as prettier from 'prettier';
import { sdkgenURL } from '../sdkgen-files.ts';

/** Below this much text, starting workers costs more than it saves. */
const PARALLEL_THRESHOLD_BYTES = 400_000;

export class PrettierPool {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, { resolve: (s: string) => void; reject: (e: Error) => void }>();
  private next = 0;

  /** A pool for `files` texts of `bytes` in all, or none when formatting in this thread is quicker. */
  static forWork(files: number, bytes: number): PrettierPool | undefined {
    const size = Math.min(availableParallelism(), files);
    return bytes > PARALLEL_THRESHOLD_BYTES && size > 1 ? new PrettierPool(size) : undefined;
  }

  private constructor(size: number) {
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(sdkgenURL('generator/write/format-worker.js'));
      worker.on('message', ({ id, content, error }: { id: number; content?: string; error?: string }) => {
        const job = this.pending.get(id)!;
        this.pending.delete(id);
        if (error !== undefined) job.reject(new Error(error));
        else job.resolve(content!);
      });
      return worker;
    });
  }

  format(content: string, options: prettier.Options): Promise<string> {
    const id = this.next++;
    const worker = this.workers[id % this.workers.length]!;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, content, options });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
