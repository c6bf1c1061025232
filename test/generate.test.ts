/** The pipeline is deterministic: the same manifest gives byte-identical files, cached or not. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator/generate.ts';
import { ICA_MANIFEST, snapshotFolder, tempDir } from './helpers/tmp.ts';

describe('determinism', () => {
  it('generates byte-identical output twice, with and without the format cache', { timeout: 300_000 }, async () => {
    const root = tempDir('determinism');
    const first = join(root, 'first');
    const second = join(root, 'second');
    await generate({ manifestPath: ICA_MANIFEST, outDir: first, cache: false });
    await generate({ manifestPath: ICA_MANIFEST, outDir: second, cache: false });
    const a = snapshotFolder(first);
    expect(Object.keys(a).length).toBeGreaterThan(50);
    expect(snapshotFolder(second)).toEqual(a);
    // A cached run reuses unchanged files from the folder it replaces; the bytes stay the same.
    await generate({ manifestPath: ICA_MANIFEST, outDir: second });
    const lines: string[] = [];
    await generate({ manifestPath: ICA_MANIFEST, outDir: second, log: (line) => lines.push(line) });
    expect(snapshotFolder(second)).toEqual(a);
    // …and formats nothing again: every formatted file is found in the cache and on disk.
    expect(lines.join('\n')).toMatch(/ 0 formatted, [1-9]\d* unchanged \(reused\)/);
  });
});
