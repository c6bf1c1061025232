import { describe, expect, it } from 'vitest';
import { formatWithBiome } from '../../generator/write/biome-format.ts';
import { formatOnceWithBiome } from '../../generator/write/format-once.ts';

const types = 'export interface Pet {name: string; tag?: string}\n';
const other = 'export const  pets = [ 1,2 ]\n';

describe('formatOnceWithBiome', () => {
  it('formats each distinct text once per run, in the order given, and reuses it in later batches', async () => {
    const started = new Map<string, Promise<string>>();
    const first = await formatOnceWithBiome([types, other, types], ['client/types.ts', 'a.ts', 'server/schemas.ts'], started);
    expect(first).toEqual(await formatWithBiome([types, other, types], ['1.ts', '2.ts', '3.ts']));
    expect(first[0]).toBe('export interface Pet {\n  name: string;\n  tag?: string;\n}\n');
    expect([...started.keys()]).toEqual([types, other]);
    const pending = started.get(types);
    const second = await formatOnceWithBiome([types], ['server/schemas.ts'], started);
    expect(second).toEqual([first[0]]);
    expect(started.get(types)).toBe(pending);
    expect(started.size).toBe(2);
  });

  it('names the file Biome could not format, and fails every batch waiting for it', async () => {
    const started = new Map<string, Promise<string>>();
    const broken = 'export const = ;\n';
    await expect(formatOnceWithBiome([broken], ['client/src/broken.ts'], started)).rejects.toThrow('client/src/broken.ts');
    await expect(formatOnceWithBiome([broken, types], ['server/broken.ts', 'x.ts'], started)).rejects.toThrow('client/src/broken.ts');
    // The other text of that batch is still being formatted: let it finish and clean up.
    await started.get(types);
  });
});
