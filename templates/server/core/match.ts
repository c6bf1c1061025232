/**
 * Walks the compiled path trie to find the operation for a request.
 *
 * The rules, in the order they decide:
 * - The path is split on `/` while still percent-encoded, so `%2F` inside a value never splits a
 *   segment and `%3A` is never taken for the `:action` separator.
 * - In the last segment, the last raw `:` separates an AIP-136 custom method (`{id}:archive`,
 *   `tokens:refresh`). Literals never contain `:`, so there is no other reading of it.
 * - A literal segment beats a parameter, but when the literal branch has no route for this path
 *   and method the walk backtracks and tries the parameter branch
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

export type MatchResult =
  | { kind: 'found'; route: RouteSpec; rawParams: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

/** Called for every complete reading of the path; returns true to stop the walk. */
type Visit = (table: MethodTable, values: readonly string[]) => boolean;

/** Find the route for `method` and a raw (still encoded) path without query string. */
export function matchRoute(service: ServiceDescription, method: string, path: string): MatchResult {
  if (!path.startsWith('/')) return { kind: 'not-found' };
  const segments = path.slice(1).split('/');
  // HEAD is answered by the GET route; the transport drops the body.
  const wanted = method === 'HEAD' ? 'GET' : method;
  const allowed = new Set<HttpMethod>();
  let hit: { index: number; values: string[] } | undefined;

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
    const route = service.routes[hit.index]!;
    const rawParams: Record<string, string> = {};
    route.pathParams.forEach((name, i) => (rawParams[name] = hit!.values[i]!));
    return { kind: 'found', route, rawParams };
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
  const segment = segments[depth]!;
  if (depth === segments.length - 1) return visitLastSegment(node, segment, values, visit);

  const literal = lookup(node.literals, segment);
  if (literal && walk(literal, segments, depth + 1, values, visit)) return true;
  return withValue(node.param, segment, values, (param) =>
    walk(param, segments, depth + 1, values, visit),
  );
}

function visitLastSegment(
  node: RouteNode,
  segment: string,
  values: string[],
  visit: Visit,
): boolean {
  const colon = segment.lastIndexOf(':');
  if (colon === -1) {
    const literal = lookup(node.literals, segment);
    if (literal?.end && visit(literal.end, values)) return true;
    return withValue(
      node.param,
      segment,
      values,
      (param) => param.end !== undefined && visit(param.end, values),
    );
  }
  const stem = segment.slice(0, colon);
  const action = segment.slice(colon + 1);
  const literalTable = lookup(lookup(node.literals, stem)?.actions, action);
  if (literalTable && visit(literalTable, values)) return true;
  return withValue(node.param, stem, values, (param) => {
    const table = lookup(param.actions, action);
    return table !== undefined && visit(table, values);
  });
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
