/**
 * One stage of `generate`: timed under `--verbose` (through `log`) and announced to the progress
 * reporter with what it produced ("client… 245 files").
 */
import type { Progress } from './progress.ts';

export interface StageReporting {
  log?: (line: string) => void;
  progress?: Progress;
}

export interface Stage<T> {
  /** The name `--verbose` times it under. */
  stage: string;
  /** What progress calls it while it runs, and how it sums up its result. */
  label: string;
  summary: (result: T) => string;
}

export async function timed<T>({ log, progress }: StageReporting, { stage, label, summary }: Stage<T>, run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  progress?.start(label);
  const result = await run();
  log?.(`${stage.padEnd(10)} ${(performance.now() - start).toFixed(0).padStart(6)} ms`);
  progress?.done(summary(result));
  return result;
}

/** "1 file", "245 files": of a list, or of a count. */
export function fileCount(files: readonly unknown[] | number): string {
  const count = typeof files === 'number' ? files : files.length;
  return `${count} file${count === 1 ? '' : 's'}`;
}
