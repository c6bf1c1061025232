import { describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import { matchRoute } from '../../../templates/server/core/match.ts';
import { fixtureApi } from './support/api.ts';

/** The shapes that trip up common routers, with the names the manifest would give them. */
const service = describeService(
  fixtureApi([
    { name: 'get_model', method: 'GET', path: '/models/{modelId}' },
    { name: 'get_tenant_model', method: 'GET', path: '/models/tenantModel' },
    { name: 'delete_model', method: 'DELETE', path: '/models/{modelId}' },
    { name: 'get_bundle', method: 'GET', path: '/bundles/{bundleId}' },
    { name: 'release_bundle', method: 'POST', path: '/bundles/{bundleId}:release' },
    { name: 'deprecate_bundle', method: 'POST', path: '/bundles/{bundleId}:deprecate' },
    { name: 'create_token', method: 'POST', path: '/tokens' },
    { name: 'refresh_token', method: 'POST', path: '/tokens:refresh' },
    { name: 'list_data', method: 'GET', path: '/projects/{projectId}/data' },
    { name: 'create_file', method: 'POST', path: '/projects/{projectId}/data:createFile' },
    { name: 'get_data', method: 'GET', path: '/projects/{projectId}/data/{dataId}' },
    { name: 'archive_data', method: 'POST', path: '/projects/{projectId}/data/{dataId}:archive' },
    { name: 'search_items', method: 'POST', path: '/batches/{batchId}/items:search' },
    { name: 'get_item', method: 'GET', path: '/batches/{batchId}/items/{itemId}' },
    { name: 'get_urn', method: 'GET', path: '/data/{dataUrn}' },
    { name: 'urn_download', method: 'POST', path: '/data/{dataUrn}:createDownloadUrl' },
    { name: 'get_field', method: 'GET', path: '/samples/{sampleId}/metadata/field/{fieldId}' },
    {
      name: 'count_field',
      method: 'GET',
      path: '/samples/{sampleId}/metadata/{fieldId}/fieldCount',
    },
    { name: 'get_metadata', method: 'GET', path: '/samples/{sampleId}/metadata/{metadataModelId}' },
    { name: 'update_fields', method: 'POST', path: '/samples/{sampleId}/metadata:updateFields' },
  ]),
);

type Expected = string | { status: 404 } | { status: 405; allow: string[] };

const cases: [method: string, path: string, expected: Expected, params?: Record<string, string>][] =
  [
    // Literal beats parameter; the parameter still catches everything else.
    ['GET', '/models/tenantModel', 'get_tenant_model'],
    ['GET', '/models/m1', 'get_model', { modelId: 'm1' }],
    // Backtracking: the literal branch has no DELETE, the parameter branch does.
    ['DELETE', '/models/tenantModel', 'delete_model', { modelId: 'tenantModel' }],
    ['PUT', '/models/tenantModel', { status: 405, allow: ['DELETE', 'GET'] }],
    // Actions after a parameter in the same segment.
    ['POST', '/bundles/b1:release', 'release_bundle', { bundleId: 'b1' }],
    ['POST', '/bundles/b1:deprecate', 'deprecate_bundle', { bundleId: 'b1' }],
    ['GET', '/bundles/b1', 'get_bundle', { bundleId: 'b1' }],
    ['POST', '/bundles/b1:unknown', { status: 404 }],
    ['GET', '/bundles/b1:release', { status: 405, allow: ['POST'] }],
    // An encoded colon is part of the value, never the action separator.
    ['GET', '/bundles/b1%3Arelease', 'get_bundle', { bundleId: 'b1%3Arelease' }],
    ['POST', '/bundles/b1%3Arelease', { status: 405, allow: ['GET'] }],
    // Actions on literal segments.
    ['POST', '/tokens', 'create_token'],
    ['POST', '/tokens:refresh', 'refresh_token'],
    ['POST', '/tokens%3Arefresh', { status: 404 }],
    ['POST', '/projects/p1/data:createFile', 'create_file', { projectId: 'p1' }],
    ['GET', '/projects/p1/data', 'list_data', { projectId: 'p1' }],
    ['GET', '/projects/p1/data/d1', 'get_data', { projectId: 'p1', dataId: 'd1' }],
    ['POST', '/projects/p1/data/d1:archive', 'archive_data', { projectId: 'p1', dataId: 'd1' }],
    ['POST', '/batches/b1/items:search', 'search_items', { batchId: 'b1' }],
    ['GET', '/batches/b1/items/i1', 'get_item', { batchId: 'b1', itemId: 'i1' }],
    // Encoded `/`, `#` and `:` stay inside one segment.
    [
      'GET',
      '/data/urn%3Aa%3Ab%23%2Fx%2Fy.txt',
      'get_urn',
      { dataUrn: 'urn%3Aa%3Ab%23%2Fx%2Fy.txt' },
    ],
    [
      'POST',
      '/data/urn%3Aa%23%2Fx:createDownloadUrl',
      'urn_download',
      { dataUrn: 'urn%3Aa%23%2Fx' },
    ],
    // A raw colon before the action is the value's: the last one separates.
    ['POST', '/data/urn:a:b:createDownloadUrl', 'urn_download', { dataUrn: 'urn:a:b' }],
    // Different parameter names at the same position.
    ['GET', '/samples/s1/metadata/f1/fieldCount', 'count_field', { sampleId: 's1', fieldId: 'f1' }],
    ['GET', '/samples/s1/metadata/m1', 'get_metadata', { sampleId: 's1', metadataModelId: 'm1' }],
    ['GET', '/samples/s1/metadata/field/f2', 'get_field', { sampleId: 's1', fieldId: 'f2' }],
    [
      'GET',
      '/samples/s1/metadata/field',
      'get_metadata',
      { sampleId: 's1', metadataModelId: 'field' },
    ],
    ['POST', '/samples/s1/metadata:updateFields', 'update_fields', { sampleId: 's1' }],
    // HEAD is answered by GET routes.
    ['HEAD', '/models/m1', 'get_model', { modelId: 'm1' }],
    // Shapes that match nothing.
    ['GET', '/models/', { status: 404 }],
    ['GET', '/models//x', { status: 404 }],
    ['GET', '/models', { status: 404 }],
    ['GET', '/projects/p1/data/d1/extra', { status: 404 }],
    ['GET', 'models/m1', { status: 404 }],
    ['GET', '/', { status: 404 }],
    // Request text never reaches Object.prototype.
    ['GET', '/constructor', { status: 404 }],
    ['GET', '/__proto__/x', { status: 404 }],
    ['POST', '/tokens:constructor', { status: 404 }],
    ['POST', '/tokens:toString', { status: 404 }],
  ];

describe('matchRoute', () => {
  it.each(cases)('%s %s', (method, path, expected, params) => {
    const result = matchRoute(service, method, path);
    if (typeof expected === 'string') {
      expect(result.kind).toBe('found');
      if (result.kind !== 'found') return;
      expect(result.route.name).toBe(expected);
      expect(result.rawParams).toEqual(params ?? {});
    } else if (expected.status === 404) {
      expect(result).toEqual({ kind: 'not-found' });
    } else {
      expect(result).toEqual({ kind: 'method-not-allowed', allow: expected.allow });
    }
  });
});
