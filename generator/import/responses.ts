/**
 * Converts an operation's `responses`: the lowest 2xx response (`2XX` counts as 200) becomes the
 * manifest `response` with its status, description, every media type it answers in
 * (content-map.ts; just `schema` when that is only the API's `media.success`) and the preferred
 * one's example. A 204 or 205 has no body, so content given to one is dropped with a warning.
 * Error responses (`4xx`, `5xx`, `4XX`, `5XX`, `default`) are only collected, as candidates for
 * the API-wide `errors.schema`: the manifest does not describe errors per operation. Other
 * success codes (in one warning), 1xx/3xx codes, response `headers` and `links` are reported.
 * Given the versions an operation is `offered` in (two or more), each version gets its own
 * response: the lowest success whose content names that version, else the lowest that names
 * none (v3 answers 200 with `…v3+json`, v4 answers 204), and only statuses no version answers
 * with are reported as ignored.
 */
import { NO_CONTENT_STATUSES } from '../ir/payloads.ts';
import type { ManifestOperation } from '../manifest/schema.ts';
import { convertContent } from './content-map.ts';
import type { ImportContext } from './context.ts';
import { exampleOf } from './example-of.ts';
import { pointerTo } from './json-pointer.ts';
import { isJsonMediaType, versionsOfEntry } from './media-types.ts';
import { isRecord } from './openapi-document.ts';
import { RefResolver } from './resolve-ref.ts';
import { componentSchemaName } from './schema/component-ref.ts';
import { WarningLog } from './warnings.ts';

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
  /** With two or more `offered` versions: each one's response. */
  byVersion?: Map<number, ManifestResponse | undefined>;
  errors: ErrorBody[];
}

const statusOf = (code: string) => (code === '2XX' ? 200 : Number(code));

export function convertResponses(raw: unknown, pointer: string, template: string, ctx: ImportContext, offered: readonly number[] = []): ConvertedResponses {
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
  if (successes.length === 0) {
    ctx.warnings.warn(pointer, 'no success (2xx) response; the response is untyped');
    return result;
  }
  const picked: { version?: number; code: string }[] = offered.length < 2 ? [{ code: successes[0]! }] : offered.map((version) => ({ version, code: statusFor(version, successes, raw, template, ctx) }));
  const kept = [...new Set(picked.map((p) => p.code))].sort((a, b) => statusOf(a) - statusOf(b) || a.localeCompare(b));
  const ignored = successes.filter((code) => !kept.includes(code));
  if (ignored.length > 0) {
    const what = kept.length === 1 ? `one success response, ${kept[0]}` : `the success responses its versions answer with, ${kept.join(', ')}`;
    ctx.warnings.warn(pointer, `the manifest keeps ${what}; ${ignored.join(', ')} ${ignored.length === 1 ? 'is' : 'are'} ignored`);
  }
  if (offered.length < 2) return { ...result, ...convertSuccess(raw, successes[0]!, pointer, template, ctx) };
  result.byVersion = new Map(picked.map(({ version, code }) => [version!, convertSuccess(raw, code, pointer, template, ctx, version).response]));
  result.response = result.byVersion.get(offered.at(-1)!);
  result.versions = [...offered];
  return result;
}

/** The success status `version` answers with: the lowest whose content names it, else the lowest naming no version, else the lowest. */
function statusFor(version: number, successes: string[], raw: Record<string, unknown>, template: string, ctx: ImportContext): string {
  const quiet = new RefResolver(ctx.doc, new WarningLog());
  const named = (code: string) => {
    const content = quiet.resolve(raw[code], '')?.value.content;
    return isRecord(content) ? Object.entries(content).flatMap(([key, media]) => versionsOfEntry(template, key, media) ?? []) : [];
  };
  return successes.find((code) => named(code).includes(version)) ?? successes.find((code) => named(code).length === 0) ?? successes[0]!;
}

/** The manifest `response` for the success response `code` (as `version` answers it, when given). */
function convertSuccess(raw: Record<string, unknown>, code: string, pointer: string, template: string, ctx: ImportContext, version?: number): { response?: ManifestResponse; versions: number[] } {
  const resolved = ctx.refs.resolve(raw[code], pointerTo(pointer, code));
  if (!resolved) return { versions: [] };
  const { value, pointer: at } = resolved;
  if (code === '2XX') ctx.warnings.warn(pointerTo(pointer, code), 'the status range 2XX is imported as 200');
  for (const key of ['headers', 'links']) if (value[key] !== undefined) ctx.warnings.warn(pointerTo(at, key), `response ${key} are not supported; ignored`);

  const response: ManifestResponse = {};
  let versions: number[] = [];
  const status = statusOf(code);
  if (status !== 200) response.status = status;
  if (NO_CONTENT_STATUSES.has(status)) {
    if (isRecord(value.content) && Object.keys(value.content).length > 0) ctx.warnings.warn(pointerTo(at, 'content'), `a ${status} response has no body; its content is ignored`);
  } else {
    const converted = convertContent(value.content, pointerTo(at, 'content'), template, ctx, version);
    if (converted) {
      const entries = Object.entries(converted.content);
      const [type, only] = entries[0]!;
      if (entries.length === 1 && type === template && only.encoding === undefined) {
        if (only.schema !== undefined) response.schema = only.schema;
      } else response.content = converted.content;
      const example = exampleOf(converted.preferred.media, converted.preferred.pointer, ctx);
      if (example !== undefined) response.example = example;
      versions = converted.versions;
    }
  }
  if (typeof value.description === 'string' && value.description !== '') response.description = value.description;
  return { response: orderResponse(response), versions };
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
