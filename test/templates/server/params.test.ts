import { describe, expect, it } from 'vitest';
import {
  decodePathParams,
  readHeaderParams,
  readQuery,
} from '../../../templates/server/core/params.ts';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import type { ParamSpec, RouteSpec } from '../../../templates/server/core/service.ts';

function route(params: ParamSpec[]): RouteSpec {
  return {
    name: 'op',
    handler: 'op',
    method: 'GET',
    path: '/x/{id}',
    pathParams: ['id'],
    auth: [],
    versions: [1],
    params,
    response: { status: 200, contents: [] },
  };
}

const query = (spec: Omit<ParamSpec, 'in' | 'key'>, search: string) =>
  readQuery(route([{ ...spec, in: 'query', key: spec.name }]), new URLSearchParams(search));

function problemOf(run: () => unknown): HttpProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
  throw new Error('expected an HttpProblem');
}

describe('path parameters', () => {
  const spec: ParamSpec = { name: 'id', key: 'id', in: 'path', required: true, type: 'string' };

  it('decodes after matching', () => {
    expect(decodePathParams(route([spec]), { id: 'urn%3Aa%23%2Fb%20%C3%A9' })).toEqual({
      id: 'urn:a#/b é',
    });
  });

  it('400 for a broken escape, naming the parameter', () => {
    const problem = problemOf(() => decodePathParams(route([spec]), { id: '%E0%A4%A' }));
    expect(problem.status).toBe(400);
    expect(problem.init.extensions).toEqual({ parameter: 'id' });
  });
});

describe('query parameters', () => {
  it.each([
    [{ name: 'q', required: false, type: 'string' }, 'q=a+b', { q: 'a b' }],
    [{ name: 'q', required: false, type: 'string' }, '', {}],
    [{ name: 'n', required: false, type: 'integer' }, 'n=-12', { n: -12 }],
    [{ name: 'n', required: false, type: 'number' }, 'n=1.5', { n: 1.5 }],
    [{ name: 'b', required: false, type: 'boolean' }, 'b=false', { b: false }],
    [{ name: 'a', required: false, type: 'array', items: 'integer' }, 'a=1&a=2', { a: [1, 2] }],
    [{ name: 'e', required: false, type: 'string', enum: ['x', 'y'] }, 'e=y', { e: 'y' }],
    // A union of scalars (Pandascore's ids: oneOf integer and slug): the most specific type the text converts to.
    [{ name: 'id', required: false, type: 'unknown', choices: ['string', 'integer'] }, 'id=1', { id: 1 }],
    [{ name: 'id', required: false, type: 'unknown', choices: ['string', 'integer'] }, 'id=dota-2', { id: 'dota-2' }],
    [{ name: 'v', required: false, type: 'unknown', choices: ['number', 'boolean'] }, 'v=true', { v: true }],
    [{ name: 'v', required: false, type: 'unknown', choices: ['number', 'boolean'] }, 'v=x', { v: 'x' }],
    [{ name: 'ids', required: false, type: 'array', items: 'unknown', choices: ['integer', 'string'] }, 'ids=1&ids=lol', { ids: [1, 'lol'] }],
    // Only a reading that gives the text back.
    [{ name: 'id', required: false, type: 'unknown', choices: ['integer', 'string'] }, 'id=007', { id: '007' }],
    [{ name: 'id', required: false, type: 'unknown', choices: ['integer', 'string'] }, 'id=12345678901234567890', { id: '12345678901234567890' }],
    [{ name: 'n', required: false, type: 'unknown', choices: ['number', 'string'] }, 'n=1e3', { n: '1e3' }],
    [{ name: 'n', required: false, type: 'unknown', choices: ['number', 'string'] }, 'n=-1.5', { n: -1.5 }],
    // Objects in a list travel as JSON text, as the generated client writes them (Box's mdfilters).
    [{ name: 'f', required: false, type: 'array', items: 'json' }, `f=${encodeURIComponent('{"scope":"enterprise"}')}&f=${encodeURIComponent('[1]')}`, { f: [{ scope: 'enterprise' }, [1]] }],
  ] as const)('%j with %j', (spec, search, expected) => {
    expect(query(spec as Omit<ParamSpec, 'in' | 'key'>, search)).toEqual(expected);
  });

  it.each([
    [{ name: 'q', required: true, type: 'string' }, '', /is required/],
    [{ name: 'n', required: false, type: 'integer' }, 'n=1.5', /must be an integer/],
    [{ name: 'n', required: false, type: 'number' }, 'n=', /must be a number/],
    [{ name: 'b', required: false, type: 'boolean' }, 'b=yes', /true or false/],
    [{ name: 'e', required: false, type: 'string', enum: ['x', 'y'] }, 'e=z', /one of x, y/],
    [{ name: 'f', required: false, type: 'array', items: 'json' }, 'f=%7Bnot', /Query parameter f must hold JSON values/],
  ] as const)('400 for %j with %j', (spec, search, message) => {
    const problem = problemOf(() => query(spec as Omit<ParamSpec, 'in' | 'key'>, search));
    expect(problem.status).toBe(400);
    expect(problem.init.detail).toMatch(message);
  });
});

describe('header parameters', () => {
  it('reads declared headers by camelCase key, splitting arrays on commas', () => {
    const specs: ParamSpec[] = [
      { name: 'X-Request-Id', key: 'xRequestId', in: 'header', required: false, type: 'string' },
      {
        name: 'X-Tags',
        key: 'xTags',
        in: 'header',
        required: false,
        type: 'array',
        items: 'string',
      },
    ];
    expect(readHeaderParams(route(specs), { 'x-request-id': 'r1', 'x-tags': 'a, b' })).toEqual({
      xRequestId: 'r1',
      xTags: ['a', 'b'],
    });
  });

  // VS Online sends its tenant ids in one header parameter named `headers`, an object.
  const tenant = (explode: boolean): ParamSpec => ({ name: 'headers', key: 'headers', in: 'header', required: false, type: 'object', explode, properties: { homeTenantId: 'string', retries: 'integer' } });
  it.each<[string, boolean, string | undefined, unknown]>([
    ['simple: key,value pairs', false, 'homeTenantId,t-1,retries,3,note,x', { homeTenantId: 't-1', retries: 3, note: 'x' }],
    ['exploded: key=value pairs', true, 'homeTenantId=t-1, retries=3,flag', { homeTenantId: 't-1', retries: 3, flag: '' }],
    ['a key without its value gets ""', false, 'homeTenantId', { homeTenantId: '' }],
    ['absent', false, undefined, undefined],
  ])('reads an object header in the simple style (%s)', (_what, explode, text, want) => {
    expect(readHeaderParams(route([tenant(explode)]), text === undefined ? {} : { headers: text }).headers).toEqual(want);
  });
});
