/**
 * The export of an API whose payloads differ by version (test/fixtures/manifests/versions.yaml)
 * lists each version's media type with that version's schema, each success status a version
 * answers with, and stays valid for Redocly's recommended rules.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../generator/emit/openapi/index.ts';
import { loadApi } from '../../../generator/ir/build.ts';

type Doc = { paths: Record<string, Record<string, any>> };
let doc: Doc;
beforeAll(async () => {
  doc = openApiDocument(await loadApi('test/fixtures/manifests/versions.yaml')) as Doc;
});

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const v = (version: number) => `application/vnd.pipes.v${version}+json`;
const schemasOf = (content: Record<string, { schema: unknown }>) => Object.fromEntries(Object.entries(content).map(([type, entry]) => [type, entry.schema]));

describe('each version with its own schema', () => {
  it.each([
    { what: 'create_pipeline request', at: () => doc.paths['/api/pipelines']!.post.requestBody.content, want: { [v(3)]: ref('PipelineCreateV3'), [v(4)]: ref('PipelineCreateV4') } },
    { what: 'create_pipeline 201', at: () => doc.paths['/api/pipelines']!.post.responses['201'].content, want: { [v(3)]: ref('PipelineV3'), [v(4)]: ref('PipelineV4') } },
    { what: 'get_pipeline 200', at: () => doc.paths['/api/pipelines/{pipelineId}']!.get.responses['200'].content, want: { [v(3)]: ref('PipelineV3'), [v(4)]: ref('PipelineV4') } },
    { what: 'export_pipeline 200: v3 JSON, v4 CSV', at: () => doc.paths['/api/pipelines/{pipelineId}/export']!.get.responses['200'].content, want: { [v(3)]: ref('Report'), 'text/csv': { type: 'string' } } },
    { what: 'list_projects: v3 only', at: () => doc.paths['/api/projects']!.get.responses['200'].content, want: { [v(3)]: ref('ProjectList') } },
  ])('$what', ({ at, want }) => {
    expect(schemasOf(at())).toEqual(want);
  });

  it('a version answering 204 beside one answering 200 gives both statuses, and the body only v3 takes is optional', () => {
    const release = doc.paths['/api/pipelines/{pipelineId}:release']!.post;
    expect(Object.keys(release.responses)).toEqual(['200', '204', 'default']);
    expect(schemasOf(release.responses['200'].content)).toEqual({ [v(3)]: ref('PipelineV3') });
    expect(release.responses['204'].content).toBeUndefined();
    expect(release.requestBody.required).toBe(false);
    expect(Object.keys(release.requestBody.content)).toEqual([v(3)]);
  });

  it('passes Redocly recommended without errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'versions.json', config });
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message)).toEqual([]);
  });
});
