/**
 * `application/x-www-form-urlencoded` bodies. Nested objects and arrays are written in bracket
 * style (`metadata[key]=v`, `items[0][price]=5`), the convention of Stripe-like APIs and of
 * Rails/PHP form parsers, which flat `URLSearchParams` cannot express.
 */
import { bracketName, formComponent, wireValue } from './query.ts';

/** The `[name, value]` pairs of `value` under `prefix`, depth first, in key order. */
export function bracketPairs(prefix: string, value: unknown, into: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => bracketPairs(`${prefix}[${index}]`, item, into));
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) bracketPairs(prefix ? `${prefix}[${key}]` : key, item, into);
  } else {
    const text = wireValue(value);
    if (text !== undefined) into.push([prefix, text]);
  }
  return into;
}

/** `value` (an object) as a URL-encoded form; brackets in names stay readable. */
export function encodeForm(value: Record<string, unknown>): string {
  return bracketPairs('', value)
    .map(([name, text]) => `${bracketName(name)}=${formComponent(text)}`)
    .join('&');
}
