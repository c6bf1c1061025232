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

it('Markdown and HTML: a response without a body says "No content.", never "Not specified"', () => {
  for (const operation of ['cancel_job', 'head_job']) {
    const markdown = section(page('docs/jobs.md'), operation);
    expect(markdown).toMatch(/\*\*Response\*\* `(204|200)`\n\n[^*]*?No content\.\n/);
    expect(markdown).not.toContain('Not specified');
    expect(markdown).toContain('| Response media types | none: no body |');
  }
  const html = page('docs/html/index.html');
  const head = html.slice(html.indexOf('id="head_job"'), html.indexOf('</section>', html.indexOf('id="head_job"')));
  expect(head).toContain('<span class="method method-head">HEAD</span>');
  expect(head).toContain('<p class="no-content">No content.</p>');
  expect(head).not.toContain('class="unspecified"');
});

it('Markdown: a HEAD operation\'s examples read its headers and send curl --head', () => {
  const head = section(page('docs/jobs.md'), 'head_job');
  expect(head).toContain("const { headers } = await client.jobs.headJob({ jobId: 'JOB_ID' }).withResponse();");
  expect(head).toContain('curl --head "$BASE_URL/api/jobs/JOB_ID"');
  // One whose other status has a body (cancel_job's 200) keeps the result.
  expect(section(page('docs/jobs.md'), 'cancel_job')).toContain("const result = await client.jobs.cancelJob({ jobId: 'JOB_ID' });");
});
