/**
 * Turns the rows and profiles into `bench/results.md`: the machine it ran on (a number means
 * little without it, and the load average says whether the box was shared), one table with every
 * row's median/min/max, ratios against peers and target verdict, then for every missed target
 * the evidence of why (CPU profile summaries).
 */
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';
import type { ProfileSummary } from './profile.ts';
import { fmt, type Row } from './stats.ts';

export interface Report {
  started: Date;
  totalSeconds: number;
  loadAtStart: number[];
  rows: Row[];
  profiles: ProfileSummary[];
  warnings: string[];
}

export function machine(loadAtStart: number[]): string[] {
  const cpu = cpus();
  return [
    `- CPU: ${cpu[0]?.model ?? 'unknown'} × ${cpu.length} cores`,
    `- Memory: ${fmt(totalmem() / 2 ** 30)} GiB (${fmt(freemem() / 2 ** 30)} GiB free at the end)`,
    `- Node ${process.version} on ${platform()} ${release()}`,
    `- Load average (1/5/15 min) at start ${loadAtStart.map((l) => l.toFixed(2)).join(' / ')}, at end ${loadavg().map((l) => l.toFixed(2)).join(' / ')}` +
      (loadAtStart[0]! > cpu.length * 0.5 ? ' — the machine was busy with other work: expect noise' : ''),
  ];
}

function value(v: number, unit: string, atLeast = false): string {
  const prefix = atLeast ? '> ' : '';
  if (unit === 'ms') return prefix + (v >= 1000 ? `${fmt(v / 1000)} s` : `${fmt(v)} ms`);
  if (unit === 'bytes') return `${prefix}${Math.round(v).toLocaleString('en-US')} B`;
  if (unit === 'lookups/s') return `${prefix}${fmt(v / 1e6)} M/s`;
  if (unit === 'µs/call') return `${prefix}${fmt(v)} µs`;
  return `${prefix}${fmt(v)} ${unit}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function table(rows: Row[]): string {
  const head = '| Section | Benchmark | Runs | Median | Min | Max | sdkgen ÷ peer | Target | Met | Notes |\n|---|---|---:|---:|---:|---:|---|---|:-:|---|';
  const lines = rows.map((r) => {
    const s = r.summary;
    const stats = r.failed
      ? ['—', `**failed**: ${r.failed}`, '', '']
      : [String(s!.runs), value(s!.median, r.unit, r.atLeast), value(s!.min, r.unit, r.atLeast), value(s!.max, r.unit, r.atLeast)];
    const ratios = (r.ratios ?? []).map((x) => `${fmt(x.value)}× ${x.peer}`).join('<br>');
    const met = r.target ? (r.target.met === undefined ? '?' : r.target.met ? '✅' : '❌') : '';
    return `| ${[r.section, r.name, ...stats, ratios, r.target?.text ?? '', met, (r.notes ?? []).join('; ')].map(cell).join(' | ')} |`;
  });
  return [head, ...lines].join('\n');
}

function profileBlock(p: ProfileSummary): string {
  const pct = (ms: number) => `${((ms / p.totalMs) * 100).toFixed(0)}%`;
  const lines = [
    `#### ${p.label}`,
    '',
    `Wall ${fmt(p.wallMs / 1000)} s; ${fmt(p.totalMs / 1000)} s of CPU self time over ${p.threads} thread(s)` +
      (p.prettierMs > 0 ? `; prettier (all plugins) ${fmt(p.prettierMs / 1000)} s = ${pct(p.prettierMs)}` : '') +
      (p.own ? `; code under \`${p.own.prefix}\` ${fmt(p.own.ms)} ms = ${pct(p.own.ms)}` : '') +
      '.',
    '',
    `By kind of work: ${p.categories.map(([name, ms]) => `${name} ${pct(ms)}`).join(', ')}.`,
    '',
    '| Module (self time) | ms | share |',
    '|---|---:|---:|',
    ...p.byModule.map(([name, ms]) => `| ${cell(name)} | ${fmt(ms)} | ${pct(ms)} |`),
    '',
    `Top functions: ${p.byFunction.slice(0, 8).map(([name, ms]) => `\`${name}\` ${fmt(ms)} ms`).join(', ')}.`,
  ];
  return lines.join('\n');
}

export function renderReport(report: Report): string {
  const missed = report.rows.filter((r) => r.target && r.target.met !== true);
  return [
    '# sdkgen benchmarks',
    '',
    `Produced by \`npm run bench\` (bench/run.ts) on ${report.started.toISOString()}; the whole run took ${fmt(report.totalSeconds)} s. See bench/README.md for what each row measures.`,
    '',
    ...machine(report.loadAtStart),
    '',
    ...(report.warnings.length ? ['**Warnings**', '', ...report.warnings.map((w) => `- ${w}`), ''] : []),
    '## Results',
    '',
    'Median, min and max are over the runs counted in "Runs". "sdkgen ÷ peer" divides medians: for times, µs and bytes below 1 is better; for req/s and lookups/s above 1 is better.',
    '',
    table(report.rows),
    '',
    `## Targets: ${report.rows.filter((r) => r.target?.met === true).length} met, ${missed.length} missed`,
    '',
    ...missed.map((r) => `- ❌ **${r.section} — ${r.name}**: target ${r.target!.text}; got ${r.summary ? value(r.summary.median, r.unit, r.atLeast) : r.failed}${r.ratios?.length ? ` (${r.ratios.map((x) => `${fmt(x.value)}× ${x.peer}`).join(', ')})` : ''}.`),
    '',
    ...(report.profiles.length ? ['## Why: CPU profiles of the missed targets', '', ...report.profiles.map(profileBlock).flatMap((b) => [b, ''])] : []),
  ].join('\n');
}
