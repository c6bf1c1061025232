/**
 * The ICA routes as the router and server benchmarks see them: the generated service description,
 * one concrete probe URL per route, and the conversion of our path templates to find-my-way syntax
 * (which Fastify uses too).
 *
 * Probe values never equal a literal segment of any route, so each probe has exactly one right
 * answer: the route it was made from. The `dataUrn` parameter gets a realistic percent-encoded URN
 * (`urn%3Ailmn%3A…`), because encoded colons next to `:action` separators are what a router can get
 * wrong.
 */
import type { RouteSpec, ServiceDescription } from '../generated/ica/server/core/service.ts';
import { service } from '../generated/ica/server/routes.ts';

export { service };
export type { RouteSpec, ServiceDescription };

export interface Probe {
  index: number;
  route: RouteSpec;
  method: string;
  url: string;
}

function sampleValue(name: string, i: number): string {
  if (/urn/i.test(name)) return encodeURIComponent(`urn:ilmn:ica:region:R${i}:data:fil.X${i}#/a/b.txt`);
  return `${name.replace(/Id$/, '')}-${(i * 7919 + name.length * 31).toString(16)}`;
}

/** One URL per route, with every `{param}` replaced by a sample value. */
export function probes(): Probe[] {
  return service.routes.map((route, index) => ({
    index,
    route,
    method: route.method,
    url: route.path.replace(/\{([^}]+)\}/g, (_, name: string) => sampleValue(name, index)),
  }));
}

/**
 * `{p}` → `:p`, and a literal `:` (the AIP-136 action separator) → `::`, find-my-way's escape for
 * a colon that is not a parameter. find-my-way ends a parameter name only at `/`, `-` or `.`, so
 * `{id}:archive` becomes one parameter named `id::archive`; such routes register but route wrongly
 * (or collide with `{id}`), which is why the benchmarks count refusals and misroutes separately.
 */
export function toFindMyWayPath(path: string): string {
  return path
    .split('/')
    .map((segment) => segment.replace(/:/g, '::').replace(/\{([^}]+)\}/g, ':$1'))
    .join('/');
}

/** Registers one route: find-my-way's `on`, or Fastify's `route`, adapted by the caller. */
export type Register = (method: string, path: string, store: { index: number }) => void;

/** Register every route `register` accepts; returns the indexes it refused, with the reasons. */
export function registerAll(register: Register) {
  const refused: { index: number; reason: string }[] = [];
  service.routes.forEach((route, index) => {
    try {
      register(route.method, toFindMyWayPath(route.path), { index });
    } catch (error) {
      refused.push({ index, reason: (error as Error).message.split('\n')[0]! });
    }
  });
  return refused;
}
