/**
 * Pairs the operations of two API versions by name. An operation that disappeared and one that
 * appeared with the same method and route (parameter names aside) are one operation renamed.
 */
import { routeShape } from '../ir/path-template.ts';
import type { Operation } from '../ir/types.ts';

export interface OperationPair {
  old: Operation;
  new: Operation;
  renamed: boolean;
}

export function matchOperations(old: Operation[], neu: Operation[]): { pairs: OperationPair[]; removed: Operation[]; added: Operation[] } {
  const newByName = new Map(neu.map((op) => [op.name, op]));
  const oldNames = new Set(old.map((op) => op.name));
  const pairs: OperationPair[] = [];
  const removed: Operation[] = [];
  for (const op of old) {
    const match = newByName.get(op.name);
    if (match) pairs.push({ old: op, new: match, renamed: false });
    else removed.push(op);
  }
  const added = neu.filter((op) => !oldNames.has(op.name));
  const routeOf = (op: Operation) => `${op.method} ${routeShape(op.path)}`;
  for (const op of [...removed]) {
    const index = added.findIndex((candidate) => routeOf(candidate) === routeOf(op));
    if (index === -1) continue;
    pairs.push({ old: op, new: added.splice(index, 1)[0]!, renamed: true });
    removed.splice(removed.indexOf(op), 1);
  }
  return { pairs, removed, added };
}
