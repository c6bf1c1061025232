/** A schema in a few words, for diff messages: `string (date-time)`, `array of Pet`, `"a" | "b"`. */
import type { Schema } from '../ir/types.ts';

export function describeSchema(schema: Schema): string {
  const text = describeShape(schema);
  return schema.meta.nullable ? `${text} | null` : text;
}

function describeShape(schema: Schema): string {
  switch (schema.kind) {
    case 'unknown':
      return 'any value';
    case 'ref':
      return schema.name;
    case 'string':
      if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
      return schema.format ? `string (${schema.format})` : 'string';
    case 'number':
    case 'integer':
      return schema.enum ? schema.enum.join(' | ') : schema.kind;
    case 'literal':
      return JSON.stringify(schema.value);
    case 'array':
      return `array of ${describeSchema(schema.items)}`;
    case 'union':
      return schema.variants.map(describeSchema).join(' | ');
    case 'intersection':
      return schema.parts.map(describeSchema).join(' & ');
    default:
      return schema.kind;
  }
}

/** `"a", "b"` for a list of enum values. */
export function listValues(values: readonly (string | number)[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}
