/**
 * `operations[].match` survives export → import: the RPC fixture's operations on POST / and
 * GET / come back with the same names, routes, constants and parameters, the constants carried
 * by the `/#X-Amz-Target=…` and `/?Action=…` path keys and not turned into parameters; its
 * bucket operations with the same presences, carried by `#tagging` (a flag, declared for other
 * tools as a required parameter that allows an empty value) and `#uploadId` (a parameter).
 */
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../generator/emit/openapi/index.ts';
import { importOpenApi } from '../../generator/import/index.ts';
import { buildApi } from '../../generator/ir/build.ts';
import { loadManifest } from '../../generator/manifest/load.ts';
import type { ManifestOperation } from '../../generator/manifest/schema.ts';

const routing = (op: ManifestOperation) => ({ name: op.name, method: op.method, path: op.path, match: op.match, parameters: (op.parameters ?? []).map((p) => `${p.in}:${p.name}`) });

describe('the RPC fixture through the OpenAPI export and back', () => {
  it('keeps every operation with its constants', async () => {
    const { manifest } = await loadManifest('test/fixtures/manifests/rpc.yaml');
    const document = openApiDocument(buildApi(manifest, 'rpc.yaml'));
    expect(Object.keys(document.paths as object)).toEqual([
      '/#X-Amz-Target=RulesService_2015.CreateRule',
      '/#X-Amz-Target=RulesService_2015.DeleteRule',
      '/#X-Amz-Target=RulesService_2015.ListRules',
      '/?Action=DescribeInstances&Version=2016-11-15',
      '/?Action=RebootInstances&Version=2016-11-15',
      '/buckets/{bucket}',
      '/buckets/{bucket}#tagging',
      '/buckets/{bucket}#uploadId',
      '/buckets/{bucket}#x-amz-copy-source',
      '/health',
    ]);
    const back = importOpenApi(document);
    const byName = (ops: ManifestOperation[]) => Object.fromEntries(ops.map((op) => [op.name, routing(op)]));
    expect(byName(back.manifest.operations)).toEqual(byName(manifest.operations));
  });
});
