/**
 * One spelling for "may be null", so 3.0 and 3.1 documents (and our own OpenAPI export) import to
 * the same manifest: `type: [T, "null"]`, 3.0 `nullable: true` and `oneOf`/`anyOf` with a
 * `{type: "null"}` variant all become the schema with `nullable: true`; a nullable `enum` does not
 * list `null` again.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ManifestSchema } from '../../manifest/schema.ts';

export type SchemaType = Exclude<ManifestSchema['type'], unknown[] | undefined>;

const NULL_SCHEMA: ManifestSchema = { type: 'null' };

/** `type` without `null`, and whether `null` was in it. */
export function splitNullType(type: SchemaType | SchemaType[]): { type: SchemaType | SchemaType[] | undefined; nullable: boolean } {
  const list = Array.isArray(type) ? type : [type];
  const rest = list.filter((t) => t !== 'null');
  if (rest.length === list.length) return { type, nullable: false };
  if (rest.length === 0) return { type: 'null', nullable: false };
  return { type: rest.length === 1 ? rest[0] : rest, nullable: true };
}

/**
 * `{oneOf: [A, B, {type: null}]}` → `{oneOf: [A, B], nullable: true}`; with one variant left and
 * nothing clashing, the variant itself: `{anyOf: [X, {type: null}], description}` → `{...X, description, nullable: true}`.
 */
export function collapseNullUnion(schema: ManifestSchema): ManifestSchema {
  for (const mode of ['oneOf', 'anyOf'] as const) {
    const variants = schema[mode];
    if (!variants || !variants.some((v) => isDeepStrictEqual(v, NULL_SCHEMA))) continue;
    const rest = variants.filter((v) => !isDeepStrictEqual(v, NULL_SCHEMA));
    if (rest.length === 0) continue;
    const { [mode]: _union, ...others } = schema;
    const only = rest[0]!;
    const clash = Object.entries(others).some(([key, value]) => key in only && !isDeepStrictEqual((only as Record<string, unknown>)[key], value));
    if (rest.length === 1 && !schema.discriminator && !clash) return { ...only, ...others, nullable: true };
    return { ...schema, [mode]: rest, nullable: true };
  }
  return schema;
}

/** A nullable schema's `enum` need not list `null`: `nullable` already says it. */
export function dropNullFromEnum(schema: ManifestSchema): ManifestSchema {
  if (!schema.nullable || !schema.enum?.includes(null)) return schema;
  const values = schema.enum.filter((v) => v !== null);
  const { enum: _enum, ...rest } = schema;
  return values.length > 0 ? { ...schema, enum: values } : rest;
}
