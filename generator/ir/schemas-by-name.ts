/**
 * An API's named schemas (manifest `schemas`) by name, built once per API: examples, docs,
 * curl lines and the mock look one up for every `$ref` they follow (resolve-ref.ts).
 */
import type { Api, Schema } from './types.ts';

const byApi = new WeakMap<Pick<Api, 'schemas'>, ReadonlyMap<string, Schema>>();

export function schemasByName(api: Pick<Api, 'schemas'>): ReadonlyMap<string, Schema> {
  let schemas = byApi.get(api);
  if (!schemas) byApi.set(api, (schemas = new Map(api.schemas.map((named) => [named.name, named.schema]))));
  return schemas;
}
