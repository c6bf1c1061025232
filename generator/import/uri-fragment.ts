/**
 * The JSON Pointer inside a `$ref`'s fragment (`#/components/schemas/Pet%20Food` →
 * `/components/schemas/Pet Food`). A fragment is percent-encoded (RFC 3986), and a malformed
 * escape (`%E0%A4%A`) makes `decodeURIComponent` throw a bare `URIError`; this returns
 * `undefined` instead so the caller can name the `$ref` in a warning.
 */
export function decodeRefFragment(ref: string): string | undefined {
  try {
    return decodeURIComponent(ref.startsWith('#') ? ref.slice(1) : ref);
  } catch {
    return undefined;
  }
}
