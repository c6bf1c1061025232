/**
 * Compares the success statuses of one API version of an operation (manifest `response.status`
 * and `response.also`) and the headers its successes carry (`response.headers`) between two
 * releases. The main status keeps its own rule (payload-diff.ts); here: another status no longer
 * answered is breaking (code handling it is dead, and the exported response type loses a
 * member); a status added is minor when what awaiting the call gives keeps its type (the new
 * status answers a payload type some status already did, or nothing where one already did), and
 * breaking when it adds a type to the union, as a response union gaining a variant is. A status
 * both releases answer has its payload compared as the main one's is. A header removed is
 * breaking, added is minor, and a header's schema is compared as response data.
 */
import { successStatuses } from '../ir/payloads.ts';
import type { Response, SuccessResponse } from '../ir/types.ts';
import type { ChangeDraft, SchemaDiffer } from './schema-diff.ts';

export function diffStatuses(old: Response, neu: Response, schemas: SchemaDiffer): ChangeDraft[] {
  const out: ChangeDraft[] = [];
  const [before, after] = [successStatuses(old), successStatuses(neu)];
  const find = (list: SuccessResponse[], status: number) => list.find((entry) => entry.status === status);
  for (const entry of before) {
    const kept = find(after, entry.status);
    if (!kept) {
      // The main status changing (201 → 200) is `response-status-changed`, reported with the payloads.
      if (entry.status !== old.status) out.push({ kind: 'response-status-removed', where: 'response', message: `no longer answers ${entry.status}` });
      continue;
    }
    if (entry.status === old.status && entry.status === neu.status) continue;
    const [a, b] = [entry.contents[0], kept.contents[0]];
    if (a && b && !(a.kind === b.kind && (a.kind === 'binary' || a.kind === 'text'))) out.push(...schemas.diff(a.schema, b.schema, 'response', `response ${entry.status} body`));
  }
  const oldTypes = new Set(before.map(typeKey));
  for (const entry of after) {
    if (find(before, entry.status) || entry.status === neu.status) continue;
    const sameType = oldTypes.has(typeKey(entry));
    out.push({
      kind: sameType ? 'response-status-added' : 'response-status-added-new-type',
      where: 'response',
      message: sameType ? `now also answers ${entry.status}, with a payload type it already had` : `now also answers ${entry.status}, adding its payload type to what the call returns`,
    });
  }
  out.push(...diffHeaders(old, neu, schemas));
  return out;
}

/** What the status makes awaiting the call give: nothing, or its preferred payload's kind and schema. */
function typeKey(entry: SuccessResponse): string {
  const preferred = entry.contents[0];
  if (!preferred) return 'void';
  return preferred.kind === 'binary' || preferred.kind === 'text' ? preferred.kind : JSON.stringify(preferred.schema);
}

function diffHeaders(old: Response, neu: Response, schemas: SchemaDiffer): ChangeDraft[] {
  const out: ChangeDraft[] = [];
  const byName = (response: Response) => new Map(response.headers.map((header) => [header.name.toLowerCase(), header]));
  const [before, after] = [byName(old), byName(neu)];
  for (const [lower, header] of before) {
    const kept = after.get(lower);
    if (!kept) out.push({ kind: 'response-header-removed', where: `response header ${header.name}`, message: `the response no longer declares the header ${header.name}` });
    else out.push(...schemas.diff(header.schema, kept.schema, 'response', `response header ${header.name}`));
  }
  for (const [lower, header] of after) {
    if (!before.has(lower)) out.push({ kind: 'response-header-added', where: `response header ${header.name}`, message: `the response now declares the header ${header.name}` });
  }
  return out;
}
