/**
 * Biome formats generated TypeScript (generator/write/biome-format.ts) and the layouts where it
 * parts from prettier are put in prettier's form (union-layout.ts, interface-headers.ts). Each
 * row is source as an emitter might print it; the want is prettier's own output for it, and the
 * `differs` column says whether Biome alone lays it out otherwise (so the row tests a fix-up).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { biomeBinary, formatWithBiome, scratchRoots, writeScratchCopies } from '../../generator/write/biome-format.ts';
import { prettierInterfaceHeaders } from '../../generator/write/interface-headers.ts';
import { prettierOptionsFor } from '../../generator/write/prettier-options.ts';
import { joinFittingUnions } from '../../generator/write/union-layout.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/tmp.ts';

const long = (name: string) => `${name}${'X'.repeat(60)}`;

const CASES: { name: string; source: string; differs: boolean }[] = [
  { name: 'a union that fits on the next line', source: `export type ${long('Answer')} = 'first-value' | 'second-value' | 'third';\n`, differs: true },
  {
    name: 'a property union that fits on the next line',
    source: `export interface A { ${long('source')}?: 'github' | 'partner' | 'custom' | 'other' | 'more'; }\n`,
    differs: true,
  },
  {
    name: 'a union too long for the next line too',
    source: `export type ${long('Answer')} = ${Array.from({ length: 12 }, (_, i) => `'value-${i}'`).join(' | ')};\n`,
    differs: false,
  },
  {
    name: 'a union with an object member that spans lines',
    source: `export type ${long('Answer')} = { a: string; b: number; c: ${long('C')}; d: ${long('D')} } | null;\n`,
    differs: false,
  },
  { name: 'members with brackets, arrows and quoted pipes', source: `export type ${long('Answer')} = Array<'a|b'> | ((x: number) => void) | "it's";\n`, differs: true },
  { name: 'a union that fits where it is', source: `export type Answer = 'a' | 'b';\n`, differs: false },
  { name: 'a long interface header without type parameters', source: `export interface ${long('ClientOptions')} extends ClientRuntimeOptions {}\n`, differs: true },
  {
    name: 'a long interface header with type parameters',
    source: `export interface LongerValidationClientOptions<Pinned extends 1 | 2 = 2> extends PinnedClientRuntimeOptions { apiVersion?: Pinned }\n`,
    differs: true,
  },
  {
    name: 'two type parameters',
    source: `export interface SomeClientOptions<A extends Record<string, number> = {}, B = 2> extends RuntimeOptionsBase { a?: A }\n`,
    differs: true,
  },
  { name: 'a short interface header', source: `export interface Options extends Base { a?: string }\n`, differs: false },
];

describe.skipIf(biomeBinary() === undefined)('formatWithBiome gives prettier\'s layout', () => {
  it.each(CASES)('$name', async ({ source, differs }) => {
    const want = await prettier.format(source, prettierOptionsFor('typescript'));
    const [got] = await formatWithBiome([source], ['case.ts']);
    expect(got).toBe(want);
    const [biomeAlone] = await formatWithBiome([source], ['case.ts'], 'biome');
    expect(biomeAlone !== want, 'Biome alone lays it out otherwise').toBe(differs);
    // The fix-ups leave prettier's layout as it is.
    expect(prettierInterfaceHeaders(joinFittingUnions(want, 100))).toBe(want);
  });

  it('formats many files in one run, in the order given', async () => {
    const sources = Array.from({ length: 30 }, (_, i) => `export const value${i} = {a:${i}}\n`);
    expect(await formatWithBiome(sources, sources.map((_, i) => `f${i}.ts`))).toEqual(sources.map((_, i) => `export const value${i} = { a: ${i} };\n`));
  });

  it('starts Biome before it returns, so formatting goes on while the caller is busy', async () => {
    const name = `started${process.pid}${Date.now()}`;
    const source = `export const  ${name}={a:1}\n`;
    const want = `export const ${name} = { a: 1 };\n`;
    const formatting = formatWithBiome([source], ['client/started.ts']);
    const written = readdirSync(scratchRoots()[0]!)
      .filter((entry) => entry.startsWith('sdkgen-format-'))
      .map((entry) => join(scratchRoots()[0]!, entry, '0.ts'))
      .filter((file) => existsSync(file) && readFileSync(file, 'utf8').includes(name));
    expect(written).toHaveLength(1);
    // This thread is blocked (no event-loop turn): only a Biome already running can format the file meanwhile.
    let text = readFileSync(written[0]!, 'utf8');
    for (const stop = Date.now() + 30_000; text !== want && Date.now() < stop; ) text = readFileSync(written[0]!, 'utf8');
    expect(text).toBe(want);
    expect(await formatting).toEqual([want]);
  });

  it('writes its copies to a memory-backed folder when there is one, and removes them', async () => {
    expect(scratchRoots()).toEqual(process.env.TMPDIR || !existsSync('/dev/shm') ? [tmpdir()] : ['/dev/shm', tmpdir()]);
    const name = `scratch${process.pid}${Date.now()}`;
    const formatting = formatWithBiome([`export const ${name}=1\n`], ['a.ts']);
    const ours = readdirSync(scratchRoots()[0]!)
      .filter((entry) => entry.startsWith('sdkgen-format-'))
      .map((entry) => join(scratchRoots()[0]!, entry))
      .filter((folder) => existsSync(join(folder, '0.ts')) && readFileSync(join(folder, '0.ts'), 'utf8').includes(name));
    expect(ours).toHaveLength(1);
    await formatting;
    expect(existsSync(ours[0]!)).toBe(false);
  });

  it('falls back to the next scratch folder when one cannot take the copies', () => {
    const { dir, files } = writeScratchCopies(['a', 'b'], [join(tmpdir(), `missing-${process.pid}`, 'nested'), tmpdir()]);
    try {
      expect(dir.startsWith(join(tmpdir(), 'sdkgen-format-'))).toBe(true);
      expect(files.map((file) => readFileSync(file, 'utf8'))).toEqual(['a', 'b']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => writeScratchCopies(['a'], [join(tmpdir(), `missing-${process.pid}`, 'nested')])).toThrow(/ENOENT/);
  });

  it('removes its scratch folder when the process exits while Biome is still formatting', () => {
    // A run that fails while another batch is being formatted exits before that batch's cleanup.
    const name = `exiting${process.pid}${Date.now()}`;
    const child = join(tempDir('scratch-exit'), 'child.ts');
    writeFileSync(
      child,
      [
        `import { formatWithBiome } from ${JSON.stringify(join(PROJECT_ROOT, 'generator/write/biome-format.ts'))};`,
        `void formatWithBiome(['export const ${name}=1\\n'], ['a.ts']);`,
        'process.exit(3);',
      ].join('\n'),
    );
    const result = spawnSync(process.execPath, ['--import', 'tsx', child], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(3);
    const left = scratchRoots()
      .flatMap((root) => readdirSync(root).filter((entry) => entry.startsWith('sdkgen-format-')).map((entry) => join(root, entry, '0.ts')))
      .filter((file) => existsSync(file) && readFileSync(file, 'utf8').includes(name));
    expect(left).toEqual([]);
  });

  it('names the file it could not parse', async () => {
    await expect(formatWithBiome(['export const ok = 1;\n', 'export const = ;\n'], ['client/ok.ts', 'client/broken.ts'])).rejects.toThrow(/client\/broken\.ts/);
  });
});
