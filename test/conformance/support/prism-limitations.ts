/**
 * What Stoplight Prism reads wrongly in a correct request, found by the conformance checks against
 * real descriptions, so each check can tell Prism's limits from the client's or server's faults.
 */
import { routeShape } from '../../../generator/ir/path-template.ts';
import { resolveRef } from '../../../generator/ir/resolve-ref.ts';
import { schemasByName } from '../../../generator/ir/schemas-by-name.ts';
import type { Api, Operation, Schema } from '../../../generator/ir/types.ts';
import type { CallOutcome } from './prism-outcome.ts';

/**
 * Violations that are Prism's reading of a correct multipart or form body, by the operation's body:
 * - an array property sent as one part per item (what OpenAPI prescribes) is read as a single
 *   string, "must be array" (pinned in prism.test.ts);
 * - a required object property of a form body without an `encoding` entry, sent in bracket
 *   style (`recording[url]=x`, the client's convention for objects in forms), is "must have
 *   required property": Prism reads such a field only by its bare name (see prism-description.ts);
 * - an object property sent as a JSON part (OpenAPI's default Content-Type for an object in
 *   multipart) is read as its raw text, "must be object" (or, for a union of objects, "must
 *   match a schema in anyOf"): Prism JSON-decodes no part;
 * - Prism applies `allowReserved` (which OpenAPI defines for form-urlencoded only) to the raw
 *   text of multipart parts, so a JSON part (`{"foo":"x"}`, an object property's default
 *   Content-Type) is "Reserved characters used in request body".
 * And of a JSON body: Prism's proxy forwards a JSON string without its quotes (`"ZmlsZQ=="`
 * arrives as `ZmlsZQ==`, measured with an echo server behind it), so the server rightly refuses
 * it as no JSON, and Prism then finds that 400 undeclared (Contribly's media upload), or, where
 * the description declares a 400, passes it without a word (Jira's add_watcher, an account id).
 * And of the query: Prism reads a nullable list parameter sent with one item (`event_types=a`,
 * OpenAPI's `form` style) as a string, "must be array,null"; with two items, or without
 * `nullable`, it reads a list (measured: Svix's `event_types`).
 * And of the route: Prism keys operations by their path alone, so one told apart from another on
 * its method and path by a query constant in its path key (form-api's `/templates?desc=html`
 * beside `/templates`) is judged as the other, whose body it does not send.
 * Each becomes kind `prism` with the reason; nothing else is reclassified.
 */
export function withPrismLimitations(op: Operation, api: Api, outcome: CallOutcome): CallOutcome {
  if (judgedAsAnother(op, api)) return { ...outcome, violations: outcome.violations.map((v) => ({ kind: 'prism' as const, detail: `Prism routes by the path alone, so it judged another operation: ${v.detail}` })) };
  const body = op.requestBody?.contents[0];
  const schemas = schemasByName(api);
  outcome = withNullableListsRead(op, schemas, outcome);
  if (body?.kind === 'json' && resolveRef(body.schema, schemas).kind === 'string' && outcome.status === 400) {
    const unquoted = (detail: string) => detail.includes('Unable to match the returned status code');
    // Prism lists nothing wrong with a declared 400 (support/prism-outcome.ts says so in words).
    if (outcome.violations.every((v) => v.detail.includes('HTTP 400 without violations'))) {
      return { ...outcome, violations: [{ kind: 'prism', detail: 'JSON string body forwarded without its quotes; the server refused it with a declared 400' }] };
    }
    return { ...outcome, violations: outcome.violations.map((v) => (v.kind === 'response' && unquoted(v.detail) ? { kind: 'prism' as const, detail: `JSON string body forwarded without its quotes: ${v.detail}` } : v)) };
  }
  if (body?.kind !== 'multipart' && body?.kind !== 'form') return outcome;
  const schema = resolveRef(body.schema, schemas);
  // A union of objects (Telegram's reply_markup: one of four keyboards) travels as an object does.
  const kindOf = (property: Schema): string => {
    const resolved = resolveRef(property, schemas);
    return resolved.kind === 'union' && resolved.variants.every((variant) => kindOf(variant) === 'object') ? 'object' : resolved.kind;
  };
  const named = (kind: string) => new Set(schema.kind === 'object' ? schema.properties.filter((p) => kindOf(p.schema) === kind).map((p) => p.name) : []);
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
    // The same text held to a union of objects: no variant matches a string.
    if (objects.has(property) && /must match (a|exactly one) schema in (anyOf|oneOf)$/.test(v.detail)) return { kind: 'prism' as const, detail: `JSON part read as text: ${v.detail}` };
    if (v.detail.includes('Reserved characters used in request body')) return { kind: 'prism' as const, detail: `allowReserved applied to a multipart part: ${v.detail}` };
    return v;
  });
  return { ...outcome, violations };
}

/** A nullable list in the query, sent with one item, that Prism read as a string. */
function withNullableListsRead(op: Operation, schemas: ReadonlyMap<string, Schema>, outcome: CallOutcome): CallOutcome {
  const violations = outcome.violations.map((v) => {
    const name = /Request query parameter (\S+) must be array,null$/.exec(v.detail)?.[1];
    // Prism names the parameter in lower case (Jellyfin's `includeItemTypes` is `includeitemtypes`).
    const parameter = op.parameters.find((p) => p.in === 'query' && p.name.toLowerCase() === name?.toLowerCase());
    const schema = parameter && resolveRef(parameter.schema, schemas);
    return schema?.kind === 'array' && schema.meta?.nullable ? { kind: 'prism' as const, detail: `nullable query list of one item read as a string: ${v.detail}` } : v;
  });
  return { ...outcome, violations };
}

/** An operation selected by a query value on a method and path that another operation answers too. */
function judgedAsAnother(op: Operation, api: Api): boolean {
  if (!op.match?.some((selector) => selector.in === 'query')) return false;
  return api.operations.some((other) => other !== op && other.method === op.method && routeShape(other.path) === routeShape(op.path));
}
