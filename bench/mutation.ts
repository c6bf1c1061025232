/**
 * `npm run mutate [-- file…]`: runs Stryker (stryker.config.mjs) over the runtime, the manifest
 * checks and the import schema conversion, or over the files given, then writes the per-file
 * scores to bench/mutation.md (see mutation-table.ts). Not part of `npm test`: a full run
 * takes hours on 2 cores; one file takes one to a few minutes.
 *
 * `npm run mutate -- --table-only` rewrites the table from the last report without running.
 * `npm run mutate -- --concurrency=2 …` runs that many test runners (the config's, 1, by default);
 * the table's "Last run" line says which.
 * `npm run mutate -- --stale` runs only the files whose source changed since their row was
 * measured (by the row's source hash; rows without one count as changed), and the files the
 * config mutates that have no row yet.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './process.ts';
import { mergeScores, parseTable, renderTable, scoresOf, staleFiles } from './mutation-table.ts';

const REPORT = join(ROOT, 'reports', 'mutation', 'mutation.json');
const TABLE = join(ROOT, 'bench', 'mutation.md');
const TARGET = 90;

const args = process.argv.slice(2);
const tableOnly = args.includes('--table-only');
const files = args.filter((arg) => !arg.startsWith('--'));
if (args.includes('--stale')) {
  const rows = existsSync(TABLE) ? parseTable(readFileSync(TABLE, 'utf8')) : [];
  const current = (file: string) => (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : undefined);
  files.push(...staleFiles(rows, current, await configuredFiles()));
  if (files.length === 0) {
    console.log('bench/mutation.md: every row was measured on the current source; nothing to run');
    process.exit(0);
  }
  console.log(`stale rows: ${files.join(', ')}`);
}

/** stryker.config.mjs, for the files it mutates and its concurrency. */
async function strykerConfig(): Promise<{ mutate: string[]; concurrency?: number }> {
  return ((await import(pathToFileURL(join(ROOT, 'stryker.config.mjs')).href)) as { default: { mutate: string[]; concurrency?: number } }).default;
}

/** The files stryker.config.mjs mutates. Its patterns are `folder/*.ts` and `!folder/file.ts`. */
async function configuredFiles(): Promise<string[]> {
  const config = await strykerConfig();
  const excluded = new Set(config.mutate.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1)));
  return config.mutate
    .filter((pattern) => !pattern.startsWith('!'))
    .flatMap((pattern) => {
      const match = /^(.*)\/\*(\.\w+)$/.exec(pattern);
      if (!match) throw new Error(`stryker.config.mjs: --stale reads only folder/*.ext patterns, not ${pattern}`);
      const [, folder, extension] = match;
      return readdirSync(join(ROOT, folder!)).filter((name) => name.endsWith(extension!)).map((name) => `${folder}/${name}`);
    })
    .filter((file) => !excluded.has(file));
}

const requested = args.find((arg) => arg.startsWith('--concurrency='));
const concurrency = requested ? Number(requested.slice('--concurrency='.length)) : ((await strykerConfig()).concurrency ?? 1);
if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`--concurrency: expected a whole number of test runners, got ${requested}`);

const started = Date.now();
if (!tableOnly) {
  const stryker = join(ROOT, 'node_modules', '.bin', 'stryker');
  const run = spawnSync(stryker, ['run', '--concurrency', String(concurrency), ...(files.length ? ['--mutate', files.join(',')] : [])], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`stryker exited with ${run.status ?? run.signal}; bench/mutation.md is unchanged`);
    process.exit(1);
  }
}
if (!existsSync(REPORT)) {
  console.error(`no report at ${REPORT}: run npm run mutate first`);
  process.exit(1);
}

const today = new Date().toISOString().slice(0, 10);
const latest = scoresOf(JSON.parse(readFileSync(REPORT, 'utf8')), today);
const earlier = existsSync(TABLE) ? parseTable(readFileSync(TABLE, 'utf8')) : [];
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const lastRun = tableOnly
  ? `${today}, table rewritten from the last report (${latest.length} file${latest.length === 1 ? '' : 's'})`
  : `${today}, ${latest.length} file${latest.length === 1 ? '' : 's'} in ${minutes} min, Node ${process.versions.node}, concurrency ${concurrency}`;
writeFileSync(TABLE, renderTable(mergeScores(earlier, latest), lastRun, TARGET));
console.log(`bench/mutation.md: ${latest.map((row) => `${row.file} ${row.score.toFixed(1)}%`).join(', ')}`);
