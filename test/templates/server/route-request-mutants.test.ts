/**
 * From a request URL to a routing target and an operation (templates/server/core/route-request.ts):
 * given a URL, a mount prefix and an original URL, want the path routing sees, the path handlers
 * see, the problem `instance` and the query; given a method and path, want the operation or the
 * exact 404/405 problem.
 */
import { describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import type { IncomingRequest } from '../../../templates/server/core/dispatch.ts';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import { requestTarget, routeRequest } from '../../../templates/server/core/route-request.ts';
import { fixtureApi } from './support/api.ts';

const request = (url: string, originalUrl?: string) => ({ method: 'GET', url, headers: {}, ...(originalUrl ? { originalUrl } : {}) }) as IncomingRequest;

interface TargetCase {
  url: string;
  prefix?: string;
  originalUrl?: string;
  want: { routed: string; path: string; instance: string; query: string };
}

const TARGETS: TargetCase[] = [
  { url: '/things/1', want: { routed: '/things/1', path: '/things/1', instance: '/things/1', query: '' } },
  { url: '/things/1?a=1&b=two', want: { routed: '/things/1', path: '/things/1', instance: '/things/1', query: 'a=1&b=two' } },
  { url: '/things?', want: { routed: '/things', path: '/things', instance: '/things', query: '' } },
  { url: '/v1/things?x=1', prefix: '/v1', want: { routed: '/things', path: '/v1/things', instance: '/v1/things', query: 'x=1' } },
  { url: '/v1', prefix: '/v1', want: { routed: '/', path: '/v1', instance: '/v1', query: '' } },
  { url: '/v10/things', prefix: '/v1', want: { routed: '', path: '/v10/things', instance: '/v10/things', query: '' } },
  { url: '/other', prefix: '/v1', want: { routed: '', path: '/other', instance: '/other', query: '' } },
  { url: '/things', originalUrl: '/mounted/things?q=1', want: { routed: '/things', path: '/things', instance: '/mounted/things', query: '' } },
];

describe('requestTarget', () => {
  it.each(TARGETS)('$url under "$prefix"', ({ url, prefix = '', originalUrl, want }) => {
    const target = requestTarget(request(url, originalUrl), prefix);
    expect({ routed: target.routed, path: target.path, instance: target.instance, query: target.search.toString() }).toEqual(want);
  });
});

const service = describeService(
  fixtureApi([
    { name: 'get_thing', method: 'GET', path: '/things/{id}' },
    { name: 'put_thing', method: 'PUT', path: '/things/{id}' },
    { name: 'list_things', method: 'GET', path: '/things' },
    { name: 'get_blob', method: 'GET', path: '/blobs/{id}' },
    { name: 'head_blob', method: 'HEAD', path: '/blobs/{id}' },
    { name: 'head_health', method: 'HEAD', path: '/health' },
  ]),
);

function routed(method: string, url: string, originalUrl?: string) {
  try {
    const found = routeRequest(service, method, requestTarget(request(url, originalUrl), ''), {});
    return { operation: found.route.name, params: found.rawParams };
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
    return { status: error.status, kind: error.init.kind, detail: error.init.detail, headers: error.init.headers };
  }
}

describe('routeRequest', () => {
  it('finds the operation and its raw parameters', () => {
    expect(routed('GET', '/things/a%20b?x=1')).toEqual({ operation: 'get_thing', params: { id: 'a%20b' } });
    expect(routed('PUT', '/things/7')).toEqual({ operation: 'put_thing', params: { id: '7' } });
  });
  it('a path no operation has is a 404 naming it as sent', () => {
    expect(routed('GET', '/thing', '/api/thing')).toEqual({ status: 404, kind: 'not-found', detail: 'No operation has the path /api/thing.', headers: undefined });
  });
  it('a path with other methods is a 405 listing them, in Allow too', () => {
    expect(routed('DELETE', '/things/7')).toEqual({
      status: 405,
      kind: 'method-not-allowed',
      detail: 'DELETE is not allowed on /things/7; use GET, HEAD, PUT.',
      headers: { Allow: 'GET, HEAD, PUT' },
    });
  });
  it('lists HEAD once where a HEAD operation is beside the GET one, and alone where it is alone', () => {
    expect(routed('PUT', '/blobs/7')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
    expect(routed('GET', '/health')).toMatchObject({ status: 405, detail: 'GET is not allowed on /health; use HEAD.', headers: { Allow: 'HEAD' } });
    expect(routed('HEAD', '/blobs/7')).toEqual({ operation: 'head_blob', params: { id: '7' } });
    expect(routed('HEAD', '/things/7')).toEqual({ operation: 'get_thing', params: { id: '7' } });
  });
});
