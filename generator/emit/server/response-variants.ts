/**
 * The named `schemas` whose validator differs between requests and responses, each with the name
 * of the constant that checks it in responses. OpenAPI binds a `required` property marked
 * `readOnly` to responses only and one marked `writeOnly` to requests only, so a schema holding
 * such a property, at any depth or through its `$ref`s, needs a validator per direction (Jira's
 * write-only passwords, bunq's read-only ids). Every other schema keeps one constant.
 */
import type { NamedSchema, Schema, SchemaProperty } from '../../ir/types.ts';
import { schemaChildren } from '../../ir/schema-children.ts';
import { hasAccessFlag } from '../../ir/access-flag.ts';

export function responseVariants(named: NamedSchema[], schemas: ReadonlyMap<string, Schema>): Map<string, string> {
  const referrers = new Map<string, string[]>();
  const pending: string[] = [];
  for (const { name, schema } of named) {
    const found = scan(schema, schemas);
    if (found.flagged) pending.push(name);
    for (const target of found.refs) {
      const list = referrers.get(target);
      if (list) list.push(name);
      else referrers.set(target, [name]);
    }
  }
  // A schema that refers to one which differs by direction differs too.
  const differs = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (differs.has(name)) continue;
    differs.add(name);
    pending.push(...(referrers.get(name) ?? []));
  }
  const taken = new Set(named.map((s) => s.name));
  const variants = new Map<string, string>();
  for (const { name } of named) {
    if (!differs.has(name)) continue;
    let variant = `${name}InResponse`;
    for (let n = 2; taken.has(variant); n++) variant = `${name}InResponse${n}`;
    taken.add(variant);
    variants.set(name, variant);
  }
  return variants;
}

/** The names one schema refers to, and whether it holds a required property with an access flag itself. */
function scan(schema: Schema, schemas: ReadonlyMap<string, Schema>, into = { refs: new Set<string>(), flagged: false }) {
  if (schema.kind === 'ref') into.refs.add(schema.name);
  const flagged = (property: SchemaProperty) => property.required && (hasAccessFlag(property.schema, 'readOnly', schemas) || hasAccessFlag(property.schema, 'writeOnly', schemas));
  if (schema.kind === 'object' && schema.properties.some(flagged)) into.flagged = true;
  for (const child of schemaChildren(schema)) scan(child, schemas, into);
  return into;
}
