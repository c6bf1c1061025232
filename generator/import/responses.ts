/**
 * Converts an operation's `responses`: the lowest 2xx response (`2XX` counts as 200) becomes the
 * manifest `response` with its status, description, every media type it answers in
 * (content-map.ts; just `schema` when that is only the API's `media.success`) and the preferred
 * one's example. A 204 or 205 has no body, so content given to one is dropped with a warning.
 * Error responses (`4xx`, `5xx`, `4XX`, `5XX`, `default`) are only collected, as candidates for
 * the API-wide `errors.schema`: the manifest does not describe errors per operation. Other
 * success codes (in one warning), 1xx/3xx codes, response `headers` and `links` are reported.
 */
import { NO_CONTENT_STATUSES } from '../ir/payloads.ts';
import type { ManifestOperation } from '../manifest/schema.ts';
import { convertContent } from './content-map.ts';
import type { ImportContext } from './context.ts';
import { exampleOf } from './example-of.ts';
import { pointerTo } from './json-pointer.ts';
import { isJsonMediaType } from './media-types.ts';
import { isRecord } from './openapi-document.ts';
import { componentSchemaName } from './schema/component-ref.ts';

export type ManifestResponse = NonNullable<ManifestOperation['response']>;

/** An error response's body: a component schema name, or `undefined` for an inline schema. */
export interface ErrorBody {
  schema: string | undefined;
  mediaType: string;
  pointer: string;
}

export interface ConvertedResponses {
  response?: ManifestResponse;
  versions: number[];
  errors: ErrorBody[];
}

const statusOf = (code: string) => (code === '2XX' ? 200 : Number(code));

export function convertResponses(raw: unknown, pointer: string, template: string, ctx: ImportContext): ConvertedResponses {
  const result: ConvertedResponses = { versions: [], errors: [] };
  if (!isRecord(raw)) {
    ctx.warnings.warn(pointer, 'expected a responses mapping; the response is untyped');
    return result;
  }
  const codes = Object.keys(raw).filter((c) => !c.startsWith('x-'));
  const successes = codes.filter((c) => /^2(\d\d|XX)$/.test(c)).sort((a, b) => statusOf(a) - statusOf(b) || a.localeCompare(b));
  for (const code of codes) {
    if (/^[13](\d\d|XX)$/.test(code)) ctx.warnings.warn(pointerTo(pointer, code), `${code} responses are not supported; ignored`);
    if (/^([45](\d\d|XX)|default)$/.test(code)) collectError(raw[code], pointerTo(pointer, code), result.errors, ctx);
  }
  const [first, ...others] = successes;
  if (others.length > 0) ctx.warnings.warn(pointer, `the manifest keeps one success response, ${first}; ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} ignored`);
  if (first === undefined) {
    ctx.warnings.warn(pointer, 'no success (2xx) response; the response is untyped');
    return result;
  }
  const resolved = ctx.refs.resolve(raw[first], pointerTo(pointer, first));
  if (!resolved) return result;
  const { value, pointer: at } = resolved;
  if (first === '2XX') ctx.warnings.warn(pointerTo(pointer, first), 'the status range 2XX is imported as 200');
  for (const key of ['headers', 'links']) if (value[key] !== undefined) ctx.warnings.warn(pointerTo(at, key), `response ${key} are not supported; ignored`);

  const response: ManifestResponse = {};
  const status = statusOf(first);
  if (status !== 200) response.status = status;
  if (NO_CONTENT_STATUSES.has(status)) {
    if (isRecord(value.content) && Object.keys(value.content).length > 0) ctx.warnings.warn(pointerTo(at, 'content'), `a ${status} response has no body; its content is ignored`);
  } else {
    const converted = convertContent(value.content, pointerTo(at, 'content'), template, ctx);
    if (converted) {
      const entries = Object.entries(converted.content);
      const [type, only] = entries[0]!;
      if (entries.length === 1 && type === template && only.encoding === undefined) {
        if (only.schema !== undefined) response.schema = only.schema;
      } else response.content = converted.content;
      const example = exampleOf(converted.preferred.media, converted.preferred.pointer, ctx);
      if (example !== undefined) response.example = example;
      result.versions = converted.versions;
    }
  }
  if (typeof value.description === 'string' && value.description !== '') response.description = value.description;
  result.response = orderResponse(response);
  return result;
}

function orderResponse(r: ManifestResponse): ManifestResponse {
  return {
    ...(r.status !== undefined ? { status: r.status } : {}),
    ...(r.description !== undefined ? { description: r.description } : {}),
    ...(r.schema !== undefined ? { schema: r.schema } : {}),
    ...(r.content !== undefined ? { content: r.content } : {}),
    ...(r.example !== undefined ? { example: r.example } : {}),
  };
}

function collectError(raw: unknown, pointer: string, into: ErrorBody[], ctx: ImportContext): void {
  const resolved = ctx.refs.resolve(raw, pointer);
  if (!resolved || !isRecord(resolved.value.content)) return;
  const entry = Object.entries(resolved.value.content).find(([type]) => isJsonMediaType(type));
  if (!entry || !isRecord(entry[1]) || entry[1].schema === undefined || (isRecord(entry[1].schema) && Object.keys(entry[1].schema).length === 0)) return;
  const [mediaType, media] = entry;
  const at = pointerTo(resolved.pointer, 'content', mediaType, 'schema');
  const ref = isRecord(media.schema) && typeof media.schema.$ref === 'string' ? componentSchemaName(media.schema.$ref) : undefined;
  into.push({ schema: ref === undefined ? undefined : ctx.schemaNames.get(ref), mediaType, pointer: at });
}
