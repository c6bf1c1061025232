/**
 * Where an apiKey scheme's key travels (manifest `security.schemes.<name>`: `header`, or `in`
 * and `name`; OpenAPI's `in` and `name`), as one value for emitters that describe or send it.
 */
import type { SecurityScheme } from './types.ts';

export interface KeyLocation {
  in: 'header' | 'query' | 'cookie';
  /** The header, query parameter or cookie name. */
  name: string;
  /** In words, e.g. `the X-API-Key header`, `the api_key query parameter`, `the session cookie`. */
  text: string;
}

/** `undefined` for schemes that are not apiKey. */
export function keyLocation(scheme: SecurityScheme): KeyLocation | undefined {
  if (scheme.kind !== 'apiKey') return undefined;
  if (scheme.query !== undefined) return { in: 'query', name: scheme.query, text: `the ${scheme.query} query parameter` };
  if (scheme.cookie !== undefined) return { in: 'cookie', name: scheme.cookie, text: `the ${scheme.cookie} cookie` };
  const header = scheme.header ?? 'X-API-Key';
  return { in: 'header', name: header, text: `the ${header} header` };
}
