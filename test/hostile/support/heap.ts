/**
 * Heap measurements inside a vitest worker, which runs without `--expose-gc`: the flag can
 * still be set at run time, and `gc` fetched from a fresh context that sees it.
 */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';

let gc: (() => void) | undefined;

export function forceGc(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}

export const MB = 1024 * 1024;

/** Heap growth while `task` runs, measured after a full GC before and without one after: an upper bound. */
export async function heapGrowthOf<T>(task: () => Promise<T>): Promise<{ result: T; growth: number }> {
  forceGc();
  const before = process.memoryUsage().heapUsed;
  const result = await task();
  return { result, growth: process.memoryUsage().heapUsed - before };
}
