/**
 * The named schemas (manifest `schemas`) that reach themselves through `$ref`s, worked out once
 * per API: shapes of the others are the same wherever they are used, so emitters that expand
 * schemas in place (field-shape.ts, xml-shape.ts) work each out once. Tarjan's strongly connected
 * components: one walk over the references, where asking each schema whether it reaches itself
 * walked everything it reaches (0.1 s on EC2's 3,600 schemas).
 */
import { refsIn } from '../ir/schema-children.ts';
import type { Schema } from '../ir/types.ts';

const known = new WeakMap<ReadonlyMap<string, Schema>, Set<string>>();

export function recursiveNames(schemas: ReadonlyMap<string, Schema>): Set<string> {
  let names = known.get(schemas);
  if (!names) known.set(schemas, (names = onCycles(schemas)));
  return names;
}

function onCycles(schemas: ReadonlyMap<string, Schema>): Set<string> {
  const edges = new Map([...schemas].map(([name, schema]) => [name, refsIn(schema).filter((ref) => schemas.has(ref))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cyclic = new Set<string>();
  let next = 0;
  // Iterative, so a long chain of references cannot overflow the call stack.
  for (const start of schemas.keys()) {
    if (index.has(start)) continue;
    const work: { name: string; edge: number }[] = [{ name: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const targets = edges.get(frame.name)!;
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ name: target, edge: 0 });
        } else if (onStack.has(target)) low.set(frame.name, Math.min(low.get(frame.name)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.name, Math.min(low.get(parent.name)!, low.get(frame.name)!));
      if (low.get(frame.name) !== index.get(frame.name)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.name);
      if (component.length > 1 || targets.includes(frame.name)) for (const name of component) cyclic.add(name);
    }
  }
  return cyclic;
}
