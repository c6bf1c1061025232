/**
 * Converts an operation's `responses`: the lowest 2xx response (`2XX` counts as 200) becomes the
 * manifest `response` with its status, description, every media type it answers in
 * (content-map.ts; just `schema` when that is only the API's `media.success`) and the preferred
 * one's example; every other 2xx response becomes an entry of `response.also` with its own
 * payload (`{}` for none), and the success responses' `headers` become `response.headers`
 * (response-headers.ts). A 204 or 205, and any response of a HEAD operation, has no body, so
 * content given to one is dropped with a warning. Error responses (`4xx`, `5xx`, `4XX`, `5XX`,
 * `default`) are only collected, as candidates for the API-wide `errors.schema`: the manifest
 * does not describe errors per operation; but an operation with no 2xx answers its success as
 * `default` describes it (200).
 * 1xx/3xx codes and ranges and response `links` are reported. Given the versions an
 * operation is `offered` in (two or more), each version gets its own response: the lowest
 * success whose content names that version, else the lowest that names none (v3 answers 200
 * with `…v3+json`, v4 answers 204), with the other successes that name it or no version as `also`.
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
import { convertResponseHeaders } from './response-headers.ts';
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

/** `2XX`, and a `default` that stands for the success (see `successCodes`), are read as 200. */
const statusOf = (code: string) => (code === '2XX' || code === 'default' ? 200 : Number(code));

/** How the operation's responses are read: the API's media template, its method (a HEAD response has no body) and the versions it is offered in. */
export interface ResponseSite {
  template: string;
  method: string;
  offered?: readonly number[];
}

export function convertResponses(raw: unknown, pointer: string, site: ResponseSite, ctx: ImportContext): ConvertedResponses {
  const { template, offered = [] } = site;
  const noBody = site.method === 'HEAD';
  const result: ConvertedResponses = { versions: [], errors: [] };
  if (!isRecord(raw)) {
    ctx.warnings.warn(pointer, 'expected a responses mapping; the response is untyped');
    return result;
  }
  const codes = Object.keys(raw).filter((c) => !c.startsWith('x-'));
  const successes = successCodes(codes);
  for (const code of codes) {
    // One kind of warning whatever the code, so `sdkgen import` shows them as one group with a count.
    if (/^[13](\d\d|XX)$/.test(code)) ctx.warnings.warn(pointerTo(pointer, code), `${code} responses are not supported; ignored`);
    if (/^([45](\d\d|XX)|default)$/.test(code) && !successes.includes(code)) collectError(raw[code], pointerTo(pointer, code), result.errors, ctx);
  }
  if (successes.length === 0) {
    ctx.warnings.warn(pointer, 'no success (2xx) response; the response is untyped');
    return result;
  }
  if (successes[0] === 'default') ctx.warnings.warn(pointerTo(pointer, 'default'), 'no success (2xx) response: the default response is read as the success, status 200');
  if (offered.length < 2) {
    const { response, versions } = convertStatuses(raw, successes[0]!, successes.slice(1), pointer, { template, noBody }, ctx);
    return { ...result, ...(response ? { response } : {}), versions };
  }
  const quiet = new RefResolver(ctx.doc, new WarningLog());
  const named = (code: string) => {
    const content = quiet.resolve(raw[code], '')?.value.content;
    return isRecord(content) ? Object.entries(content).flatMap(([key, media]) => versionsOfEntry(template, key, media) ?? []) : [];
  };
  const mains = new Map(offered.map((version) => [version, statusFor(version, successes, named)]));
  const someMain = new Set(mains.values());
  result.byVersion = new Map(
    offered.map((version) => {
      // The other successes this version answers with: those naming it or no version, unless one
      // is another version's main status (v1 answers 200, v2 204: neither answers the other's).
      const others = successes.filter((code) => !someMain.has(code) && (named(code).length === 0 || named(code).includes(version)));
      return [version, convertStatuses(raw, mains.get(version)!, others, pointer, { template, noBody, version }, ctx).response];
    }),
  );
  result.response = result.byVersion.get(offered.at(-1)!);
  result.versions = [...offered];
  return result;
}

/**
 * The success codes, lowest first. Without any 2xx, `default` is every answer the operation gives,
 * success included (FEC, Reverb and Magento describe their payloads only there), so it is read as
 * the success, as OpenAPI Generator does; it is then not an error schema candidate.
 */
function successCodes(codes: string[]): string[] {
  const successes = codes.filter((c) => /^2(\d\d|XX)$/.test(c)).sort((a, b) => statusOf(a) - statusOf(b) || a.localeCompare(b));
  return successes.length === 0 && codes.includes('default') ? ['default'] : successes;
}

/** The success status `version` answers with: the lowest whose content names it, else the lowest naming no version, else the lowest. */
function statusFor(version: number, successes: string[], named: (code: string) => number[]): string {
  return successes.find((code) => named(code).includes(version)) ?? successes.find((code) => named(code).length === 0) ?? successes[0]!;
}

/**
 * The manifest `response` whose main status is `main` and whose `also` holds `others` (a 2XX
 * range as 200; a code whose status is already taken is reported), with the headers of them all.
 */
function convertStatuses(raw: Record<string, unknown>, main: string, others: string[], pointer: string, read: Reading, ctx: ImportContext): { response?: ManifestResponse; versions: number[] } {
  const converted = convertSuccess(raw, main, pointer, read, ctx);
  if (!converted.response) return { versions: converted.versions };
  const response: ManifestResponse = converted.response;
  const taken = new Set([statusOf(main)]);
  const also: NonNullable<ManifestResponse['also']> = {};
  const versions = new Set(converted.versions);
  for (const code of others) {
    const status = statusOf(code);
    if (taken.has(status)) {
      ctx.warnings.warn(pointerTo(pointer, code), `${code} answers the status ${status}, which another success response already describes; ignored`);
      continue;
    }
    taken.add(status);
    const other = convertSuccess(raw, code, pointer, read, ctx);
    if (!other.response) continue;
    const { schema, content, description } = other.response;
    // In `also`, `{}` means no body: a body of any value is `schema: {}`.
    const anyValue = schema === undefined && content === undefined && other.hasBody;
    also[String(status)] = { ...(description !== undefined ? { description } : {}), ...(schema !== undefined || anyValue ? { schema: schema ?? {} } : {}), ...(content !== undefined ? { content } : {}) };
    for (const v of other.versions) versions.add(v);
  }
  if (Object.keys(also).length > 0) response.also = also;
  const headers = convertResponseHeaders(
    [main, ...others].flatMap((code) => {
      const resolved = ctx.refs.resolve(raw[code], pointerTo(pointer, code));
      return resolved ? [{ headers: resolved.value.headers, pointer: pointerTo(resolved.pointer, 'headers') }] : [];
    }),
    ctx,
  );
  if (headers) response.headers = headers;
  return { response: orderResponse(response), versions: [...versions].sort((a, b) => a - b) };
}

/** How one success response is read: the media template, whether the method sends a body back, and the version answering (when given). */
interface Reading {
  template: string;
  noBody: boolean;
  version?: number;
}

/** The manifest `response` for the success response `code` (as `read.version` answers it, when given). */
function convertSuccess(raw: Record<string, unknown>, code: string, pointer: string, read: Reading, ctx: ImportContext): { response?: ManifestResponse; versions: number[]; hasBody: boolean } {
  const { template, version } = read;
  const resolved = ctx.refs.resolve(raw[code], pointerTo(pointer, code));
  if (!resolved) return { versions: [], hasBody: false };
  const { value, pointer: at } = resolved;
  if (code === '2XX') ctx.warnings.warn(pointerTo(pointer, code), 'the status range 2XX is imported as 200');
  if (value.links !== undefined) ctx.warnings.warn(pointerTo(at, 'links'), 'response links are not supported; ignored');

  const response: ManifestResponse = {};
  let versions: number[] = [];
  const status = statusOf(code);
  const bodiless = read.noBody || NO_CONTENT_STATUSES.has(status);
  const hasBody = isRecord(value.content) && Object.keys(value.content).length > 0 && !bodiless;
  if (status !== 200) response.status = status;
  if (bodiless) {
    if (isRecord(value.content) && Object.keys(value.content).length > 0) ctx.warnings.warn(pointerTo(at, 'content'), `${read.noBody ? 'a HEAD' : `a ${status}`} response has no body; its content is ignored`);
  } else {
    const converted = convertContent(value.content, pointerTo(at, 'content'), template, ctx, version, true);
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
  return { response: orderResponse(response), versions, hasBody };
}

function orderResponse(r: ManifestResponse): ManifestResponse {
  return {
    ...(r.status !== undefined ? { status: r.status } : {}),
    ...(r.description !== undefined ? { description: r.description } : {}),
    ...(r.schema !== undefined ? { schema: r.schema } : {}),
    ...(r.content !== undefined ? { content: r.content } : {}),
    ...(r.example !== undefined ? { example: r.example } : {}),
    ...(r.also !== undefined ? { also: r.also } : {}),
    ...(r.headers !== undefined ? { headers: r.headers } : {}),
  };
}

function collectError(raw: unknown, pointer: string, into: ErrorBody[], ctx: ImportContext): void {
  const resolved = ctx.refs.resolve(raw, pointer);
  if (!resolved || !isRecord(resolved.value.content)) return;
  // Zuora lists `application/json` and `application/json; charset=utf-8`: the plain one names the problem type.
  const json = Object.entries(resolved.value.content).filter(([type]) => isJsonMediaType(type));
  const entry = json.find(([type]) => !type.includes(';')) ?? json[0];
  if (!entry || !isRecord(entry[1]) || entry[1].schema === undefined || (isRecord(entry[1].schema) && Object.keys(entry[1].schema).length === 0)) return;
  const [mediaType, media] = entry;
  const at = pointerTo(resolved.pointer, 'content', mediaType, 'schema');
  const ref = isRecord(media.schema) && typeof media.schema.$ref === 'string' ? componentSchemaName(media.schema.$ref) : undefined;
  // Parameters dropped, as for payloads (wire-media-type.ts): the problem type is `application/json`.
  into.push({ schema: ref === undefined ? undefined : ctx.schemaNames.get(ref), mediaType: mediaType.split(';')[0]!.trim(), pointer: at });
}
