/**
 * Path, query and header parameters as the server runtime reads them for a handler
 * (templates/server/core/params.ts, query-styles.ts), through the public functions: every
 * OpenAPI query style on arrays and objects, absent and repeated values, enums, lenient reading
 * (for operations with validators) and the exact 400 for each mistake. Given/want rows; results
 * are compared strictly, so a parameter that should be absent must not be there as `undefined`.
 */
import { describe, expect, it } from 'vitest';
import { decodePathParams, readHeaderParams, readQuery } from '../../../templates/server/core/params.ts';
import { requestQuery } from '../../../templates/client/core/query.ts';
import { encodeQueryParams } from '../../../templates/client/core/query-styles.ts';
import { queryObject, queryValues } from '../../../templates/server/core/query-styles.ts';
import type { ParamSpec, RouteSpec } from '../../../templates/server/core/service.ts';
import { problemFields } from './support/problems.ts';

function route(params: ParamSpec[]): RouteSpec {
  return { name: 'op', handler: 'op', method: 'GET', path: '/x/{id}', pathParams: ['id'], auth: [], versions: [1], params, response: { status: 200, contents: [] } };
}


const invalid = (parameter: string, detail: string) => ({ status: 400, kind: 'invalid-parameter', detail, extensions: { parameter } });

type Spec = Omit<ParamSpec, 'in' | 'key' | 'required'> & { required?: boolean };
const inQuery = (spec: Spec): ParamSpec => ({ required: false, ...spec, in: 'query', key: `k${spec.name}` });
const query = (spec: Spec, search: string, lenient = false) => readQuery(route([inQuery(spec)]), new URLSearchParams(search), lenient);

describe('path parameters', () => {
  const id = (extra: Partial<ParamSpec> = {}): ParamSpec => ({ name: 'id', key: 'theId', in: 'path', required: true, type: 'string', ...extra });

  it.each<[string, ParamSpec[], Record<string, string>, Record<string, unknown>]>([
    ['decoded, under its key', [id()], { id: 'a%2Fb%20c' }, { theId: 'a/b c' }],
    ['text without escapes as it is', [id()], { id: 'plain' }, { theId: 'plain' }],
    ['an integer converted', [id({ type: 'integer' })], { id: '42' }, { theId: 42 }],
    ['a boolean converted', [id({ type: 'boolean' })], { id: 'true' }, { theId: true }],
    ['missing is empty text', [id()], {}, { theId: '' }],
    // Lists and objects, and the label and matrix styles, as the client's path-styles.ts writes them.
    ['an array split on commas, each item converted', [id({ type: 'array', items: 'integer' })], { id: '1,2' }, { theId: [1, 2] }],
    ['an escaped comma stays inside its item', [id({ type: 'array', items: 'string' })], { id: 'a%2Cb,c' }, { theId: ['a,b', 'c'] }],
    ['an object as key,value pairs', [id({ type: 'object', properties: { a: 'integer' } })], { id: 'a,1,b,x' }, { theId: { a: 1, b: 'x' } }],
    ['an exploded object as key=value pairs', [id({ type: 'object', explode: true, properties: { a: 'integer' } })], { id: 'a=1,b=x' }, { theId: { a: 1, b: 'x' } }],
    ['a label scalar', [id({ type: 'integer', style: 'label' })], { id: '.5' }, { theId: 5 }],
    ['a label list', [id({ type: 'array', items: 'integer', style: 'label' })], { id: '.1,2' }, { theId: [1, 2] }],
    ['an exploded label list', [id({ type: 'array', items: 'integer', style: 'label', explode: true })], { id: '.1.2' }, { theId: [1, 2] }],
    ['a matrix scalar', [id({ type: 'integer', style: 'matrix' })], { id: ';id=5' }, { theId: 5 }],
    ['a matrix list', [id({ type: 'array', items: 'integer', style: 'matrix' })], { id: ';id=1,2' }, { theId: [1, 2] }],
    ['an exploded matrix list', [id({ type: 'array', items: 'integer', style: 'matrix', explode: true })], { id: ';id=1;id=2' }, { theId: [1, 2] }],
    ['an exploded matrix object', [id({ type: 'object', style: 'matrix', explode: true, properties: { a: 'integer' } })], { id: ';a=1;b=x%20y' }, { theId: { a: 1, b: 'x y' } }],
    ['query and header parameters are not path values', [id(), { name: 'id', key: 'q', in: 'query', required: true, type: 'integer' }, { name: 'h', key: 'h', in: 'header', required: true, type: 'integer' }], { id: 'x', h: 'y' }, { theId: 'x' }],
  ])('%s', (_name, specs, raw, want) => {
    expect(decodePathParams(route(specs), raw)).toStrictEqual(want);
  });

  it.each<[string, ParamSpec, string, ReturnType<typeof invalid>]>([
    ['a broken escape', id(), '%E0%A4%A', invalid('id', 'Path parameter id is not a valid percent-encoded value.')],
    ['text for an integer', id({ type: 'integer' }), 'abc', invalid('id', 'Path parameter id must be an integer.')],
    ['a value outside the enum', id({ enum: ['a', 'b'] }), 'c', invalid('id', 'Path parameter id must be one of a, b.')],
    ['a list item outside the enum', id({ type: 'array', items: 'string', enum: ['a'] }), 'a,c', invalid('id', 'Path parameter id must be one of a.')],
    ['a label without its dot', id({ style: 'label' }), 'x', invalid('id', 'Path parameter id is not written in the label style.')],
    ['a matrix value under another name', id({ style: 'matrix', type: 'array', items: 'string', explode: true }), ';id=a;other=b', invalid('id', 'Path parameter id is not written in the matrix style.')],
  ])('400 for %s', (_name, spec, value, want) => {
    expect(problemFields(() => decodePathParams(route([spec]), { id: value }))).toStrictEqual(want);
  });

  it('lenient: text that does not convert stays text, and the enum is left to the validators', () => {
    expect(decodePathParams(route([id({ type: 'integer' })]), { id: 'abc' }, true)).toStrictEqual({ theId: 'abc' });
    expect(decodePathParams(route([id({ enum: ['a'] })]), { id: 'c' }, true)).toStrictEqual({ theId: 'c' });
    expect(decodePathParams(route([id({ style: 'label' })]), { id: 'x' }, true)).toStrictEqual({ theId: 'x' });
  });
});

describe('query parameters', () => {
  it.each<[string, Spec, string, Record<string, unknown>]>([
    ['absent and optional: left out', { name: 'q', type: 'string' }, 'other=1', {}],
    ['the last of repeated scalars', { name: 'n', type: 'integer' }, 'n=1&n=2', { kn: 2 }],
    ['an empty scalar is empty text', { name: 'q', type: 'string' }, 'q=', { kq: '' }],
    ['a form array, exploded by default', { name: 'a', type: 'array', items: 'integer' }, 'a=1&a=2', { ka: [1, 2] }],
    ['an array without item type stays text', { name: 'a', type: 'array' }, 'a=1&a=x', { ka: ['1', 'x'] }],
    ['a form array, not exploded', { name: 'a', type: 'array', items: 'integer', explode: false }, 'a=1,2', { ka: [1, 2] }],
    ['a form array, not exploded, uses its last occurrence', { name: 'a', type: 'array', explode: false }, 'a=x,y&a=z', { ka: ['z'] }],
    ['an empty unexploded array is left out', { name: 'a', type: 'array', explode: false }, 'a=', {}],
    ['a spaceDelimited array', { name: 'a', type: 'array', style: 'spaceDelimited' }, 'a=x%20y,z', { ka: ['x', 'y,z'] }],
    ['a pipeDelimited array', { name: 'a', type: 'array', style: 'pipeDelimited' }, 'a=x|y,z', { ka: ['x', 'y,z'] }],
    ['a pipeDelimited array, exploded', { name: 'a', type: 'array', style: 'pipeDelimited', explode: true }, 'a=x|y&a=z', { ka: ['x|y', 'z'] }],
    ['a deepObject array repeats its name', { name: 'a', type: 'array', style: 'deepObject' }, 'a=x,y&a=z', { ka: ['x,y', 'z'] }],
    ['a scalar is never split', { name: 'q', type: 'string', explode: false }, 'q=a,b', { kq: 'a,b' }],
    ['a pipeDelimited object, name|value pairs', { name: 'f', type: 'object', style: 'pipeDelimited', properties: { gte: 'integer' } }, 'f=gte|1|lte|2,3', { kf: { gte: 1, lte: '2,3' } }],
    ['a pipeDelimited object, exploded', { name: 'f', type: 'object', style: 'pipeDelimited', explode: true }, 'f=gte|1', {}],
    // Superset's `q`, as the generated client writes it: list properties repeated, objects as JSON.
    [
      'a form object: list properties repeated, objects as JSON text',
      { name: 'q', type: 'object', properties: { columns: { list: 'string' }, filters: { list: 'json' }, range: 'json', page: 'integer' } },
      'columns=a&columns=b&filters=%7B%22c%22%3A1%7D&filters=%5B2%5D&range=%7B%22lo%22%3A1%7D&page=2',
      { kq: { columns: ['a', 'b'], filters: [{ c: 1 }, [2]], range: { lo: 1 }, page: 2 } },
    ],
    ['array items checked against the enum', { name: 'a', type: 'array', enum: ['x', 'y'] }, 'a=x&a=y', { ka: ['x', 'y'] }],
    ['a deepObject object, properties converted', { name: 'f', type: 'object', style: 'deepObject', properties: { gte: 'integer', on: 'boolean' } }, 'f[gte]=1&f[on]=false&f[x]=2&fx[y]=3&f[z=4&g[w]=5', { kf: { gte: 1, on: false, x: '2' } }],
    ['a deepObject list property with indices, in index order (Pandascore filters)', { name: 'f', type: 'object', style: 'deepObject', properties: { id: { list: 'integer' } } }, 'f[id][1]=2&f[id][0]=1', { kf: { id: [1, 2] } }],
    ['a deepObject list property with empty brackets', { name: 'f', type: 'object', style: 'deepObject', properties: { id: { list: 'integer' } } }, 'f[id][]=1&f[id][]=2', { kf: { id: [1, 2] } }],
    ['a deepObject list property repeated', { name: 'f', type: 'object', style: 'deepObject', properties: { id: { list: 'string' } } }, 'f[id]=a&f[id]=b', { kf: { id: ['a', 'b'] } }],
    ['a deepObject list property sent once without an index: a list of one', { name: 'f', type: 'object', style: 'deepObject', properties: { id: { list: 'integer' } } }, 'f[id]=7', { kf: { id: [7] } }],
    ['deepObject list items of a union of scalars read as the most specific choice', { name: 'f', type: 'object', style: 'deepObject', properties: { id: { list: 'unknown', choices: ['integer', 'string'] } } }, 'f[id][0]=1&f[id][1]=a', { kf: { id: [1, 'a'] } }],
    ['a deepObject property of a union of scalars read as the most specific choice', { name: 'f', type: 'object', style: 'deepObject', properties: { id: { choices: ['integer', 'string'] } } }, 'f[id]=1', { kf: { id: 1 } }],
    ['an undeclared deepObject property sent twice keeps its texts', { name: 'f', type: 'object', style: 'deepObject' }, 'f[x]=1&f[x]=2', { kf: { x: ['1', '2'] } }],
    ['a form object, exploded: its declared properties as names', { name: 'f', type: 'object', properties: { gte: 'integer', lte: 'integer' } }, 'gte=1&other=2', { kf: { gte: 1 } }],
    ['a form object, not exploded: name,value pairs', { name: 'f', type: 'object', explode: false, properties: { gte: 'integer' } }, 'f=gte,1,lte,2,odd', { kf: { gte: 1, lte: '2' } }],
    ['a property named like a prototype member is undeclared', { name: 'f', type: 'object', style: 'deepObject', properties: { n: 'integer' } }, 'f[toString]=1', { kf: { toString: '1' } }],
    ['an object without properties sent: left out', { name: 'f', type: 'object', style: 'deepObject' }, 'f=1', {}],
    ['an unexploded object of one name only: left out', { name: 'f', type: 'object', explode: false }, 'f=gte', {}],
  ])('%s', (_name, spec, search, want) => {
    expect(query(spec, search)).toStrictEqual(want);
  });

  it.each<[string, Spec, string, ReturnType<typeof invalid>]>([
    ['a required scalar absent', { name: 'q', type: 'string', required: true }, '', invalid('q', 'Query parameter q is required.')],
    ['a required object absent', { name: 'f', type: 'object', style: 'deepObject', required: true }, 'g[x]=1', invalid('f', 'Query parameter f is required.')],
    ['an array item outside the enum', { name: 'a', type: 'array', enum: ['x'] }, 'a=x&a=w', invalid('a', 'Query parameter a must be one of x.')],
    ['an array item that does not convert', { name: 'a', type: 'array', items: 'number' }, 'a=1&a=x', invalid('a', 'Query parameter a must be a number.')],
    ['a list item that does not convert, by its own name and index', { name: 'f', type: 'object', style: 'deepObject', properties: { id: { list: 'integer' } } }, 'f[id][0]=1&f[id][1]=x', invalid('f[id][1]', 'Query parameter f[id][1] must be an integer.')],
    ['an object property that does not convert, by its own name', { name: 'f', type: 'object', style: 'deepObject', properties: { gte: 'integer' } }, 'f[gte]=x', invalid('f[gte]', 'Query parameter f[gte] must be an integer.')],
  ])('400 for %s', (_name, spec, search, want) => {
    expect(problemFields(() => query(spec, search))).toStrictEqual(want);
  });

  it("an object's enum does not apply to its properties", () => {
    expect(query({ name: 'f', type: 'object', style: 'deepObject', enum: ['x'] }, 'f[a]=y')).toStrictEqual({ kf: { a: 'y' } });
  });

  it('lenient: missing stays missing, text stays text', () => {
    expect(query({ name: 'q', type: 'integer', required: true }, '', true)).toStrictEqual({});
    expect(query({ name: 'f', type: 'object', style: 'deepObject', required: true }, '', true)).toStrictEqual({});
    expect(query({ name: 'n', type: 'integer' }, 'n=x', true)).toStrictEqual({ kn: 'x' });
    expect(query({ name: 'e', type: 'string', enum: ['a'] }, 'e=b', true)).toStrictEqual({ ke: 'b' });
    expect(query({ name: 'f', type: 'object', style: 'deepObject', properties: { n: 'integer' } }, 'f[n]=x', true)).toStrictEqual({ kf: { n: 'x' } });
  });

  it('path and header parameters are not read from the query', () => {
    const specs: ParamSpec[] = [
      { name: 'id', key: 'id', in: 'path', required: true, type: 'string' },
      { name: 'h', key: 'h', in: 'header', required: true, type: 'string' },
    ];
    expect(readQuery(route(specs), new URLSearchParams('id=1&h=2'))).toStrictEqual({});
  });

  it('queryValues and queryObject say absent with undefined', () => {
    expect(queryValues(inQuery({ name: 'a', type: 'array' }), new URLSearchParams('b=1'))).toBeUndefined();
    expect(queryObject(inQuery({ name: 'f', type: 'object' }), new URLSearchParams('b=1'))).toBeUndefined();
    expect(queryObject(inQuery({ name: 'f', type: 'object', explode: false }), new URLSearchParams(''))).toBeUndefined();
  });
});

describe('header parameters', () => {
  const header = (extra: Partial<ParamSpec> = {}): ParamSpec => ({ name: 'X-Tags', key: 'xTags', in: 'header', required: false, type: 'string', ...extra });

  it.each<[string, ParamSpec, Record<string, string | string[]>, Record<string, unknown>]>([
    ['found by its lower-cased wire name', header(), { 'x-tags': 'a, b' }, { xTags: 'a, b' }],
    ['absent and optional: left out', header(), {}, {}],
    ['an array split on commas and trimmed', header({ type: 'array', items: 'integer' }), { 'x-tags': ' 1 ,2' }, { xTags: [1, 2] }],
    ['repeated lines joined before splitting', header({ type: 'array' }), { 'x-tags': ['a', 'b,c'] }, { xTags: ['a', 'b', 'c'] }],
    ['repeated lines of a scalar: one comma-joined value', header(), { 'x-tags': ['a', 'b'] }, { xTags: 'a,b' }],
    ['a number converted', header({ type: 'number' }), { 'x-tags': '2.5' }, { xTags: 2.5 }],
  ])('%s', (_name, spec, headers, want) => {
    expect(readHeaderParams(route([spec]), headers)).toStrictEqual(want);
  });

  it('reads only header parameters', () => {
    const specs: ParamSpec[] = [{ name: 'x-tags', key: 'q', in: 'query', required: true, type: 'string' }];
    expect(readHeaderParams(route(specs), { 'x-tags': 'a' })).toStrictEqual({});
  });

  it('400 for a required header that is absent, or a value that does not convert', () => {
    expect(problemFields(() => readHeaderParams(route([header({ required: true })]), {}))).toStrictEqual(invalid('X-Tags', 'Header X-Tags is required.'));
    expect(problemFields(() => readHeaderParams(route([header({ type: 'integer' })]), { 'x-tags': '1.5' }))).toStrictEqual(invalid('X-Tags', 'Header X-Tags must be an integer.'));
  });

  it('lenient: a required header may be absent', () => {
    expect(readHeaderParams(route([header({ required: true })]), {}, true)).toStrictEqual({});
  });
});

describe('what the client runtime sends, the server reads back', () => {
  const array = ['a', 'b c', '1'];
  const object = { x: '1', y: 'b' };
  const styles: [ParamSpec['style'], boolean | undefined][] = [
    ['form', undefined],
    ['form', false],
    ['spaceDelimited', undefined],
    ['spaceDelimited', true],
    ['pipeDelimited', undefined],
    ['pipeDelimited', true],
    ['deepObject', undefined],
  ];
  const specOf = (type: 'array' | 'object', style: ParamSpec['style'], explode: boolean | undefined): ParamSpec => ({
    name: 'n', key: 'n', in: 'query', required: true, type, style, ...(explode === undefined ? {} : { explode }), ...(type === 'object' ? { properties: { x: 'string', y: 'string' } } : {}),
  });
  const roundTrip = (spec: ParamSpec, value: unknown) => {
    const binding = { key: 'n', name: 'n', ...(spec.style ? { style: spec.style } : {}), ...(spec.explode === undefined ? {} : { explode: spec.explode }) };
    const sent = requestQuery({ name: 'styled', query: [binding], encoders: { query: encodeQueryParams } }, { n: value });
    return readQuery(route([spec]), new URLSearchParams(sent)).n;
  };

  it.each(styles.filter(([style]) => style !== 'spaceDelimited'))('an array, %s, explode %s', (style, explode) => {
    expect(roundTrip(specOf('array', style, explode), array)).toStrictEqual(array);
  });

  it.each(styles)('an object, %s, explode %s', (style, explode) => {
    expect(roundTrip(specOf('object', style, explode), object)).toStrictEqual(object);
  });

  it('a spaceDelimited array, of items without spaces', () => {
    expect(roundTrip(specOf('array', 'spaceDelimited', undefined), ['a', 'b'])).toStrictEqual(['a', 'b']);
  });
});
