/**
 * Turns Stryker's JSON report (mutation-testing-report-schema: `files[path].mutants[].status`)
 * into the per-file score table of bench/mutation.md, merged with the rows of earlier runs: a
 * quick run over a few files replaces only their rows.
 *
 * Each row keeps a short hash of the source the run mutated, so `npm run mutate -- --stale`
 * can re-run exactly the files that changed since (or were measured before hashes were kept).
 *
 * Score as Stryker counts it: detected (killed + timeout) over valid mutants (detected +
 * survived + no coverage); ignored mutants and compile/runtime errors count in neither.
 */
import { createHash } from 'node:crypto';

export interface FileScore {
  file: string;
  score: number;
  killed: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  /** The date of the run that measured this row (YYYY-MM-DD). */
  date: string;
  /** `sourceHash` of the file as that run mutated it; absent in rows from before hashes were kept. */
  source?: string;
}

interface MutationReport {
  files: Record<string, { source?: string; mutants: { status: string }[] }>;
}

/** A short content hash: a row whose hash differs from the file's was measured on other code. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** One row per mutated file of the report, scored. */
export function scoresOf(report: MutationReport, date: string): FileScore[] {
  return Object.entries(report.files).map(([file, { mutants, source }]) => {
    const count = (...statuses: string[]) => mutants.filter((m) => statuses.includes(m.status)).length;
    const killed = count('Killed', 'Timeout');
    const survived = count('Survived');
    const noCoverage = count('NoCoverage');
    const valid = killed + survived + noCoverage;
    const row: FileScore = { file, score: valid === 0 ? 100 : (100 * killed) / valid, killed, survived, noCoverage, ignored: count('Ignored'), date };
    if (source !== undefined) row.source = sourceHash(source);
    return row;
  });
}

const HEADER = ['file', 'score', 'killed', 'survived', 'no coverage', 'ignored', 'measured', 'source'];

/** Rows of a table this module wrote earlier (so a partial run keeps the other files' rows). */
export function parseTable(markdown: string): FileScore[] {
  const rows: FileScore[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    const file = /^`(.+)`$/.exec(cells[0] ?? '')?.[1];
    // Tables from before the source column have one cell fewer.
    if ((cells.length !== HEADER.length && cells.length !== HEADER.length - 1) || !file) continue;
    const [score, killed, survived, noCoverage, ignored] = cells.slice(1, 6).map((cell) => Number.parseFloat(cell));
    const row: FileScore = { file, score: score!, killed: killed!, survived: survived!, noCoverage: noCoverage!, ignored: ignored!, date: cells[6]! };
    if (cells[7]) row.source = cells[7].replaceAll('`', '');
    rows.push(row);
  }
  return rows;
}

/** Earlier rows, with this run's rows replacing those of the same files; sorted by path. */
export function mergeScores(earlier: FileScore[], latest: FileScore[]): FileScore[] {
  const byFile = new Map(earlier.map((row) => [row.file, row]));
  for (const row of latest) byFile.set(row.file, row);
  return [...byFile.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The rows measured on other code than `current` (path → its source text) holds now, or of
 * unknown code, then the `expected` files (those the config mutates) that have no row yet.
 */
export function staleFiles(rows: FileScore[], current: (file: string) => string | undefined, expected: readonly string[] = []): string[] {
  const stale = rows.filter((row) => {
    const text = current(row.file);
    return text !== undefined && row.source !== sourceHash(text);
  }).map((row) => row.file);
  const measured = new Set(rows.map((row) => row.file));
  return [...stale, ...expected.filter((file) => !measured.has(file))];
}

/** The whole bench/mutation.md: what it is, the last run, and the table. */
export function renderTable(rows: FileScore[], lastRun: string, target: number): string {
  const below = rows.filter((row) => row.score < target);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    '# Mutation scores',
    '',
    `\`npm run mutate\` (Stryker, config in \`stryker.config.mjs\`) writes this table; a run over some files replaces only their rows. Target: ≥ ${target}% per file.`,
    '',
    `Last run: ${lastRun}`,
    '',
    `${rows.length} file${rows.length === 1 ? '' : 's'}, ${below.length} below ${target}%${below.length ? `: ${below.map((row) => `\`${row.file}\``).join(', ')}` : ''}.`,
    '',
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...rows.map((row) =>
      line([`\`${row.file}\``, `${row.score.toFixed(1)}%${row.score < target ? ' ❌' : ''}`, ...[row.killed, row.survived, row.noCoverage, row.ignored].map(String), row.date, row.source ? `\`${row.source}\`` : '']),
    ),
    '',
  ].join('\n');
}
