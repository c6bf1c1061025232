/**
 * The order in which `validators.ts` declares the manifest's named `schemas`: each after the
 * schemas it refers to, so a `$ref` can name the constant directly; only references inside a
 * cycle (recursive schemas) are left to `z.lazy`. Manifest order breaks ties, so the output is
 * deterministic.
 */
import type { NamedSchema, Schema } from '../../ir/types.ts';
import { refsIn } from '../../ir/schema-children.ts';

export interface NamedSchemaOrder {
  order: NamedSchema[];
  /** Names of schemas that reach themselves through `$ref`s. */
  recursive: Set<string>;
}

export function namedSchemaOrder(schemas: NamedSchema[]): NamedSchemaOrder {
  const byName = new Map(schemas.map((s) => [s.name, s]));
  // Each schema's references, listed once: the search for cycles below walks every schema
  // reachable from each one, over and over.
  const listed = new Map<Schema, string[]>();
  const refs = (schema: Schema) => listed.get(schema) ?? listed.set(schema, refsIn(schema)).get(schema)!;
  const order: NamedSchema[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (named: NamedSchema) => {
    if (state.has(named.name)) return;
    state.set(named.name, 'visiting');
    for (const name of refs(named.schema)) {
      const target = byName.get(name);
      if (target) visit(target);
    }
    state.set(named.name, 'done');
    order.push(named);
  };
  schemas.forEach(visit);
  const recursive = new Set(schemas.filter((s) => reaches(s.name, s.schema, byName, refs, new Set())).map((s) => s.name));
  return { order, recursive };
}

function reaches(goal: string, schema: Schema, byName: Map<string, NamedSchema>, refs: (schema: Schema) => string[], seen: Set<string>): boolean {
  for (const name of refs(schema)) {
    if (name === goal) return true;
    if (seen.has(name)) continue;
    seen.add(name);
    const target = byName.get(name);
    if (target && reaches(goal, target.schema, byName, refs, seen)) return true;
  }
  return false;
}
