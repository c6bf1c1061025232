/**
 * From a request URL to an operation: split off the query, strip a mount prefix, walk the route
 * trie, pick by `match` selectors where operations share a method and path, and turn a miss into
 * the right problem: 404 when no operation has the path, 405 (with `Allow`) when some have it but
 * not with this method.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingRequest } from './dispatch.ts';
import { matchRoute, type MatchResult } from './match.ts';
import { HttpProblem } from './problem.ts';
import { selectByMatch } from './select-by-match.ts';
import type { ServiceDescription } from './service.ts';

export interface RequestTarget {
  /** The path routing sees: relative to the mount point, prefix removed, still encoded. */
  routed: string;
  /** The path relative to the mount point, as handlers see it in `ctx.path`. */
  path: string;
  /** The path as the client sent it, for problem `instance`s and messages. */
  instance: string;
  search: URLSearchParams;
}

export function requestTarget(request: IncomingRequest, prefix: string): RequestTarget {
  const path = pathOf(request.url);
  return {
    routed: stripPrefix(path, prefix),
    path,
    instance: request.originalUrl === undefined ? path : pathOf(request.originalUrl),
    // Stryker disable next-line ConditionalExpression: a fast path; parsing an absent query gives an empty one too
    search: path.length === request.url.length ? NO_QUERY : new URLSearchParams(request.url.slice(path.length + 1)),
  };
}

/** The query of every URL without one; only ever read, so one instance serves them all. */
const NO_QUERY = new URLSearchParams();

export function routeRequest(
  service: ServiceDescription,
  method: string,
  target: RequestTarget,
  headers: IncomingHttpHeaders,
): Extract<MatchResult, { kind: 'found' }> {
  const match = matchRoute(service, method, target.routed);
  if (match.kind === 'by-match') {
    const route = selectByMatch(match.routes, headers, target.search, `${method} ${target.instance}`);
    return { kind: 'found', route, rawParams: match.rawParams };
  }
  if (match.kind === 'not-found') {
    throw new HttpProblem(404, {
      kind: 'not-found',
      detail: `No operation has the path ${target.instance}.`,
    });
  }
  if (match.kind === 'method-not-allowed') {
    // HEAD is answered wherever GET is (RFC 9110 9.3.2), so it is allowed there too.
    const allow = (match.allow.includes('GET') && !match.allow.includes('HEAD') ? [...match.allow, 'HEAD'].sort() : match.allow).join(', ');
    throw new HttpProblem(405, {
      kind: 'method-not-allowed',
      detail: `${method} is not allowed on ${target.instance}; use ${allow}.`,
      headers: { Allow: allow },
    });
  }
  return match;
}

/** `''` (which matches nothing) when the path is outside the prefix. */
function stripPrefix(path: string, prefix: string): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: a fast path; with an empty prefix the checks below keep a path that starts with '/' as it is, and one that does not (`*`, absolute-form) matches nothing either way
  if (prefix === '') return path;
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : '';
}

function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}
