/**
 * Checks `response.also` (other success statuses) and `response.headers`, on the operation and
 * on each entry of a `versions` map: an extra status is not the main one again, a 204/205 has no
 * body, each payload has one form; a header is declared once (names are case-insensitive), is not
 * one HTTP itself manages, and is a scalar, since a header value is text.
 */
import { checkOneForm, payloadSites, refusedBody } from './payloads.ts';
import { type CheckContext, isRecord } from './context.ts';

/** Headers the transport writes itself: declaring one would promise what the handler cannot set. */
const MANAGED_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'vary']);
const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

export function checkResponses(ctx: CheckContext): void {
  for (const { op, index } of ctx.operations()) {
    for (const site of payloadSites(op, ['operations', index])) {
      const response = site.holder.response;
      if (!isRecord(response)) continue;
      const at = [...site.at, 'response'];
      const main = typeof response.status === 'number' ? response.status : isRecord(op.response) && typeof op.response.status === 'number' ? op.response.status : 200;
      for (const [key, entry] of Object.entries(isRecord(response.also) ? response.also : {})) {
        const status = Number(key);
        if (status === main) ctx.report([...at, 'also', key], `${status} is the operation's main status (response.status); list only the other ones in also`, { atKey: true });
        if (!isRecord(entry)) continue;
        checkOneForm(ctx, [...at, 'also', key], entry, true);
        const refused = refusedBody(op.method, status, entry);
        if (refused) ctx.report([...at, 'also', key], refused, { atKey: true });
      }
      const seen = new Map<string, string>();
      for (const [name, header] of Object.entries(isRecord(response.headers) ? response.headers : {})) {
        const where = [...at, 'headers', name];
        const lower = name.toLowerCase();
        if (seen.has(lower)) ctx.report(where, `header "${name}" is declared twice (as "${seen.get(lower)}" too); header names are case-insensitive`, { atKey: true });
        seen.set(lower, name);
        if (MANAGED_HEADERS.has(lower)) ctx.report(where, `"${name}" is written by HTTP itself, not by the operation; remove it`, { atKey: true });
        const schema = isRecord(header) && isRecord(header.schema) ? header.schema : undefined;
        // Stryker disable next-line ConditionalExpression: a list holding undefined has no string type in it either
        const types = schema === undefined ? [] : Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
        const bad = types.find((type) => typeof type === 'string' && type !== 'null' && !SCALAR_TYPES.has(type));
        if (bad !== undefined) ctx.report([...where, 'schema', 'type'], `a header value is text: expected string, integer, number or boolean, got ${JSON.stringify(bad)}`);
      }
    }
  }
}
