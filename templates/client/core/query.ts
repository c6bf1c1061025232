/**
 * Serialises query and header parameters. The conventions are the common ones servers expect:
 * absent values are left out instead of being sent as "undefined", arrays repeat the key
 * (`a=1&a=2`), dates travel as ISO 8601 and everything else as its string form.
 */
import type { ParamBinding } from './spec.ts';

/** The wire form of one value, or undefined when it must not be sent. */
export function wireValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Append the bound query parameters of `params` to `search`. */
export function appendQuery(search: URLSearchParams, bindings: ParamBinding[], params: Record<string, unknown>): void {
  for (const { key, name } of bindings) {
    const value = params[key];
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = wireValue(item);
      if (text !== undefined) search.append(name, text);
    }
  }
}

/** Set the bound header parameters of `params` on `headers`; arrays are joined with commas (RFC 9110). */
export function applyHeaderParams(headers: Headers, bindings: ParamBinding[], params: Record<string, unknown>): void {
  for (const { key, name } of bindings) {
    const value = params[key];
    const parts = (Array.isArray(value) ? value : [value]).map(wireValue).filter((part) => part !== undefined);
    if (parts.length > 0) headers.set(name, parts.join(', '));
  }
}
