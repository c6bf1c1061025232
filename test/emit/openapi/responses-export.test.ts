/**
 * The export of several success statuses and typed response headers
 * (test/fixtures/manifests/responses.yaml): one Response Object per status with that status's
 * own content (none for a 204), its description, the declared headers on every success with
 * their schemas, and a document that stays valid for Redocly's recommended rules.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../generator/emit/openapi/index.ts';
import { loadApi } from '../../../generator/ir/build.ts';

type Doc = { paths: Record<string, Record<string, any>> };
let doc: Doc;
beforeAll(async () => {
  doc = openApiDocument(await loadApi('test/fixtures/manifests/responses.yaml')) as Doc;
});

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const HEADERS = {
  'X-Rate-Limit': { description: 'Requests left in this window.', required: true, schema: { type: 'integer' } },
  'X-Cache-Hit': { description: 'Whether the answer came from the cache.', schema: { type: 'boolean' } },
  'Retry-After-Seconds': { schema: { type: 'number' } },
  'X-Job-Region': { description: 'Where the job runs.', schema: { type: 'string', enum: ['eu', 'us'] } },
};

describe('several success statuses', () => {
  const submit = () => doc.paths['/api/jobs']!.post.responses;
  const cancel = () => doc.paths['/api/jobs/{jobId}']!.delete.responses;

  it.each([
    { given: 'submit_job, main 200 and also 201, 202, 204', at: submit, want: ['200', '201', '202', '204', 'default'] },
    { given: 'cancel_job, main 204 and also 200', at: cancel, want: ['200', '204', 'default'] },
    { given: 'get_job, one status', at: () => doc.paths['/api/jobs/{jobId}']!.get.responses, want: ['200', 'default'] },
  ])('$given: a Response Object per status, ascending', ({ at, want }) => {
    expect(Object.keys(at())).toEqual(want);
  });

  it.each([
    { status: '200', description: 'The cached result.', content: { 'application/json': { schema: ref('JobResult') } } },
    { status: '201', description: 'A new job was created.', content: { 'application/json': { schema: ref('Job') } } },
    { status: '202', description: 'Accepted; the job runs later.', content: { 'text/plain': { schema: { type: 'string' } } } },
    { status: '204', description: 'Nothing to do.', content: undefined },
  ])('submit_job $status has its own description and content, and every declared header', ({ status, description, content }) => {
    const response = submit()[status];
    expect(response.description).toBe(description);
    expect(response.content).toEqual(content);
    expect(response.headers).toEqual(HEADERS);
  });

  it('cancel_job: the main 204 without content, the extra 200 with its result, no headers', () => {
    expect(cancel()['204']).toEqual({ description: 'Success.' });
    expect(cancel()['200']).toEqual({ description: 'Already finished; here is its result.', content: { 'application/json': { schema: ref('JobResult') } } });
  });

  it('passes Redocly recommended without errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'responses.json', config });
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message)).toEqual([]);
  });
});
