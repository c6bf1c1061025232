/**
 * The hostile fixture (HTML, pipes, backticks, `*\/`, `{{x}}`, `${x}`, line breaks in every prose
 * field) must come out of the docs emitter as inert text: in Markdown as parsed by a renderer, also
 * after prettier formats it as the writer will, and in the HTML source. The browser test checks
 * the HTML again as a browser builds it.
 */
import * as prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { emitDocs } from '../../../generator/emit/docs/index.ts';
import type { EmittedFile } from '../../../generator/emit/types.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import type { Api } from '../../../generator/ir/types.ts';
import { prettierOptionsFor } from '../../../generator/write/prettier-options.ts';
import { brokenTables, foreignHtml, nodesOf, parseMarkdown, textOf } from './markdown-ast.ts';

const HOSTILE_MANIFEST = 'test/fixtures/hostile/manifest.yaml';

let api: Api;
let files: EmittedFile[];
const fileAt = (path: string): string => files.find((f) => f.path === path)?.content ?? '';

beforeAll(async () => {
  api = await loadApi(HOSTILE_MANIFEST);
  files = emitDocs(api);
});

describe('test helpers', () => {
  it('notice a table split by a stray pipe and raw HTML', async () => {
    const ast = await parseMarkdown('| a | b |\n| --- | --- |\n| x | y | z |\n\n<script>alert(1)</script>\n');
    expect(brokenTables(ast)).toHaveLength(1);
    expect(foreignHtml(ast)).toHaveLength(1);
  });
});

describe('hostile Markdown', () => {
  it.each(['as emitted', 'after prettier'])('renders as text %s', async (variant) => {
    for (const file of files.filter((f) => f.path.endsWith('.md'))) {
      const text = variant === 'as emitted' ? file.content : await prettier.format(file.content, prettierOptionsFor('markdown')!);
      const ast = await parseMarkdown(text);
      expect(foreignHtml(ast), file.path).toEqual([]);
      expect(brokenTables(ast), file.path).toEqual([]);
      expect(text).not.toMatch(/<(script|img|iframe|b|em|i)\b/i);
    }
  });

  it('keeps every hostile summary on one heading and its notes in one list', async () => {
    const ast = await parseMarkdown(fileAt('docs/weird.md'));
    const headings = nodesOf(ast, 'heading').map(textOf);
    expect(headings).toEqual([
      'Weird | <b>group</b> & "quotes"',
      '<script>alert(1)</script> list | widgets',
      'Line one line two # not a heading - not a list',
      'Uses code and ``` fences ``` and {{x}} and ${x}',
    ]);
    const notes = nodesOf(ast, 'listItem').map(textOf);
    expect(notes).toEqual([
      '</script><script>alert(2)</script>',
      '| a | b | table row',
      '```js alert(3) ```',
      'comment */ end and {{x}} and ${x}',
    ]);
  });

  it('keeps shell metacharacters inside single quotes in curl', () => {
    const text = fileAt('docs/weird.md');
    expect(text).toContain("-H 'X-Trace: say \"hi\" $HOME'");
    expect(text).toContain('?filter=%27%3B%20rm%20-rf%20%2F%20%23%20%24%28whoami%29%20%60id%60%20%3C%2Fscript%3E');
    expect(text).toContain('/api/items/urn%3Ax%3Ay%3Aitem.X%23%2Fa%2Fb%20c%3Fd%3De%26f%3D%27g%27');
  });
});

describe('hostile HTML source', () => {
  it('contains only its own three script elements and escapes every hostile tag', () => {
    const html = fileAt('docs/html/index.html');
    expect(html.match(/<script\b/g)).toHaveLength(3);
    expect(html).not.toMatch(/<(img|iframe|b|em|i)\b/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; list | widgets');
  });

  it('embeds a search index that cannot close its element and parses back', () => {
    const html = fileAt('docs/html/index.html');
    const json = /<script type="application\/json" id="search-index">([^]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    const index = JSON.parse(json) as { id: string; text: string }[];
    expect(index.map((entry) => entry.id)).toEqual(api.operations.map((op) => op.name));
    expect(index[0]?.text).toContain('<script>alert(1)</script>');
  });
});
