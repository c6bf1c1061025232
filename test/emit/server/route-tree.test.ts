import { describe, expect, it } from 'vitest';
import { buildRouteTree } from '../../../generator/emit/server/route-tree.ts';
import { fixtureApi } from '../../templates/server/support/api.ts';

const tree = (routes: Parameters<typeof fixtureApi>[0]) =>
  buildRouteTree(fixtureApi(routes).operations);

describe('buildRouteTree', () => {
  it('shares one parameter node between differently named parameters', () => {
    expect(
      tree([
        { name: 'a', method: 'GET', path: '/s/{x}/count' },
        { name: 'b', method: 'GET', path: '/s/{y}' },
        { name: 'c', method: 'POST', path: '/s/{z}:run' },
        { name: 'd', method: 'POST', path: '/s:search' },
      ]),
    ).toEqual({
      literals: {
        s: {
          param: {
            literals: { count: { end: { GET: 0 } } },
            end: { GET: 1 },
            actions: { run: { POST: 2 } },
          },
          actions: { search: { POST: 3 } },
        },
      },
    });
  });

  it('rejects two operations that answer the same method and path shape', () => {
    expect(() =>
      tree([
        { name: 'get_by_id', method: 'GET', path: '/things/{id}' },
        { name: 'get_by_name', method: 'GET', path: '/things/{name}' },
      ]),
    ).toThrow('get_by_name and get_by_id both answer GET /things/{}');
  });

  it('rejects a __proto__ segment, which an object literal cannot hold as a key', () => {
    expect(() => tree([{ name: 'odd', method: 'GET', path: '/__proto__' }])).toThrow(/__proto__/);
  });
});
