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
  return { path: result?.path, renamed: Object.fromEntries(result?.renamed ?? []), warnings: warnings.list.map((w) => w.message) };
}

const SKIPPED = (raw: string, why: string) => `path ${JSON.stringify(raw)} cannot be expressed in the manifest: ${why}; its operations are skipped`;
const BY_VALUES = 'selects operations by a header or query value, and the manifest routes by method and path only';

describe('normalisePath', () => {
  const cases: [given: string, path: string | undefined, warnings: string[], renamed?: Record<string, string>][] = [
    ['/', '/', []],
    ['/pets', '/pets', []],
    ['/pets/', '/pets', ['trailing "/" dropped: the manifest path is "/pets"']],
    ['/Businesses({key})', '/Businesses({key})', []],
    ['/Orders({id})/Items', '/Orders({id})/Items', []],
    ['/files/{name}.{ext}', '/files/{name}.{ext}', []],
    ['/v1/{name}:{verb}', '/v1/{name}:{verb}', []],
    ['/Orders/$count', '/Orders/$count', []],
    ['/$metadata', '/$metadata', []],
    ["/apps/getCount(status='{status}')", "/apps/getCount(status='{status}')", []],
    ['/items({item-id})', '/items({item_id})', ['path parameter {item-id} is renamed {item_id}: manifest parameter names are identifiers'], { 'item-id': 'item_id' }],
    ['/api/tokens:refresh', '/api/tokens:refresh', []],
    // A fragment of bare parameter names says nothing the parameters do not.
    ['/tags/{resourceArn}#tagKeys', '/tags/{resourceArn}', ['fragment "#tagKeys" dropped from the path: a fragment is never sent, so it cannot tell requests apart']],
    ['/v1/tags/#resourceArn&tagKeys', '/v1/tags', ['fragment "#resourceArn&tagKeys" dropped from the path: a fragment is never sent, so it cannot tell requests apart', 'trailing "/" dropped: the manifest path is "/v1/tags"']],
    // Constants after # or ? select the operation by a value the manifest cannot route on.
    ['/#X-Amz-Target=ACMPrivateCA.CreatePermission', undefined, [SKIPPED('/#X-Amz-Target=ACMPrivateCA.CreatePermission', `its fragment "#X-Amz-Target=ACMPrivateCA.CreatePermission" ${BY_VALUES}`)]],
    ['/#Action=AssumeRole&Version=2011-06-15', undefined, [SKIPPED('/#Action=AssumeRole&Version=2011-06-15', `its fragment "#Action=AssumeRole&Version=2011-06-15" ${BY_VALUES}`)]],
    ['/analyze#overload=stream', undefined, [SKIPPED('/analyze#overload=stream', `its fragment "#overload=stream" ${BY_VALUES}`)]],
    ['/?Action=DescribeInstances&Version=2016-11-15', undefined, [SKIPPED('/?Action=DescribeInstances&Version=2016-11-15', 'its query part "?Action=DescribeInstances&Version=2016-11-15" selects operations by query values, and the manifest routes by method and path only')]],
    ['/files/{a}{b}', undefined, ['path "/files/{a}{b}" cannot be expressed in the manifest (parameters {a} and {b} in path segment "{a}{b}" need literal text between them to tell where one ends); its operations are skipped']],
    ['/a/__proto__', undefined, ['path "/a/__proto__" cannot be expressed in the manifest (its segment "__proto__" is a name every JavaScript object already has); its operations are skipped']],
  ];

  it.each(cases)('%s', (given, path, warnings, renamed = {}) => {
    expect(normalise(given)).toEqual({ path, renamed, warnings });
  });

  it('gives every path refused for its constants one warning kind, so a description reports them as one group', () => {
    const kinds = new Set(
      ['/#X-Amz-Target=S.A', '/#X-Amz-Target=S.B', '/#Action=A&Version=1', '/tags#operation=tag-resource'].flatMap((raw) => normalise(raw).warnings.map(warningKind)),
    );
    expect([...kinds]).toEqual(['path "…" cannot be expressed in the manifest: its fragment "…" selects operations by a header or query value, and the manifest routes by method and path only; its operations are skipped']);
  });
});

describe('a description whose every operation is told apart by a header value', () => {
  it('is refused with one grouped warning naming what was skipped, not one line per path', () => {
    const target = (name: string) => ({
      post: { operationId: name, parameters: [{ name: 'X-Amz-Target', in: 'header', required: true, schema: { type: 'string', enum: [`Svc.${name}`] } }], responses: { 200: { description: 'ok' } } },
    });
    const doc = { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: Object.fromEntries(['A', 'B', 'C', 'D', 'E'].map((name) => [`/#X-Amz-Target=Svc.${name}`, target(name)])) };
    expect(() => importOpenApi(doc)).toThrow(
      [
        'no operation the manifest can hold:',
        '  warning (5×): path "…" cannot be expressed in the manifest: its fragment "…" selects operations by a header or query value, and the manifest routes by method and path only; its operations are skipped',
        '    #/paths/~1#X-Amz-Target=Svc.A',
        '    #/paths/~1#X-Amz-Target=Svc.B',
        '    #/paths/~1#X-Amz-Target=Svc.C',
        '    … and 2 more',
      ].join('\n'),
    );
  });
});
