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
    // Trailing slashes are part of the route (Superset): `/layers/` and `/layers` are two.
    { name: 'list_layers', method: 'GET', path: '/layers/' },
    { name: 'count_layers', method: 'GET', path: '/layers' },
    { name: 'list_annotations', method: 'GET', path: '/layers/{layerId}/annotation/' },
    // A HEAD operation beside a GET one (S3's HeadObject), on a literal path and a parametric one.
    { name: 'get_object', method: 'GET', path: '/objects/{key}' },
    { name: 'head_object', method: 'HEAD', path: '/objects/{key}' },
    { name: 'head_status', method: 'HEAD', path: '/status' },
  ]),
);

type Expected = string | { status: 404 } | { status: 405; allow: string[] };

const cases: [method: string, path: string, expected: Expected, params?: Record<string, string>][] =
  [
    ['GET', '/layers/', 'list_layers'],
    ['GET', '/layers', 'count_layers'],
    ['GET', '/layers/7/annotation/', 'list_annotations', { layerId: '7' }],
    ['GET', '/layers/7/annotation', { status: 404 }],
    ['GET', '/layers/%37/annotation/', 'list_annotations', { layerId: '%37' }],
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
    // HEAD is answered by GET routes, unless a HEAD operation is there.
    ['HEAD', '/models/m1', 'get_model', { modelId: 'm1' }],
    ['HEAD', '/models/tenantModel', 'get_tenant_model'],
    ['HEAD', '/objects/k1', 'head_object', { key: 'k1' }],
    ['GET', '/objects/k1', 'get_object', { key: 'k1' }],
    ['HEAD', '/objects/k%201', 'head_object', { key: 'k%201' }],
    ['HEAD', '/status', 'head_status'],
    ['GET', '/status', { status: 405, allow: ['HEAD'] }],
    ['DELETE', '/objects/k1', { status: 405, allow: ['GET', 'HEAD'] }],
    // Shapes that match nothing.
    ['GET', '/models/', { status: 404 }],
    ['GET', '/models//x', { status: 404 }],
    ['GET', '/models', { status: 404 }],
    ['GET', '/projects/p1/data/d1/extra', { status: 404 }],
    ['GET', 'models/m1', { status: 404 }],
    ['GET', '/', { status: 404 }],
    // Paths of literal segments only are looked up whole; a miss there still walks.
    ['PUT', '/tokens', { status: 405, allow: ['POST'] }],
    ['GET', '/tokens:refresh', { status: 405, allow: ['POST'] }],
    ['POST', '/tokens:', { status: 404 }],
    ['POST', '/tokens/', { status: 404 }],
    ['OPTIONS', '/models/m1', { status: 405, allow: ['DELETE', 'GET'] }],
    ['constructor', '/models/tenantModel', { status: 405, allow: ['DELETE', 'GET'] }],
    // An escape in one segment leaves the literal segments around it found as they are.
    ['GET', '/projects/p%201/data/d1', 'get_data', { projectId: 'p%201', dataId: 'd1' }],
    ['POST', '/projects/p%201/data:createFile', 'create_file', { projectId: 'p%201' }],
    ['GET', '/models/tenant%4Dodel', 'get_tenant_model'],
    // An action name is compared as it is: escaped, it is another name.
    ['POST', '/projects/p%201/data:%63reateFile', { status: 404 }],
    ['POST', '/bundles/b%201:%72elease', { status: 404 }],
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

/** The root, `$` literals and parameters inside a segment, next to the shapes above. */
const odata = describeService(
  fixtureApi([
    { name: 'get_root', method: 'GET', path: '/' },
    { name: 'get_metadata', method: 'GET', path: '/$metadata' },
    { name: 'count_orders', method: 'GET', path: '/Orders/$count' },
    { name: 'get_order_by_name', method: 'GET', path: '/Orders/{name}' },
    { name: 'get_order', method: 'GET', path: '/Orders({id})' },
    { name: 'cancel_order', method: 'POST', path: '/Orders({id}):cancel' },
    { name: 'list_items', method: 'GET', path: '/Orders({id})/Items' },
    { name: 'get_file', method: 'GET', path: '/files/{name}.{ext}' },
    { name: 'get_json', method: 'GET', path: '/files/{name}.json' },
    { name: 'run_verb', method: 'POST', path: '/v1/{name}:{verb}' },
    { name: 'archive', method: 'POST', path: '/v1/{name}:archive' },
    { name: 'get_place', method: 'GET', path: '/geo/@{lat},{lon}' },
  ]),
);

const odataCases: [method: string, path: string, expected: Expected, params?: Record<string, string>][] = [
  ['GET', '/', 'get_root'],
  ['POST', '/', { status: 405, allow: ['GET'] }],
  ['GET', '/$metadata', 'get_metadata'],
  ['GET', '/%24metadata', 'get_metadata'],
  ['GET', '/%24Metadata', { status: 404 }],
  ['GET', '/Orders/$count', 'count_orders'],
  ['GET', '/Orders/%24count', 'count_orders'],
  ['GET', '/Orders/%24counts', 'get_order_by_name', { name: '%24counts' }],
  ['GET', '/Orders(42)', 'get_order', { id: '42' }],
  ['GET', '/Orders(a)b)', 'get_order', { id: 'a)b' }],
  ['GET', '/Orders()', { status: 404 }],
  ['GET', '/Orders(42', { status: 404 }],
  ['GET', '/Orders%2842%29', { status: 404 }],
  ['POST', '/Orders(42):cancel', 'cancel_order', { id: '42' }],
  ['GET', '/Orders(42):cancel', { status: 405, allow: ['POST'] }],
  ['GET', '/Orders(42)/Items', 'list_items', { id: '42' }],
  // The most literal text first; a value ends at the first raw occurrence of the next literal.
  ['GET', '/files/data.json', 'get_json', { name: 'data' }],
  ['GET', '/files/data.csv', 'get_file', { name: 'data', ext: 'csv' }],
  ['GET', '/files/a.tar.gz', 'get_file', { name: 'a', ext: 'tar.gz' }],
  ['GET', '/files/a%2Etar.gz', 'get_file', { name: 'a%2Etar', ext: 'gz' }],
  ['GET', '/files/.csv', { status: 404 }],
  ['GET', '/files/data.', { status: 404 }],
  ['GET', '/files/data', { status: 404 }],
  // An action name after the colon is an action first; otherwise the colon is literal text.
  ['POST', '/v1/n1:archive', 'archive', { name: 'n1' }],
  ['POST', '/v1/n1:start', 'run_verb', { name: 'n1', verb: 'start' }],
  ['POST', '/v1/n1:Start', 'run_verb', { name: 'n1', verb: 'Start' }],
  ['POST', '/v1/n1%3Astart', { status: 404 }],
  ['GET', '/geo/@1.5,-2', 'get_place', { lat: '1.5', lon: '-2' }],
  ['GET', '/geo/1.5,-2', { status: 404 }],
];

describe('matchRoute: the root, sub-delims and parameters inside a segment', () => {
  it.each(odataCases)('%s %s', (method, path, expected, params) => {
    const result = matchRoute(odata, method, path);
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
