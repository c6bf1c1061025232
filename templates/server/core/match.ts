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
import type { HttpMethod, RouteSpec, ServiceDescription } from './service.ts';
import { canonicalLiteral } from './literal-segment.ts';
import { splitPatternSegment } from './pattern-segment.ts';
import { type CompiledNode, type CompiledTable, type Keyed, routeTable, targetFor } from './route-table.ts';

export type MatchResult =
  | { kind: 'found'; route: RouteSpec; rawParams: Record<string, string> }
  /** Several operations share the method and path; their `match` selectors decide (select-by-match.ts). */
  | { kind: 'by-match'; routes: RouteSpec[]; rawParams: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

/**
 * The lookup in progress. Segments are addressed by their offsets in `path`, so the walk cuts a
 * substring only for a value it captures. A lookup runs to its end without yielding or calling
 * out, so one state serves every lookup.
 */
const walk = {
  // Stryker disable next-line StringLiteral: every lookup sets it before the walk reads it.
  path: '',
  /** The path holds `%`: literal segments are then compared in their canonical form. */
  // Stryker disable next-line BooleanLiteral: every lookup sets it before the walk reads it.
  escaped: false,
  // Stryker disable next-line StringLiteral: every lookup sets it before the walk reads it.
  wanted: '',
  /** Captured values, `values[0..depth)`; the array only ever grows, so stores stay in place. */
  values: [] as string[],
  depth: 0,
  found: undefined as MatchResult | undefined,
  allowed: undefined as Set<HttpMethod> | undefined,
};

/** Marks a reading that goes on past the end of the path, or one without `:action`. */
const NONE = -1;

/** Find the route for `method` and a raw (still encoded) path without query string. */
export function matchRoute(service: ServiceDescription, method: string, path: string): MatchResult {
  if (path.charCodeAt(0) !== 47 /* / */) return { kind: 'not-found' };
  const table = routeTable(service);
  // Stryker disable next-line StringLiteral: counting every path as escaped only skips the fast path below and compares literals in canonical form, which is how they already read: same routes.
  const escaped = path.includes('%');
  // The literal table is a fast path: without it the walk finds the same route, and an escaped
  // path finds no entry in it (its keys are canonical paths).
  // Stryker disable next-line BooleanLiteral,ConditionalExpression,BlockStatement: see above.
  if (!escaped) {
    const literal = table.literalPaths.get(path);
    // A HEAD request without a HEAD operation gets the GET one (`targetFor`); the transport drops the body.
    const target = literal && targetFor(literal, method);
    // Stryker disable next-line ConditionalExpression: without the fast path's answer, the walk finds the same route.
    if (target !== undefined) return found(target.route, target.routes, {});
  }
  walk.path = path;
  walk.escaped = escaped;
  walk.wanted = method;
  walk.depth = 0;
  walk.found = undefined;
  walk.allowed = undefined;
  if (path.length === 1) visit(table.root.end);
  else walkFrom(table.root, 1);
  const result: MatchResult = walk.found
    ?? (walk.allowed ? { kind: 'method-not-allowed', allow: [...walk.allowed].sort() } : { kind: 'not-found' });
  // Stryker disable next-line StringLiteral: only lets the path be collected; every lookup sets it first.
  walk.path = '';
  walk.found = undefined;
  walk.allowed = undefined;
  return result;
}

function found(route: RouteSpec, routes: RouteSpec[] | undefined, rawParams: Record<string, string>): MatchResult {
  return routes === undefined ? { kind: 'found', route, rawParams } : { kind: 'by-match', routes, rawParams };
}

/** Walk the segment that starts at `start` and everything after it. */
function walkFrom(node: CompiledNode, start: number): boolean {
  const { path } = walk;
  const slash = path.indexOf('/', start);
  if (slash !== -1) return readings(node, start, slash, slash + 1, NONE);
  const colon = lastColon(path, start);
  if (colon === -1) return readings(node, start, path.length, NONE, NONE);
  // In the last segment, the last raw `:` separates an action.
  if (readings(node, start, colon, NONE, colon + 1)) return true;
  // Not an action after all: literal text around parameters may hold the colon (`{name}:{verb}`).
  return patternReadings(node, start, path.length, NONE, NONE);
}

/**
 * The readings of the segment (or, before an action, the stem) `start..end`, in order: literal,
 * literal text around parameters, parameter. Each goes on at `next`, or at the end of the path
 * visits the node's `end` table, or its table for the action at `action`.
 */
function readings(node: CompiledNode, start: number, end: number, next: number, action: number): boolean {
  const literal = child(node.literals, start, end, true);
  if (literal !== undefined && proceed(literal, next, action)) return true;
  if (node.patterns !== undefined && patternReadings(node, start, end, next, action)) return true;
  // Empty segments never bind a parameter.
  if (node.param === undefined || end === start) return false;
  walk.values[walk.depth++] = walk.path.slice(start, end);
  const done = proceed(node.param, next, action);
  walk.depth--;
  return done;
}

/** Try each pattern edge the segment fits, its values captured in order. */
function patternReadings(node: CompiledNode, start: number, end: number, next: number, action: number): boolean {
  if (node.patterns === undefined) return false;
  const segment = walk.path.slice(start, end);
  for (const edge of node.patterns) {
    const captured = splitPatternSegment(segment, edge.literals);
    if (captured === undefined) continue;
    const depth = walk.depth;
    for (const value of captured) walk.values[walk.depth++] = value;
    const done = proceed(edge.next, next, action);
    walk.depth = depth;
    if (done) return true;
  }
  return false;
}

function proceed(node: CompiledNode, next: number, action: number): boolean {
  if (next !== NONE) return walkFrom(node, next);
  if (action === NONE) return visit(node.end);
  return visit(child(node.actions, action, walk.path.length, false));
}

/**
 * The child keyed by the path text `start..end`: as it is for actions, canonical for literal
 * segments (`%24count` finds `$count`), compared in place in the path when it has no escapes.
 */
function child<T>(keyed: Keyed<T> | undefined, start: number, end: number, canonical: boolean): T | undefined {
  if (keyed === undefined) return undefined;
  const { path } = walk;
  if (canonical && walk.escaped) {
    const escape = path.indexOf('%', start);
    if (escape !== -1 && escape < end) return keyed.map.get(canonicalLiteral(path.slice(start, end)));
  }
  const bucket = end - start < keyed.byLength.length ? keyed.byLength[end - start] : undefined;
  if (bucket === undefined) return undefined;
  const { keys } = bucket;
  for (let i = 0; i < keys.length; i++) if (sameText(path, start, keys[i]!)) return bucket.values[i];
  return undefined;
}

/** Whether `path` holds `key` at `start` (the caller knows the lengths fit). */
function sameText(path: string, start: number, key: string): boolean {
  for (let i = 0; i < key.length; i++) if (path.charCodeAt(start + i) !== key.charCodeAt(i)) return false;
  return true;
}

/** The last `:` in `path` at or after `start`, or -1. */
function lastColon(path: string, start: number): number {
  for (let i = path.length - 1; i >= start; i--) if (path.charCodeAt(i) === 58 /* : */) return i;
  return -1;
}

/** A complete reading of the path reached `table`: take its route for the method, or note the methods it has. */
function visit(table: CompiledTable | undefined): boolean {
  if (table === undefined) return false;
  const target = targetFor(table, walk.wanted);
  if (target === undefined) {
    walk.allowed ??= new Set();
    for (const method of table.methods) walk.allowed.add(method);
    return false;
  }
  // Values are captured by position; the route that matched names them.
  const rawParams: Record<string, string> = {};
  const names = target.route.pathParams;
  for (let i = 0; i < names.length; i++) rawParams[names[i]!] = walk.values[i]!;
  walk.found = found(target.route, target.routes, rawParams);
  return true;
}
