/**
 * `npx tsx bench/diff-history.ts [--quick]`: `sdkgen diff` over the real release history of
 * GitHub Enterprise Server (17 OpenAPI documents in node_modules, test/diff/support/history-check.ts),
 * each consecutive pair checked against an independent ground truth read from the raw documents.
 * Prints a Markdown table and writes it to bench/diff-history.md. Each side is loaded once, as
 * `sdkgen diff` loads it (loadInput: import, validate, build the IR). `--quick` stops after three
 * releases and writes nothing; `DIFF_HISTORY_DUMP=dir` also saves each JSON report there. About 5 minutes and 1.7 GB of memory on a 2-core VM.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffApis, type DiffReport } from '../generator/diff/index.ts';
import { loadInput } from '../generator/import/load-input.ts';
import type { Api } from '../generator/ir/types.ts';
import { type PairCheck, checkPair, GHES_RELEASES } from '../test/diff/support/history-check.ts';
import { routeKey } from '../test/diff/support/route-ground-truth.ts';
import { HAND_CHECKED } from './diff-history-checked.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const quick = process.argv.includes('--quick');
const releases = quick ? GHES_RELEASES.slice(0, 3) : GHES_RELEASES;

interface Loaded {
  name: string;
  file: string;
  api: Api;
  /** Route keys of the operations the importer skipped, with its warning. */
  skipped: Map<string, string>;
}

/** Unescapes a JSON Pointer token (`~1` is `/`). */
const token = (t: string) => t.replace(/~1/g, '/').replace(/~0/g, '~');

async function load(release: { name: string; file: string }): Promise<Loaded> {
  const skipped = new Map<string, string>();
  const skippedPaths: { path: string; message: string; methods?: string[] }[] = [];
  const api = await loadInput(join(ROOT, release.file), {
    onWarning: (warning) => {
      if (!/skipped/.test(warning.message)) return;
      const [, paths, path, method] = warning.pointer.split('/');
      if (paths === 'paths' && path !== undefined) skippedPaths.push({ path: token(path), message: warning.message, ...(method ? { methods: [method] } : {}) });
    },
  });
  const document = JSON.parse(readFileSync(join(ROOT, release.file), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  for (const { path, message, methods } of skippedPaths) {
    for (const method of methods ?? Object.keys(document.paths[path] ?? {})) skipped.set(routeKey(method, path), message);
  }
  return { ...release, api, skipped };
}

function explain(key: string, old: Loaded, neu: Loaded): string {
  const why = neu.skipped.get(key) ?? old.skipped.get(key);
  return why ? `\`${key}\`: the importer skips it (“${why}”), so neither the client nor the diff has it` : `\`${key}\`: unexplained`;
}

function row(old: Loaded, neu: Loaded, report: DiffReport, check: PairCheck, notes: string[]): string {
  const pair = `${old.name} → ${neu.name}`;
  const m = check.mismatches;
  const mismatched = [...m.addedOnlyInTruth, ...m.addedOnlyInReport, ...m.removedOnlyInTruth, ...m.removedOnlyInReport];
  for (const key of mismatched) notes.push(`${pair}: ${explain(key, old, neu)}`);
  for (const c of check.operationEntries.unconfirmed) notes.push(`${pair}: raw documents do not confirm ${c.kind} \`${c.where}\``);
  const schemaLevel = check.breaking.filter((c) => !['operation-removed', 'operation-renamed', 'operation-route-moved'].includes(c.kind));
  const checked = HAND_CHECKED.filter((h) => h.pair === pair);
  const present = checked.filter((h) => schemaLevel.some((c) => c.kind === h.kind && c.where === h.where && c.message === h.message));
  for (const h of checked.filter((x) => !present.includes(x))) notes.push(`${pair}: hand-checked entry no longer reported: ${h.kind} \`${h.where}\``);
  const cells = [
    pair,
    `${report.old.operations} / ${report.new.operations} (raw ${check.truth.old} / ${check.truth.new})`,
    check.reported.added.length,
    check.reported.removed.length,
    `${check.truth.added.length} / ${check.truth.removed.length}`,
    mismatched.length === 0 ? '0' : `${mismatched.length} (see below)`,
    `${report.summary.renamed} / ${report.summary.moved}`,
    check.breaking.length,
    `${check.operationEntries.confirmed} of ${check.operationEntries.total}`,
    `${present.filter((h) => h.verdict === 'true').length} of ${present.length} checked (${schemaLevel.length} in all)`,
  ];
  return `| ${cells.join(' | ')} |`;
}

const lines = [
  '| pair | operations old / new | added | removed | ground truth added / removed | mismatches | renamed / moved | breaking entries | operation entries confirmed by the raw documents | schema entries verified true by hand |',
  '|---|---|---|---|---|---|---|---|---|---|',
];
console.log(lines.join('\n'));
const notes: string[] = [];
/** Route key → releases whose import skipped it (the "raw" counts include them). */
const skippedIn = new Map<string, string[]>();
let previous: Loaded | undefined;
for (const release of releases) {
  const current = await load(release);
  for (const key of current.skipped.keys()) skippedIn.set(key, [...(skippedIn.get(key) ?? []), current.name]);
  if (previous) {
    const report = diffApis(previous.api, current.api);
    if (process.env.DIFF_HISTORY_DUMP) writeFileSync(join(process.env.DIFF_HISTORY_DUMP, `${previous.name}_${current.name}.json`), JSON.stringify(report, null, 1));
    lines.push(row(previous, current, report, checkPair(join(ROOT, previous.file), join(ROOT, current.file), report), notes));
    console.log(lines.at(-1));
  }
  previous = current;
}
for (const [key, names] of skippedIn) notes.push(`\`${key}\` is skipped by the importer in ${names.length === releases.length ? 'every release' : names.join(', ')}: ${previous!.skipped.get(key) ?? 'see its warning'}`);
for (const note of notes) console.log(`- ${note}`);
if (!quick) {
  const text = [
    '# `sdkgen diff` over the GitHub Enterprise Server release history',
    '',
    `\`npx tsx bench/diff-history.ts\` on ${new Date().toISOString().slice(0, 10)}. Each side is loaded as \`sdkgen diff\` loads it. The ground truth`,
    'lists operations by method and route, path parameter names erased, straight from the raw documents',
    '(test/diff/support/route-ground-truth.ts). A move counts as the old route removed and the new one added.',
    'Operation entries (removed, renamed, moved) are confirmed against the raw routes and operationIds;',
    'schema entries were checked by hand against the raw documents (bench/diff-history-checked.ts).',
    'ghes-3.8 → ghes-3.17 spans nine releases and two sources (APIs.guru, then Octokit).',
    '',
    ...lines,
    '',
    ...(notes.length > 0 ? ['Notes:', '', ...notes.map((n) => `- ${n}`), ''] : []),
  ];
  writeFileSync(join(ROOT, 'bench/diff-history.md'), text.join('\n'));
}
