/**
 * What Stoplight Prism reads wrongly in a correct request, found by the conformance checks against
 * real descriptions, so each check can tell Prism's limits from the client's or server's faults.
 */
import { resolveRef } from '../../../generator/ir/resolve-ref.ts';
import { schemasByName } from '../../../generator/ir/schemas-by-name.ts';
import type { Api, Operation } from '../../../generator/ir/types.ts';
import type { CallOutcome } from './prism-outcome.ts';

/**
 * Violations that are Prism's reading of a correct multipart or form body, by the operation's body:
 * - an array property sent as one part per item (what OpenAPI prescribes) is read as a single
 *   string, "must be array" (pinned in prism.test.ts);
 * - a required object property of a form body without an `encoding` entry, sent in bracket
 *   style (`recording[url]=x`, the client's convention for objects in forms), is "must have
 *   required property": Prism reads such a field only by its bare name (see prism-description.ts);
 * - an object property sent as a JSON part (OpenAPI's default Content-Type for an object in
 *   multipart) is read as its raw text, "must be object": Prism JSON-decodes no part;
 * - Prism applies `allowReserved` (which OpenAPI defines for form-urlencoded only) to the raw
 *   text of multipart parts, so a JSON part (`{"foo":"x"}`, an object property's default
 *   Content-Type) is "Reserved characters used in request body".
 * Each becomes kind `prism` with the reason; nothing else is reclassified.
 */
export function withPrismLimitations(op: Operation, api: Api, outcome: CallOutcome): CallOutcome {
  const body = op.requestBody?.contents[0];
  if (body?.kind !== 'multipart' && body?.kind !== 'form') return outcome;
  const schemas = schemasByName(api);
  const schema = resolveRef(body.schema, schemas);
  const named = (kind: string) => new Set(schema.kind === 'object' ? schema.properties.filter((p) => resolveRef(p.schema, schemas).kind === kind).map((p) => p.name) : []);
  const [arrays, objects] = [named('array'), named('object')];
  const violations = outcome.violations.map((v) => {
    const property = /body\.([^ .]+)/.exec(v.detail)?.[1] ?? '';
    const arrayRead = v.kind === 'encoding' && arrays.has(property) && v.detail.endsWith('must be array');
    if (body.kind === 'form') {
      const missing = /must have required property '([^']+)'/.exec(v.detail)?.[1] ?? '';
      const bracketed = objects.has(missing) && !body.encoding.some((encoding) => encoding.property === missing);
      return v.kind === 'encoding' && bracketed ? { kind: 'prism' as const, detail: `form object in bracket names unread: ${v.detail}` } : v;
    }
    if (arrayRead) return { kind: 'prism' as const, detail: `multipart array read as one string: ${v.detail}` };
    if (v.kind === 'encoding' && objects.has(property) && v.detail.endsWith('must be object')) return { kind: 'prism' as const, detail: `JSON part read as text: ${v.detail}` };
    if (v.detail.includes('Reserved characters used in request body')) return { kind: 'prism' as const, detail: `allowReserved applied to a multipart part: ${v.detail}` };
    return v;
  });
  return { ...outcome, violations };
}
