/**
 * The reference docs of an API whose payloads differ by version show each version's payloads
 * under its own heading, say which version a default client sends, and keep the single form
 * for operations whose versions agree.
 */
import { beforeAll, expect, it } from 'vitest';
import { emitDocs } from '../../../generator/emit/docs/index.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import type { EmittedFile } from '../../../generator/emit/types.ts';

let files: EmittedFile[];
beforeAll(async () => {
  files = emitDocs(await loadApi('test/fixtures/manifests/versions.yaml'));
});
const page = (path: string) => files.find((file) => file.path === path)!.content;
/** The part of a group page about one operation: from its anchor to the next one. */
function section(text: string, anchor: string): string {
  const start = text.indexOf(`<a id="${anchor}"></a>`);
  const next = text.indexOf('<a id=', start + 1);
  return text.slice(start, next === -1 ? undefined : next);
}

it('shows each version of create_pipeline with its own body and response types', () => {
  const create = section(page('docs/pipelines.md'), 'create_pipeline');
  const v3 = create.indexOf('### API version 3');
  const v4 = create.indexOf('### API version 4 (default)');
  expect([v3 > 0, v4 > v3]).toEqual([true, true]);
  expect(create.slice(v3, v4)).toMatch(/Request body\*\* \(`application\/vnd\.pipes\.v3\+json`, required\)[^]*PipelineCreateV3[^]*Response\*\* `201` \(`application\/vnd\.pipes\.v3\+json`\)[^]*PipelineV3/);
  expect(create.slice(v4)).toMatch(/PipelineCreateV4[^]*PipelineV4/);
});

it('says when a version takes no body and answers without content', () => {
  const release = section(page('docs/pipelines.md'), 'release_pipeline');
  expect(release.slice(release.indexOf('### API version 4'))).toMatch(/No request body\.[^]*Response\*\* `204`/);
});

it('keeps one payload for an operation whose versions agree', () => {
  const me = section(page('docs/users.md'), 'get_me');
  expect(me).not.toContain('### API version');
  expect(me).toMatch(/\| API versions +\| 3, 4 +\|/);
});

it('the HTML page has a section per version', () => {
  const html = files.filter((file) => file.path.endsWith('.html')).map((file) => file.content).join('\n');
  expect(html.match(/<section class="api-version">/g)?.length).toBe(2 * 4);
});
