/** Which operations use each named schema, directly or through other schemas (params, body, response). */
import type { Api, Operation, Schema } from '../ir/types.ts';

function refsOf(schema: Schema, into: Set<string>): void {
  switch (schema.kind) {
    case 'ref':
      into.add(schema.name);
      return;
    case 'array':
      return refsOf(schema.items, into);
    case 'object':
      schema.properties.forEach((p) => refsOf(p.schema, into));
      if (typeof schema.additionalProperties === 'object') refsOf(schema.additionalProperties, into);
      return;
    case 'union':
      return schema.variants.forEach((v) => refsOf(v, into));
    case 'intersection':
      return schema.parts.forEach((p) => refsOf(p, into));
    default:
      return;
  }
}

export function schemaUsers(api: Api): Map<string, Operation[]> {
  const direct = new Map(api.schemas.map((s) => [s.name, new Set<string>()]));
  for (const s of api.schemas) refsOf(s.schema, direct.get(s.name)!);
  const users = new Map<string, Operation[]>();
  for (const op of api.operations) {
    const reached = new Set<string>();
    for (const schema of [...op.parameters.map((p) => p.schema), ...[...(op.requestBody?.contents ?? []), ...op.response.contents].map((payload) => payload.schema)]) refsOf(schema, reached);
    for (const name of reached) for (const next of direct.get(name) ?? []) reached.add(next); // a Set visits what is added while iterating
    for (const name of reached) users.set(name, [...(users.get(name) ?? []), op]);
  }
  return users;
}
