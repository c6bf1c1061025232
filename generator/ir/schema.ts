/**
 * Normalises a manifest schema (the JSON-Schema-like subset) into the IR's tagged `Schema`:
 * `type` arrays and `nullable` become a `nullable` flag, `enum`/`const` become typed enums or
 * literals, and a schema with no type keywords at all is `unknown`.
 */
import type { ManifestSchema } from '../manifest/schema.ts';
import type { Schema, SchemaMeta } from './types.ts';

const CONSTRAINTS = [
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'title',
] as const;

function metaOf(source: ManifestSchema, nullable: boolean): SchemaMeta {
  const meta: SchemaMeta = {};
  if (source.description !== undefined) meta.description = source.description;
  if (nullable) meta.nullable = true;
  if (source.deprecated) meta.deprecated = true;
  if (source.default !== undefined) meta.default = source.default;
  if (source.example !== undefined) meta.example = source.example;
  if (source.readOnly) meta.readOnly = true;
  if (source.writeOnly) meta.writeOnly = true;
  if (source.xml !== undefined) meta.xml = source.xml;
  const constraints: Record<string, unknown> = {};
  for (const key of CONSTRAINTS) if (source[key] !== undefined) constraints[key] = source[key];
  if (Object.keys(constraints).length > 0) meta.constraints = constraints;
  return meta;
}

export function toSchema(source: ManifestSchema | undefined): Schema {
  if (source === undefined) return { kind: 'unknown', meta: {} };
  const types = source.type === undefined ? [] : Array.isArray(source.type) ? source.type : [source.type];
  const nonNull = types.filter((t) => t !== 'null');
  const nullable = source.nullable === true || (types.includes('null') && nonNull.length > 0);
  const meta = metaOf(source, nullable);

  if (source.$ref !== undefined) return { kind: 'ref', name: source.$ref, meta };
  if (source.allOf) return { kind: 'intersection', parts: source.allOf.map(toSchema), meta };
  for (const mode of ['oneOf', 'anyOf'] as const) {
    const variants = source[mode];
    if (variants) {
      return {
        kind: 'union',
        mode,
        variants: variants.map(toSchema),
        ...(source.discriminator ? { discriminator: source.discriminator } : {}),
        meta,
      };
    }
  }
  if (source.const !== undefined) return { kind: 'literal', value: source.const, meta };
  if (nonNull.length > 1) {
    // `type: [string, number]` is a union of the plain types.
    return { kind: 'union', mode: 'anyOf', variants: nonNull.map((t) => toSchema({ type: t })), meta };
  }
  const type = nonNull[0] ?? (types.includes('null') ? 'null' : inferType(source));
  switch (type) {
    case 'string': {
      const values = stringEnum(source.enum);
      return { kind: 'string', ...(source.format ? { format: source.format } : {}), ...(values ? { enum: values } : {}), meta };
    }
    case 'number':
    case 'integer': {
      // `type: number, format: int64` (Learnifier's ids and counts) holds whole numbers only.
      const kind = type === 'integer' || source.format === 'int32' || source.format === 'int64' ? 'integer' : 'number';
      const values = numberEnum(source.enum, kind === 'integer');
      return { kind, ...(source.format ? { format: source.format } : {}), ...(values ? { enum: values } : {}), meta };
    }
    case 'boolean': {
      // Slack answers `ok: { type: boolean, enum: [true] }` everywhere: that is the literal true.
      const values = [...new Set(source.enum?.filter((value): value is boolean => typeof value === 'boolean'))];
      return values.length === 1 ? { kind: 'literal', value: values[0]!, meta } : { kind: 'boolean', meta };
    }
    case 'null':
      return { kind: 'null', meta };
    case 'array':
      return { kind: 'array', items: toSchema(source.items), meta };
    case 'object': {
      const required = new Set(source.required ?? []);
      const declared = source.properties ?? {};
      const properties = Object.entries(declared).map(([name, schema]) => ({
        name,
        schema: toSchema(schema),
        required: required.has(name),
      }));
      // A required name the object does not type is still required, as any value (JSON Schema):
      // Codat requires a `date` its bank transaction lines never declare, and Prism demands it.
      for (const name of required) {
        if (!Object.hasOwn(declared, name)) properties.push({ name, schema: { kind: 'unknown', meta: {} }, required: true });
      }
      const extra = source.additionalProperties;
      const additionalProperties = extra === undefined ? false : typeof extra === 'boolean' ? extra : toSchema(extra);
      return { kind: 'object', properties, additionalProperties, ...(extra === false ? { closed: true as const } : {}), meta };
    }
    default:
      if (source.enum) return { kind: 'union', mode: 'anyOf', variants: source.enum.map((value) => ({ kind: 'literal', value, meta: {} })), meta };
      return { kind: 'unknown', meta };
  }
}

/**
 * A schema that lists properties or items without a `type` still means object or array. A
 * `required` list alone does not: JSON Schema applies it to objects only, and descriptions use it
 * as an overlay on a property another `allOf` part types (Linode puts `required` on its firewall
 * rule lists), which an inferred object would contradict, refusing every valid value.
 */
function inferType(source: ManifestSchema): string | undefined {
  if (source.properties || source.additionalProperties !== undefined) return 'object';
  if (source.items) return 'array';
  if (source.enum && source.enum.every((v) => typeof v === 'string')) return 'string';
  return undefined;
}

/**
 * A string's `enum` as text: Zoom types `recording_type` as a string with `enum: [1, 2]`, which
 * means the texts "1" and "2" (dropping the numbers left an enum no value fits). Null is the
 * `nullable` flag's; no value left means no enum.
 */
function stringEnum(values: unknown[] | undefined): string[] | undefined {
  const texts = values?.flatMap((value) => (typeof value === 'string' ? [value] : typeof value === 'number' || typeof value === 'boolean' ? [String(value)] : []));
  return texts && texts.length > 0 ? [...new Set(texts)] : undefined;
}

/** Decimal text of a number (not `0x10`, `1e3` or ` 1`). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number's `enum` as numbers, decimal text (`"1"`) read as its number, and only whole ones for
 * an integer; no value left means no enum.
 */
function numberEnum(values: unknown[] | undefined, integer: boolean): number[] | undefined {
  const numbers = values?.flatMap((value) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && DECIMAL.test(value) ? Number(value) : undefined;
    return number !== undefined && (!integer || Number.isInteger(number)) ? [number] : [];
  });
  return numbers && numbers.length > 0 ? [...new Set(numbers)] : undefined;
}
