/**
 * The reference docs of several success statuses and typed response headers
 * (test/fixtures/manifests/responses.yaml), in Markdown and HTML: every status in order with its
 * media types and schema, "No content." for one without a body, and the declared headers in a
 * table with their types.
 */
import { beforeAll, expect, it } from 'vitest';
import { emitDocs } from '../../../generator/emit/docs/index.ts';
import type { EmittedFile } from '../../../generator/emit/types.ts';
import { loadApi } from '../../../generator/ir/build.ts';

let files: EmittedFile[];
beforeAll(async () => {
  files = emitDocs(await loadApi('test/fixtures/manifests/responses.yaml'));
});
const page = (path: string) => files.find((file) => file.path === path)!.content;
function section(text: string, anchor: string): string {
  const start = text.indexOf(`<a id="${anchor}"></a>`);
  const next = text.indexOf('<a id=', start + 1);
  return text.slice(start, next === -1 ? undefined : next);
}

it.each([
  { status: '`200`', then: /The cached result\.\n\nType: \[JobResult\]/ },
  { status: '`201` (`application/json`)', then: /A new job was created\.\n\nType: \[Job\]/ },
  { status: '`202` (`text/plain`)', then: /Accepted; the job runs later\.\n\nType: string/ },
  { status: '`204`', then: /Nothing to do\.\n\nNo content\./ },
])('Markdown: submit_job answers $status', ({ status, then }) => {
  const submit = section(page('docs/jobs.md'), 'submit_job');
  const at = submit.indexOf(`**Response** ${status}\n`);
  expect(at).toBeGreaterThan(0);
  expect(submit.slice(at)).toMatch(then);
});

it('Markdown: the statuses come in order, then the header table', () => {
  const submit = section(page('docs/jobs.md'), 'submit_job');
  const order = ['`200`', '`201`', '`202`', '`204`'].map((status) => submit.indexOf(`**Response** ${status}`));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(submit.indexOf('**Response headers**')).toBeGreaterThan(order[3]!);
  expect(submit).toContain('| `X-Rate-Limit` | integer | yes | Requests left in this window. |');
  expect(submit).toContain('| `X-Job-Region` | string, one of "eu", "us" | no | Where the job runs. |');
  expect(section(page('docs/jobs.md'), 'get_job')).not.toContain('Response headers');
});

it('HTML: every status with its media type, and the header table', () => {
  const html = page('docs/html/index.html');
  for (const status of ['201', '202', '204']) expect(html).toContain(`<h4>Response <span class="status">${status}</span>`);
  expect(html).toContain('<p class="no-content">No content.</p>');
  expect(html).toContain('<tr><td><code class="name">X-Cache-Hit</code></td><td><span class="type">boolean</span></td><td>Whether the answer came from the cache.</td></tr>');
});
