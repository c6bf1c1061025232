/**
 * Canonical forms for schemas the IR reads the same way, so a document and sdkgen's own OpenAPI
 * export of it import identically: the type a schema implies is written out (`properties` →
 * `object`, `items` → `array`, an all-string `enum` → `string`), `anyOf` of bare types becomes a
 * type list (`anyOf: [{type: string}, {type: integer}]` → `type: [string, integer]`), and
 * `items: {}` (any value) is left out. `additionalProperties: false` stays: the manifest types an
 * object the same without it, but only a stated `false` closes the object to other properties,
 * which JSON Schema (and a validating proxy such as Prism) holds its values to. Jira's entity
 * property is closed, and its own example carries a `self` it does not declare.
 */
import type { ManifestSchema } from '../../manifest/schema.ts';
import type { SchemaType } from './nullable.ts';

export function writeImpliedForms(schema: ManifestSchema): ManifestSchema {
  let result: ManifestSchema = { ...schema };
  const bareTypes = result.anyOf?.map(bareType);
  if (bareTypes && bareTypes.length > 1 && bareTypes.every((t) => t !== undefined) && new Set(bareTypes).size === bareTypes.length && result.type === undefined) {
    const { anyOf: _anyOf, ...rest } = result;
    result = { ...rest, type: bareTypes as SchemaType[] };
  }
  if (result.type === undefined && result.$ref === undefined && !result.allOf && !result.oneOf && !result.anyOf && result.const === undefined) {
    const implied = impliedType(result);
    if (implied) result.type = implied;
  }
  if (result.additionalProperties === false && besideCombinator(result)) delete result.additionalProperties;
  if (result.items && Object.keys(result.items).length === 0) delete result.items;
  return result;
}

/**
 * Beside a combinator (or a `$ref`) the properties are the variants', which a `false` of its own
 * would refuse (combinator-siblings.ts keeps it only where the variants need no property).
 */
function besideCombinator(schema: ManifestSchema): boolean {
  return Boolean(schema.allOf || schema.oneOf || schema.anyOf || schema.$ref);
}

/** `{type: X}` with nothing else, X not null: its type. */
function bareType(schema: ManifestSchema): SchemaType | undefined {
  const keys = Object.keys(schema);
  return keys.length === 1 && typeof schema.type === 'string' && schema.type !== 'null' ? schema.type : undefined;
}

/** The same inference the IR makes for a schema without `type`. */
function impliedType(schema: ManifestSchema): SchemaType | undefined {
  if (schema.properties || schema.additionalProperties !== undefined) return 'object';
  if (schema.items) return 'array';
  if (schema.enum && schema.enum.every((v) => typeof v === 'string')) return 'string';
  return undefined;
}
