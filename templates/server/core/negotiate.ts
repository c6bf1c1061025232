/**
 * Content negotiation. The API is versioned through its media type
 * (`application/vnd.acme.v2+json`), so `Accept` picks the version of the response, and
 * `Accept-Encoding` decides whether it is compressed.
 */
import { essenceOf } from './request-content.ts';
import type { MediaSpec } from './service.ts';

interface Preference {
  value: string;
  q: number;
}

/** Parse a `Accept`/`Accept-Encoding` style list, lower-cased, without parameters other than `q`. */
export function parsePreferences(header: string | undefined): Preference[] {
  if (!header) return [];
  return header.split(',').flatMap((part) => {
    const [value = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (value === '') return [];
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    return Number.isFinite(q) ? [{ value, q }] : [];
  });
}

/**
 * The version a client that pins `pinned` sends for an operation offered in `offered` (the
 * client's and the generator's rule): the pin if offered, else the newest below it, else the oldest.
 */
export function versionForPin(offered: readonly number[], pinned: number): number {
  if (offered.includes(pinned)) return pinned;
  const below = offered.filter((version) => version < pinned);
  return below.length > 0 ? below[below.length - 1]! : Math.min(...offered);
}

export interface VersionNegotiator {
  /** The version to answer with, or undefined when `Accept` admits none the operation has. */
  choose(accept: string | undefined, supported: readonly number[]): number | undefined;
  /** The success media type for a version. */
  mediaType(version: number): string;
}

export function createVersionNegotiator(media: MediaSpec): VersionNegotiator {
  // A template without `{version}` (plain `application/json`) names one media type for every version.
  const versioned = media.successTemplate.includes('{version}');
  // Accept ranges are compared without their parameters, so the template is too (`; charset=UTF-8`).
  const [before = '', after = ''] = essenceOf(media.successTemplate).split('{version}');
  const vendor = new RegExp(`^${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}$`);
  const slash = media.successTemplate.indexOf('/');
  const typeWildcard = `${media.successTemplate.slice(0, slash).toLowerCase()}/*`;

  return {
    choose(accept, supported) {
      if (supported.length === 0) return undefined;
      const fallback = versionForPin(supported, media.current);
      const ranges = parsePreferences(accept);
      if (ranges.length === 0) return fallback;
      let best: { version: number; q: number; explicit: boolean } | undefined;
      for (const { value, q } of ranges) {
        if (q <= 0) continue;
        const explicit = versioned ? vendor.exec(value) : null;
        const version = explicit
          ? Number(explicit[1])
          : value === '*/*' || value === typeWildcard || (!versioned && value === before)
            ? fallback
            : undefined;
        if (version === undefined || !supported.includes(version)) continue;
        const candidate = { version, q, explicit: explicit !== null };
        if (!best || isBetter(candidate, best)) best = candidate;
      }
      return best?.version;
    },
    mediaType: (version) => media.successTemplate.replace('{version}', String(version)),
  };
}

/** Higher quality first; at equal quality a version the client named beats a wildcard, then newer wins. */
function isBetter(a: { version: number; q: number; explicit: boolean }, b: typeof a): boolean {
  if (a.q !== b.q) return a.q > b.q;
  if (a.explicit !== b.explicit) return a.explicit;
  return a.version > b.version;
}

/** Whether `Accept-Encoding` admits gzip (`gzip`, its alias `x-gzip`, or `*` when gzip is not refused). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const codings = parsePreferences(acceptEncoding);
  const gzip = codings.find((c) => c.value === 'gzip' || c.value === 'x-gzip');
  if (gzip) return gzip.q > 0;
  const any = codings.find((c) => c.value === '*');
  return any !== undefined && any.q > 0;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
