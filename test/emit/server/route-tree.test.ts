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

  it('shares one pattern edge per literal text and tries the one with the most literal text first', () => {
    expect(
      tree([
        { name: 'root', method: 'GET', path: '/' },
        { name: 'file', method: 'GET', path: '/f/{name}.{ext}' },
        { name: 'json', method: 'GET', path: '/f/{name}.json' },
        { name: 'delete_file', method: 'DELETE', path: '/f/{n}.{e}' },
        { name: 'order', method: 'POST', path: '/f/Orders({id}):cancel' },
      ]),
    ).toEqual({
      end: { GET: 0 },
      literals: {
        f: {
          patterns: [
            { literals: ['Orders(', ')'], next: { actions: { cancel: { POST: 4 } } } },
            { literals: ['', '.json'], next: { end: { GET: 2 } } },
            { literals: ['', '.', ''], next: { end: { GET: 1, DELETE: 3 } } },
          ],
        },
      },
    });
  });

  it('rejects two operations with the same literal text around their parameters', () => {
    expect(() =>
      tree([
        { name: 'by_key', method: 'GET', path: '/Items({key})' },
        { name: 'by_id', method: 'GET', path: '/Items({id})' },
      ]),
    ).toThrow('by_key and by_id both answer GET /Items({})');
  });

  it('rejects two operations that answer the same method and path shape', () => {
    expect(() =>
      tree([
        { name: 'get_by_id', method: 'GET', path: '/things/{id}' },
        { name: 'get_by_name', method: 'GET', path: '/things/{name}' },
      ]),
    ).toThrow('get_by_id and get_by_name both answer GET /things/{}');
  });

  it('shares one method slot between operations told apart by match constants', () => {
    const target = (value: string) => [{ in: 'header' as const, name: 'X-Target', value }];
    expect(
      tree([
        { name: 'a', method: 'POST', path: '/', match: target('S.A') },
        { name: 'b', method: 'POST', path: '/', match: target('S.B') },
        { name: 'c', method: 'GET', path: '/', match: [{ in: 'query', name: 'Action', value: 'C' }] },
        { name: 'd', method: 'POST', path: '/', match: target('S.D') },
      ]),
    ).toEqual({ end: { POST: [0, 1, 3], GET: 2 } });
  });

  it('shares a slot between an operation without match and others, which it stands behind', () => {
    expect(
      tree([
        { name: 'a', method: 'POST', path: '/', match: [{ in: 'header', name: 'X-Target', value: 'S.A' }] },
        { name: 'plain', method: 'POST', path: '/' },
        { name: 'tagging', method: 'POST', path: '/', match: [{ in: 'query', name: 'tagging' }] },
      ]),
    ).toEqual({ end: { POST: [0, 1, 2] } });
  });

  it('rejects two operations whose selectors are the same', () => {
    expect(() =>
      tree([
        { name: 'a', method: 'GET', path: '/{Bucket}', match: [{ in: 'query', name: 'tagging' }] },
        { name: 'b', method: 'GET', path: '/{Key}', match: [{ in: 'query', name: 'tagging' }] },
      ]),
    ).toThrow('a and b both answer GET /{}?tagging');
  });

  it('rejects a __proto__ segment, which an object literal cannot hold as a key', () => {
    expect(() => tree([{ name: 'odd', method: 'GET', path: '/__proto__' }])).toThrow(/__proto__/);
  });
});
