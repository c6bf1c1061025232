/**
 * Which API version a request is in, for operations whose versions take or answer different
 * payloads (`RouteSpec.byVersion`). The body's `Content-Type` decides first (a v3 body is a v3
 * request), then `Accept` among the versions left; a request that names neither gets the version
 * a client that pins none would send. The result is the route as that one version has it, so
 * reading the body and negotiating the response then work as for any single-version route.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { createVersionNegotiator, parsePreferences, versionForPin } from './negotiate.ts';
import { essenceOf } from './request-content.ts';
import type { MediaSpec, RouteSpec } from './service.ts';

export type VersionSelector = (route: RouteSpec, headers: IncomingHttpHeaders) => RouteSpec;

export function createVersionSelector(media: MediaSpec): VersionSelector {
  const negotiator = createVersionNegotiator(media);
  return (route, headers) => {
    if (!route.byVersion) return route;
    const contentType = headers['content-type'];
    const sentIn = contentType === undefined ? [] : route.versions.filter((version) => takes(route, version, contentType));
    const candidates = sentIn.length > 0 ? sentIn : route.versions;
    const accept = typeof headers.accept === 'string' ? headers.accept : undefined;
    const answerable = candidates.filter((version) => answers(route, version, accept, media));
    const among = answerable.length > 0 ? answerable : candidates;
    return routeInVersion(route, negotiator.choose(accept, among) ?? versionForPin(among, media.current));
  };
}

/** `route` as `version` has it: that version's body and response, and only that version. */
export function routeInVersion(route: RouteSpec, version: number): RouteSpec {
  const own = route.byVersion?.[version];
  const { byVersion: _all, body: shared, ...rest } = route;
  const body = own && own.body !== undefined ? own.body : shared;
  return { ...rest, versions: [version], ...(body ? { body } : {}), response: own?.response ?? route.response };
}

function takes(route: RouteSpec, version: number, contentType: string): boolean {
  const body = routeInVersion(route, version).body;
  const essence = essenceOf(contentType);
  return body?.contents.some((content) => essenceOf(content.mediaType.replace('{version}', String(version))) === essence) ?? false;
}

/** Whether `Accept` admits one of the media types `version` answers with (or does not restrict them). */
function answers(route: RouteSpec, version: number, accept: string | undefined, media: MediaSpec): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  const types = routeInVersion(route, version).response.contents.map((content) => essenceOf(content.mediaType.replace('{version}', String(version))));
  if (types.length === 0) types.push(essenceOf(media.successTemplate.replace('{version}', String(version))));
  const ranges = parsePreferences(accept);
  return types.some((type) =>
    ranges.some(({ value, q }) => q > 0 && (value === type || value === '*/*' || value === `${type.slice(0, type.indexOf('/'))}/*`)),
  );
}
