/**
 * JSON that is safe inside an HTML `<script type="application/json">` element. The HTML parser
 * ends the element at the first `</script`, whatever JSON thinks, so `<` (and, for good measure,
 * `>` and `&`) become `\u` escapes that JSON.parse reads back unchanged. U+2028/U+2029 are escaped
 * too so the text is also a valid JavaScript literal.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
