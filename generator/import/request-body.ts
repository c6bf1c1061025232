/**
 * Converts an operation's `requestBody` (a `$ref` to `components/requestBodies` is inlined):
 * `required`, `description`, and the schema of the media type `pickContent` keeps. JSON bodies
 * (plain or in the API's versioned type, whose versions join the operation's) keep the
 * manifest's default media type; any other type is written as `mediaType`. A POST, PUT or PATCH
 * without a body becomes `requestBody: none`, because the manifest otherwise assumes one.
 */
import type { ManifestOperation } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { pickContent } from './pick-content.ts';
import { convertSchema } from './schema/convert-schema.ts';

export type ManifestRequestBody = NonNullable<ManifestOperation['requestBody']>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const FIELDS = new Set(['description', 'content', 'required']);

export function convertRequestBody(
  raw: unknown,
  pointer: string,
  method: string,
  template: string,
  ctx: ImportContext,
): { body?: ManifestRequestBody; versions: number[] } {
  if (raw === undefined) return { ...(BODY_METHODS.has(method) ? { body: 'none' as const } : {}), versions: [] };
  const resolved = ctx.refs.resolve(raw, pointer);
  if (!resolved) return { versions: [] };
  const { value, pointer: at } = resolved;
  for (const key of Object.keys(value)) if (!FIELDS.has(key) && !key.startsWith('x-')) ctx.warnings.warn(pointerTo(at, key), `request body field "${key}" is not supported; ignored`);

  const body: Exclude<ManifestRequestBody, 'none'> = {};
  if (value.required === true) body.required = true;
  const picked = pickContent(value.content, pointerTo(at, 'content'), template, ctx);
  if (picked && picked.versions.length === 0 && picked.mediaType.split(';')[0]!.trim().toLowerCase() !== 'application/json') {
    body.mediaType = picked.mediaType.trim();
  }
  if (typeof value.description === 'string') body.description = value.description;
  const schema = picked?.media.schema === undefined ? undefined : convertSchema(picked.media.schema, pointerTo(picked.pointer, 'schema'), ctx);
  // `{}` and no schema both mean "any value" to the IR; the manifest leaves it out.
  if (schema && Object.keys(schema).length > 0) body.schema = schema;
  return { body, versions: picked?.versions ?? [] };
}
