/**
 * Converts an operation's `requestBody` (a `$ref` to `components/requestBodies` is inlined):
 * `required`, `description`, and every media type with its schema and encoding (content-map.ts).
 * One media type without encoding takes the short form, `mediaType` (left out when it is the
 * API's `media.success`, e.g. its versioned JSON type) and `schema`; several take `content`.
 * A POST, PUT or PATCH without a body becomes `requestBody: none`, because the manifest otherwise
 * assumes one; a GET body is dropped with a warning, since `fetch` cannot send it.
 * Given a `version`, the body as that version sends it: its own versioned media type, and
 * `none` when the content map names other versions but not this one and holds nothing else.
 */
import { NO_BODY_METHODS } from '../manifest/checks/payloads.ts';
import type { ManifestOperation } from '../manifest/schema.ts';
import { convertContent } from './content-map.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { versionsOfEntry } from './media-types.ts';
import { isRecord } from './openapi-document.ts';

export type ManifestRequestBody = NonNullable<ManifestOperation['requestBody']>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const FIELDS = new Set(['description', 'content', 'required']);

export function convertRequestBody(
  raw: unknown,
  pointer: string,
  method: string,
  template: string,
  ctx: ImportContext,
  version?: number,
): { body?: ManifestRequestBody; versions: number[] } {
  if (raw === undefined) return { ...(BODY_METHODS.has(method) ? { body: 'none' as const } : {}), versions: [] };
  if (NO_BODY_METHODS.has(method)) {
    ctx.warnings.warn(pointer, `a ${method} request cannot carry a body (fetch refuses to send one); the body is ignored`);
    return { versions: [] };
  }
  const resolved = ctx.refs.resolve(raw, pointer);
  if (!resolved) return { versions: [] };
  const { value, pointer: at } = resolved;
  for (const key of Object.keys(value)) if (!FIELDS.has(key) && !key.startsWith('x-')) ctx.warnings.warn(pointerTo(at, key), `request body field "${key}" is not supported; ignored`);

  const converted = convertContent(value.content, pointerTo(at, 'content'), template, ctx, version);
  if (!converted && version !== undefined && isRecord(value.content) && Object.entries(value.content).some(([key, media]) => versionsOfEntry(template, key, media) !== undefined)) {
    return { body: 'none', versions: [] };
  }
  const entries = Object.entries(converted?.content ?? {});
  const [type, only] = entries[0] ?? [];
  const short = entries.length === 1 && only!.encoding === undefined;
  const body: Exclude<ManifestRequestBody, 'none'> = {
    ...(value.required === true ? { required: true } : {}),
    ...(short && type !== template ? { mediaType: type } : {}),
    ...(typeof value.description === 'string' ? { description: value.description } : {}),
    ...(short && only!.schema !== undefined ? { schema: only!.schema } : {}),
    ...(!short && converted ? { content: converted.content } : {}),
  };
  return { body, versions: converted?.versions ?? [] };
}
