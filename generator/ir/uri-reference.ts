/**
 * The `uri-reference` format (RFC 3986 §4.1: a URI or a relative reference, such as HAL's
 * `/companies/1/data?page=2`), the one check shared by the generated validators, the examples
 * judged fit to show or answer, and so the mock; a `uri` is what `new URL` parses and this
 * accepts. Characters outside the RFC's sets (spaces, `{`, `"`), broken `%` escapes and a second
 * `#` are refused, as ajv-formats' full format does (Prism validates with it): Codat's example
 * `/companies/{id}/data/{dataType}` is a template, not a URI. Brackets are allowed only around an
 * IP literal host.
 */
const CHARACTER = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})";
const USERINFO = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]|%[0-9A-Fa-f]{2})*@";

export const URI_REFERENCE = new RegExp(`^(?:[A-Za-z][A-Za-z0-9+.-]*:)?(?://(?:${USERINFO})?\\[[0-9A-Fa-f:.vV]+\\])?${CHARACTER}*(?:#${CHARACTER}*)?$`);
