/**
 * Manifests built to exhaust memory or time: an alias bomb, an alias amplification and a 50 MB
 * file. All must be refused before the damage is done, in this process, with bounded heap
 * growth. Elapsed times are printed, never asserted.
 */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Document } from 'yaml';
import { aliasExpansionLimit, measureAliasExpansion } from '../../generator/manifest/alias-expansion.ts';
import { loadApi } from '../../generator/ir/build.ts';
import { ManifestError } from '../../generator/manifest/diagnostic.ts';
import { tempDir } from '../helpers/tmp.ts';
import { heapGrowthOf, MB } from './support/heap.ts';
import { BASE, billionLaughs, edit } from './support/manifest-text.ts';
import { expectRefusedInProcess, prepare } from './support/refusal.ts';

/** Far below what expanding any of these would need, far above what refusing them costs. */
const HEAP_BUDGET = 200 * MB;
const dir = tempDir('hostile-limits');

async function refuseWithinBudget(name: string, text: string | ((file: string) => void), at?: string) {
  const workspace = prepare(dir, name, text);
  const started = performance.now();
  const { result: error, growth } = await heapGrowthOf(() => expectRefusedInProcess(workspace, typeof text === 'string' ? text : '', at));
  console.log(`${name}: refused in ${(performance.now() - started).toFixed(0)} ms, heap +${(growth / MB).toFixed(1)} MB`);
  expect(growth).toBeLessThan(HEAP_BUDGET);
  return error;
}

describe('resource exhaustion', () => {
  it('refuses a billion-laughs alias bomb (9^9 nodes) with bounded memory', async () => {
    // Refused at the alias with which the repeated text passes the limit.
    const error = await refuseWithinBudget('billion-laughs', billionLaughs(), '  g: &g');
    expect(error.diagnostics[0]!.message).toMatch(/alias/i);
  });

  // The alias-bomb guard counts alias *references* (yaml's maxAliasCount), not the nodes they
  // stand for: a few hundred aliases of one big anchored list multiply the data unchecked.
  it('refuses an alias amplification (a 5000-value enum aliased 400 times: 2M values from 40 KB)', async () => {
    const values = Array.from({ length: 5000 }, (_, i) => `v${i}`).join(',');
    const properties = Array.from({ length: 400 }, (_, i) =>
      i === 0 ? `      p0: { type: string, enum: &values [${values}] }` : `      p${i}: { type: string, enum: *values }`,
    ).join('\n');
    const text = edit('      name: { type: string }\n', `      name: { type: string }\n${properties}\n`);
    const file = join(dir, 'amplification.yaml');
    writeFileSync(file, text);
    const started = performance.now();
    const { result, growth } = await heapGrowthOf(() => loadApi(file).then(() => 'accepted', (e: unknown) => e));
    console.log(`alias amplification: ${String(result).split('\n')[0]} after ${(performance.now() - started).toFixed(0)} ms, heap +${(growth / MB).toFixed(1)} MB`);
    expect(result).toBeInstanceOf(ManifestError);
  });

  // 50 aliases of one 1 MiB description are few nodes but 50 MiB of docs, types and export.
  it('refuses a 1 MiB description aliased 50 times, at an alias, by the bytes it repeats', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const properties = Array.from({ length: 50 }, (_, i) => `      p${i}: { type: string, description: ${i === 0 ? `&big "${big}"` : '*big'} }`).join('\n');
    const text = edit('      name: { type: string }\n', `      name: { type: string }\n${properties}\n`);
    const error = await refuseWithinBudget('aliased-description', text);
    expect(error.diagnostics).toHaveLength(1);
    expect(error.diagnostics[0]!.message).toMatch(/alias/i);
    expect(text.split('\n')[error.diagnostics[0]!.line - 1]).toMatch(/^ {6}p\d+: \{ type: string, description: \*big \}$/);
  });

  // Without aliases nothing is repeated, however big the manifest: the guard counts alias bytes, not nodes.
  it('lets 100,000 operations without aliases past the alias guard', { timeout: 60_000 }, () => {
    const operations = Array.from({ length: 100_000 }, (_, i) => ({ name: `op_${i}`, method: 'GET', path: `/api/r${i}`, group: 'Items', summary: `Operation ${i}.` }));
    const document = new Document({ sdkgen: 1, id: 'big', operations }) as unknown as Document.Parsed;
    expect(measureAliasExpansion(document, aliasExpansionLimit(8 * MB))).toEqual({ addedBytes: 0 });
  });

  it('refuses an 80 MB manifest by its size, without reading it', async () => {
    // Written at test time, never committed: the valid base padded with comment lines.
    const writeEightyMb = (file: string) => {
      const fd = openSync(file, 'w');
      writeSync(fd, BASE);
      const padding = Buffer.from(`# ${'padding '.repeat(127)}\n`);
      for (let written = BASE.length; written < 80 * MB; written += padding.length) writeSync(fd, padding);
      closeSync(fd);
    };
    const error = await refuseWithinBudget('eighty-mb', writeEightyMb);
    expect(error.diagnostics).toHaveLength(1);
    expect(error.diagnostics[0]).toMatchObject({ line: 1, column: 1 });
    expect(error.diagnostics[0]!.message).toMatch(/MiB/);
  });
});
