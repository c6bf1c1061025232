/** Which operations use each named schema, directly or through other schemas (params, body, response). */
import type { Api, Operation } from '../ir/types.ts';
import { refsIn } from '../ir/schema-children.ts';

export function schemaUsers(api: Api): Map<string, Operation[]> {
  const direct = new Map(api.schemas.map((s) => [s.name, new Set<string>()]));
  for (const s of api.schemas) for (const name of refsIn(s.schema)) direct.get(s.name)!.add(name);
  const users = new Map<string, Operation[]>();
  for (const op of api.operations) {
    const reached = new Set<string>();
    for (const schema of [...op.parameters.map((p) => p.schema), ...[...(op.requestBody?.contents ?? []), ...op.response.contents].map((payload) => payload.schema)]) for (const name of refsIn(schema)) reached.add(name);
    for (const name of reached) for (const next of direct.get(name) ?? []) reached.add(next); // a Set visits what is added while iterating
    for (const name of reached) {
      const list = users.get(name);
      if (list) list.push(op);
      else users.set(name, [op]);
    }
  }
  return users;
}
