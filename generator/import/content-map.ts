/**
 * Converts a `content` map (of a request body or a success response) into the manifest's: every
 * media type, in document order, with its schema and (forms, multipart) its encoding. The media
 * types that follow the API's versioned template (`application/vnd.acme.v3+json`) become one
 * entry under the template: the one of `version` when it is given (each version's payloads are
 * kept apart by version-payloads.ts), otherwise the newest one, which then is the only one or
 * has the same payload as the rest. Other keys are made wire-ready by `wireMediaType`; two keys
 * that end up the same keep the first.
 *
 * The first entry is what the client sends, and what it types a reply as, unless the caller
 * picks another; a content map's order means nothing in OpenAPI, yet descriptions often list
 * `application/xml` first out of habit. So when JSON is among several types, the preferred JSON
 * entry (the template's, else `application/json`, else the first `+json`) moves to the front:
 * it is the one the runtime encodes and decodes from the schema without a hand-made string.
 */
import { isDeepStrictEqual } from 'node:util';
import { mediaEssence, payloadKind } from '../ir/payloads.ts';
import { MEDIA_TYPE } from '../manifest/checks/payloads.ts';
import type { ManifestOperation } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { convertEncoding } from './encoding.ts';
import { pointerTo } from './json-pointer.ts';
import { PLAIN_JSON } from './media-template.ts';
import { versionsOfEntry, versionUnder } from './media-types.ts';
import { isRecord, type Raw } from './openapi-document.ts';
import { convertSchema } from './schema/convert-schema.ts';
import { wireMediaType } from './wire-media-type.ts';
import { warnOfFieldlessForm } from './form-fields.ts';

export type ManifestContent = NonNullable<Exclude<NonNullable<ManifestOperation['requestBody']>, 'none'>['content']>;
export type ManifestContentEntry = ManifestContent[string];

export interface ConvertedContent {
  /** Never empty; the preferred media type first. */
  content: ManifestContent;
  /** Versions when some types follow the API's `{version}` template; otherwise empty. */
  versions: number[];
  /** The Media Type Object of the preferred entry, where its example is read. */
  preferred: { media: Raw; pointer: string };
}

const MEDIA_FIELDS = new Set(['schema', 'example', 'examples', 'encoding']);

interface Source {
  key: string;
  media: Raw;
  pointer: string;
}

export function convertContent(raw: unknown, pointer: string, template: string, ctx: ImportContext, version?: number, isResponse = false): ConvertedContent | undefined {
  if (!isRecord(raw)) return undefined;
  const sources = Object.entries(raw).map(([key, media]) => ({ key, media: isRecord(media) ? media : {}, pointer: pointerTo(pointer, key) }));
  const versioned = sources
    .map((source) => ({ source, version: versionUnder(template, source.key) }))
    .filter((v): v is { source: Source; version: number } => v.version !== undefined)
    .sort((a, b) => a.version - b.version);
  const kept = version === undefined ? versioned.at(-1)?.source : versioned.find((v) => v.version === version)?.source;

  const entries: { type: string; entry: ManifestContentEntry; source: Source }[] = [];
  for (const source of sources) {
    const isVersioned = versioned.some((v) => v.source === source);
    if (isVersioned && source !== kept) continue;
    // A type without `{version}` that only some versions use (sdkgen's export marks it) belongs to those.
    const only = isVersioned ? undefined : versionsOfEntry(template, source.key, source.media);
    if (version !== undefined && only !== undefined && !only.includes(version)) continue;
    for (const key of Object.keys(source.media)) {
      if (!MEDIA_FIELDS.has(key) && !key.startsWith('x-')) ctx.warnings.warn(pointerTo(source.pointer, key), `"${key}" is not supported; ignored`);
    }
    const schema = source.media.schema === undefined ? undefined : convertSchema(source.media.schema, pointerTo(source.pointer, 'schema'), ctx);
    // `{}` and no schema both mean "any value" to the IR; the manifest leaves it out.
    const given = schema && Object.keys(schema).length > 0 ? schema : undefined;
    const type = isVersioned ? template : wireMediaType(source.key, given, source.pointer, ctx, isResponse);
    if (type === undefined) continue;
    // `application/json` and `application/json; charset=utf-8` (Zuora lists both) are one type.
    const twin = entries.find((e) => mediaEssence(e.type) === mediaEssence(type));
    if (twin) {
      if (!isDeepStrictEqual(twin.source.media.schema, source.media.schema)) {
        ctx.warnings.warn(source.pointer, `"${source.key}" is imported as "${type}", which "${twin.source.key}" already is; its schema is ignored`);
      }
      continue;
    }
    if (!isResponse) warnOfFieldlessForm(type, source.media.schema, pointerTo(source.pointer, 'schema'), ctx);
    const encoding = convertEncoding(source.media.encoding, pointerTo(source.pointer, 'encoding'), payloadKind(type), given, ctx);
    entries.push({ type, entry: { ...(given ? { schema: given } : {}), ...(encoding ? { encoding } : {}) }, source });
  }
  if (entries.length === 0) return undefined;

  // A JSON entry whose whole payload is raw bytes (Noosh's profile image: `format: binary` under
  // every type) is nothing the runtime can write as JSON, so it does not move ahead of the others.
  const preferred = preferredJson(entries.map((e) => (isBinaryString(e.entry.schema) ? '' : e.type)), template);
  const ordered = preferred === undefined ? entries : [entries[preferred]!, ...entries.filter((_, i) => i !== preferred)];
  const listed = onlyListable(ordered, template, ctx);
  const content: ManifestContent = {};
  for (const { type, entry } of listed) content[type] = entry;
  return { content, versions: versioned.map((v) => v.version), preferred: { media: listed[0]!.source.media, pointer: listed[0]!.source.pointer } };
}

function isBinaryString(schema: ManifestContentEntry['schema']): boolean {
  return schema?.type === 'string' && schema.format === 'binary';
}

/** The index of the JSON type to send and expect by default, when it is not already first. */
function preferredJson(types: string[], template: string): number | undefined {
  const found = [template, PLAIN_JSON].map((wanted) => types.findIndex((t) => t.toLowerCase() === wanted.toLowerCase())).find((i) => i >= 0) ?? types.findIndex((t) => payloadKind(t) === 'json');
  return found > 0 ? found : undefined;
}

/**
 * A template with parameters (`application/vnd.acme+json; version={version}`) can only be the
 * manifest's default media type, never a `content` key, so it cannot be listed beside others.
 */
function onlyListable<T extends { type: string; source: Source }>(entries: T[], template: string, ctx: ImportContext): T[] {
  const first = entries[0]!;
  if (entries.length === 1 || first.type !== template || MEDIA_TYPE.test(template)) return entries;
  for (const { source } of entries.slice(1)) {
    ctx.warnings.warn(source.pointer, `media type "${source.key}" is dropped: the manifest cannot list it beside the API's versioned type "${template}"`);
  }
  return [first];
}
