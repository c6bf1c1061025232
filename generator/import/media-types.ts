/**
 * Reads media type names: versioned vendor types (`application/vnd.acme.v3+json`,
 * `application/vnd.acme+json; version=3`) give the manifest's `media.success` template
 * (`application/vnd.acme.v{version}+json`) and a version; other JSON types are recognised so
 * the importer can prefer them over non-JSON alternatives.
 */
import { mediaEssence } from '../ir/payloads.ts';

export interface VersionedMediaType {
  template: string;
  version: number;
}

const VERSIONED = [
  /^(application\/vnd\.[^;\s]*?[.-]v)(\d+)(\+json)$/i,
  /^(application\/vnd\.[^;\s]+\+json;\s*version=)(\d+)()$/i,
];

export function versionedMediaType(type: string): VersionedMediaType | undefined {
  for (const pattern of VERSIONED) {
    const match = pattern.exec(type.trim());
    const version = match ? Number(match[2]) : 0;
    if (match && version > 0 && Number.isSafeInteger(version)) return { template: `${match[1]}{version}${match[3]}`, version };
  }
  return undefined;
}

/** The version a type has under `template`, or `undefined` when it does not follow the template. */
export function versionUnder(template: string, type: string): number | undefined {
  const versioned = versionedMediaType(type);
  return versioned && versioned.template === template ? versioned.version : undefined;
}

/** `application/json`, `application/problem+json`, `text/json` (parameters ignored). */
export function isJsonMediaType(type: string): boolean {
  const base = mediaEssence(type);
  return base === 'application/json' || base === 'text/json' || base.endsWith('+json');
}

/**
 * The versions one entry of a `content` map belongs to: the one its media type names under the
 * template, or those its `x-sdkgen-versions` lists (sdkgen's export marks a media type without
 * `{version}` that only some versions send or answer with, such as a v4-only `text/csv`);
 * `undefined` for an entry every version shares.
 */
export function versionsOfEntry(template: string, type: string, media: unknown): number[] | undefined {
  const version = versionUnder(template, type);
  if (version !== undefined) return [version];
  const listed = typeof media === 'object' && media !== null ? (media as Record<string, unknown>)['x-sdkgen-versions'] : undefined;
  return Array.isArray(listed) && listed.length > 0 && listed.every((v) => Number.isSafeInteger(v) && v > 0) ? (listed as number[]) : undefined;
}
