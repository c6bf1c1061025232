/**
 * Picks, among operations on the same method and path, the one whose `match` selectors the
 * request carries: constants (`X-Rpc-Target: Service.Operation`, `?Action=Describe&Version=1`)
 * and presences (`?tagging`, `?uploadId=…`, an `x-amz-copy-source` header). When the request
 * carries the selectors of several, the one whose selectors include all the others' wins
 * (`?analytics&id=1` over `?analytics`, anything over an operation without `match`). A request
 * that carries those of none is a 400 saying what is missing, or a 404 when it names values no
 * operation answers; one that carries those of several, none including the rest, is a 400. Never
 * a guess: the wrong handler is worse than no handler.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { HttpProblem } from './problem.ts';
import type { RouteSpec } from './service.ts';

type Match = NonNullable<RouteSpec['match']>;

/** A constant every candidate carries, with a value of its own each: the value names the route at once. */
interface ValueIndex {
  in: 'header' | 'query';
  name: string;
  byValue: Map<string, RouteSpec>;
}

/** By the candidates of a route (compiled once, so the same array on every request); null when they have no such constant. */
const indexes = new WeakMap<readonly RouteSpec[], ValueIndex | null>();

function valueIndex(candidates: readonly RouteSpec[]): ValueIndex | null {
  let index = indexes.get(candidates);
  if (index !== undefined) return index;
  index = null;
  for (const where of ['header', 'query'] as const) {
    const constants = (route: RouteSpec) => (where === 'header' ? route.match?.headers : route.match?.query) ?? {};
    for (const name of Object.keys(constants(candidates[0]!))) {
      const byValue = new Map(candidates.map((route) => [constants(route)[name], route] as const).filter((entry): entry is [string, RouteSpec] => entry[0] !== undefined));
      if (byValue.size === candidates.length) {
        index = { in: where, name, byValue };
        break;
      }
    }
    if (index) break;
  }
  indexes.set(candidates, index);
  return index;
}

export function selectByMatch(candidates: readonly RouteSpec[], headers: IncomingHttpHeaders, search: URLSearchParams, describe: string): RouteSpec {
  const carries = (route: RouteSpec) => {
    const match = route.match ?? {};
    return (
      Object.entries(match.headers ?? {}).every(([name, value]) => headerText(headers[name]) === value) &&
      Object.entries(match.query ?? {}).every(([name, value]) => search.getAll(name).length === 1 && search.get(name) === value) &&
      (match.headersPresent ?? []).every((name) => headers[name] !== undefined) &&
      (match.queryPresent ?? []).every((name) => search.has(name))
    );
  };
  // EC2's 600 operations on `POST /` each have their own `Action`: one lookup, not 600 tests. No
  // other candidate can carry that constant's value, so the one found, if it carries the rest, is the only one.
  const index = valueIndex(candidates);
  let carried: RouteSpec[];
  if (index) {
    const value = index.in === 'header' ? headerText(headers[index.name]) : search.getAll(index.name).length === 1 ? search.get(index.name)! : undefined;
    const route = value === undefined ? undefined : index.byValue.get(value);
    carried = route !== undefined && carries(route) ? [route] : [];
  } else carried = candidates.filter(carries);
  if (carried.length === 1) return carried[0]!;
  if (carried.length > 1) {
    // Those no other carried route's selectors strictly include.
    const narrower = (route: RouteSpec, other: RouteSpec) => includes(other.match ?? {}, route.match ?? {}) && !includes(route.match ?? {}, other.match ?? {});
    const widest = carried.filter((route) => !carried.some((other) => narrower(route, other)));
    if (widest.length === 1) return widest[0]!;
    throw new HttpProblem(400, {
      kind: 'invalid-parameter',
      detail: `${describe} serves several operations, and the request selects ${listed(widest.map((route) => route.name))}: send what selects one of them only.`,
    });
  }

  const headerNames = [...new Set(candidates.flatMap((route) => [...Object.keys(route.match?.headers ?? {}), ...(route.match?.headersPresent ?? [])]))];
  const queryNames = [...new Set(candidates.flatMap((route) => [...Object.keys(route.match?.query ?? {}), ...(route.match?.queryPresent ?? [])]))];
  const sentHeaders = headerNames.filter((name) => headers[name] !== undefined);
  const sentQuery = queryNames.filter((name) => search.has(name));
  if (sentHeaders.length === 0 && sentQuery.length === 0) {
    const headerPart = headerNames.length > 0 ? `the ${listed(headerNames)} header${headerNames.length > 1 ? 's' : ''}` : '';
    const queryPart = queryNames.length > 0 ? `the ${listed(queryNames)} query parameter${queryNames.length > 1 ? 's' : ''}` : '';
    throw new HttpProblem(400, {
      kind: 'invalid-parameter',
      detail: `${describe} serves several operations: send ${[headerPart, queryPart].filter(Boolean).join(' and ')} to name one.`,
    });
  }
  // Echoed so the caller sees what it sent, cut short: a problem is no place for a long header.
  const given = [
    ...sentHeaders.map((name) => `${name}: ${[headers[name]].flat().join(', ')}`),
    ...sentQuery.map((name) => `${name}=${search.getAll(name).join(',')}`),
  ].map((text) => (text.length > 120 ? `${text.slice(0, 117)}...` : text));
  throw new HttpProblem(404, {
    kind: 'not-found',
    detail: `No operation on ${describe} answers ${given.join(', ')}.`,
  });
}

/** Whether every request that carries `wide`'s selectors carries `narrow`'s too (a constant implies its name is present). */
function includes(wide: Match, narrow: Match): boolean {
  return (
    Object.entries(narrow.headers ?? {}).every(([name, value]) => wide.headers?.[name] === value) &&
    Object.entries(narrow.query ?? {}).every(([name, value]) => wide.query?.[name] === value) &&
    (narrow.headersPresent ?? []).every((name) => wide.headersPresent?.includes(name) === true || Object.hasOwn(wide.headers ?? {}, name)) &&
    (narrow.queryPresent ?? []).every((name) => wide.queryPresent?.includes(name) === true || Object.hasOwn(wide.query ?? {}, name))
  );
}

/** `a`, `a and b`, `a, b and c`. */
function listed(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A header's single value; a repeated header selects nothing. */
function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
}
