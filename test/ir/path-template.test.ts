/** Given a manifest `path`, want its segments and action, its route shape, or the problem. */
import { describe, expect, it } from 'vitest';
import { parsePathTemplate, pathParamNames, routeShape } from '../../generator/ir/path-template.ts';
import type { PathSegment } from '../../generator/ir/types.ts';

const lit = (value: string): PathSegment => ({ kind: 'literal', value });
const param = (name: string): PathSegment => ({ kind: 'param', name });
const mixed = (literals: string[], params: string[]): PathSegment => ({ kind: 'mixed', literals, params });

describe('parsePathTemplate: accepted paths', () => {
  const cases: [given: string, segments: PathSegment[], action: string | undefined, shape: string][] = [
    ['/', [], undefined, '/'],
    ['/api', [lit('api')], undefined, '/api'],
    ['/api/projects/{projectId}/data/{dataId}:archive', [lit('api'), lit('projects'), param('projectId'), lit('data'), param('dataId')], 'archive', '/api/projects/{}/data/{}:archive'],
    ['/api/tokens:refresh', [lit('api'), lit('tokens')], 'refresh', '/api/tokens:refresh'],
    ['/$metadata', [lit('$metadata')], undefined, '/$metadata'],
    ['/Orders/$count', [lit('Orders'), lit('$count')], undefined, '/Orders/$count'],
    ["/a/!$&'()*+,;=@", [lit('a'), lit("!$&'()*+,;=@")], undefined, "/a/!$&'()*+,;=@"],
    ['/Businesses({key})', [mixed(['Businesses(', ')'], ['key'])], undefined, '/Businesses({})'],
    ['/Orders({id})/Items', [mixed(['Orders(', ')'], ['id']), lit('Items')], undefined, '/Orders({})/Items'],
    ['/Orders({id}):cancel', [mixed(['Orders(', ')'], ['id'])], 'cancel', '/Orders({}):cancel'],
    ['/files/{name}.{ext}', [lit('files'), mixed(['', '.', ''], ['name', 'ext'])], undefined, '/files/{}.{}'],
    ['/v1/{name}:{verb}', [lit('v1'), mixed(['', ':', ''], ['name', 'verb'])], undefined, '/v1/{}:{}'],
    ['/v1/{name}:{verb}:run', [lit('v1'), mixed(['', ':', ''], ['name', 'verb'])], 'run', '/v1/{}:{}:run'],
    ['/a/{id}:archive/history', [lit('a'), mixed(['', ':archive'], ['id']), lit('history')], undefined, '/a/{}:archive/history'],
    ["/apps/getCount(status='{status}')", [lit('apps'), mixed(["getCount(status='", "')"], ['status'])], undefined, "/apps/getCount(status='{}')"],
    ['/geo/@{lat},{lon}', [lit('geo'), mixed(['@', ',', ''], ['lat', 'lon'])], undefined, '/geo/@{},{}'],
    ['/pet-{petId}', [mixed(['pet-', ''], ['petId'])], undefined, '/pet-{}'],
    // A trailing `/` is an empty last segment: routed apart from the path without it.
    ['/x/', [lit('x'), lit('')], undefined, '/x/'],
    ['/x/{id}/', [lit('x'), param('id'), lit('')], undefined, '/x/{}/'],
  ];

  it.each(cases)('%s', (given, segments, action, shape) => {
    const parsed = parsePathTemplate(given);
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.template).toEqual({ raw: given, segments, ...(action ? { action } : {}) });
    expect(routeShape(parsed.template)).toBe(shape);
  });

  it('lists the parameters of every kind of segment in path order', () => {
    const parsed = parsePathTemplate('/a/{x}/Orders({y})/{name}.{ext}:go');
    expect(parsed.ok && pathParamNames(parsed.template)).toEqual(['x', 'y', 'name', 'ext']);
  });
});

describe('parsePathTemplate: refused paths', () => {
  const cases: [given: string, problem: string][] = [
    ['/files/{a}{b}', 'parameters {a} and {b} in path segment "{a}{b}" need literal text between them to tell where one ends'],
    ['/x/pre{a}{b}post', 'parameters {a} and {b} in path segment "pre{a}{b}post" need literal text between them to tell where one ends'],
    ['/x/{a', 'unmatched "{" in path segment "{a"'],
    ['/x/a}', 'unmatched "}" in path segment "a}"'],
    ['/x/{pet-id}.json', 'expected a parameter name like "{projectId}" (a letter or "_", then letters, digits or "_"), got "{pet-id}"'],
    ['/x/{}', 'expected a parameter name like "{projectId}" (a letter or "_", then letters, digits or "_"), got "{}"'],
    ['/x/a"b', `path segment "a\\"b" has characters outside A-Z a-z 0-9 . _ ~ - and ! $ & ' ( ) * + , ; = @`],
    ['/x/50%', `path segment "50%" has characters outside A-Z a-z 0-9 . _ ~ - and ! $ & ' ( ) * + , ; = @`],
    ['/x/{a}[{b}]', `path segment "{a}[{b}]" has characters outside A-Z a-z 0-9 . _ ~ - and ! $ & ' ( ) * + , ; = @ and : around its parameters`],
    ['/x/tokens:refresh/history', 'a ":action" may only end the path, found in segment "tokens:refresh"'],
    ['/x/{id}:Archive', 'expected a custom method like ":archive" (a lowercase letter, then letters or digits), got ":Archive"'],
    ['/x/:archive', 'a ":action" needs a segment before it, got ":archive"'],
    ['/x/../y', 'a path may not contain "." or ".." segments: URL parsers remove them, got "/x/../y"'],
    ['/x//y', 'empty path segment in "/x//y"'],
    ['/x//', 'empty path segment in "/x//"'],
    ['/?Action=List', 'a path may not contain "?", "#" or spaces, got "/?Action=List"'],
    ['/#X-Amz-Target=A.B', 'a path may not contain "?", "#" or spaces, got "/#X-Amz-Target=A.B"'],
    ['x', 'expected a path starting with "/", got "x"'],
  ];

  it.each(cases)('%s', (given, problem) => {
    expect(parsePathTemplate(given)).toEqual({ ok: false, problem });
  });
});
