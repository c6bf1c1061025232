/**
 * The JSON Schema keywords the manifest keeps, in the order its YAML lists them, and the ones
 * dropped on purpose without a warning (annotations that change no type: `externalDocs`,
 * `$comment`, `$schema`, `$id`, `$anchor` and `x-*` extensions). Every other unknown keyword is
 * reported by the converter.
 */
import type { ManifestSchema } from '../../manifest/schema.ts';

export const SCHEMA_KEY_ORDER = [
  '$ref', 'type', 'format', 'nullable', 'title', 'description', 'enum', 'const', 'required', 'properties',
  'additionalProperties', 'items', 'allOf', 'oneOf', 'anyOf', 'discriminator', 'minimum', 'exclusiveMinimum',
  'maximum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems',
  'uniqueItems', 'minProperties', 'maxProperties', 'deprecated', 'readOnly', 'writeOnly', 'default', 'example', 'xml',
] as const satisfies readonly (keyof ManifestSchema)[];

/** Keywords that may stand next to a `$ref` (annotations; they do not change the referenced type). */
export const REF_SIBLINGS = new Set(['description', 'title', 'deprecated', 'readOnly', 'writeOnly', 'default', 'example', 'examples', 'nullable', 'xml']);

const SILENTLY_IGNORED = new Set(['externalDocs', '$comment', '$schema', '$id', '$anchor']);

export function isIgnoredKeyword(key: string): boolean {
  return key.startsWith('x-') || SILENTLY_IGNORED.has(key);
}

/** The same schema with its keys in manifest order. */
export function orderSchemaKeys(schema: ManifestSchema): ManifestSchema {
  const ordered: Record<string, unknown> = {};
  for (const key of SCHEMA_KEY_ORDER) if (schema[key] !== undefined) ordered[key] = schema[key];
  return ordered as ManifestSchema;
}
