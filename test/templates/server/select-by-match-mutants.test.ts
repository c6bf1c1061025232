/**
 * Choosing among operations on one method and path by their `match` constants
 * (templates/server/core/select-by-match.ts), through `selectByMatch`: the operation the
 * request names, or the 400 saying what to send, or the 404 echoing what was sent. The routing
 * around it is in select-by-match.test.ts.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import { selectByMatch } from '../../../templates/server/core/select-by-match.ts';
import type { RouteSpec } from '../../../templates/server/core/service.ts';

function route(name: string, match: RouteSpec['match']): RouteSpec {
  return { name, handler: name, method: 'POST', path: '/', pathParams: [], auth: [], versions: [1], params: [], response: { status: 200, contents: [] }, ...(match ? { match } : {}) };
}

const rpc = [
  route('create', { headers: { 'x-target': 'Svc.Create', 'x-version': '1' } }),
  route('delete', { headers: { 'x-target': 'Svc.Delete', 'x-version': '1' }, query: { dryRun: 'no' } }),
  route('describe', { query: { Action: 'Describe', Version: '1', Format: 'json' } }),
];

const ec2 = ['a', 'b', 'c'].map((name) => route(name, { query: { Action: name.toUpperCase(), Version: '1' } }));

const s3 = [
  route('list', undefined),
  route('tagging', { queryPresent: ['tagging'] }),
  route('analytics', { queryPresent: ['analytics'] }),
  route('analytics_id', { queryPresent: ['analytics', 'id'] }),
];

type Want = string | { status: number; detail: string };

function outcome(candidates: RouteSpec[], headers: IncomingHttpHeaders, search: string): Want {
  try {
    return selectByMatch(candidates, headers, new URLSearchParams(search), 'POST /').name;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpProblem);
    const problem = error as HttpProblem;
    expect(problem.init.kind).toBe(problem.status === 400 ? 'invalid-parameter' : 'not-found');
    return { status: problem.status, detail: problem.message };
  }
}

describe('selectByMatch', () => {
  const long = 'x'.repeat(200);
  const rows: { name: string; candidates?: RouteSpec[]; headers?: IncomingHttpHeaders; search?: string; want: Want }[] = [
    { name: 'every header constant', headers: { 'x-target': 'Svc.Create', 'x-version': '1' }, want: 'create' },
    { name: 'header and query constants together', headers: { 'x-target': 'Svc.Delete', 'x-version': '1' }, search: 'dryRun=no', want: 'delete' },
    { name: 'query constants, other parameters aside', search: 'Format=json&Version=1&Action=Describe&extra=1', want: 'describe' },
    { name: 'a header given once, as a list', headers: { 'x-target': ['Svc.Create'], 'x-version': '1' }, want: 'create' },
    {
      name: 'two with the same constants, which the manifest check refuses, are not guessed between',
      candidates: [route('a', { headers: { 'x-t': '1' } }), route('b', { headers: { 'x-t': '1' } })],
      headers: { 'x-t': '1' },
      want: { status: 400, detail: 'POST / serves several operations, and the request selects a and b: send what selects one of them only.' },
    },
    { name: 'a route with constants goes before one without', candidates: [route('b', undefined), route('a', { headers: { 'x-t': '1' } })], headers: { 'x-t': '1' }, want: 'a' },
    // EC2: every operation has its own Action, which names it at once (a lookup by value).
    { name: 'a constant every route has, with its own value', candidates: ec2, search: 'Version=1&Action=B', want: 'b' },
    { name: 'that value, the rest not carried', candidates: ec2, search: 'Action=B&Version=2', want: { status: 404, detail: 'No operation on POST / answers Action=B, Version=2.' } },
    { name: 'that constant repeated', candidates: ec2, search: 'Action=A&Action=A&Version=1', want: { status: 404, detail: 'No operation on POST / answers Action=A,A, Version=1.' } },
    { name: 'a value no route has', candidates: ec2, search: 'Action=Z&Version=1', want: { status: 404, detail: 'No operation on POST / answers Action=Z, Version=1.' } },
    { name: 'none of them', candidates: ec2, want: { status: 400, detail: 'POST / serves several operations: send the Action and Version query parameters to name one.' } },
    { name: 'by a header', candidates: [route('a', { headers: { 'x-t': 'A' } }), route('b', { headers: { 'x-t': 'B' } })], headers: { 'x-t': 'B' }, want: 'b' },
    // S3: subresources by the presence of a flag or a parameter, the listing behind them.
    { name: 'no selector: the route without one', candidates: s3, want: 'list' },
    { name: 'a flag', candidates: s3, search: 'tagging', want: 'tagging' },
    { name: 'a flag with an empty value', candidates: s3, search: 'tagging=', want: 'tagging' },
    { name: 'a flag among other parameters', candidates: s3, search: 'prefix=a&analytics', want: 'analytics' },
    { name: 'the selectors of two, one including the other', candidates: s3, search: 'analytics&id=7', want: 'analytics_id' },
    { name: 'in any order', candidates: [...s3].reverse(), search: 'id=7&analytics', want: 'analytics_id' },
    { name: 'a parameter alone selects nothing more', candidates: s3, search: 'id=7', want: 'list' },
    {
      name: 'the selectors of two, neither including the other',
      candidates: s3,
      search: 'tagging&analytics',
      want: { status: 400, detail: 'POST / serves several operations, and the request selects tagging and analytics: send what selects one of them only.' },
    },
    { name: 'a header present', candidates: [route('put', undefined), route('copy', { headersPresent: ['x-amz-copy-source'] })], headers: { 'x-amz-copy-source': 'b/k' }, want: 'copy' },
    { name: 'a header absent', candidates: [route('put', undefined), route('copy', { headersPresent: ['x-amz-copy-source'] })], want: 'put' },
    { name: 'a constant includes the presence of its name', candidates: [route('c', { query: { x: '1' } }), route('p', { queryPresent: ['x'] })], search: 'x=1', want: 'c' },
    { name: 'another value is only present', candidates: [route('c', { query: { x: '1' } }), route('p', { queryPresent: ['x'] })], search: 'x=2', want: 'p' },
    {
      name: 'nothing named: presences are listed too',
      candidates: [route('tagging', { queryPresent: ['tagging'] }), route('copy', { headersPresent: ['x-amz-copy-source'] })],
      want: { status: 400, detail: 'POST / serves several operations: send the x-amz-copy-source header and the tagging query parameter to name one.' },
    },
    { name: 'a route without constants fits anything', candidates: [route('a', { headers: { 'x-t': '1' } }), route('b', undefined)], want: 'b' },
    { name: 'a route with empty constants fits anything', candidates: [route('a', { headers: { 'x-t': '1' } }), route('b', {})], want: 'b' },
    {
      name: 'nothing named: every header and query parameter, listed',
      want: { status: 400, detail: 'POST / serves several operations: send the x-target and x-version headers and the dryRun, Action, Version and Format query parameters to name one.' },
    },
    {
      name: 'nothing named, one header',
      candidates: [route('a', { headers: { 'x-t': '1' } }), route('b', { headers: { 'x-t': '2' } })],
      want: { status: 400, detail: 'POST / serves several operations: send the x-t header to name one.' },
    },
    {
      name: 'nothing named, one query parameter',
      candidates: [route('a', { query: { op: '1' } }), route('b', { query: { op: '2' } })],
      want: { status: 400, detail: 'POST / serves several operations: send the op query parameter to name one.' },
    },
    { name: 'a constant missing', headers: { 'x-target': 'Svc.Create' }, want: { status: 404, detail: 'No operation on POST / answers x-target: Svc.Create.' } },
    { name: 'a query constant missing', headers: { 'x-target': 'Svc.Delete', 'x-version': '1' }, search: 'dryRun=yes', want: { status: 404, detail: 'No operation on POST / answers x-target: Svc.Delete, x-version: 1, dryRun=yes.' } },
    { name: 'a repeated query constant selects nothing', search: 'Action=Describe&Action=Describe&Version=1&Format=json', want: { status: 404, detail: 'No operation on POST / answers Action=Describe,Describe, Version=1, Format=json.' } },
    { name: 'an empty query value is sent', search: 'Action=', want: { status: 404, detail: 'No operation on POST / answers Action=.' } },
    { name: 'a long value is cut short', headers: { 'x-target': long }, want: { status: 404, detail: `No operation on POST / answers x-target: ${'x'.repeat(107)}....` } },
    { name: 'a value of exactly 120 characters is kept', headers: { 'x-target': 'y'.repeat(110) }, want: { status: 404, detail: `No operation on POST / answers x-target: ${'y'.repeat(110)}.` } },
    { name: 'one over 120 characters is cut', headers: { 'x-target': 'y'.repeat(111) }, want: { status: 404, detail: `No operation on POST / answers x-target: ${'y'.repeat(107)}....` } },
    { name: 'a long query value is cut short', search: `Action=${long}`, want: { status: 404, detail: `No operation on POST / answers Action=${'x'.repeat(110)}....` } },
  ];
  it.each(rows)('$name', ({ candidates = rpc, headers = {}, search = '', want }) => {
    expect(outcome(candidates, headers, search)).toEqual(want);
  });
});
