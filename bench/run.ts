/**
 * `npm run bench`: runs every section in turn, prints the Markdown table and writes it, with the
 * machine description and the profiles of missed targets, to bench/results.md.
 *
 * The whole run must stay under 10 minutes on a 2-core machine, so the fixed-cost sections
 * (generation vs peers, profiles, router, client, server, bundle size; about 4 minutes) run
 * first, and generation scaling, whose cost grows with manifest size, runs last with whatever is
 * left of a {@link BUDGET_S}-second budget. Sections load lazily (`import()`), so one that fails
 * (say, the server runtime changed its API) becomes a failed row instead of ending the run.
 * Temporary output goes to bench/.work/ (gitignored) and is removed at the end.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import type { ProfileSummary } from './profile.ts';
import { ROOT, timeNode, WORK } from './process.ts';
import { renderReport, table } from './report.ts';
import { log, type Row, since } from './stats.ts';

/** Everything, including the report, must end before 10 min; keep a margin for a slow exit. */
const BUDGET_S = 540;
const GENERATION_RUNS = 5;

const started = new Date();
const t0 = performance.now();
const loadAtStart = loadavg();
const rows: Row[] = [];
const profiles: ProfileSummary[] = [];
const warnings: string[] = [];

async function section(name: string, run: () => Promise<void>): Promise<void> {
  const start = performance.now();
  log(`── ${name} (at ${since(t0)})`);
  try {
    await run();
  } catch (error) {
    log(`${name} failed: ${(error as Error).stack}`);
    rows.push({ section: name, name: '(whole section)', unit: '', better: 'lower', failed: (error as Error).message.split('\n')[0]!.slice(0, 200) });
  }
  log(`   ${name} took ${since(start)}`);
}

/** Files that differ between two output folders (relative paths), to spot a stale generated/ica. */
async function differing(a: string, b: string): Promise<string[]> {
  const list = async (dir: string): Promise<string[]> =>
    (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
  const [left, right] = await Promise.all([list(a), list(b)]);
  const all = [...new Set([...left, ...right])];
  const out: string[] = [];
  for (const f of all) {
    const [x, y] = await Promise.all([readFile(join(a, f), 'utf8').catch(() => undefined), readFile(join(b, f), 'utf8').catch(() => undefined)]);
    if (x !== y) out.push(f);
  }
  return out;
}

await rm(WORK, { recursive: true, force: true });
await mkdir(WORK, { recursive: true });

// The bin runs the compiled CLI only when dist/ is at least as new as the sources: build it, so
// every row measures what an installed sdkgen runs.
const build = await timeNode(['scripts/build-cli.mjs']);
if (build.code !== 0) throw new Error(`npm run build failed:\n${build.stderr}`);

// The client, server and router sections use generated/ica; on a checkout without it, make it.
if (!existsSync(join(ROOT, 'generated/ica/openapi.json'))) {
  log('generated/ica is missing: running sdkgen generate first');
  const made = await timeNode(['generator/bin.js', 'generate', 'manifest/ica.yaml']);
  if (made.code !== 0) throw new Error(`sdkgen generate failed:\n${made.stderr}`);
}

await section('Generation', async () => {
  const { runGeneration, coldArgs, warmArgs } = await import('./generation.ts');
  const { profileRun } = await import('./profile.ts');
  const result = await runGeneration(GENERATION_RUNS);
  rows.push(...result.rows);
  const warm = join(WORK, 'gen', 'sdkgen-warm');
  if (existsSync(warm)) {
    const stale = await differing(warm, join(ROOT, 'generated/ica'));
    if (stale.length) warnings.push(`generated/ica differs from what the current generator writes (${stale.length} files, e.g. ${stale.slice(0, 3).join(', ')}); the client, server, router and bundle rows measured generated/ica as it is. Run \`npm run generate\`.`);
  }
  for (const row of result.rows.filter((r) => r.name.startsWith('sdkgen') && r.target?.met === false)) {
    const cold = row.name.includes('cold');
    log(`profiling the ${cold ? 'cold' : 'warm'} generation run`);
    profiles.push(await profileRun(`sdkgen generate, ICA, ${cold ? 'cold (--no-cache)' : 'warm (format cache)'}, one run under --cpu-prof`, cold ? coldArgs() : warmArgs(), 12, 'generator/'));
  }
});

await section('Start-up', async () => {
  rows.push(...(await (await import('./startup.ts')).runStartup()));
});

await section('Router', async () => {
  const result = await (await import('./router.ts')).runRouter();
  rows.push(...result.rows);
  profiles.push(...result.profiles);
});

await section('Client overhead', async () => {
  const result = await (await import('./client-overhead.ts')).runClientOverhead();
  rows.push(...result.rows);
  profiles.push(...result.profiles);
});

await section('Server throughput', async () => {
  const result = await (await import('./server-throughput.ts')).runServerThroughput();
  rows.push(...result.rows);
  profiles.push(...result.profiles);
});

await section('Bundle size', async () => {
  rows.push(...(await (await import('./bundle-size.ts')).runBundleSize()));
});

await section('Real descriptions', async () => {
  rows.push(...(await (await import('./real-descriptions.ts')).runRealDescriptions()));
});

await section('Wider sample', async () => {
  rows.push(...(await (await import('./wider-sample.ts')).runWiderSample()));
});

await section('Generation scaling', async () => {
  rows.push(...(await (await import('./scaling.ts')).runScaling(t0 + BUDGET_S * 1000)));
});

// Generation scaling rows read best next to the other generation rows.
const order = ['Generation', 'Real descriptions', 'Wider sample', 'Generation scaling', 'Start-up', 'Client overhead', 'Server throughput', 'Router', 'Bundle size'];
rows.sort((a, b) => (order.indexOf(a.section) + 99) % 99 - (order.indexOf(b.section) + 99) % 99);

await rm(WORK, { recursive: true, force: true });
const totalSeconds = (performance.now() - t0) / 1000;
const markdown = renderReport({ started, totalSeconds, loadAtStart, rows, profiles, warnings });
await writeFile(join(ROOT, 'bench', 'results.md'), `${markdown}\n`);
process.stdout.write(`${table(rows)}\n\nTotal ${totalSeconds.toFixed(0)} s. Written to bench/results.md.\n`);
