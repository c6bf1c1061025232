/**
 * OpenAPI's inheritance: a component schema with a `discriminator` but no `oneOf`/`anyOf` (how
 * Java, .NET and Azure descriptions write polymorphism) is extended by the schemas that name it
 * in their `allOf`, and a value of it is one of those, told apart by the discriminating property.
 * Typed as the base alone, a subtype's body fails TypeScript's excess-property check and an
 * answer cannot be narrowed, so the manifest says what the description means:
 *
 * - the base becomes a `oneOf` of its subtypes with that discriminator and its mapping;
 * - its own shape moves to `<Base>Base` (renamed on a clash), which the subtypes' `allOf` now names first;
 * - each subtype that extends it fixes the property to its value, which makes the variants
 *   exclusive (`Cat`: `PetBase & { petType: 'cat' } & {…}`), unless the subtype is itself such a
 *   base, whose own subtypes fix it.
 *
 * Subtypes and their values come from the `mapping`, then from the schemas that extend the base
 * and are not mapped, valued by Azure's `x-ms-discriminator-value` or else (OpenAPI's implicit
 * mapping) their component name. A base that is a value of its own (it is mapped, or has an
 * `x-ms-discriminator-value`) stays one of the variants, with its value fixed. A base nothing
 * extends or maps is left as it is.
 */
import type { ManifestSchema } from '../../manifest/schema.ts';
import { isRecord } from '../openapi-document.ts';
import { orderSchemaKeys } from './keywords.ts';

/** How a component of the description is seen here: its manifest schema, and its original name and raw value. */
export interface ComponentSource {
  original: string;
  raw: unknown;
}

interface Plan {
  base: string;
  shape: string;
  property: string;
  /** Subtype name → its discriminator values (a mapping may give one schema several), the base's own (when it is a value) included. */
  values: Map<string, string[]>;
}

export function subtypeUnions(schemas: Record<string, ManifestSchema>, sourceOf: (name: string) => ComponentSource | undefined): void {
  const taken = new Set(Object.keys(schemas));
  const extenders = new Map<string, string[]>();
  for (const [name, schema] of Object.entries(schemas)) {
    for (const part of schema.allOf ?? []) {
      if (part.$ref === undefined) continue;
      const list = extenders.get(part.$ref);
      if (list) list.push(name);
      else extenders.set(part.$ref, [name]);
    }
  }
  const plans = Object.keys(schemas).flatMap((base) => {
    const plan = planFor(base, schemas, sourceOf, { taken, extenders });
    return plan ? [plan] : [];
  });
  const shapes = new Map(plans.map((plan) => [plan.base, plan.shape]));
  const order = Object.keys(schemas);
  for (const plan of plans) rewrite(plan, schemas, shapes);
  // Each shape right after its base, as a reader looks for it.
  const ordered = order.flatMap((name) => (shapes.has(name) ? [name, shapes.get(name)!] : [name]));
  const entries = ordered.map((name) => [name, schemas[name]!] as const);
  for (const name of ordered) delete schemas[name];
  for (const [name, schema] of entries) schemas[name] = schema;
}

/** The base as the union of its subtypes, its shape under its new name, and each subtype built on that shape with its value fixed. */
function rewrite({ base, shape, property, values }: Plan, schemas: Record<string, ManifestSchema>, shapes: ReadonlyMap<string, string>): void {
  const { discriminator: _, ...own } = schemas[base]!;
  const about = aboutShape(base, [...values.keys()].filter((name) => name !== base));
  schemas[shape] = orderSchemaKeys({ ...own, description: own.description ? `${about}\n\n${own.description}` : about });
  const variants: ManifestSchema[] = [];
  for (const [name, value] of values) {
    if (name === base) {
      variants.push({ allOf: [{ $ref: shape }, fixed(property, value)] });
      continue;
    }
    variants.push({ $ref: name });
    // A subtype that is itself such a base and was rewritten already holds its allOf in its shape.
    const holder = schemas[name]!.oneOf && shapes.has(name) ? shapes.get(name)! : name;
    const parts = schemas[holder]!.allOf ?? [];
    if (!parts.some((part) => part.$ref === base)) continue;
    // The shape first, as a reader (and a value merged part by part) builds on it.
    const allOf = [...parts.filter((part) => part.$ref === base).map((part) => ({ ...part, $ref: shape })), ...parts.filter((part) => part.$ref !== base)];
    schemas[holder] = { ...schemas[holder]!, allOf: shapes.has(name) || fixes(allOf, property, value) ? allOf : [...allOf, fixed(property, value)] };
  }
  const mapping = Object.fromEntries([...values].flatMap(([name, tags]) => tags.map((tag) => [tag, name === base ? shape : name])));
  schemas[base] = { ...(own.description !== undefined ? { description: own.description } : {}), oneOf: variants, discriminator: { propertyName: property, mapping } };
}

/** "What every `Pet` has, which `Cat` and `Dog` extend." */
function aboutShape(base: string, subtypes: string[]): string {
  const named = subtypes.map((name) => `\`${name}\``);
  const list = named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}`;
  return `What every \`${base}\` has, which ${list} ${named.length === 1 ? 'extends' : 'extend'}.`;
}

/** Names in use (shapes are added as planned), and by each name the schemas whose `allOf` extends it. */
interface Names {
  taken: Set<string>;
  extenders: ReadonlyMap<string, string[]>;
}

function planFor(base: string, schemas: Record<string, ManifestSchema>, sourceOf: (name: string) => ComponentSource | undefined, names: Names): Plan | undefined {
  const schema = schemas[base]!;
  const extenders = names.extenders.get(base) ?? [];
  if (extenders.length === 0 && !schema.discriminator?.mapping) return undefined;
  if (!schema.discriminator || schema.oneOf || schema.anyOf || schema.discriminator.propertyName === '__proto__') return undefined;
  const declared = schema.properties?.[schema.discriminator.propertyName];
  const property = declared?.$ref !== undefined ? schemas[declared.$ref] : declared;
  if (!holdsText(property)) return undefined;
  const values = new Map<string, string[]>();
  const used = new Set<string>();
  const add = (name: string, value: string) => {
    if (used.has(value) || schemas[name] === undefined) return;
    values.set(name, [...(values.get(name) ?? []), value]);
    used.add(value);
  };
  for (const [value, name] of Object.entries(schema.discriminator.mapping ?? {})) add(name, value);
  for (const name of new Set(extenders)) if (name !== base && !values.has(name)) add(name, implicitValue(name, sourceOf));
  const ownValue = xMsValue(sourceOf(base)?.raw);
  if (ownValue !== undefined) add(base, ownValue);
  if ([...values.keys()].every((name) => name === base)) return undefined;
  if (!settled(base, values, property, schemas, names.extenders)) return undefined;
  // The base's own value last, after its subtypes, as the first variant is what examples show.
  const own = values.get(base);
  if (own !== undefined) {
    values.delete(base);
    values.set(base, own);
  }
  let shape = `${base}Base`;
  for (let n = 2; names.taken.has(shape); n++) shape = `${base}Base${n}`;
  names.taken.add(shape);
  return { base, shape, property: schema.discriminator.propertyName, values };
}

/**
 * Whether the discriminating property, where the base declares it (through one `$ref`), takes
 * text, as a discriminator's values are: Zalando's `Page` names its `content` list, which no
 * subtype can fix to a name, so that base is left as it is.
 */
function holdsText(schema: ManifestSchema | undefined): boolean {
  if (schema === undefined) return true;
  if (schema.type !== undefined) return Array.isArray(schema.type) ? schema.type.includes('string') : schema.type === 'string';
  return [...(schema.enum ?? []), ...(schema.const !== undefined ? [schema.const] : [])].every((value) => typeof value === 'string');
}

/**
 * Whether fixing each subtype's value keeps every value the description allows: each is one the
 * property's declared enum takes, and no subtype is extended in turn without a discriminator of
 * its own (Azure's `NetworkResourceProperties`, whose subtype `Local` is the value the enum
 * holds: fixing the middle schema to its own name would leave no valid network).
 */
function settled(
  base: string,
  values: Map<string, string[]>,
  property: ManifestSchema | undefined,
  schemas: Record<string, ManifestSchema>,
  extenders: ReadonlyMap<string, string[]>,
): boolean {
  const allowed = property?.enum;
  if (allowed && [...values.values()].flat().some((value) => !allowed.includes(value))) return false;
  return [...values.keys()].every((name) => name === base || schemas[name]!.discriminator !== undefined || !extenders.has(name));
}

function implicitValue(name: string, sourceOf: (name: string) => ComponentSource | undefined): string {
  const source = sourceOf(name);
  return xMsValue(source?.raw) ?? source?.original ?? name;
}

function xMsValue(raw: unknown): string | undefined {
  const value = isRecord(raw) ? raw['x-ms-discriminator-value'] : undefined;
  return typeof value === 'string' && value !== '' && value !== '__proto__' ? value : undefined;
}

/** Whether a part of its own already sets the property to its one value (the shelter's `kind: { const: dog }`), which the base requires. */
function fixes(parts: ManifestSchema[], property: string, values: string[]): boolean {
  if (values.length !== 1) return false;
  return parts.some((part) => {
    const declared = part.properties?.[property];
    return declared !== undefined && (declared.const === values[0] || (declared.enum?.length === 1 && declared.enum[0] === values[0]));
  });
}

/** The part that fixes the discriminating property to one of `values`. */
function fixed(property: string, values: string[]): ManifestSchema {
  return { type: 'object', required: [property], properties: { [property]: { type: 'string', enum: values } } };
}
