/**
 * Canonical forms for schemas the IR reads the same way, so a document and sdkgen's own OpenAPI
 * export of it import identically: the type a schema implies is written out (`properties` →
 * `object`, `items` → `array`, an all-string `enum` → `string`), `anyOf` of bare types becomes a
 * type list (`anyOf: [{type: string}, {type: integer}]` → `type: [string, integer]`), and
 * `additionalProperties: false` (the manifest's default) and `items: {}` (any value) are left out,
 * except on an object without properties, where it says the object is empty.
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
  if (result.additionalProperties === false && !isEmptyObject(result)) delete result.additionalProperties;
  if (result.items && Object.keys(result.items).length === 0) delete result.items;
  return result;
}

/**
 * An object that declares no property and closes itself (Open Banking's `Risk`): `{}` is its only
 * value, which the manifest says by keeping `additionalProperties: false`. Next to a combinator the
 * properties are the variants', so it stays out there.
 */
function isEmptyObject(schema: ManifestSchema): boolean {
  return Object.keys(schema.properties ?? {}).length === 0 && !schema.allOf && !schema.oneOf && !schema.anyOf && !schema.$ref;
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
