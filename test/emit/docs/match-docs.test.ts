/**
 * The docs show the constants that select an operation on a shared method and path: the endpoint
 * line (Markdown and HTML view), the client JSDoc, and the curl example (`-H 'X-Amz-Target: …'`,
 * `?Action=…&Version=…` before the parameters). Given an RPC fixture operation, want these lines.
 */
import { describe, expect, it } from 'vitest';
import { operationDoc } from '../../../generator/emit/client/operation-docs.ts';
import { curlExample } from '../../../generator/emit/docs/curl-example.ts';
import { operationView } from '../../../generator/emit/docs/operation-view.ts';
import { loadApi } from '../../../generator/ir/build.ts';

const api = await loadApi('test/fixtures/manifests/rpc.yaml');
const operation = (name: string) => api.operations.find((op) => op.name === name)!;

describe('docs of operations told apart by match constants', () => {
  const cases: [name: string, endpoint: string, curl: string][] = [
    [
      'create_rule',
      '`POST / [X-Amz-Target: RulesService_2015.CreateRule]`',
      [
        'curl -X POST "$BASE_URL/" \\',
        "  -H 'Accept: application/json' \\",
        "  -H 'X-Amz-Target: RulesService_2015.CreateRule' \\",
        "  -H 'Content-Type: application/json' \\",
        `  --data '{"name":"string","priority":0}'`,
      ].join('\n'),
    ],
    [
      'reboot_instances',
      '`GET /?Action=RebootInstances&Version=2016-11-15`',
      ['curl "$BASE_URL/?Action=RebootInstances&Version=2016-11-15&InstanceId=INSTANCE_ID" \\', "  -H 'Accept: application/json'"].join('\n'),
    ],
    // Presences: a flag as the client sends it (bare), a parameter and a header as any other required one.
    ['get_bucket_tagging', '`GET /buckets/{bucket}?tagging`', ['curl "$BASE_URL/buckets/BUCKET?tagging" \\', "  -H 'Accept: application/json'"].join('\n')],
    ['list_parts', '`GET /buckets/{bucket}?uploadId`', ['curl "$BASE_URL/buckets/BUCKET?uploadId=UPLOAD_ID" \\', "  -H 'Accept: application/json'"].join('\n')],
    [
      'copy_object',
      '`PUT /buckets/{bucket} [x-amz-copy-source]`',
      ['curl -X PUT "$BASE_URL/buckets/BUCKET" \\', "  -H 'Accept: application/json' \\", "  -H 'x-amz-copy-source: X_AMZ_COPY_SOURCE'"].join('\n'),
    ],
  ];
  it.each(cases)('%s', (name, endpoint, curl) => {
    const op = operation(name);
    expect(operationView(op, api).pathMd).toBe(endpoint);
    expect(operationDoc(op, api, { callee: 'client.x', clientArgument: false })).toContain(endpoint);
    expect(curlExample(op, api)).toBe(curl);
  });

  it('keeps an operation without constants as it was', () => {
    expect(operationView(operation('get_health'), api).pathMd).toBe('`GET /health`');
  });
});
