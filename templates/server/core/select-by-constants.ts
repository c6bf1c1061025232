/**
 * Picks, among operations on the same method and path, the one whose `match` constants the
 * request carries (`X-Rpc-Target: Service.Operation`, `?Action=Describe&Version=1`). A request
 * that names none of them is a 400 saying what is missing; one whose values select no operation
 * is a 404. Never a guess: the wrong handler is worse than no handler.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { HttpProblem } from './problem.ts';
import type { RouteSpec } from './service.ts';

export function selectByConstants(
  candidates: readonly RouteSpec[],
  headers: IncomingHttpHeaders,
  search: URLSearchParams,
  describe: string,
): RouteSpec {
  const carries = (route: RouteSpec) =>
    Object.entries(route.match?.headers ?? {}).every(([name, value]) => headerText(headers[name]) === value) &&
    Object.entries(route.match?.query ?? {}).every(([name, value]) => search.getAll(name).length === 1 && search.get(name) === value);
  const chosen = candidates.find(carries);
  if (chosen) return chosen;

  const headerNames = [...new Set(candidates.flatMap((route) => Object.keys(route.match?.headers ?? {})))];
  const queryNames = [...new Set(candidates.flatMap((route) => Object.keys(route.match?.query ?? {})))];
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

/** `a`, `a and b`, `a, b and c`. */
function listed(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A header's single value; a repeated header selects nothing. */
function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
}
