/**
 * The OpenAPI export of the ica manifest passes Redocly's `recommended` ruleset without errors and
 * describes every operation; the hostile fixture's export stays valid JSON and valid OpenAPI.
 */
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { emitOpenApi } from '../../../generator/emit/openapi/index.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import type { Api } from '../../../generator/ir/types.ts';

/**
 * Warnings the export accepts, each for a reason outside the emitter's control:
 * - info-license: the manifest (and so the IR) has no license to export;
 * - tag-description: the manifest's groups have no descriptions;
 * - operation-4xx-response: errors are declared once as `default` (problem+json), as the API does;
 * - no-ambiguous-paths: two real paths of the API overlap (`…/metadata/field/{fieldId}` and `…/metadata/{fieldId}/fieldCount`).
 */
// Each accepted warning is explained in the README ("OpenAPI export").
const ACCEPTED_WARNINGS = new Set(['info-license', 'operation-4xx-response', 'no-ambiguous-paths']);

interface Document {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, unknown>> };
}

async function lint(source: string): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  return lintFromString({ source, absoluteRef: '/virtual/openapi.json', config });
}

function exported(api: Api): { source: string; doc: Document } {
  const [file] = emitOpenApi(api);
  if (!file || file.path !== 'openapi.json') throw new Error('expected openapi.json');
  return { source: file.content, doc: JSON.parse(file.content) as Document };
}

describe('ica OpenAPI export', () => {
  let api: Api;
  let source: string;
  let doc: Document;

  beforeAll(async () => {
    api = await loadApi('manifest/ica.yaml');
    ({ source, doc } = exported(api));
  });

  it('lints with zero errors and only the accepted warnings', async () => {
    const problems = await lint(source);
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect([...new Set(problems.map((p) => p.ruleId))].filter((rule) => !ACCEPTED_WARNINGS.has(rule))).toEqual([]);
  });

  it('is OpenAPI 3.1.0 with the current version, the servers and one tag per group', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: api.title, version: String(api.media.current) });
    expect(doc.tags.map((t) => t.name)).toEqual(api.groups.map((g) => g.name));
  });

  it('has every operation under its method and path, with its operationId and tag', () => {
    const found = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${path} ${String(op.operationId)}`),
    );
    const expected = api.operations.map((op) => `${op.method} ${op.path.raw} ${op.methodName}`);
    expect(found.sort()).toEqual(expected.sort());
    for (const op of api.operations) {
      const group = api.groups.find((g) => g.key === op.group);
      expect(doc.paths[op.path.raw]?.[op.method.toLowerCase()]?.tags).toEqual([group?.name]);
    }
  });

  it('declares security per operation as alternatives and the schemes in components', () => {
    const create = doc.paths['/api/tokens']?.post;
    expect(create?.security).toEqual([{ ApiKeyAuth: [] }, { BasicAuth: [] }, { PsTokenAuth: [] }]);
    expect(doc.components.securitySchemes.ApiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(doc.components.securitySchemes.JwtAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.components.securitySchemes.BasicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
  });

  it('answers with one vendor media type per version and problem+json by default', () => {
    const responses = doc.paths['/api/tokens']?.post?.responses as Record<string, { content: Record<string, { schema: unknown }> }>;
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['application/vnd.illumina.v2+json', 'application/vnd.illumina.v3+json']);
    expect(responses['200']?.content['application/vnd.illumina.v3+json']?.schema).toEqual({ $ref: '#/components/schemas/Token' });
    expect(responses.default?.content['application/problem+json']?.schema).toEqual({ $ref: '#/components/schemas/Problem' });
  });

  it('describes path parameters with their example and unknown bodies as `{}`', () => {
    const getData = doc.paths['/api/data/{dataUrn}']?.get;
    expect(getData?.parameters).toEqual([
      expect.objectContaining({ name: 'dataUrn', in: 'path', required: true, schema: { type: 'string' }, example: 'urn:ilmn:ica:region:R:data:fil.X#/a/b.txt' }),
    ]);
    const createDownloadUrl = Object.values(doc.paths).flatMap((item) => Object.values(item)).find((op) => op.operationId === 'createDownloadUrlForDataWithoutProjectContext');
    expect(createDownloadUrl?.requestBody).toEqual({ required: false, content: { 'application/vnd.illumina.v3+json': { schema: {} } } });
  });

  it('puts notes, versions and accepted credentials in the description', () => {
    const description = String(doc.paths['/api/tokens']?.post?.description);
    expect(description).toContain('- Basic authentication does not work for tenants with single sign-on enabled.');
    expect(description).toContain('API versions: 2, 3');
    expect(description).toContain('Authentication: any one of `ApiKeyAuth`, `BasicAuth`, `PsTokenAuth`.');
  });

  it('is deterministic', () => {
    expect(exported(api).source).toBe(source);
  });
});

describe('hostile OpenAPI export', () => {
  it('stays valid JSON and lints without errors', async () => {
    const api = await loadApi('test/fixtures/hostile/manifest.yaml');
    const { source, doc } = exported(api);
    const problems = await lint(source);
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    const listWidgets = doc.paths['/api/widgets']?.get;
    expect(listWidgets?.summary).toBe('<script>alert(1)</script> list | widgets');
    // CommonMark descriptions carry the text escaped, so viewers show it instead of running it.
    expect(String(listWidgets?.description)).toContain('&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(String(listWidgets?.description)).not.toMatch(/<(script|iframe)/);
  });
});

describe('export of operations told apart by match selectors', () => {
  it('lints without errors, each flag declared as a required parameter that allows an empty value', async () => {
    const { source, doc } = exported(await loadApi('test/fixtures/manifests/rpc.yaml'));
    const problems = await lint(source);
    // Redocly refuses the `/?Action=…` keys of query constants, the convention importers read (match-path-key.ts); `#` keys pass.
    const errors = problems.filter((p) => p.severity === 'error' && p.ruleId !== 'path-not-include-query');
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    const tagging = doc.paths['/buckets/{bucket}#tagging']?.get as { parameters?: object[] } | undefined;
    expect(tagging?.parameters).toContainEqual({
      name: 'tagging',
      in: 'query',
      required: true,
      allowEmptyValue: true,
      description: 'Names the operation: sent without a value.',
      schema: { type: 'boolean', enum: [true] },
    });
    // A presence of a declared parameter is that parameter, required; nothing is added for it.
    const parts = doc.paths['/buckets/{bucket}#uploadId']?.get as { parameters?: { name: string }[] } | undefined;
    expect(parts?.parameters?.filter((p) => p.name === 'uploadId')).toHaveLength(1);
  });
});
