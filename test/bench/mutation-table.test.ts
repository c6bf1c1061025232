/**
 * The mutation score table (bench/mutation-table.ts): a report scored per file with the hash of
 * the source it mutated, the table read back (old tables without the source column too), and
 * which rows were measured on code that has changed since.
 */
import { describe, expect, it } from 'vitest';
import { mergeScores, parseTable, renderTable, scoresOf, sourceHash, staleFiles } from '../../bench/mutation-table.ts';

const report = {
  files: {
    'a.ts': { source: 'const a = 1;\n', mutants: [{ status: 'Killed' }, { status: 'Timeout' }, { status: 'Survived' }, { status: 'Ignored' }] },
    'b.ts': { source: 'const b = 2;\n', mutants: [{ status: 'NoCoverage' }, { status: 'Killed' }] },
  },
};

describe('mutation table', () => {
  it('scores each file and keeps a hash of the source it mutated', () => {
    expect(scoresOf(report, '2026-11-25')).toEqual([
      { file: 'a.ts', score: (100 * 2) / 3, killed: 2, survived: 1, noCoverage: 0, ignored: 1, date: '2026-11-25', source: sourceHash('const a = 1;\n') },
      { file: 'b.ts', score: 50, killed: 1, survived: 0, noCoverage: 1, ignored: 0, date: '2026-11-25', source: sourceHash('const b = 2;\n') },
    ]);
  });

  it('reads back what it wrote, and old tables without the source column', () => {
    const rows = scoresOf(report, '2026-11-25');
    const written = renderTable(rows, 'today', 90);
    expect(parseTable(written).map(({ file, source }) => ({ file, source }))).toEqual(rows.map(({ file, source }) => ({ file, source })));
    const old = '| file | score | killed | survived | no coverage | ignored | measured |\n| `c.ts` | 95.0% | 19 | 1 | 0 | 0 | 2026-11-24 |\n';
    expect(parseTable(old)).toEqual([{ file: 'c.ts', score: 95, killed: 19, survived: 1, noCoverage: 0, ignored: 0, date: '2026-11-24' }]);
  });

  it('names the rows measured on other code, or on code of unknown hash, but not files that are gone', () => {
    const rows = mergeScores(parseTable('| `c.ts` | 95.0% | 19 | 1 | 0 | 0 | 2026-11-24 |\n| `gone.ts` | 95.0% | 19 | 1 | 0 | 0 | 2026-11-24 |'), scoresOf(report, '2026-11-25'));
    const now: Record<string, string> = { 'a.ts': 'const a = 1;\n', 'b.ts': 'const b = 3;\n', 'c.ts': 'x' };
    expect(staleFiles(rows, (file) => now[file])).toEqual(['b.ts', 'c.ts']);
  });

  it('adds the files the config mutates that have no row yet', () => {
    const rows = scoresOf(report, '2026-11-25');
    const now: Record<string, string> = { 'a.ts': 'const a = 1;\n', 'b.ts': 'const b = 2;\n', 'new.ts': 'n' };
    expect(staleFiles(rows, (file) => now[file], ['a.ts', 'b.ts', 'new.ts'])).toEqual(['new.ts']);
  });
});
