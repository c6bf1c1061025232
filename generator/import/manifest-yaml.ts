/**
 * Renders an imported manifest as YAML the way one is written by hand: keys in manifest order
 * (the importer builds objects in that order), sections and operations as blocks, and small
 * leaf structures on one line (`{ type: string, format: uuid }`, `[ApiKey, Bearer]`); an
 * operation's `versions` map as `{ 3: ~, 4: { … } }` and `response.also` as `{ 201: { … } }`,
 * their keys plain numbers. Deterministic: the same manifest always gives the same bytes. No anchors or aliases.
 */
import type { Manifest } from '../manifest/schema.ts';
import { setOwn } from './openapi-document.ts';
import { type CollectionStyle, writeYaml } from './yaml-writer.ts';

const MAX_FLOW_LENGTH = 72;
/** Sections that read better as blocks even when short: `media`, `servers`, groups, operations. */
const BLOCK_ONLY = [/^$/, /^(media|security|security\.schemes|schemas|pathParameters|operations|groups|servers)$/, /^(operations|groups|servers)\.\d+$/];
const VERSIONS_MAP = /^operations\.\d+\.versions$/;
/** `response.also`, on the operation or in a version entry: its keys are statuses, written as plain numbers. */
const ALSO_MAP = /^operations\.\d+\.(versions\.\d+\.)?response\.also$/;

export function manifestToYaml(manifest: Manifest, header?: string): string {
  return writeYaml(manifest, styleOf, header);
}

/**
 * `"3": null` → `3: ~` in a `versions` map (the keys are strings to the manifest schema, numbers
 * to a reader), `"201": {}` → `201: {}` in `response.also`; a collection that is not a section
 * and fits on one line as JSON goes on one line.
 */
function styleOf(value: object, path: string): CollectionStyle {
  const isMap = !Array.isArray(value);
  const versions = isMap && VERSIONS_MAP.test(path);
  const numberKeys = versions || (isMap && ALSO_MAP.test(path));
  const flow = !BLOCK_ONLY.some((re) => re.test(path)) && fitsOnOneLine(numberKeys ? withNumberKeys(value as Record<string, unknown>) : value);
  return { flow, numberKeys, tildeNulls: versions };
}

/** The map as it reads back with its keys written as numbers (`"03"` becomes `3`). */
function withNumberKeys(map: Record<string, unknown>): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(map)) {
    if (value !== undefined) setOwn(read, String(Number(key)), value);
  }
  return read;
}

/**
 * Whether the value, as JSON, is short and has no line break. A big subtree is told apart by
 * `jsonLengthAtLeast` without serialising it (this runs on every node of a manifest that can
 * hold millions); only small ones are serialised.
 */
function fitsOnOneLine(value: unknown): boolean {
  if (jsonLengthAtLeast(value, MAX_FLOW_LENGTH + 1) > MAX_FLOW_LENGTH) return false;
  const text = JSON.stringify(value);
  return text.length <= MAX_FLOW_LENGTH && !/\\n/.test(text);
}

/**
 * A lower bound of `JSON.stringify(value).length`, counted no further than `limit`: strings
 * and keys by their length plus quotes, other scalars as one character, commas not at all,
 * entries JSON leaves out (undefined) as nothing.
 */
function jsonLengthAtLeast(value: unknown, limit: number): number {
  if (typeof value === 'string') return value.length + 2;
  if (value === null || typeof value !== 'object') return 1;
  let length = 2;
  if (Array.isArray(value)) {
    for (const item of value) {
      length += jsonLengthAtLeast(item, limit - length);
      if (length >= limit) return length;
    }
    return length;
  }
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    length += key.length + 3 + jsonLengthAtLeast(item, limit - length);
    if (length >= limit) return length;
  }
  return length;
}
