/**
 * Routing by `match` constants (route-request.ts + select-by-constants.ts): after the path
 * matches, the operation whose constants the request carries is chosen; given a request, want
 * the operation, or the problem status and detail. The colon-action routes beside them are unchanged.
 */
import { describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import type { MatchConstant } from '../../../generator/ir/match-constants.ts';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import { requestTarget, routeRequest } from '../../../templates/server/core/route-request.ts';
import { fixtureApi } from './support/api.ts';

const target = (value: string): MatchConstant[] => [{ in: 'header', name: 'X-Amz-Target', value }];
const action = (value: string): MatchConstant[] => [
  { in: 'query', name: 'Action', value },
  { in: 'query', name: 'Version', value: '1' },
];

const service = describeService(
  fixtureApi([
    { name: 'create_rule', method: 'POST', path: '/', match: target('Svc.CreateRule') },
    { name: 'delete_rule', method: 'POST', path: '/', match: target('Svc.DeleteRule') },
    { name: 'send_message', method: 'GET', path: '/queues/{queue}', match: action('SendMessage') },
    { name: 'purge_queue', method: 'GET', path: '/queues/{queue}', match: action('PurgeQueue') },
    { name: 'drain_queue', method: 'POST', path: '/queues/{queue}:drain' },
  ]),
);

type Want = string | { status: number; detail: string };

const cases: [method: string, url: string, headers: Record<string, string | string[]>, want: Want, params?: Record<string, string>][] = [
  ['POST', '/', { 'x-amz-target': 'Svc.CreateRule' }, 'create_rule'],
  ['POST', '/', { 'x-amz-target': 'Svc.DeleteRule' }, 'delete_rule'],
  ['POST', '/', { 'x-amz-target': 'Svc.Other' }, { status: 404, detail: 'No operation on POST / answers x-amz-target: Svc.Other.' }],
  ['POST', '/', { 'x-amz-target': 'svc.createrule' }, { status: 404, detail: 'No operation on POST / answers x-amz-target: svc.createrule.' }],
  ['POST', '/', {}, { status: 400, detail: 'POST / serves several operations: send the x-amz-target header to name one.' }],
  // A repeated header selects nothing rather than the first of its values.
  ['POST', '/', { 'x-amz-target': ['Svc.CreateRule', 'Svc.DeleteRule'] }, { status: 404, detail: 'No operation on POST / answers x-amz-target: Svc.CreateRule, Svc.DeleteRule.' }],
  ['GET', '/queues/q1?Action=SendMessage&Version=1&MessageBody=hi', {}, 'send_message', { queue: 'q1' }],
  ['GET', '/queues/q2?Version=1&Action=PurgeQueue', {}, 'purge_queue', { queue: 'q2' }],
  ['GET', '/queues/q1?Action=PurgeQueue&Version=2', {}, { status: 404, detail: 'No operation on GET /queues/q1 answers Action=PurgeQueue, Version=2.' }],
  ['GET', '/queues/q1?Action=PurgeQueue&Action=SendMessage&Version=1', {}, { status: 404, detail: 'No operation on GET /queues/q1 answers Action=PurgeQueue,SendMessage, Version=1.' }],
  ['GET', '/queues/q1', {}, { status: 400, detail: 'GET /queues/q1 serves several operations: send the Action and Version query parameters to name one.' }],
  ['POST', '/queues/q1:drain', {}, 'drain_queue', { queue: 'q1' }],
  ['PUT', '/', { 'x-amz-target': 'Svc.CreateRule' }, { status: 405, detail: 'PUT is not allowed on /; use POST.' }],
];

describe('routeRequest with match constants', () => {
  it.each(cases)('%s %s %j', (method, url, headers, want, params = {}) => {
    const run = () => routeRequest(service, method, requestTarget({ method, url, headers } as never, ''), headers);
    if (typeof want === 'string') {
      const found = run();
      expect({ name: found.route.name, params: found.rawParams }).toEqual({ name: want, params });
      return;
    }
    try {
      run();
      expect.unreachable('expected a problem');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpProblem);
      expect({ status: (error as HttpProblem).status, detail: (error as HttpProblem).message }).toEqual(want);
    }
  });
});
