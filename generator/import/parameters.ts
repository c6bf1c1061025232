/**
 * Converts the Parameter Objects of an operation (its own and its path item's, `$ref`s resolved)
 * into manifest parameters: path, query and header ones with their schema, `required`,
 * description, example, deprecation and serialisation (parameter-serialisation.ts), ordered
 * path → query → header. Cookie parameters, `Accept`/`Content-Type`/`Authorization` headers
 * (which OpenAPI says to ignore) and headers that frame the message (`Content-Length`, `Host`…)
 * are reported. A parameter serialised through `content` keeps its schema; a JSON media type
 * there becomes the manifest's `contentType` (the value travels as JSON text), any other is
 * reported and the value is written as a plain parameter.
 */
import { isDeepStrictEqual } from 'node:util';
import { payloadKind } from '../ir/payloads.ts';
import type { ManifestParameter } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { exampleOf } from './example-of.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord, type Raw } from './openapi-document.ts';
import { convertSerialisation } from './parameter-serialisation.ts';
import type { PlacedParameter } from './param-keys.ts';
import { convertSchema } from './schema/convert-schema.ts';

type Location = ManifestParameter['in'];
const ORDER: Record<Location, number> = { path: 0, query: 1, header: 2 };
const KNOWN = new Set(['name', 'in', 'required', 'schema', 'content', 'description', 'example', 'examples', 'deprecated', 'style', 'explode', 'allowReserved', 'allowEmptyValue']);
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
/**
 * Headers that frame the message: HTTP clients set them from the request itself, and fetch
 * refuses most. Vercel declares `Content-Length` on an upload; a value sent as a parameter that
 * differs from the body's length leaves the server waiting for bytes that never come (a 408).
 */
const FRAMING_HEADERS = new Set(['content-length', 'transfer-encoding', 'host', 'connection']);

/** A header parameter the importer leaves out (the client sets it, or a scheme or content type says it). */
export function ignoredHeader(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return IGNORED_HEADERS.has(lower) || FRAMING_HEADERS.has(lower);
}

interface Source {
  list: unknown;
  pointer: string;
}

/**
 * `levels` are the path item's then the operation's lists; later ones override earlier ones.
 * `flags`: query parameters that select the operation by name alone (presence-selectors.ts),
 * left out: the client sends the name itself.
 */
export function convertParameters(levels: Source[], pathParams: string[], renamed: Map<string, string>, ctx: ImportContext, flags: ReadonlySet<string> = new Set()): PlacedParameter[] {
  const byKey = new Map<string, PlacedParameter>();
  for (const level of levels) {
    if (level.list === undefined) continue;
    if (!Array.isArray(level.list)) {
      ctx.warnings.warn(level.pointer, 'expected a list of parameters; ignored');
      continue;
    }
    const seenHere = new Set<string>();
    level.list.forEach((item, i) => {
      const resolved = ctx.refs.resolve(item, pointerTo(level.pointer, i));
      if (!resolved) return;
      if (resolved.value.in === 'query' && flags.has(resolved.value.name as string)) return;
      const param = convertParameter(resolved.value, resolved.pointer, renamed, ctx);
      if (!param) return;
      const key = `${param.in}:${param.in === 'header' ? param.name.toLowerCase() : param.name}`;
      if (seenHere.has(key)) return ctx.warnings.warn(pointerTo(level.pointer, i), `duplicate ${param.in} parameter "${param.name}"; ignored`);
      seenHere.add(key);
      if (param.in === 'path' && !pathParams.includes(param.name)) {
        return ctx.warnings.warn(resolved.pointer, `path parameter "${param.name}" does not appear in the path; ignored`);
      }
      byKey.set(key, { param, pointer: pointerTo(level.pointer, i) });
    });
  }
  const params = [...byKey.values()];
  for (const name of pathParams) {
    if (!params.some(({ param: p }) => p.in === 'path' && p.name === name)) {
      ctx.warnings.warn(levels.at(-1)!.pointer, `path parameter {${name}} is not declared; added as a string`);
      params.push({ param: { name, in: 'path' }, pointer: levels.at(-1)!.pointer });
    }
  }
  const pathRank = (p: ManifestParameter) => (p.in === 'path' ? pathParams.indexOf(p.name) : 0);
  return params.sort(({ param: a }, { param: b }) => ORDER[a.in] - ORDER[b.in] || pathRank(a) - pathRank(b));
}

function convertParameter(raw: Raw, pointer: string, renamed: Map<string, string>, ctx: ImportContext): ManifestParameter | undefined {
  const where = raw.in;
  if (typeof raw.name !== 'string' || raw.name.trim() === '') return void ctx.warnings.warn(pointer, 'expected a parameter with a "name"; ignored');
  if (where === 'cookie') return void ctx.warnings.warn(pointer, `cookie parameter "${raw.name}" is not supported; ignored`);
  if (where !== 'path' && where !== 'query' && where !== 'header') {
    return void ctx.warnings.warn(pointerTo(pointer, 'in'), `unknown parameter location ${JSON.stringify(where)}; ignored`);
  }
  if (where === 'header' && IGNORED_HEADERS.has(raw.name.toLowerCase())) {
    return void ctx.warnings.warn(pointer, `header parameter "${raw.name}" is ignored: OpenAPI defines it through content types and security schemes`);
  }
  if (where === 'header' && FRAMING_HEADERS.has(raw.name.trim().toLowerCase())) {
    return void ctx.warnings.warn(pointer, `header parameter "${raw.name}" is ignored: the HTTP client sets it from the request itself`);
  }
  for (const key of Object.keys(raw)) if (!KNOWN.has(key) && !key.startsWith('x-')) ctx.warnings.warn(pointerTo(pointer, key), `parameter field "${key}" is not supported; ignored`);
  const contentType = jsonContentType(raw);
  // OpenAPI allows `style` and `explode` only beside a `schema`, never beside `content`.
  const serialisation = contentType === undefined ? convertSerialisation(raw, where, pointer, ctx) : { contentType };

  const name = where === 'path' ? (renamed.get(raw.name) ?? raw.name) : raw.name.trim();
  const param: ManifestParameter = { name, in: where, ...serialisation };
  if (where !== 'path' && raw.required === true) param.required = true;
  if (typeof raw.description === 'string') param.description = raw.description;
  const schema = schemaOf(raw, pointer, contentType, ctx);
  if (schema && !isDeepStrictEqual(schema, { type: 'string' })) param.schema = schema;
  const example = exampleOf(raw, pointer, ctx);
  if (example !== undefined) param.example = example;
  if (raw.deprecated === true) param.deprecated = true;
  return param;
}

/** The parameter's schema, from `schema` or its `content` entry (`contentType`: that entry's JSON media type, if it is one). */
function schemaOf(raw: Raw, pointer: string, contentType: string | undefined, ctx: ImportContext) {
  if (raw.schema !== undefined) return convertSchema(raw.schema, pointerTo(pointer, 'schema'), ctx);
  if (!isRecord(raw.content)) return undefined;
  const [type, media] = Object.entries(raw.content)[0] ?? [];
  if (contentType === undefined) {
    ctx.warnings.warn(pointerTo(pointer, 'content'), `a parameter serialised as "${type}" is not supported; its schema is kept, the encoding is not`);
  }
  return isRecord(media) && media.schema !== undefined ? convertSchema(media.schema, pointerTo(pointer, 'content', type!, 'schema'), ctx) : undefined;
}

/** The JSON media type of a parameter's `content` map (OpenAPI allows exactly one entry), trimmed. */
function jsonContentType(raw: Raw): string | undefined {
  if (!isRecord(raw.content)) return undefined;
  const [type] = Object.keys(raw.content);
  return type !== undefined && payloadKind(type) === 'json' ? type.split(';')[0]!.trim() : undefined;
}
