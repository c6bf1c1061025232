/**
 * Writing is atomic: a failure at any point of generation, or a bad manifest, leaves the
 * previous output exactly as it was, with no temporary folders left behind.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { writeFolderAtomically } from '../../generator/write/atomic-write.ts';
import { outputMarker } from '../../generator/write/output-marker.ts';
import type { Emitter } from '../../generator/emit/index.ts';
import { ManifestError } from '../../generator/manifest/diagnostic.ts';
import { MINIMAL_MANIFEST, snapshotFolder, tempDir } from '../helpers/tmp.ts';

const root = tempDir('atomic');
const out = join(root, 'petstore');
let before: Record<string, string>;

const manyFiles: Emitter = {
  id: 'many',
  emit: (api) => Array.from({ length: 12 }, (_, i) => ({ path: `many/file-${i}.json`, content: JSON.stringify({ i, id: api.id }), format: 'json' as const })),
};

beforeAll(async () => {
  await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false });
  before = snapshotFolder(out);
});

describe('atomic writing', () => {
  it('produced a first output to protect', () => {
    expect(Object.keys(before).length).toBeGreaterThan(5);
  });

  it('keeps the previous output when writing fails midway', async () => {
    let written = 0;
    const run = generate({
      manifestPath: MINIMAL_MANIFEST,
      outDir: out,
      cache: false,
      emitters: [manyFiles],
      hooks: {
        afterFile: () => {
          if (++written === 6) throw new Error('disk full (simulated)');
        },
      },
    });
    await expect(run).rejects.toThrow('disk full (simulated)');
    // The files are handed to the writer at once: the others finish before the staging folder is removed.
    expect(written).toBe(12);
    expect(snapshotFolder(out)).toEqual(before);
    expect(readdirSync(root)).toEqual(['petstore']);
  });

  it('keeps the previous output when a write fails while others are in flight', async () => {
    // 60 files, the 31st a file where the 32nd needs a folder: its write fails with ENOTDIR while
    // the others are still queued for the writer thread, and they are written before the staging
    // folder goes.
    const clash: Emitter = {
      id: 'clash',
      emit: () => [
        ...Array.from({ length: 30 }, (_, i) => ({ path: `a/file-${String(i).padStart(2, '0')}.json`, content: `${i}\n`, format: 'json' as const })),
        { path: 'b/c', content: 'a file\n', format: 'json' as const },
        { path: 'b/c/d.json', content: '{}\n', format: 'json' as const },
        ...Array.from({ length: 28 }, (_, i) => ({ path: `e/file-${String(i).padStart(2, '0')}.json`, content: `${i}\n`, format: 'json' as const })),
      ],
    };
    await expect(generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters: [clash] })).rejects.toThrow(/EISDIR|EEXIST|ENOTDIR/);
    expect(snapshotFolder(out)).toEqual(before);
    expect(readdirSync(root)).toEqual(['petstore']);
  });

  it('keeps the previous output when an emitter throws', async () => {
    const broken: Emitter = { id: 'broken', emit: () => { throw new Error('emitter bug'); } };
    await expect(generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, emitters: [manyFiles, broken] })).rejects.toThrow('emitter bug');
    expect(snapshotFolder(out)).toEqual(before);
  });

  it('writes each emitter\'s files while the next emitter runs, and removes them when a later one throws', async () => {
    let staged: string[] = [];
    const inStaging = () =>
      readdirSync(root)
        .filter((name) => name !== 'petstore')
        .flatMap((work) => readdirSync(join(root, work), { recursive: true }).map(String))
        .filter((path) => /many\/file-\d+\.json$/.test(path));
    const broken: Emitter = {
      id: 'broken',
      emit: async () => {
        // The first emitter's files reach the staging folder, beside the target, while this one runs.
        for (let waited = 0; inStaging().length < 12 && waited < 10_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
        staged = inStaging();
        throw new Error('emitter bug');
      },
    };
    await expect(generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters: [manyFiles, broken] })).rejects.toThrow('emitter bug');
    expect(staged).toEqual(expect.arrayContaining(Array.from({ length: 12 }, (_, i) => expect.stringMatching(new RegExp(`many/file-${i}\\.json$`)))));
    expect(snapshotFolder(out)).toEqual(before);
    expect(readdirSync(root)).toEqual(['petstore']);
  });

  it('refuses a path two emitters write, after the first wrote it, leaving no work folder', async () => {
    await expect(generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters: [manyFiles, { ...manyFiles, id: 'again' }] })).rejects.toThrow(
      'two emitters wrote many/file-0.json',
    );
    expect(snapshotFolder(out)).toEqual(before);
    expect(readdirSync(root)).toEqual(['petstore']);
  });

  it('keeps the previous output when the manifest is invalid', async () => {
    const bad = join(root, '..', `${root.split('/').pop()}-bad.yaml`);
    writeFileSync(bad, 'sdkgen: 1\nid: petstore\n');
    await expect(generate({ manifestPath: bad, outDir: out })).rejects.toBeInstanceOf(ManifestError);
    expect(snapshotFolder(out)).toEqual(before);
  });

  it('replaces the output whole on success, removing files no longer emitted', async () => {
    await generate({ manifestPath: MINIMAL_MANIFEST, outDir: out, cache: false, emitters: [manyFiles] });
    const expected = [...Array.from({ length: 12 }, (_, i) => `many/file-${i}.json`), '.sdkgen-output.json'];
    expect(Object.keys(snapshotFolder(out)).sort()).toEqual(expected.sort());
    expect(readdirSync(root)).toEqual(['petstore']);
  });

  it('writes the marker that the drift check expects, hashing the UTF-8 bytes it wrote', async () => {
    const files = [
      { path: 'a.md', content: 'plain' },
      { path: 'b/c.md', content: 'wide: 名前, accented: é, astral: 😀\n' },
    ];
    const target = join(root, 'marked');
    const marker = await writeFolderAtomically(target, files);
    expect(marker).toEqual(outputMarker.withMarker(files).at(-1));
    expect(snapshotFolder(target)[outputMarker.file]).toBe(marker.content);
    expect(await outputMarker.isComplete(target)).toBe(true);
    await expect(writeFolderAtomically(target, [...files, marker])).rejects.toThrow(`must not include ${outputMarker.file}`);
  });
});
