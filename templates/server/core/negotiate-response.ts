/**
 * Choosing the success response's media type from the operation's declared response contents
 * (`response.content`) and the request's `Accept`. Versioned JSON types go through the version
 * negotiator, so `Accept: application/vnd.acme.v2+json` still picks version 2; other types match
 * exactly, by `type/*` or by `*\/*`. The most preferred acceptable one wins, declared order
 * breaking ties; none acceptable is a 406.
 */
import { createVersionNegotiator, parsePreferences, type VersionNegotiator } from './negotiate.ts';
import { HttpProblem } from './problem.ts';
import { essenceOf } from './request-content.ts';
import type { ContentSpec, MediaSpec, RouteSpec } from './service.ts';

export interface ResponseChoice {
  /** The API version the response is labelled with (the default one for unversioned types). */
  version: number;
  /** What the body is sent as; absent when the response has no body (204). */
  content?: ContentSpec;
  mediaType?: string;
}

export type ResponseNegotiator = (route: RouteSpec, accept: string | undefined) => ResponseChoice;

export function createResponseNegotiator(media: MediaSpec): ResponseNegotiator {
  const negotiators = new Map<string, VersionNegotiator>();
  const negotiatorFor = (template: string) => {
    let negotiator = negotiators.get(template);
    if (!negotiator) {
      negotiator = createVersionNegotiator({ ...media, successTemplate: template });
      negotiators.set(template, negotiator);
    }
    return negotiator;
  };
  const apiVersion = negotiatorFor(media.successTemplate);
  // Clients send the same few Accept headers over and over: remember each route's answer to them.
  const remembered = new WeakMap<RouteSpec, Map<string, ResponseChoice>>();
  const choose: ResponseNegotiator = (route, accept) => {
    const fallback = apiVersion.choose(undefined, route.versions) ?? media.current;
    const defaultVersion = apiVersion.choose(accept, route.versions) ?? fallback;
    if (route.response.contents.length === 0) return { version: defaultVersion };
    const ranges = parsePreferences(accept);
    let best: { choice: ResponseChoice; q: number } | undefined;
    for (const content of route.response.contents) {
      const versioned = content.mediaType.includes('{version}');
      const version = versioned
        ? negotiatorFor(content.mediaType).choose(accept, route.versions)
        : defaultVersion;
      if (version === undefined) continue;
      const declared = content.mediaType.replace('{version}', String(version));
      const { q, mediaType } = declared.endsWith('/*') ? rangeQuality(declared, ranges) : { q: ranges.length === 0 ? 1 : quality(declared, ranges), mediaType: declared };
      if (q > 0 && (!best || q > best.q)) best = { choice: { version, content, mediaType }, q };
    }
    if (best) return best.choice;
    throw notAcceptable(route, offered(route));
  };
  return (route, accept) => {
    let answers = remembered.get(route);
    if (answers === undefined) remembered.set(route, (answers = new Map()));
    const key = accept ?? '';
    let choice = answers.get(key);
    if (choice === undefined) {
      choice = Object.freeze(choose(route, accept));
      // A client inventing Accept headers must not grow the memory without bound.
      if (answers.size >= REMEMBERED_ACCEPTS) answers.clear();
      answers.set(key, choice);
    }
    return choice;
  };
}

/** How many different `Accept` headers are remembered per route. */
const REMEMBERED_ACCEPTS = 16;

/** The q of the most specific range that matches (RFC 9110 §12.5.1), 0 when none does. */
function quality(mediaType: string, ranges: { value: string; q: number }[]): number {
  const type = essenceOf(mediaType);
  const wildcard = `${type.slice(0, type.indexOf('/'))}/*`;
  for (const candidate of [type, wildcard, '*/*']) {
    const range = ranges.find((r) => r.value === candidate);
    if (range) return range.q;
  }
  return 0;
}

/**
 * A declared range (`image/*`, any image) against the Accept: the best q of an accepted type
 * inside it (`image/png`, which is then what is sent), of the range itself, or of `*\/*`. Without
 * an Accept, or when only a range is accepted, the type stays the range, and the response is
 * labelled with a concrete type inside it (respond.ts).
 */
function rangeQuality(range: string, ranges: { value: string; q: number }[]): { q: number; mediaType: string } {
  if (ranges.length === 0) return { q: 1, mediaType: range };
  const prefix = range.slice(0, -1).toLowerCase();
  let best = { q: 0, mediaType: range };
  for (const accepted of ranges) {
    const inside = accepted.value === '*/*' || accepted.value.startsWith(prefix);
    if (inside && accepted.q > best.q) best = { q: accepted.q, mediaType: accepted.value.endsWith('*') ? range : accepted.value };
  }
  return best;
}

function offered(route: RouteSpec): string[] {
  return route.response.contents.flatMap((c) =>
    c.mediaType.includes('{version}')
      ? route.versions.map((v) => c.mediaType.replace('{version}', String(v)))
      : [c.mediaType],
  );
}

function notAcceptable(route: RouteSpec, acceptable: string[]): HttpProblem {
  return new HttpProblem(406, {
    kind: 'not-acceptable',
    detail: `${route.name} can answer with ${acceptable.join(' or ')}, which the Accept header does not admit.`,
    extensions: { operation: route.name, acceptable },
  });
}
