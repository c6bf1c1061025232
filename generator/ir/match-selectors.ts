/**
 * `operations[].match` as a flat list of selectors: constants (`header:x-amz-target=Svc.Op`,
 * `query:Action=Describe`) and presences (`query:tagging`, `header:x-amz-copy-source`, no
 * value), header names lower-cased for comparing, sorted, so two matches compare by value. Used
 * by the route check, the importer's, the diff's operation identity and the emitters.
 *
 * Among operations on one method and path, a request goes to the one whose selectors it
 * carries, and when it carries those of several, to the one whose selectors include every other's
 * (`?uploads` and `?uploadId=…&partNumber=…` include nothing of each other; `?analytics&id=…`
 * includes `?analytics`; every match includes an operation without one). Only operations whose
 * selectors are the same cannot be told apart by any request.
 */
import type { OperationMatch } from '../manifest/operation-match.ts';

export interface MatchSelector {
  in: 'header' | 'query';
  /** As written in the manifest (headers keep their case for display). */
  name: string;
  /** The constant the request carries; absent when any value (for a query flag, none) will do. */
  value?: string;
}

export function matchSelectors(match: OperationMatch | undefined): MatchSelector[] {
  if (!match) return [];
  const constants = (where: MatchSelector['in'], record: Record<string, string> | undefined) =>
    Object.entries(record ?? {}).map(([name, value]): MatchSelector => ({ in: where, name, value }));
  // Also read by the manifest checks, which run on data the shape check may have refused.
  const present = (where: MatchSelector['in'], names: unknown) =>
    (Array.isArray(names) ? names : []).filter((name): name is string => typeof name === 'string').map((name): MatchSelector => ({ in: where, name }));
  return [
    ...constants('header', match.headers),
    ...constants('query', match.query),
    ...present('header', match.headersPresent),
    ...present('query', match.queryPresent),
  ].sort((a, b) => compare(selectorKey(a), selectorKey(b)));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Where a selector looks: `header:x-amz-target`, `query:Action`. */
export function selectorKey(s: MatchSelector): string {
  return `${s.in}:${s.in === 'header' ? s.name.toLowerCase() : s.name}`;
}

/** One selector as text: `query:Action=Describe`, or `query:tagging` for a presence. */
function textOf(s: MatchSelector): string {
  return s.value === undefined ? selectorKey(s) : `${selectorKey(s)}=${s.value}`;
}

/** One string per match (`''` for none), equal exactly when the selectors are. */
export function matchKey(match: OperationMatch | undefined): string {
  return selectorsKey(matchSelectors(match));
}

/** Selectors (IR) as a key: equal exactly when `matchKey` of their manifest matches is. */
export function selectorsKey(selectors: readonly MatchSelector[] | undefined): string {
  return (selectors ?? []).map(textOf).join('&');
}

/**
 * The selectors as people read a request: query ones appended to the path (`?Action=A&tagging`),
 * header ones after it in brackets (` [X-Rpc-Target: Svc.Op, x-amz-copy-source]`). `''` when
 * there are none.
 */
export function matchSuffix(selectors: readonly MatchSelector[] | undefined): string {
  const shown = (s: MatchSelector, separator: string) => (s.value === undefined ? s.name : `${s.name}${separator}${s.value}`);
  const query = (selectors ?? []).filter((s) => s.in === 'query').map((s) => shown(s, '='));
  const headers = (selectors ?? []).filter((s) => s.in === 'header').map((s) => shown(s, ': '));
  return `${query.length > 0 ? `?${query.join('&')}` : ''}${headers.length > 0 ? ` [${headers.join(', ')}]` : ''}`;
}

/** Query presences the operation does not declare as parameters: flags, which the client sends bare (`?tagging`). */
export function queryFlags(operation: { match?: readonly MatchSelector[]; parameters: readonly { in: string; name: string }[] }): string[] {
  return (operation.match ?? [])
    .filter((s) => s.in === 'query' && s.value === undefined && !operation.parameters.some((p) => p.in === 'query' && p.name === s.name))
    .map((s) => s.name);
}
