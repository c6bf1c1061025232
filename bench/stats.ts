/**
 * The numbers every section reports, and the row shape the report prints.
 *
 * Medians rather than means: a benchmark on a shared 2-core machine has one-sided noise (a GC
 * pause or a background process only ever makes a run slower), and the median ignores those
 * outliers while min and max still show them. Ratios are always "sdkgen ÷ peer" of the medians,
 * so for times below 1 is better and for throughputs above 1 is better; the row says which.
 */

export interface Summary {
  runs: number;
  median: number;
  min: number;
  max: number;
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { runs: sorted.length, median, min: sorted[0]!, max: sorted.at(-1)! };
}

/** Whether bigger numbers are better (req/s, ops/s) or smaller (ms, µs, bytes). */
export type Better = 'lower' | 'higher';

export interface Ratio {
  peer: string;
  /** sdkgen median ÷ peer median. */
  value: number;
}

export interface Target {
  text: string;
  /** `undefined` when the row could not be measured. */
  met: boolean | undefined;
}

/** One line of the results table. */
export interface Row {
  section: string;
  name: string;
  unit: string;
  better: Better;
  summary?: Summary;
  /** The run was stopped at its time budget: the numbers are lower bounds. */
  atLeast?: boolean;
  /** Set instead of `summary` when the tool failed; the reason goes into the table. */
  failed?: string;
  ratios?: Ratio[];
  target?: Target;
  /** Anything else worth a column: peak RSS, ms/op, refused routes… */
  notes?: string[];
}

export function ratio(peer: string, ours: Summary | undefined, theirs: Summary | undefined): Ratio[] {
  return ours && theirs && theirs.median > 0 ? [{ peer, value: ours.median / theirs.median }] : [];
}

/** A number with 3 significant digits and thousands separators, e.g. `1,234` or `0.0123`. */
export function fmt(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const mib = (bytes: number) => `${fmt(bytes / 2 ** 20)} MiB`;

/** Run `task` `count` times after `warmup` discarded runs; returns the kept samples. */
export async function sample(count: number, task: (run: number) => Promise<number> | number, warmup = 0): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await task(-1 - i);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(await task(i));
  return out;
}

/**
 * Interleave several contenders (A B C A B C …) so slow drift of the machine (thermal, other
 * processes, GC of the harness) spreads evenly over all of them instead of hitting one.
 */
export async function alternate<K extends string>(
  runs: number,
  contenders: Record<K, () => Promise<number>>,
): Promise<Record<K, number[]>> {
  const keys = Object.keys(contenders) as K[];
  const out = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < runs; i++) {
    // Rotate the starting contender so none is always first after a pause.
    for (let j = 0; j < keys.length; j++) {
      const key = keys[(i + j) % keys.length]!;
      out[key].push(await contenders[key]());
    }
  }
  return out;
}

/** Seconds since `start` (a `performance.now()` value), for progress lines. */
export const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

export function log(line: string): void {
  process.stderr.write(`[bench] ${line}\n`);
}
