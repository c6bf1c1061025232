/**
 * Warns about a form or multipart request body (`requestBody.content`) whose schema names no
 * fields: OpenAPI names a form's fields by an object's properties, and a list, a string or a
 * number has none. Jira's columns are a list of ids that only its prose sends as `columns=id`,
 * Adafruit's batches a list of objects. The manifest keeps the schema as written; the client then
 * takes a `FormData` or `URLSearchParams` the caller builds, and the server checks no field
 * (ir/describes-fields.ts), which the warning says.
 */
import { payloadKind } from '../ir/payloads.ts';
import type { ImportContext } from './context.ts';
import { isRecord } from './openapi-document.ts';

const SCALAR_OR_LIST = new Set(['array', 'string', 'number', 'integer', 'boolean']);
const FIELD_KEYWORDS = ['properties', 'additionalProperties', 'allOf', 'oneOf', 'anyOf'];

export function warnOfFieldlessForm(mediaType: string, schema: unknown, pointer: string, ctx: ImportContext): void {
  const kind = payloadKind(mediaType);
  if (kind !== 'form' && kind !== 'multipart') return;
  const target = ctx.refs.peekThrough(schema).value;
  if (!isRecord(target) || typeof target.type !== 'string' || !SCALAR_OR_LIST.has(target.type)) return;
  if (FIELD_KEYWORDS.some((keyword) => target[keyword] !== undefined)) return;
  const what = target.type === 'array' ? 'a list' : `a ${target.type}`;
  const own = kind === 'form' ? 'URLSearchParams' : 'FormData';
  ctx.warnings.warn(
    pointer,
    `a ${kind} body names its fields by an object's properties, and this schema is ${what}, which names none: the client takes a ${own} the caller builds, and the server checks none of its fields`,
  );
}
