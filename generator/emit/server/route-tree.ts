/**
 * Compiles operation paths into the trie the server's walker reads (`RouteNode` in
 * `templates/server/core/service.ts`). Doing it at generation time means a clash between two
 * routes fails `sdkgen generate`, not the first request that hits it.
 */
import type { Operation } from '../../ir/types.ts';
import type { MethodTable, PatternEdge, RouteNode } from '../../../templates/server/core/service.ts';
import { routeShape } from '../../ir/path-template.ts';
import { matchSuffix, selectorsKey } from '../../ir/match-selectors.ts';

/** Build the trie; leaves hold indexes into `operations`, which must be the route table's order. */
export function buildRouteTree(operations: readonly Operation[]): RouteNode {
  const root: RouteNode = {};
  /** Each method table's operations by method and selectors (`GET query:tagging`): EC2 puts 600 on `POST /`. */
  const slots = new Map<MethodTable, Map<string, number>>();
  operations.forEach((op, index) => {
    let node = root;
    for (const segment of op.path.segments) {
      if (segment.kind === 'param') {
        node = node.param ??= {};
        continue;
      }
      if (segment.kind === 'mixed') {
        node = patternEntry((node.patterns ??= []), segment.literals);
        continue;
      }
      // A `__proto__` key in the emitted object literal would set the prototype instead.
      if (segment.value === '__proto__') {
        throw new Error(`${op.name}: the path segment "__proto__" cannot be routed`);
      }
      node = ownEntry((node.literals ??= {}), segment.value, {});
    }
    if (op.path.action === '__proto__') {
      throw new Error(`${op.name}: the custom method ":__proto__" cannot be routed`);
    }
    const table: MethodTable = op.path.action
      ? ownEntry((node.actions ??= {}), op.path.action, {})
      : (node.end ??= {});
    // Operations told apart by `match` selectors share the slot (one may have none: it takes what
    // the others do not select); the manifest check made their selectors distinct.
    let taken = slots.get(table);
    if (!taken) slots.set(table, (taken = new Map()));
    const key = `${op.method} ${selectorsKey(op.match)}`;
    const same = taken.get(key);
    if (same !== undefined) {
      throw new Error(`${operations[same]!.name} and ${op.name} both answer ${op.method} ${routeShape(op.path)}${matchSuffix(op.match)}`);
    }
    taken.set(key, index);
    const sharing = table[op.method];
    if (sharing === undefined) table[op.method] = index;
    else if (typeof sharing === 'number') table[op.method] = [sharing, index];
    else sharing.push(index);
  });
  return root;
}

/**
 * The edge for `literals`, shared by every route with the same literal text around its
 * parameters; edges stay ordered by how much literal text they hold, the most first, so
 * `{name}.json` is tried before `{name}.{ext}`.
 */
function patternEntry(edges: PatternEdge[], literals: string[]): RouteNode {
  const key = JSON.stringify(literals);
  const found = edges.find((edge) => JSON.stringify(edge.literals) === key);
  if (found) return found.next;
  const edge: PatternEdge = { literals: [...literals], next: {} };
  const weight = (e: PatternEdge) => e.literals.join('').length;
  const at = edges.findIndex((other) => weight(other) < weight(edge));
  edges.splice(at === -1 ? edges.length : at, 0, edge);
  return edge.next;
}

/**
 * `record[key] ??= fresh` by own property only: a segment or action named `constructor` or
 * `toString` would otherwise find `Object.prototype`'s member and hang routes off it.
 */
function ownEntry<T>(record: Record<string, T>, key: string, fresh: T): T {
  if (!Object.hasOwn(record, key)) record[key] = fresh;
  return record[key]!;
}
