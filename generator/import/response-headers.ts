/**
 * Converts the `headers` of an operation's success responses into the manifest's
 * `response.headers` (one set for every success, as the manifest has it): each header's schema,
 * description and `required`, the first declaration winning when several successes declare one
 * (names compared case-insensitively). Headers HTTP itself writes (`Content-Type`, …), names that
 * cannot be sent, non-scalar schemas and `content`-serialised headers are reported.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ManifestResponseHeader } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord } from './openapi-document.ts';
import { convertSchema } from './schema/convert-schema.ts';

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const MANAGED = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'vary']);
const SCALAR = new Set(['string', 'integer', 'number', 'boolean', 'null']);

/** `sources`: each kept success response's `headers`, with its pointer. */
export function convertResponseHeaders(sources: { headers: unknown; pointer: string }[], ctx: ImportContext): Record<string, ManifestResponseHeader> | undefined {
  const result: Record<string, ManifestResponseHeader> = {};
  const seen = new Set<string>();
  for (const { headers, pointer } of sources) {
    if (!isRecord(headers)) continue;
    for (const [name, raw] of Object.entries(headers)) {
      const at = pointerTo(pointer, name);
      const lower = name.toLowerCase();
      if (seen.has(lower)) continue;
      seen.add(lower);
      if (!HEADER_NAME.test(name)) {
        ctx.warnings.warn(at, `response header "${name}" is not a valid header name; ignored`);
        continue;
      }
      // OpenAPI says a Content-Type response header is ignored; the others are HTTP's own too.
      if (MANAGED.has(lower)) continue;
      const header = convertHeader(raw, at, name, ctx);
      if (header) result[name] = header;
    }
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

function convertHeader(raw: unknown, pointer: string, name: string, ctx: ImportContext): ManifestResponseHeader | undefined {
  const resolved = ctx.refs.resolve(raw, pointer);
  if (!resolved) return undefined;
  const { value, pointer: at } = resolved;
  let schema = value.schema !== undefined ? convertSchema(value.schema, pointerTo(at, 'schema'), ctx) : undefined;
  if (value.schema === undefined && value.content !== undefined) {
    ctx.warnings.warn(pointerTo(at, 'content'), `response header "${name}" is serialised by a media type, which is not supported; it is imported as a string`);
  }
  const types = schema === undefined ? [] : Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (types.some((type) => !SCALAR.has(type))) {
    ctx.warnings.warn(pointerTo(at, 'schema'), `response header "${name}" has a ${types.join('/')} schema; a header value is text, so it is imported as a string`);
    schema = undefined;
  }
  return {
    ...(schema !== undefined && !isDeepStrictEqual(schema, { type: 'string' }) ? { schema } : {}),
    ...(typeof value.description === 'string' && value.description !== '' ? { description: value.description } : {}),
    ...(value.required === true ? { required: true } : {}),
  };
}
