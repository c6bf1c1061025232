/**
 * The compiled route table (templates/server/core/route-table.ts) through `routeTable` and
 * `targetFor`: the table of literal-only paths the matcher answers with one lookup, each method's
 * target, and the per-length key lists the walker compares in place. The routing it serves is
 * tested in match.test.ts and match-mutants.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import { matchRoute } from '../../../templates/server/core/match.ts';
import { routeTable, targetFor, type CompiledTable } from '../../../templates/server/core/route-table.ts';
import { fixtureApi } from './support/api.ts';

const service = describeService(
  fixtureApi([
    { name: 'root', method: 'GET', path: '/' },
    { name: 'list_a', method: 'GET', path: '/a' },
    { name: 'make_b', method: 'POST', path: '/a/bb' },
    { name: 'put_b', method: 'PUT', path: '/a/bb' },
    { name: 'drop_b', method: 'DELETE', path: '/a/bb' },
    { name: 'patch_b', method: 'PATCH', path: '/a/bb' },
    { name: 'go_b', method: 'POST', path: '/a/bb:go' },
    { name: 'get_item', method: 'GET', path: '/a/{id}' },
    { name: 'item_c', method: 'GET', path: '/a/{id}/c' },
    { name: 'deep', method: 'GET', path: '/x/yyy' },
    { name: 'file', method: 'GET', path: '/f/{name}.{ext}' },
  ]),
);
const table = routeTable(service);

function names(compiled: CompiledTable | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
    const target = compiled && targetFor(compiled, method);
    if (target) out[method] = target.route.name;
  }
  return out;
}

describe('routeTable', () => {
  it('is built once per service description', () => {
    expect(routeTable(service)).toBe(table);
    expect(routeTable(describeService(fixtureApi([{ name: 'root', method: 'GET', path: '/' }])))).not.toBe(table);
  });

  it('lists every path of literal segments that ends at a route, actions included', () => {
    expect([...table.literalPaths.keys()].sort()).toEqual(['/', '/a', '/a/bb', '/a/bb:go', '/x/yyy']);
    expect(Object.fromEntries([...table.literalPaths].map(([path, compiled]) => [path, names(compiled)]))).toEqual({
      '/': { GET: 'root' },
      '/a': { GET: 'list_a' },
      '/a/bb': { POST: 'make_b', PUT: 'put_b', DELETE: 'drop_b', PATCH: 'patch_b' },
      '/a/bb:go': { POST: 'go_b' },
      '/x/yyy': { GET: 'deep' },
    });
  });

  it('has no root entry when nothing is routed at /', () => {
    const other = routeTable(describeService(fixtureApi([{ name: 'a', method: 'GET', path: '/a' }])));
    expect([...other.literalPaths.keys()]).toEqual(['/a']);
    expect(other.root.end).toBeUndefined();
  });

  it('lists the methods of each table', () => {
    expect(table.literalPaths.get('/a/bb')!.methods.sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
  });

  it('keeps a key list per key length, without holes', () => {
    const under = table.root.literals!;
    expect([...under.map.keys()].sort()).toEqual(['a', 'f', 'x']);
    const byLength = table.root.literals!.map.get('a')!.literals!.byLength;
    expect(byLength.length).toBe(3);
    expect(Object.keys(byLength)).toEqual(['0', '1', '2']);
    expect(byLength[0]).toBeUndefined();
    expect(byLength[2]!.keys).toEqual(['bb']);
  });
});

describe('targetFor', () => {
  const compiled = table.literalPaths.get('/a/bb')!;
  it.each([
    ['POST', 'make_b'],
    ['PUT', 'put_b'],
    ['DELETE', 'drop_b'],
    ['PATCH', 'patch_b'],
  ])('%s → %s', (method, name) => {
    expect(targetFor(compiled, method)?.route.name).toBe(name);
  });

  it.each(['GET', 'HEAD', 'OPTIONS', 'patch', 'constructor', ''])('%j has no target', (method) => {
    expect(targetFor(compiled, method)).toBeUndefined();
  });
});

describe('matching through the table', () => {
  it.each<[string, string, string]>([
    ['PATCH', '/a/bb', 'patch_b'],
    ['PATCH', '/a/b%62', 'patch_b'],
    ['GET', '/a/b', 'get_item'],
    ['GET', '/a/bb/c', 'item_c'],
    ['GET', '/', 'root'],
  ])('%s %s → %s', (method, path, name) => {
    const result = matchRoute(service, method, path);
    expect(result.kind === 'found' && result.route.name).toBe(name);
  });

  it.each(['/a//c', '//', '/x//yyy', '/a/bb:', '/a/bb:nope'])('%s is not found', (path) => {
    expect(matchRoute(service, 'GET', path).kind).toBe('not-found');
  });
});
