/**
 * The form of a raw path segment that literal segments are compared in. RFC 3986 makes a
 * percent-encoded unreserved character or sub-delim equivalent to the character itself in a
 * path (`%24count` is `$count`), and clients differ in which of them they encode, so those
 * escapes are decoded before the lookup. Every other escape stays as it is: `%3A` must never
 * become the `:` that separates an action, nor `%2F` a `/`.
 */
/** Tested on one decoded character at a time. */
const DECODABLE = /[A-Za-z0-9\-._~!$&'()*+,;=@]/;

export function canonicalLiteral(segment: string): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: a fast path; without a '%' the replace below finds nothing to decode
  if (!segment.includes('%')) return segment;
  return segment.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return DECODABLE.test(character) ? character : escape;
  });
}
