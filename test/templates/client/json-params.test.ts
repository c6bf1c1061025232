/**
 * Parameters sent as JSON text (templates/client/core/json-params.ts, the manifest's parameter
 * `contentType`) as the server receives them: each value's JSON in one query value, path segment
 * or header, a string quoted as JSON says, absent values left out; bindings without `json` and
 * specs that name no JSON writer keep the plain encodings.
 */
import { describe, expect, it } from 'vitest';
import { encodeJsonParams } from '../../../templates/client/core/json-params.ts';
import type { OperationSpec } from '../../../templates/client/core/spec.ts';
import { makeClient, operation } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };

const find = (encoders: OperationSpec['encoders'] = { json: encodeJsonParams }): OperationSpec =>
  operation({
    name: 'find',
    method: 'GET',
    path: '/finds/{scope}',
    pathParams: [{ key: 'scope', name: 'scope', json: true }],
    query: [
      { key: 'where', name: 'where', json: true },
      { key: 'page', name: 'page' },
    ],
    headers: [{ key: 'xFilter', name: 'X-Filter', json: true }],
    encoders,
  });

describe('parameters sent as JSON text', () => {
  it.each<[string, Record<string, unknown>, { path: string; where: string | null; filter: string | undefined }]>([
    ['objects and lists in path, query and header', { scope: { team: 'a/b' }, where: { name: 'x y', n: [1, 2] }, xFilter: [1, 2] }, { path: '/finds/%7B%22team%22%3A%22a%2Fb%22%7D', where: '{"name":"x y","n":[1,2]}', filter: '[1,2]' }],
    ['a string is quoted, as JSON writes it', { scope: 'core', where: 'abc' }, { path: '/finds/%22core%22', where: '"abc"', filter: undefined }],
    ['numbers and booleans', { scope: 7, where: true, xFilter: 0 }, { path: '/finds/7', where: 'true', filter: '0' }],
    ['absent and null values are left out', { scope: 1, where: null, xFilter: undefined }, { path: '/finds/1', where: null, filter: undefined }],
  ])('%s', async (_what, params, want) => {
    const { client } = makeClient(server().url, direct);
    await client.send(find(), { ...params, page: 2 });
    const [request] = server().requests;
    expect({ path: request!.pathname, where: request!.query.get('where'), filter: request!.headers['x-filter'] }).toEqual(want);
    // A binding without `json` keeps its plain encoding.
    expect(request!.query.get('page')).toBe('2');
  });

  it('leaves the params object of the call as it was', () => {
    const params = { scope: { team: 'a' }, where: { name: 'x' } };
    const encoded = encodeJsonParams(find(), params);
    expect(encoded).toEqual({ scope: '{"team":"a"}', where: '{"name":"x"}' });
    expect(params).toEqual({ scope: { team: 'a' }, where: { name: 'x' } });
    expect(encodeJsonParams(find(), { page: 1 })).toEqual({ page: 1 });
  });
});
