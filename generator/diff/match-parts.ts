/**
 * Pairs the variants of two unions (`oneOf`/`anyOf`) or the parts of two intersections
 * (`allOf`): references by name, others by kind in order. Then, so that a variant written inline
 * in one release and as a `$ref` in the next is one variant, a reference and an inline schema
 * left over are paired when the reference names a schema of that kind and it is the only such
 * candidate. Two references with different names stay apart (removed and added).
 */
import type { Schema } from '../ir/types.ts';

export interface MatchedParts {
  pairs: [Schema, Schema][];
  removed: Schema[];
  added: Schema[];
}

const keyOf = (s: Schema) => (s.kind === 'ref' ? `ref:${s.name}` : `kind:${s.kind}`);

/** `kindOf.old` / `kindOf.new`: the kind a schema of that side has once references are followed. */
export function matchParts(old: Schema[], neu: Schema[], kindOf: { old: (s: Schema) => string; new: (s: Schema) => string }): MatchedParts {
  const remaining = [...neu];
  const pairs: [Schema, Schema][] = [];
  const unmatched: Schema[] = [];
  for (const a of old) {
    const index = remaining.findIndex((b) => keyOf(b) === keyOf(a));
    if (index === -1) unmatched.push(a);
    else pairs.push([a, remaining.splice(index, 1)[0]!]);
  }
  const removed: Schema[] = [];
  for (const a of unmatched) {
    const candidates = remaining.filter((b) => (a.kind === 'ref') !== (b.kind === 'ref') && kindOf.new(b) === kindOf.old(a));
    const rivals = unmatched.filter((x) => (x.kind === 'ref') !== (candidates[0]?.kind === 'ref') && kindOf.old(x) === kindOf.old(a));
    if (candidates.length !== 1 || rivals.length !== 1) {
      removed.push(a);
      continue;
    }
    pairs.push([a, candidates[0]!]);
    remaining.splice(remaining.indexOf(candidates[0]!), 1);
  }
  return { pairs, removed, added: remaining };
}
