/**
 * Object keywords (`properties`, `required`, `additionalProperties`) next to `allOf`, `oneOf` or
 * `anyOf` in one Schema Object. The IR reads a combinator alone, so left as they are the
 * properties would vanish from the generated types. Two shapes are common:
 *
 * - Variants that only list required properties (`{properties: {a, b}, anyOf: [{required: [a]},
 *   {required: [b]}]}`, "at least one of"). A single variant (or `allOf`) simply adds its names to
 *   `required`; of several, the names every variant requires become required and the choice
 *   between the others stays a union of objects that each require their names (typed as the
 *   properties declare them), in an allOf with the properties. A variant that requires nothing
 *   more leaves no choice: the others stay optional, with a warning.
 * - Variants with schemas of their own: the object keywords move into a part of their own, so
 *   `{properties: P, oneOf: [A, B]}` becomes `{allOf: [{properties: P}, {oneOf: [A, B]}]}`.
 */
import type { ManifestSchema } from '../../manifest/schema.ts';
import type { ImportContext } from '../context.ts';
import { pointerTo } from '../json-pointer.ts';

const COMBINATORS = ['allOf', 'oneOf', 'anyOf'] as const;
const OBJECT_KEYS = ['required', 'properties', 'additionalProperties'] as const;
/** What a variant that only lists required properties may also carry. */
const REQUIRED_ONLY_KEYS = new Set(['type', 'required', 'title', 'description']);

/** `{required: [a]}`, or a bare `{type: object}` (any object: then nothing is required). */
const requiredOnly = (variant: ManifestSchema): boolean =>
  (variant.type === undefined || variant.type === 'object') && Object.keys(variant).length > 0 && Object.keys(variant).every((key) => REQUIRED_ONLY_KEYS.has(key));

export function separateCombinatorSiblings(schema: ManifestSchema, pointer: string, ctx: ImportContext): ManifestSchema {
  if (!OBJECT_KEYS.some((key) => schema[key] !== undefined) || !COMBINATORS.some((mode) => schema[mode])) return schema;
  // Variants that only require names declare no properties of their own.
  const declaresNoProperties = COMBINATORS.every((mode) => (schema[mode] ?? []).every(requiredOnly));
  let result: ManifestSchema = { ...schema };
  for (const mode of COMBINATORS) {
    const variants = result[mode];
    if (!variants || !result.properties || !variants.every(requiredOnly)) continue;
    const lists = variants.map((v, i) => (v.required ?? []).filter((name, j) => {
      if (Object.hasOwn(result.properties!, name)) return true;
      ctx.warnings.warn(pointerTo(pointer, mode, i, 'required', j), `required property "${name}" is not among the properties; ignored`);
      return false;
    }));
    const everywhere = lists[0]!.filter((name) => lists.every((list) => list.includes(name)));
    const always = mode === 'allOf' ? [...new Set(lists.flat())] : everywhere;
    const required = [...new Set([...(result.required ?? []), ...always])];
    const choice = mode === 'allOf' ? [] : lists.map((list) => list.filter((name) => !required.includes(name)));
    // A real choice (GitHub's project item: an id, or owner, repo and number) stays a union, which
    // the split below makes a part of an allOf: each variant an object requiring its names, as declared.
    if (choice.length > 0 && choice.every((list) => list.length > 0)) {
      const properties = result.properties;
      const variant = (list: string[]): ManifestSchema => ({ type: 'object', required: list, properties: Object.fromEntries(list.map((name) => [name, properties[name]!])) });
      result = { ...result, [mode]: choice.map(variant) };
      if (required.length > 0) result.required = required;
      continue;
    }
    const { [mode]: _variants, ...rest } = result;
    result = required.length > 0 ? { ...rest, required } : rest;
    const left = choice.filter((list) => list.length > 0);
    if (left.length > 0) {
      // A variant that requires nothing more makes the choice no constraint for anyOf; for oneOf it
      // would forbid the others' names together, which is left unchecked.
      const sets = left.map((list) => list.join(' and ')).join(' | ');
      ctx.warnings.warn(pointerTo(pointer, mode), `"${mode}" only says which properties are required (${sets}); the manifest cannot require one of several, so they stay optional`);
    }
  }
  if (!OBJECT_KEYS.some((key) => result[key] !== undefined) || !COMBINATORS.some((mode) => result[mode])) return result;

  const objectPart: ManifestSchema = { type: 'object' };
  const outer: ManifestSchema = { ...result };
  for (const key of OBJECT_KEYS) {
    if (result[key] === undefined) continue;
    // `additionalProperties: false` beside variants means "nothing but theirs"; as a part of its
    // own it would refuse every property the variants declare, so it goes (the manifest's default),
    // unless the variants only require names the part declares.
    if (key !== 'additionalProperties' || result[key] !== false || declaresNoProperties) (objectPart as Record<string, unknown>)[key] = result[key];
    delete outer[key];
  }
  if (outer.type === 'object') delete outer.type;
  const parts: ManifestSchema[] = [objectPart, ...(result.allOf ?? [])];
  delete outer.allOf;
  for (const mode of ['oneOf', 'anyOf'] as const) {
    if (!result[mode]) continue;
    // The discriminator belongs to the (first) union it picks a variant of.
    const discriminator = outer.discriminator;
    parts.push({ [mode]: result[mode], ...(discriminator ? { discriminator } : {}) });
    delete outer[mode];
    delete outer.discriminator;
  }
  return { ...outer, allOf: parts };
}
