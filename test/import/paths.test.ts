/** Given an OpenAPI path key, want the manifest path (or none) and the warnings import gives. */
import { describe, expect, it } from 'vitest';
import type { ImportContext } from '../../generator/import/context.ts';
import { importOpenApi } from '../../generator/import/index.ts';
import { normalisePath } from '../../generator/import/paths.ts';
import { warningKind } from '../../generator/import/warning-groups.ts';
import { WarningLog } from '../../generator/import/warnings.ts';

function normalise(raw: string) {
  const warnings = new WarningLog();
  const result = normalisePath(raw, '/paths/x', { warnings } as unknown as ImportContext);
  return {
    path: result?.path,
    renamed: Object.fromEntries(result?.renamed ?? []),
    warnings: warnings.list.map((w) => w.message),
    ...(result?.selectors ? { selectors: result.selectors } : {}),
  };
}

const SKIPPED = (raw: string, why: string) => `path ${JSON.stringify(raw)} cannot be expressed in the manifest: ${why}; its operations are skipped`;
const NOT_CONSTANTS = 'is neither parameter names nor name=value constants';

describe('normalisePath', () => {
  const cases: [given: string, path: string | undefined, warnings: string[], renamed?: Record<string, string>][] = [
    ['/', '/', []],
    ['/pets', '/pets', []],
    // A trailing `/` is part of the route (Superset, AWS Lambda); repeated, it is one.
    ['/pets/', '/pets/', []],
    ['/pets/{id}/', '/pets/{id}/', []],
    ['/pets//', '/pets/', ['repeated trailing "/" made one: the manifest path is "/pets/"']],
    ['/Businesses({key})', '/Businesses({key})', []],
    ['/Orders({id})/Items', '/Orders({id})/Items', []],
    ['/files/{name}.{ext}', '/files/{name}.{ext}', []],
    ['/v1/{name}:{verb}', '/v1/{name}:{verb}', []],
    ['/Orders/$count', '/Orders/$count', []],
    ['/$metadata', '/$metadata', []],
    ["/apps/getCount(status='{status}')", "/apps/getCount(status='{status}')", []],
    ['/items({item-id})', '/items({item_id})', ['path parameter {item-id} is renamed {item_id}: manifest parameter names are identifiers'], { 'item-id': 'item_id' }],
    ['/api/tokens:refresh', '/api/tokens:refresh', []],
    ['/files/{a}{b}', undefined, ['path "/files/{a}{b}" cannot be expressed in the manifest (parameters {a} and {b} in path segment "{a}{b}" need literal text between them to tell where one ends); its operations are skipped']],
    ['/a/__proto__', undefined, ['path "/a/__proto__" cannot be expressed in the manifest (its segment "__proto__" is a name every JavaScript object already has); its operations are skipped']],
    // One parameter named twice (@readme/oas-examples parameters-common), also once renamed.
    ['/anything/{id}/{action}/{id}', undefined, ['path "/anything/{id}/{action}/{id}" cannot be expressed in the manifest (path parameter {id} appears twice, and a manifest path names each parameter once); its operations are skipped']],
    ['/a/{pet-id}/b/{pet_id}', undefined, [
      'path parameter {pet-id} is renamed {pet_id}: manifest parameter names are identifiers',
      'path "/a/{pet-id}/b/{pet_id}" cannot be expressed in the manifest (path parameter {pet_id} appears twice, and a manifest path names each parameter once); its operations are skipped',
    ]],
  ];

  it.each(cases)('%s', (given, path, warnings, renamed = {}) => {
    expect(normalise(given)).toEqual({ path, renamed, warnings });
  });

  // Constants after # or ? select the operation by a header or query value: they become `match`.
  const constantCases: [given: string, path: string, marker: '#' | '?', pairs: [string, string][]][] = [
    ['/#X-Amz-Target=ACMPrivateCA.CreatePermission', '/', '#', [['X-Amz-Target', 'ACMPrivateCA.CreatePermission']]],
    ['/#Action=AssumeRole&Version=2011-06-15', '/', '#', [['Action', 'AssumeRole'], ['Version', '2011-06-15']]],
    ['/analyze#overload=stream', '/analyze', '#', [['overload', 'stream']]],
    ['/?Action=DescribeInstances&Version=2016-11-15', '/', '?', [['Action', 'DescribeInstances'], ['Version', '2016-11-15']]],
    ['/queues/{name}?Action=Send%20Message', '/queues/{name}', '?', [['Action', 'Send Message']]],
  ];
  it.each(constantCases)('%s carries constants', (given, path, marker, pairs) => {
    expect(normalise(given)).toEqual({ path, renamed: {}, warnings: [], selectors: { marker, pairs, names: [] } });
  });

  // Bare names may select the operation by the presence of a required parameter: which do is
  // decided with the operation's parameters (presence-selectors.ts), so the path keeps them all.
  const nameCases: [given: string, path: string, marker: '#' | '?', pairs: [string, string][], names: string[]][] = [
    ['/tags/{resourceArn}#tagKeys', '/tags/{resourceArn}', '#', [], ['tagKeys']],
    ['/v1/tags/#resourceArn&tagKeys', '/v1/tags/', '#', [], ['resourceArn', 'tagKeys']],
    ['/{Bucket}/{Key}#x-amz-copy-source&partNumber&uploadId', '/{Bucket}/{Key}', '#', [], ['x-amz-copy-source', 'partNumber', 'uploadId']],
    ['/a?x&y', '/a', '?', [], ['x', 'y']],
    ['/channels/{arn}/memberships#operation=batch-create&x-amz-chime-bearer', '/channels/{arn}/memberships', '#', [['operation', 'batch-create']], ['x-amz-chime-bearer']],
  ];
  it.each(nameCases)('%s carries names', (given, path, marker, pairs, names) => {
    expect(normalise(given)).toEqual({ path, renamed: {}, warnings: [], selectors: { marker, pairs, names } });
  });

  const refusedCases: [given: string, why: string][] = [
    ['/a#x=1&y=', `its fragment "#x=1&y=" ${NOT_CONSTANTS}`],
    ['/a?x=1&y z', `its query part "?x=1&y z" ${NOT_CONSTANTS}`],
    ['/a?x=%E0%A4%A', 'its query part "?x=%E0%A4%A" holds a malformed escape'],
    ['/a#Action=A&action=B', 'its fragment "#Action=A&action=B" names action twice'],
  ];
  it.each(refusedCases)('%s is refused', (given, why) => {
    expect(normalise(given)).toEqual({ path: undefined, renamed: {}, warnings: [SKIPPED(given, why)] });
  });

  it('gives every path refused for malformed constants one warning kind, so a description reports them as one group', () => {
    const kinds = new Set(['/a#x=1&y=', '/b#q=2&=z', '/tags#operation=tag-resource&x=a=b'].flatMap((raw) => normalise(raw).warnings.map(warningKind)));
    expect([...kinds]).toEqual([`path "…" cannot be expressed in the manifest: its fragment "…" ${NOT_CONSTANTS}; its operations are skipped`]);
  });
});

describe('a description whose every operation is told apart by a header value', () => {
  it('imports one operation per path, each with its header constant and without the parameter that repeated it', () => {
    const target = (name: string) => ({
      post: { operationId: name, parameters: [{ name: 'X-Amz-Target', in: 'header', required: true, schema: { type: 'string', enum: [`Svc.${name}`] } }], responses: { 200: { description: 'ok' } } },
    });
    const doc = { openapi: '3.0.0', info: { title: 't', version: '1' }, servers: [{ url: 'https://svc.example.com' }], paths: Object.fromEntries(['A', 'B', 'C', 'D', 'E'].map((name) => [`/#X-Amz-Target=Svc.${name}`, target(name)])) };
    const { manifest, warnings } = importOpenApi(doc);
    expect(warnings).toEqual([]);
    expect(manifest.operations.map(({ name, method, path, match, parameters }) => ({ name, method, path, match, parameters }))).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, method: 'POST', path: '/', match: { headers: { 'X-Amz-Target': `Svc.${name.toUpperCase()}` } }, parameters: undefined })),
    );
  });
});

describe('Query-protocol constants', () => {
  const op = (action: string, extra: object[] = []) => ({
    operationId: `GET_${action}`,
    parameters: [
      ...extra,
      { name: 'Action', in: 'query', required: true, schema: { type: 'string', enum: [action] } },
      { name: 'Version', in: 'query', required: true, schema: { type: 'string', enum: ['2011-06-15'] } },
    ],
    responses: { 200: { description: 'ok' } },
  });
  const cases: [given: string, want: { match: object; parameters?: string[] }][] = [
    // `#Action=` is a query value: the operation declares it so; the one-value Version joins it.
    ['/#Action=AssumeRole', { match: { query: { Action: 'AssumeRole', Version: '2011-06-15' } }, parameters: ['RoleArn'] }],
    ['/?Action=AssumeRole&Version=2011-06-15', { match: { query: { Action: 'AssumeRole', Version: '2011-06-15' } }, parameters: ['RoleArn'] }],
  ];
  it.each(cases)('%s', (key, want) => {
    const doc = { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: { [key]: { get: op('AssumeRole', [{ name: 'RoleArn', in: 'query', required: true, schema: { type: 'string' } }]) } } };
    const [operation] = importOpenApi(doc).manifest.operations;
    expect({ match: operation!.match, parameters: operation!.parameters?.map((p) => p.name) }).toEqual(want);
  });

  it('keeps a GET and a POST of the same action, and two actions on one method, apart', () => {
    const doc = {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: { '/#Action=A': { get: op('A'), post: { ...op('A'), operationId: 'POST_A' } }, '/#Action=B': { get: op('B') } },
    };
    const { manifest } = importOpenApi(doc);
    expect(manifest.operations.map((o) => `${o.method} ${o.path} ${o.match?.query?.Action}`)).toEqual(['GET / A', 'POST / A', 'GET / B']);
  });

  it('skips an operation whose constants cannot be told apart from another on the same route', () => {
    const doc = { openapi: '3.0.0', info: { title: 't', version: '1' }, servers: [{ url: 'https://svc.example.com' }], paths: { '/#Action=A': { get: op('A') }, '/?Action=A': { get: op('A') } } };
    const { manifest, warnings } = importOpenApi(doc);
    expect(manifest.operations).toHaveLength(1);
    expect(warnings.map((w) => w.message)).toEqual(['GET / matches the same requests as GET /#Action=A; skipped']);
  });
});

describe('names in a path key that select the operation by presence (S3 subresources)', () => {
  const bucket = { name: 'Bucket', in: 'path', required: true, schema: { type: 'string' } };
  const flag = (name: string) => ({ name, in: 'query', required: true, allowEmptyValue: true, schema: { type: 'boolean', enum: [true] } });
  const ok = { 200: { description: 'ok' } };
  const doc = {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    servers: [{ url: 'https://s3.example.com' }],
    paths: {
      '/{Bucket}': { parameters: [bucket], get: { operationId: 'ListObjects', parameters: [{ name: 'prefix', in: 'query', schema: { type: 'string' } }], responses: ok } },
      '/{Bucket}#tagging': { parameters: [bucket], get: { operationId: 'GetBucketTagging', parameters: [flag('tagging')], responses: ok } },
      '/{Bucket}#analytics&id': {
        parameters: [bucket],
        get: { operationId: 'GetBucketAnalytics', parameters: [flag('analytics'), { name: 'id', in: 'query', required: true, schema: { type: 'string' } }], responses: ok },
      },
      '/{Bucket}/{Key}#x-amz-copy-source': {
        put: { operationId: 'CopyObject', parameters: [bucket, { name: 'Key', in: 'path', required: true, schema: { type: 'string' } }, { name: 'x-amz-copy-source', in: 'header', required: true, schema: { type: 'string' } }], responses: ok },
      },
      // Labels of variants that name no parameter select nothing: dropped, then the same route as the first.
      '/{Bucket}#add_shared_link': { parameters: [bucket], get: { operationId: 'GetSharedLink', responses: ok } },
    },
  };

  it('makes flags and required parameters presences, keeps each operation, and drops names that select nothing', () => {
    const { manifest, warnings } = importOpenApi(doc);
    expect(manifest.operations.map(({ name, path, match, parameters }) => ({ name, path, match, parameters: parameters?.map((p) => p.name) }))).toEqual([
      { name: 'list_objects', path: '/{Bucket}', match: undefined, parameters: ['prefix'] },
      { name: 'get_bucket_tagging', path: '/{Bucket}', match: { queryPresent: ['tagging'] }, parameters: undefined },
      { name: 'get_bucket_analytics', path: '/{Bucket}', match: { queryPresent: ['analytics', 'id'] }, parameters: ['id'] },
      { name: 'copy_object', path: '/{Bucket}/{Key}', match: { headersPresent: ['x-amz-copy-source'] }, parameters: ['Key', 'x-amz-copy-source'] },
    ]);
    expect(warnings.map((w) => `${w.pointer} ${w.message}`)).toEqual([
      '/paths/~1{Bucket}#add_shared_link/get "add_shared_link" dropped from the path key: the operation declares no required query parameter or header of that name, so no request carries it',
      '/paths/~1{Bucket}#add_shared_link/get GET /{Bucket} matches the same requests as GET /{Bucket}; skipped',
    ]);
  });
});

describe('path keys the importer must read as the manifest checks do', () => {
  const ok = { 200: { description: 'ok' } };
  const imported = (paths: object) => importOpenApi({ openapi: '3.0.0', info: { title: 't', version: '1' }, servers: [{ url: 'https://x.example.com' }], paths });
  const routing = (paths: object) => imported(paths).manifest.operations.map(({ name, match, parameters }) => ({ name, match, parameters: parameters?.map((p) => p.name) }));

  it('skips an operation whose key names a one-value parameter that another one has as a constant', () => {
    const version = { name: 'Version', in: 'query', required: true, schema: { type: 'string', enum: ['1'] } };
    const { manifest, warnings } = imported({
      '/#Action=X': { get: { operationId: 'first', parameters: [version], responses: ok } },
      '/#Action=X&Version=1': { get: { operationId: 'second', parameters: [version], responses: ok } },
    });
    expect(manifest.operations.map((op) => [op.name, op.match])).toEqual([['first', { query: { Action: 'X', Version: '1' } }]]);
    expect(warnings.map((w) => w.message)).toContain('GET / matches the same requests as GET /#Action=X; skipped');
  });

  it('selects once by a name the key repeats', () => {
    const flag = { name: 'tagging', in: 'query', required: true, schema: { type: 'boolean', enum: [true] } };
    expect(routing({ '/b#tagging&tagging': { get: { operationId: 'tags', parameters: [flag], responses: ok } } })).toEqual([{ name: 'tags', match: { queryPresent: ['tagging'] }, parameters: undefined }]);
  });

  it('reads a parameter declared twice as the parameters are converted: the first', () => {
    const uploadId = (required: boolean) => ({ name: 'uploadId', in: 'query', required, schema: { type: 'string' } });
    expect(routing({ '/b#uploadId': { get: { operationId: 'parts', parameters: [uploadId(false), uploadId(true)], responses: ok } } })).toEqual([{ name: 'parts', match: undefined, parameters: ['uploadId'] }]);
  });

  it('keeps a parameter that allows an empty value but names another, and selects by its presence', () => {
    const listType = { name: 'list-type', in: 'query', required: true, allowEmptyValue: true, schema: { type: 'string', enum: ['2'] } };
    expect(routing({ '/b#list-type': { get: { operationId: 'list2', parameters: [listType], responses: ok } } })).toEqual([{ name: 'list2', match: { queryPresent: ['list-type'] }, parameters: ['list-type'] }]);
  });

  it('selects by no list or object: a request may carry it without its name', () => {
    const ids = { name: 'ids', in: 'query', required: true, schema: { type: 'array', items: { type: 'string' } } };
    expect(routing({ '/b#ids': { get: { operationId: 'by_ids', parameters: [ids], responses: ok } } })).toEqual([{ name: 'by_ids', match: undefined, parameters: ['ids'] }]);
  });
});
