/**
 * Responses the stub can give without any code, derived from the IR alone: a declared response
 * `example`, or an empty list for operations whose response is a list object (`{ items: [...] }`).
 * Everything else answers 501 until configured, which is more honest than inventing data.
 */
import type { Api, Schema } from '../ir/types.ts';
import { successSchema } from '../ir/payloads.ts';
import { resolveRef } from '../ir/resolve-ref.ts';

export function defaultStaticResponses(api: Api): Record<string, unknown> {
  const schemas = new Map(api.schemas.map((s) => [s.name, s.schema]));
  const resolve = (schema: Schema): Schema => resolveRef(schema, schemas);

  const responses: Record<string, unknown> = {};
  for (const op of api.operations) {
    if (op.response.example !== undefined) {
      responses[op.name] = op.response.example;
      continue;
    }
    const schema = resolve(successSchema(op.response));
    if (schema.kind !== 'object') continue;
    const lists = schema.properties.filter((p) => resolve(p.schema).kind === 'array');
    if (op.method === 'GET' && lists.length === 1 && lists[0]!.name === 'items') {
      responses[op.name] = { items: [] };
    }
  }
  return responses;
}
