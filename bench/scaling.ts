/**
 * Generation scaling: `sdkgen generate --no-cache` on synthetic manifests of 1,000, 3,000 and
 * 10,000 operations (bench/synthetic-manifest.ts), as whole processes, reporting wall time, peak
 * RSS and milliseconds per operation, so super-linear growth or memory blow-up shows up long
 * before a real API gets that big.
 *
 * Budget: a cold 10k run takes minutes on a 2-core VM, so this section runs last and gets what
 * is left of the overall time budget, shared between sizes. Each size repeats (up to 5 runs) only
 * while another run is expected to fit; a run that would overrun is killed and reported as a
 * lower bound ("> N s"), with the peak RSS reached so far. `--verbose` stage times are parsed even
 * from killed runs, so load+emit ms/op (everything but prettier) is known at every size.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { failureReason, freshFolder, timeNode, WORK } from './process.ts';
import { fmt, log, mib, type Row, summarize } from './stats.ts';
import { writeSyntheticManifest } from './synthetic-manifest.ts';

export const SIZES = [1000, 3000, 10_000];
/**
 * Share of the remaining budget each size gets. 1k gets room for 5 runs and 3k for one full run
 * on a 2-core VM; a cold 10k run needs minutes, so it gets the rest (at least 30 s), which is
 * enough to decide the < 10 s target and to see load+emit time and memory growth.
 */
const SHARES = [0.4, 0.4, 0.2];
const MIN_RUN_MS = 30_000;
const MAX_RUNS = 5;
const GIB = 2 ** 30;

/** `  load          926 ms` → { load: 926 } */
function stageTimes(stderr: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of stderr.matchAll(/^\s+(\S+)\s+(\d+) ms$/gm)) out[m[1]!] = Number(m[2]);
  return out;
}

export async function runScaling(deadline: number): Promise<Row[]> {
  const dir = join(WORK, 'synthetic');
  await mkdir(dir, { recursive: true });
  const rows: Row[] = [];
  let first: { total?: number; loadEmit: number } | undefined;
  for (const [i, size] of SIZES.entries()) {
    const manifest = join(dir, `synthetic-${size}.yaml`);
    await writeSyntheticManifest(size, manifest);
    const remaining = deadline - performance.now();
    const share = SHARES[i]! / SHARES.slice(i).reduce((a, b) => a + b, 0);
    const sizeDeadline = performance.now() + Math.max(0, remaining * share);
    const times: number[] = [];
    const rss: number[] = [];
    let killed: number | undefined;
    let stages: Record<string, number> = {};
    let failed: string | undefined;
    while (times.length < MAX_RUNS) {
      const left = sizeDeadline - performance.now();
      const overall = deadline - performance.now();
      // Always do one run (killed at the deadline); repeat only if another full run fits.
      if (times.length > 0 && left < times.at(-1)! * 1.1) break;
      if (overall < 10_000) {
        failed = 'skipped: the overall time budget was used up by earlier sections';
        break;
      }
      const out = join(await freshFolder(`synthetic-${size}`), 'generated');
      const timeoutMs = Math.min(Math.max(left, MIN_RUN_MS), overall);
      log(`scaling: ${size} ops, run ${times.length + 1} (budget ${(timeoutMs / 1000).toFixed(0)} s)`);
      const run = await timeNode(['generator/bin.js', 'generate', manifest, '--out', out, '--no-cache', '--verbose'], { timeoutMs });
      stages = stageTimes(run.stderr);
      if (run.maxRss) rss.push(run.maxRss);
      if (run.timedOut) {
        killed = run.ms;
        break;
      }
      failed = failureReason(run);
      if (failed) break;
      times.push(run.ms);
    }
    const loadEmit = ['load', 'emit:client', 'emit:server', 'emit:docs', 'emit:openapi'].reduce((s, k) => s + (stages[k] ?? NaN), 0);
    const summary = times.length ? summarize(times) : killed !== undefined ? { runs: 1, median: killed, min: killed, max: killed } : undefined;
    const msPerOp = summary ? summary.median / size : undefined;
    const loadEmitPerOp = loadEmit / size;
    if (i === 0) first = { ...(killed === undefined && msPerOp !== undefined ? { total: msPerOp } : {}), loadEmit: loadEmitPerOp };
    const peak = rss.length ? Math.max(...rss) : undefined;
    const notes = [
      `${killed !== undefined ? '> ' : ''}${msPerOp !== undefined ? fmt(msPerOp) : '?'} ms/op`,
      `peak RSS ${killed !== undefined ? '> ' : ''}${peak ? mib(peak) : '?'}`,
      `load+emit ${Number.isNaN(loadEmitPerOp) ? '?' : fmt(loadEmitPerOp)} ms/op${stages.format ? `, format ${fmt(stages.format / size)} ms/op` : ''}`,
    ];
    if (killed !== undefined) notes.push(`killed at the time budget after ${fmt(killed / 1000)} s`);
    else if (times.length > 0 && times.length < MAX_RUNS) notes.push(`only ${times.length} run${times.length > 1 ? 's' : ''} fit the time budget`);
    // Compare whole runs when both finished; otherwise the stages every run gets through.
    const whole = first?.total !== undefined && killed === undefined && msPerOp !== undefined;
    const growth = !first ? undefined : whole ? msPerOp! / first.total! : loadEmitPerOp / first.loadEmit;
    const linear =
      i === 0 || growth === undefined
        ? undefined
        : {
            text: `near-linear: ${whole ? '' : 'load+emit '}ms/op ≤ 1.25× the 1k run${whole ? '' : ' (format did not finish everywhere)'}`,
            met: Number.isNaN(growth) ? undefined : growth <= 1.25,
          };
    if (linear) notes.push(`${fmt(growth!)}× the 1k ${whole ? '' : 'load+emit '}ms/op`);
    // At 10k the absolute target is the row's target; linearity is still reported in the notes.
    const target =
      size === 10_000
        ? { text: '< 10 s and < 1 GiB peak RSS', met: summary !== undefined && killed === undefined ? summary.median < 10_000 && (peak ?? Infinity) < GIB : false }
        : linear;
    if (size === 10_000 && linear) notes.push(`${linear.text}: ${linear.met === undefined ? '?' : linear.met ? 'met' : 'missed'}`);
    rows.push({
      section: 'Generation scaling',
      name: `sdkgen generate, synthetic ${size.toLocaleString('en-US')} ops, cold`,
      unit: 'ms',
      better: 'lower',
      ...(summary && !failed ? { summary, atLeast: killed !== undefined } : { failed: failed ?? 'no run fitted the time budget' }),
      ...(target ? { target } : {}),
      notes,
    });
  }
  return rows;
}
