/**
 * Router edges that a mutation run showed untested: once a branch has matched, no later branch
 * may replace it (a literal or pattern under a literal beats a parameter one level up), a
 * pattern that fits but leads nowhere leaves the captured values as they were, and a path
 * without its leading slash is never found.
 */
import { describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import { matchRoute } from '../../../templates/server/core/match.ts';
import { fixtureApi } from './support/api.ts';

const service = describeService(
  fixtureApi([
    { name: 'deep_literal', method: 'GET', path: '/k/b/c' },
    { name: 'deep_param', method: 'GET', path: '/{x}/b/c' },
    { name: 'deep_pattern', method: 'GET', path: '/{n}.{e}/z' },
    { name: 'deep_value', method: 'GET', path: '/{x}/z' },
    { name: 'last_literal', method: 'GET', path: '/k/lit' },
    { name: 'any_literal', method: 'GET', path: '/{x}/lit' },
    { name: 'last_pattern', method: 'GET', path: '/k/{n}.{e}' },
    { name: 'any_value', method: 'GET', path: '/{x}/{y}' },
    { name: 'literal_action', method: 'POST', path: '/k/lit:go' },
    { name: 'any_literal_action', method: 'POST', path: '/{x}/lit:go' },
    { name: 'pattern_action', method: 'POST', path: '/k/{n}.{e}:go' },
    { name: 'value_action', method: 'POST', path: '/k/{y}:run' },
    { name: 'any_value_action', method: 'POST', path: '/{x}/{y}:run' },
    { name: 'any_pattern_action', method: 'POST', path: '/{x}/{y}:go' },
    { name: 'pattern_dead_end', method: 'GET', path: '/m/{a}.{b}/x' },
    { name: 'value_after_pattern', method: 'GET', path: '/m/{c}/y' },
    { name: 'colon_pattern', method: 'POST', path: '/w/{name}:{verb}' },
  ]),
);

const cases: [method: string, path: string, name: string | 'not-found', params?: Record<string, string>][] = [
  ['GET', '/k/b/c', 'deep_literal'],
  ['GET', '/q/b/c', 'deep_param', { x: 'q' }],
  ['GET', '/a.b/z', 'deep_pattern', { n: 'a', e: 'b' }],
  ['GET', '/ab/z', 'deep_value', { x: 'ab' }],
  ['GET', '/k/lit', 'last_literal'],
  ['GET', '/k/a.b', 'last_pattern', { n: 'a', e: 'b' }],
  ['GET', '/k/ab', 'any_value', { x: 'k', y: 'ab' }],
  ['POST', '/k/lit:go', 'literal_action'],
  ['POST', '/k/a.b:go', 'pattern_action', { n: 'a', e: 'b' }],
  ['POST', '/k/v:run', 'value_action', { y: 'v' }],
  ['POST', '/q/v:run', 'any_value_action', { x: 'q', y: 'v' }],
  ['GET', '/m/p.q/x', 'pattern_dead_end', { a: 'p', b: 'q' }],
  ['GET', '/m/p.q/y', 'value_after_pattern', { c: 'p.q' }],
  ['POST', '/w/n1:start', 'colon_pattern', { name: 'n1', verb: 'start' }],
  ['GET', 'xk/lit', 'not-found'],
  ['GET', '', 'not-found'],
];

describe('matchRoute keeps the first complete match', () => {
  it.each(cases)('%s %s', (method, path, name, params) => {
    const result = matchRoute(service, method, path);
    if (name === 'not-found') {
      expect(result).toEqual({ kind: 'not-found' });
      return;
    }
    expect(result.kind === 'found' ? { name: result.route.name, params: result.rawParams } : result).toEqual({ name, params: params ?? {} });
  });
});
