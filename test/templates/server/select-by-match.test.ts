/**
 * Routing by `match` selectors (route-request.ts + select-by-match.ts): after the path
 * matches, the operation whose constants and presences the request carries is chosen; given a request, want
 * the operation, or the problem status and detail. The colon-action routes beside them are unchanged.
 */
import { describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import type { MatchSelector } from '../../../generator/ir/match-selectors.ts';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import { requestTarget, routeRequest } from '../../../templates/server/core/route-request.ts';
import { fixtureApi } from './support/api.ts';

const target = (value: string): MatchSelector[] => [{ in: 'header', name: 'X-Amz-Target', value }];
const action = (value: string): MatchSelector[] => [
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
    // S3: the listing behind subresources selected by a flag or a parameter's presence, and a copy by a header's.
    { name: 'list_objects', method: 'GET', path: '/buckets/{bucket}' },
    { name: 'get_bucket_tagging', method: 'GET', path: '/buckets/{bucket}', match: [{ in: 'query', name: 'tagging' }] },
    { name: 'list_parts', method: 'GET', path: '/buckets/{bucket}', match: [{ in: 'query', name: 'uploadId' }] },
    { name: 'put_object', method: 'PUT', path: '/buckets/{bucket}' },
    { name: 'copy_object', method: 'PUT', path: '/buckets/{bucket}', match: [{ in: 'header', name: 'X-Amz-Copy-Source' }] },
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
  ['GET', '/buckets/b1?prefix=a', {}, 'list_objects', { bucket: 'b1' }],
  ['GET', '/buckets/b1?tagging', {}, 'get_bucket_tagging', { bucket: 'b1' }],
  ['GET', '/buckets/b1?uploadId=u1&max-parts=2', {}, 'list_parts', { bucket: 'b1' }],
  ['GET', '/buckets/b1?tagging&uploadId=u1', {}, { status: 400, detail: 'GET /buckets/b1 serves several operations, and the request selects get_bucket_tagging and list_parts: send what selects one of them only.' }],
  ['PUT', '/buckets/b1', {}, 'put_object', { bucket: 'b1' }],
  ['PUT', '/buckets/b1', { 'x-amz-copy-source': 'b0/k' }, 'copy_object', { bucket: 'b1' }],
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
