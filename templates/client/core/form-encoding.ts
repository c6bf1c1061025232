/**
 * `application/x-www-form-urlencoded` bodies. A field holding a list of scalars repeats its name
 * (`tags=a&tags=b`), as OpenAPI's default for form fields (`form`, exploded) says and Twilio
 * documents (Prism reads it only where the description spells the default out), unless the spec
 * lists it in `formBrackets` (the description's `style: deepObject`, as Stripe declares its
 * lists): then, like nested objects and lists of objects, it is written in bracket style
 * (`expand[0]=a`, `metadata[key]=v`, `items[0][price]=5`), the convention of Stripe-like APIs
 * and Rails/PHP form parsers.
 */
import { bracketName, formComponent, plainParts, wireValue } from './query.ts';

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
export function encodeForm(value: Record<string, unknown>, brackets: readonly string[] = []): string {
  return Object.entries(value)
    .flatMap(([name, item]) =>
      // A list of scalars as OpenAPI's default query style writes it too: the name repeated.
      Array.isArray(item) && item.every(isScalar) && !brackets.includes(name)
        ? plainParts(name, item).map((part) => part.text)
        : bracketPairs(name, item).map(([key, text]) => `${bracketName(key)}=${formComponent(text)}`),
    )
    .join('&');
}

/** A value written as one text (or left out): not a list, and not an object other than a date. */
function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object' || value instanceof Date;
}
