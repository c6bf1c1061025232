/**
 * Operation identity in the diff includes `operations[].match`: operations on `POST /` told
 * apart by X-Amz-Target (and on `GET /` by ?Action=) pair by their constants, so removing one
 * is a removal rather than its neighbour changing, and a changed constant is a moved route.
 * Given one edit of the RPC fixture, want these changes.
 */
import { describe, expect, it } from 'vitest';
import { diffApis } from '../../generator/diff/index.ts';
import { buildApi } from '../../generator/ir/build.ts';
import { loadManifest } from '../../generator/manifest/load.ts';
import type { Manifest, ManifestOperation } from '../../generator/manifest/schema.ts';

const { manifest: RPC } = await loadManifest('test/fixtures/manifests/rpc.yaml');
const op = (m: Manifest, name: string) => m.operations.find((o) => o.name === name)! as ManifestOperation;

const CASES: { given: string; edit: (m: Manifest) => void; want: [kind: string, breaking: boolean, where: string, operations: string[]][] }[] = [
  { given: 'nothing', edit: () => {}, want: [] },
  {
    given: 'one of three operations on POST / removed',
    edit: (m) => void (m.operations = m.operations.filter((o) => o.name !== 'delete_rule')),
    want: [['operation-removed', true, 'POST / [X-Amz-Target: RulesService_2015.DeleteRule]', ['delete_rule']]],
  },
  {
    given: 'the first operation on POST / removed (its neighbours keep their identity)',
    edit: (m) => void (m.operations = m.operations.filter((o) => o.name !== 'create_rule')),
    want: [['operation-removed', true, 'POST / [X-Amz-Target: RulesService_2015.CreateRule]', ['create_rule']]],
  },
  {
    given: 'an operation on GET / renamed, its constants kept',
    edit: (m) => void (op(m, 'reboot_instances').name = 'restart_instances'),
    want: [['operation-renamed', true, 'GET /?Action=RebootInstances&Version=2016-11-15', ['restart_instances']]],
  },
  {
    given: 'the Version constant changed',
    edit: (m) => void (op(m, 'describe_instances').match = { query: { Action: 'DescribeInstances', Version: '2020-01-01' } }),
    want: [['operation-route-moved', true, 'GET /?Action=DescribeInstances&Version=2016-11-15', ['describe_instances']]],
  },
  {
    given: 'a new operation on POST /',
    edit: (m) => void m.operations.push({ ...op(m, 'delete_rule'), name: 'update_rule', match: { headers: { 'X-Amz-Target': 'RulesService_2015.UpdateRule' } } }),
    want: [['operation-added', false, 'POST / [X-Amz-Target: RulesService_2015.UpdateRule]', ['update_rule']]],
  },
];

describe('diff of operations told apart by match constants', () => {
  it.each(CASES)('$given', ({ edit, want }) => {
    const neu = structuredClone(RPC);
    edit(neu);
    const report = diffApis(buildApi(RPC, 'rpc.yaml'), buildApi(neu, 'rpc.yaml'));
    expect(report.changes.map((c) => [c.kind, c.breaking, c.where, c.operations])).toEqual(want);
  });
});
