/**
 * OpenAPI's defaults for a parameter's `style` and `explode` (3.1 §4.8.12.4): `form` in query
 * (and cookie), `simple` in path and header; `explode` is true for `form` and false otherwise.
 * The IR resolves them, and the OpenAPI export writes only what differs from them.
 */
import type { ParameterLocation, ParameterStyle } from './types.ts';

export function defaultStyle(location: ParameterLocation): ParameterStyle {
  return location === 'query' ? 'form' : 'simple';
}

export function defaultExplode(style: ParameterStyle): boolean {
  return style === 'form';
}
