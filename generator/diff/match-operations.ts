/**
 * Pairs the operations of two API versions. First by method and route (path parameter names
 * aside: `/pets/{id}` is `/pets/{petId}`), because the route is what the service answers and an
 * operationId is only a name: the same route under a new name is one operation **renamed**. Then,
 * among the rest, by name: the same name on another route is one operation **moved**. What is
 * left was removed or added.
 */
import { matchSuffix } from '../ir/match-selectors.ts';
import { routeShape } from '../ir/path-template.ts';
import type { Operation } from '../ir/types.ts';

export interface OperationPair {
  old: Operation;
  new: Operation;
  /** Same method and route, another name (so another client method). */
  renamed: boolean;
  /** Same name, another method or route. */
  moved: boolean;
}

/** Method, route and `match` constants: operations on `POST /` told apart by a header are different operations. */
const routeOf = (op: Operation) => `${op.method} ${routeShape(op.path)}${matchSuffix(op.match)}`;

export function matchOperations(old: Operation[], neu: Operation[]): { pairs: OperationPair[]; removed: Operation[]; added: Operation[] } {
  const pairs: OperationPair[] = [];
  const unmatchedNew = new Set(neu);
  const newByRoute = new Map<string, Operation>();
  for (const op of neu) if (!newByRoute.has(routeOf(op))) newByRoute.set(routeOf(op), op);
  const unmatchedOld: Operation[] = [];
  for (const op of old) {
    const match = newByRoute.get(routeOf(op));
    if (match && unmatchedNew.has(match)) {
      pairs.push({ old: op, new: match, renamed: op.name !== match.name, moved: false });
      unmatchedNew.delete(match);
    } else unmatchedOld.push(op);
  }
  const newByName = new Map([...unmatchedNew].map((op) => [op.name, op]));
  const removed: Operation[] = [];
  for (const op of unmatchedOld) {
    const match = newByName.get(op.name);
    if (!match) {
      removed.push(op);
      continue;
    }
    pairs.push({ old: op, new: match, renamed: false, moved: true });
    unmatchedNew.delete(match);
    newByName.delete(op.name);
  }
  return { pairs, removed, added: neu.filter((op) => unmatchedNew.has(op)) };
}
