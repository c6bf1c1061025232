/**
 * Picks the one media type the manifest keeps from a `content` map (of a request body or a
 * response): the API's versioned type (all its versions, the schema of the newest), else
 * `application/json`, else another JSON type, else the first listed. Every other media type is
 * reported, as are Media Type Object fields the manifest has no place for (`encoding`).
 */
import { isDeepStrictEqual } from 'node:util';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isJsonMediaType, versionUnder } from './media-types.ts';
import { isRecord, type Raw } from './openapi-document.ts';

export interface PickedContent {
  mediaType: string;
  /** The Media Type Object (`schema`, `example`, `examples`). */
  media: Raw;
  pointer: string;
  /** Versions when the picked type follows the API's `{version}` template; otherwise empty. */
  versions: number[];
}

const MEDIA_FIELDS = new Set(['schema', 'example', 'examples']);

export function pickContent(content: unknown, pointer: string, template: string, ctx: ImportContext): PickedContent | undefined {
  if (!isRecord(content)) return undefined;
  const types = Object.keys(content).filter((type) => {
    if (/^[^\s/]+\/\S+/.test(type.trim())) return true;
    ctx.warnings.warn(pointerTo(pointer, type), `${JSON.stringify(type)} is not a media type; ignored`);
    return false;
  });
  const versioned = types
    .map((type) => ({ type, version: versionUnder(template, type) }))
    .filter((v): v is { type: string; version: number } => v.version !== undefined)
    .sort((a, b) => a.version - b.version);
  const chosen =
    versioned.at(-1)?.type ??
    types.find((t) => t.split(';')[0]!.trim().toLowerCase() === 'application/json') ??
    types.find(isJsonMediaType) ??
    types[0];
  if (chosen === undefined) return undefined;

  const media = isRecord(content[chosen]) ? content[chosen] : {};
  const at = pointerTo(pointer, chosen);
  for (const type of types) {
    if (type === chosen) continue;
    if (versioned.some((v) => v.type === type)) {
      if (!isDeepStrictEqual((content[type] as Raw | undefined)?.schema, media.schema)) {
        ctx.warnings.warn(pointerTo(pointer, type), `the schema differs from that of "${chosen}"; the manifest keeps one schema per operation, the newest version's`);
      }
    } else ctx.warnings.warn(pointerTo(pointer, type), `media type "${type}" is dropped: the manifest keeps one media type, "${chosen}"`);
  }
  for (const key of Object.keys(media)) {
    if (!MEDIA_FIELDS.has(key) && !key.startsWith('x-')) ctx.warnings.warn(pointerTo(at, key), `"${key}" is not supported; ignored`);
  }
  return { mediaType: chosen, media, pointer: at, versions: versioned.map((v) => v.version) };
}

/** `example`, else the `value` of the first entry of `examples` (an Example Object, maybe a `$ref`). */
export function exampleOf(holder: Raw, pointer: string, ctx: ImportContext): unknown {
  if (holder.example !== undefined) return holder.example;
  if (!isRecord(holder.examples)) return undefined;
  const [name, first] = Object.entries(holder.examples)[0] ?? [];
  if (name === undefined) return undefined;
  const resolved = ctx.refs.resolve(first, pointerTo(pointer, 'examples', name));
  if (resolved && resolved.value.value === undefined && typeof resolved.value.externalValue === 'string') {
    ctx.warnings.warn(pointerTo(resolved.pointer, 'externalValue'), 'external examples are not supported; ignored');
  }
  return resolved?.value.value;
}
