/**
 * Formats emitted TypeScript with prettier, once each. Markdown, already in prettier's form but
 * for its tables, only gets those padded (aligned-tables.ts); JSON and TypeScript marked `final`
 * (data such as `server/routes.ts`) come in their final form. Prettier dominates generation time, so files
 * are spread over worker threads, and a file whose input is unchanged since the last run reuses
 * the output already on disk (matched by content hash) instead of being formatted again.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import * as prettier from 'prettier';
import type { EmittedFile } from '../emit/types.ts';
import type { FormatCache } from './format-cache.ts';
import { alignTables } from './aligned-tables.ts';
import { prettierOptionsFor } from './prettier-options.ts';
import { sdkgenURL } from '../sdkgen-files.ts';

export interface FormattedFile {
  path: string;
  content: string;
}

/** Below this much text, starting workers costs more than it saves. */
const PARALLEL_THRESHOLD_BYTES = 400_000;

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function cacheKey(file: EmittedFile): string {
  return hashText(`${prettier.version}\0${file.format}\0${JSON.stringify(prettierOptionsFor(file.format))}\0${file.content}`);
}

class WorkerPool {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, { resolve: (s: string) => void; reject: (e: Error) => void }>();
  private next = 0;

  constructor(size: number) {
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

/**
 * Format every file. `existing` gives the current text of a path on disk (if any), used with the
 * cache to skip unchanged files. Returns files in the order given.
 */
export async function formatFiles(
  files: EmittedFile[],
  cache: FormatCache,
  existing: (path: string) => Promise<string | undefined>,
): Promise<{ files: FormattedFile[]; formatted: number; reused: number }> {
  const results: (FormattedFile | undefined)[] = new Array(files.length);
  const todo: { index: number; key: string }[] = [];
  let reused = 0;
  await Promise.all(
    files.map(async (file, index) => {
      if (file.format === 'none') return void (results[index] = { path: file.path, content: file.content });
      // Markdown is emitted in prettier's form but for table padding, which is cheap to do here;
      // JSON, and TypeScript marked `final`, are printed in prettier's form by the emitters
      // (emit/json-text.ts).
      if (file.format === 'markdown') return void (results[index] = { path: file.path, content: alignTables(file.content) });
      if (file.format === 'json' || file.final) return void (results[index] = { path: file.path, content: file.content });
      const key = cacheKey(file);
      const known = cache.get(key);
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

  const bytes = todo.reduce((sum, t) => sum + files[t.index]!.content.length, 0);
  const size = Math.min(availableParallelism(), todo.length);
  const pool = bytes > PARALLEL_THRESHOLD_BYTES && size > 1 ? new WorkerPool(size) : undefined;
  try {
    // Largest first, so one big file does not end up last on a busy worker.
    todo.sort((a, b) => files[b.index]!.content.length - files[a.index]!.content.length);
    await Promise.all(
      todo.map(async ({ index, key }) => {
        const file = files[index]!;
        const options = prettierOptionsFor(file.format)!;
        let content: string;
        try {
          content = pool ? await pool.format(file.content, options) : await prettier.format(file.content, options);
        } catch (error) {
          throw new Error(`prettier could not format ${file.path}: ${(error as Error).message.split('\n')[0]}`);
        }
        cache.set(key, hashText(content));
        results[index] = { path: file.path, content };
      }),
    );
  } finally {
    await pool?.close();
  }
  return { files: results as FormattedFile[], formatted: todo.length, reused };
}
