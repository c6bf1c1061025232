/**
 * The `json-pointer` (RFC 6901: `/a/b~1c`, or empty for the whole document) and
 * `relative-json-pointer` (`0/a`, `2#`) formats, shared by the generated validators, the examples
 * judged fit to show or answer, and so the mock. A URI fragment (`#/a~1b`, ReadMe's example) is
 * not a JSON pointer: ajv-formats, which Prism validates with, refuses it as well.
 */
const TOKENS = '(?:/(?:[^~/]|~[01])*)*';

export const JSON_POINTER = new RegExp(`^${TOKENS}$`);
export const RELATIVE_JSON_POINTER = new RegExp(`^(?:0|[1-9][0-9]*)(?:#|${TOKENS})$`);
