/**
 * Path and header values as OpenAPI's styles write them (RFC 6570 expansion), the inverse of the
 * client's `path-styles.ts` and header writer: a scalar, list or object in `simple` (`a,b`;
 * an object `k,v,k2,v2`, exploded `k=v,k2=v2`), `label` (`.a,b`, exploded `.a.b`) or `matrix`
 * (`;id=a,b`, exploded `;id=a;id=b`, an object `;k=v;k2=v2`) style. A path segment arrives still
 * percent-encoded, so the separators are split first and each piece decoded alone: an escaped
 * `,` (`%2C`) stays inside its item. Undefined when the text does not have the style's shape (a
 * label without its `.`, a matrix value under another name).
 */
import type { ParamSpec } from './service.ts';

export type StyledValue = string | string[] | Record<string, string>;

export function readStyledValue(spec: ParamSpec, raw: string, decode: (text: string) => string): StyledValue | undefined {
  const explode = spec.explode === true;
  const structured = spec.type === 'array' || spec.type === 'object';
  let items: string[];
  if (spec.style === 'label') {
    if (!raw.startsWith('.')) return undefined;
    items = structured ? raw.slice(1).split(explode ? '.' : ',') : [raw.slice(1)];
  } else if (spec.style === 'matrix') {
    const prefix = `;${encodeURIComponent(spec.name)}=`;
    if (structured && explode) {
      if (!raw.startsWith(';')) return undefined;
      const parts = raw.slice(1).split(';');
      if (spec.type === 'object') return pairs(parts, decode);
      if (!parts.every((part) => part.startsWith(prefix.slice(1)))) return undefined;
      items = parts.map((part) => part.slice(prefix.length - 1));
    } else {
      if (!raw.startsWith(prefix)) return undefined;
      items = structured ? raw.slice(prefix.length).split(',') : [raw.slice(prefix.length)];
    }
  } else {
    items = structured ? raw.split(',') : [raw];
  }
  if (spec.type === 'array') return items.map(decode);
  if (spec.type === 'object') return explode ? pairs(items, decode) : flatPairs(items, decode);
  return decode(items[0]!);
}

/** `k=v` items, exploded. */
function pairs(items: string[], decode: (text: string) => string): Record<string, string> {
  const object: Record<string, string> = {};
  for (const item of items) {
    const equals = item.indexOf('=');
    object[decode(equals < 0 ? item : item.slice(0, equals))] = equals < 0 ? '' : decode(item.slice(equals + 1));
  }
  return object;
}

/** `k,v,k2,v2`, not exploded. */
function flatPairs(items: string[], decode: (text: string) => string): Record<string, string> {
  const object: Record<string, string> = {};
  for (let i = 0; i < items.length; i += 2) object[decode(items[i]!)] = decode(items[i + 1] ?? '');
  return object;
}
