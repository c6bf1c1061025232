/**
 * Walks the compiled path trie to find the operation for a request.
 *
 * The rules, in the order they decide:
 * - The path is split on `/` while still percent-encoded, so `%2F` inside a value never splits a
 *   segment and `%3A` is never taken for the `:action` separator.
 * - `/` alone is the root path, served by the routes on the root node itself.
 * - In the last segment, the last raw `:` separates an AIP-136 custom method (`{id}:archive`,
 *   `tokens:refresh`). Literal segments never contain `:`; only literal text around parameters
 *   may (`{name}:{verb}`), and those patterns are tried on the whole segment after the actions.
 * - A literal segment is compared with its escaped unreserved characters and sub-delims decoded
 *   (`%24count` finds `$count`); literal text around parameters must match exactly.
 * - A literal segment beats literal text around parameters (`Businesses({key})`, the most
 *   literal text first), which beats a whole-segment parameter. When a branch has no route for
 *   this path and method the walk backtracks and tries the next
 *   (`GET /models/default` vs `GET /models/{id}`).
 * - Parameter values are captured by position and named by the route that finally matches, so
 *   routes may call the same position differently. They are returned still encoded; decoding is
 *   the caller's job because a bad escape is a client error, not a missing route.
 */
import type {
  HttpMethod,
  MethodTable,
  RouteNode,
  RouteSpec,
  ServiceDescription,
} from './service.ts';
import { canonicalLiteral } from './literal-segment.ts';
import { splitPatternSegment } from './pattern-segment.ts';

export type MatchResult =
  | { kind: 'found'; route: RouteSpec; rawParams: Record<string, string> }
  /** Several operations share the method and path; their `match` constants decide (select-by-constants.ts). */
  | { kind: 'by-constants'; routes: RouteSpec[]; rawParams: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

/** Called for every complete reading of the path; returns true to stop the walk. */
type Visit = (table: MethodTable, values: readonly string[]) => boolean;

/** Find the route for `method` and a raw (still encoded) path without query string. */
export function matchRoute(service: ServiceDescription, method: string, path: string): MatchResult {
  if (!path.startsWith('/')) return { kind: 'not-found' };
  const segments = path === '/' ? [] : path.slice(1).split('/');
  // HEAD is answered by the GET route; the transport drops the body.
  const wanted = method === 'HEAD' ? 'GET' : method;
  const allowed = new Set<HttpMethod>();
  let hit: { index: number | number[]; values: string[] } | undefined;

  walk(service.tree, segments, 0, [], (table, values) => {
    const index = lookup(table, wanted);
    if (index !== undefined) {
      hit = { index, values: [...values] };
      return true;
    }
    for (const m of Object.keys(table)) allowed.add(m as HttpMethod);
    return false;
  });

  if (hit) {
    const { index, values } = hit;
    const routes = (typeof index === 'number' ? [index] : index).map((i) => service.routes[i]!);
    // Routes sharing a method table share their path shape, so the first names the parameters for all.
    const rawParams: Record<string, string> = {};
    routes[0]!.pathParams.forEach((name, i) => (rawParams[name] = values[i]!));
    return typeof index === 'number' ? { kind: 'found', route: routes[0]!, rawParams } : { kind: 'by-constants', routes, rawParams };
  }
  if (allowed.size > 0) return { kind: 'method-not-allowed', allow: [...allowed].sort() };
  return { kind: 'not-found' };
}

function walk(
  node: RouteNode,
  segments: string[],
  depth: number,
  values: string[],
  visit: Visit,
): boolean {
  if (segments.length === 0) return node.end !== undefined && visit(node.end, values);
  const segment = segments[depth]!;
  if (depth === segments.length - 1) return visitLastSegment(node, segment, values, visit);

  const next = (child: RouteNode) => walk(child, segments, depth + 1, values, visit);
  const literal = lookup(node.literals, canonicalLiteral(segment));
  if (literal && next(literal)) return true;
  if (withPatterns(node, segment, values, next)) return true;
  return withValue(node.param, segment, values, next);
}

function visitLastSegment(
  node: RouteNode,
  segment: string,
  values: string[],
  visit: Visit,
): boolean {
  const atEnd = (child: RouteNode) => child.end !== undefined && visit(child.end, values);
  const colon = segment.lastIndexOf(':');
  if (colon === -1) {
    const literal = lookup(node.literals, canonicalLiteral(segment));
    if (literal && atEnd(literal)) return true;
    if (withPatterns(node, segment, values, atEnd)) return true;
    return withValue(node.param, segment, values, atEnd);
  }
  const stem = segment.slice(0, colon);
  const action = segment.slice(colon + 1);
  const withAction = (child: RouteNode) => {
    const table = lookup(child.actions, action);
    return table !== undefined && visit(table, values);
  };
  const literal = lookup(node.literals, canonicalLiteral(stem));
  if (literal && withAction(literal)) return true;
  if (withPatterns(node, stem, values, withAction)) return true;
  if (withValue(node.param, stem, values, withAction)) return true;
  // Not an action after all: literal text around parameters may hold the colon (`{name}:{verb}`).
  return withPatterns(node, segment, values, atEnd);
}

/** Try each pattern edge that `segment` fits, its values captured in order. */
function withPatterns(
  node: RouteNode,
  segment: string,
  values: string[],
  attempt: (next: RouteNode) => boolean,
): boolean {
  for (const edge of node.patterns ?? []) {
    const captured = splitPatternSegment(segment, edge.literals);
    if (!captured) continue;
    values.push(...captured);
    const done = attempt(edge.next);
    values.length -= captured.length;
    if (done) return true;
  }
  return false;
}

/** Try the parameter branch with `value` captured; empty segments never bind a parameter. */
function withValue(
  param: RouteNode | undefined,
  value: string,
  values: string[],
  attempt: (param: RouteNode) => boolean,
): boolean {
  if (!param || value === '') return false;
  values.push(value);
  const done = attempt(param);
  values.pop();
  return done;
}

/** Own-property lookup: request text must never reach `Object.prototype`. */
function lookup<T>(record: Partial<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
