/**
 * RFC 7807 problems (templates/server/core/problem.ts) through `HttpProblem` and `problemBody`:
 * the message an `HttpProblem` carries, the title each status falls back to, and how `type`,
 * `detail` and extension members are written.
 */
import { describe, expect, it } from 'vitest';
import { HttpProblem, problemBody } from '../../../templates/server/core/problem.ts';

describe('HttpProblem', () => {
  it.each<[string, number, ConstructorParameters<typeof HttpProblem>[1], string]>([
    ['the detail first', 409, { detail: 'Already there.', title: 'Conflict!' }, 'Already there.'],
    ['then the title', 409, { title: 'Conflict!' }, 'Conflict!'],
    ['then the reason phrase', 404, {}, 'Not Found'],
    ['then the bare status', 418, undefined, 'HTTP 418'],
  ])('takes its message from %s', (_name, status, init, message) => {
    const problem = new HttpProblem(status, init);
    expect(problem.message).toBe(message);
    expect(problem).toBeInstanceOf(Error);
    expect(problem.name).toBe('HttpProblem');
    expect(problem.status).toBe(status);
    expect(problem.init).toEqual(init ?? {});
  });
});

describe('problemBody', () => {
  const TITLES: [number, string][] = [
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [406, 'Not Acceptable'],
    [413, 'Content Too Large'],
    [415, 'Unsupported Media Type'],
    [500, 'Internal Server Error'],
    [501, 'Not Implemented'],
    [502, 'HTTP 502'],
    [422, 'HTTP 422'],
  ];
  it.each(TITLES)('titles a %i without its own title %j', (status, title) => {
    expect(problemBody(new HttpProblem(status), '/x', undefined)).toStrictEqual({ type: 'about:blank', title, status, instance: '/x' });
  });

  it('uses the problem’s own title and detail', () => {
    const problem = new HttpProblem(404, { title: 'Gone Fishing', detail: 'No such item.' });
    expect(problemBody(problem, '/items/1', undefined)).toEqual({
      type: 'about:blank',
      title: 'Gone Fishing',
      status: 404,
      detail: 'No such item.',
      instance: '/items/1',
    });
  });

  it('keeps an empty detail', () => {
    expect(problemBody(new HttpProblem(400, { detail: '' }), '/', undefined)).toHaveProperty('detail', '');
  });

  it.each<[string, string | undefined, string | undefined, string]>([
    ['base and kind give the type', 'https://errors.example/', 'not-found', 'https://errors.example/not-found'],
    ['no base is about:blank', undefined, 'not-found', 'about:blank'],
    ['an empty base is about:blank', '', 'not-found', 'about:blank'],
    ['no kind is about:blank', 'https://errors.example/', undefined, 'about:blank'],
  ])('%s', (_name, base, kind, type) => {
    expect(problemBody(new HttpProblem(404, kind === undefined ? {} : { kind }), '/', base).type).toBe(type);
  });

  it('adds extension members, which cannot overwrite the standard ones', () => {
    const problem = new HttpProblem(401, {
      detail: 'No.',
      extensions: { operation: 'get_item', status: 999, type: 'forged', title: 'forged', instance: 'forged', detail: 'forged' },
    });
    expect(problemBody(problem, '/items', undefined)).toEqual({
      operation: 'get_item',
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'No.',
      instance: '/items',
    });
  });
});
