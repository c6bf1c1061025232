/**
 * An API's named schemas (manifest `schemas`) by name, built once per list of them: examples,
 * docs, curl lines, the mock and the client's body types look one up for every `$ref` they follow
 * (resolve-ref.ts). Keyed by the list, which emitters that hold only it can pass as `{ schemas }`.
 */
import type { NamedSchema, Schema } from './types.ts';

const byList = new WeakMap<readonly NamedSchema[], ReadonlyMap<string, Schema>>();

export function schemasByName({ schemas: named }: { readonly schemas: readonly NamedSchema[] }): ReadonlyMap<string, Schema> {
  let schemas = byList.get(named);
  if (!schemas) byList.set(named, (schemas = new Map(named.map((entry) => [entry.name, entry.schema]))));
  return schemas;
}
