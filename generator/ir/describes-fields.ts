/**
 * Whether a form or multipart body's schema (`requestBody.content` of kind `form` or
 * `multipart`) describes its fields: an object, through `$ref`s, `allOf` parts and
 * `oneOf`/`anyOf` variants, or no schema at all. OpenAPI names a form's fields by an object's
 * properties. A list, a string or a number names none: Jira's columns (a list of ids, sent as
 * `columns=id` only its prose says) and its attachments (one binary string, sent as a `file`
 * part) leave the caller to build the fields, so the client takes a `FormData` or
 * `URLSearchParams` there and the server checks none of them.
 */
import type { Schema } from './types.ts';

export function describesFields(schema: Schema, schemas: ReadonlyMap<string, Schema>, seen = new Set<string>()): boolean {
  switch (schema.kind) {
    case 'object':
    case 'unknown':
      return true;
    case 'ref': {
      const target = schemas.get(schema.name);
      if (!target || seen.has(schema.name)) return true;
      seen.add(schema.name);
      return describesFields(target, schemas, seen);
    }
    case 'intersection':
      return schema.parts.every((part) => describesFields(part, schemas, seen));
    case 'union':
      return schema.variants.every((variant) => describesFields(variant, schemas, seen));
    default:
      return false;
  }
}
