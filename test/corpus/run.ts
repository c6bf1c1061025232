/**
 * `npm run corpus [name...]`: import, generate and type-check every description of the
 * real-world corpus (or the named ones), then print a Markdown table and write it to
 * bench/corpus.md. Exit 1 when any entry fails.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkEntry, type EntryResult, passed } from './check-entry.ts';
import { CORPUS } from './entries.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

function row(result: EntryResult): string {
  const warnings = Object.entries(result.warnings ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${count}× ${kind}`)
    .join('; ');
  const total = Object.values(result.warnings ?? {}).reduce((sum, n) => sum + n, 0);
  const outcome = passed(result)
    ? '✅'
    : result.stage !== 'done'
      ? `❌ ${result.stage}: ${result.error}`
      : `❌ tsc client ${result.tsc!.client}; server ${result.tsc!.server}`;
  const cells = [
    result.name,
    result.operations ?? '',
    result.schemas ?? '',
    total ? `${total}: ${warnings}` : '0',
    result.generateMs !== undefined ? `${(result.generateMs / 1000).toFixed(1)} s` : '',
    `${result.peakRssMb} MB`,
    outcome,
  ];
  return `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|').replace(/\n/g, ' ')).join(' | ')} |`;
}

const wanted = process.argv.slice(2);
const entries = wanted.length ? CORPUS.filter((entry) => wanted.includes(entry.name)) : CORPUS;
const work = mkdtempSync(join(ROOT, '.tmp-corpus-'));
const lines = [
  '| description | operations | schemas | warnings by kind | generate | peak RSS | result |',
  '|---|---|---|---|---|---|---|',
];
console.log(lines.join('\n'));
let failures = 0;
try {
  for (const entry of entries) {
    const result = await checkEntry(entry, join(work, entry.name));
    if (!passed(result)) failures++;
    lines.push(row(result));
    console.log(lines.at(-1));
    rmSync(join(work, entry.name), { recursive: true, force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
const summary = `${entries.length - failures} passed, ${failures} failed`;
console.log(`\n${summary}`);
if (!wanted.length) {
  const header = `# Real-world corpus\n\n\`npm run corpus\` on ${new Date().toISOString().slice(0, 10)}: ${summary}.\n\n`;
  writeFileSync(join(ROOT, 'bench/corpus.md'), `${header}${lines.join('\n')}\n`);
}
process.exitCode = failures ? 1 : 0;
