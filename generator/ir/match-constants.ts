/**
 * `operations[].match` as a flat list of constants (`header:x-amz-target=Svc.Op`,
 * `query:Action=Describe`): header names lower-cased, sorted, so two matches compare by value.
 * Used by the duplicate-route check, the diff's operation identity and the emitters.
 */
import type { OperationMatch } from '../manifest/operation-match.ts';

export interface MatchConstant {
  in: 'header' | 'query';
  /** As written in the manifest (headers keep their case for display). */
  name: string;
  value: string;
}

export function matchConstants(match: OperationMatch | undefined): MatchConstant[] {
  if (!match) return [];
  const headers = Object.entries(match.headers ?? {}).map(([name, value]): MatchConstant => ({ in: 'header', name, value }));
  const query = Object.entries(match.query ?? {}).map(([name, value]): MatchConstant => ({ in: 'query', name, value }));
  return [...headers, ...query].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
}

function keyOf(c: MatchConstant): string {
  return `${c.in}:${c.in === 'header' ? c.name.toLowerCase() : c.name}`;
}

/** One string per match (`''` for none), equal exactly when the constants are. */
export function matchKey(match: OperationMatch | undefined): string {
  return matchConstants(match)
    .map((c) => `${keyOf(c)}=${c.value}`)
    .join('&');
}

/** A match made ready for many overlap tests: its constants as `[key, value]`, and by key. */
export interface PreparedMatch {
  constants: [key: string, value: string][];
  byKey: Map<string, string>;
}

export function prepareMatch(match: OperationMatch | undefined): PreparedMatch {
  const constants = matchConstants(match).map((c): [string, string] => [keyOf(c), c.value]);
  return { constants, byKey: new Map(constants) };
}

/**
 * True when one request could satisfy both matches: no constant both name with different values.
 * An operation without a match takes every request on its route, so it overlaps any other. The
 * duplicate-route check tests every pair on a route (EC2 has 600 operations on `POST /`), so each
 * match is prepared once.
 */
export function matchesOverlap(a: PreparedMatch, b: PreparedMatch): boolean {
  return !a.constants.some(([key, value]) => b.byKey.has(key) && b.byKey.get(key) !== value);
}

/**
 * The constants as people read a request: query ones appended to the path (`?Action=A&Version=1`),
 * header ones after it in brackets (` [X-Rpc-Target: Svc.Op]`). `''` when there are none.
 */
export function matchSuffix(constants: readonly MatchConstant[] | undefined): string {
  const query = (constants ?? []).filter((c) => c.in === 'query').map((c) => `${c.name}=${c.value}`);
  const headers = (constants ?? []).filter((c) => c.in === 'header').map((c) => `${c.name}: ${c.value}`);
  return `${query.length > 0 ? `?${query.join('&')}` : ''}${headers.length > 0 ? ` [${headers.join(', ')}]` : ''}`;
}
