/**
 * The `uri-template` format (RFC 6570 §2: literals and `{…}` expressions, such as GitHub's
 * `https://api.github.com/orgs/{org}/repos{?type,page,per_page,sort}`), the one check shared by
 * the generated validators, the examples judged fit to show or answer, and so the mock. Literals
 * are the RFC's (no spaces, quotes, `<>\^|` or a bare `%`); an expression is an optional operator
 * and a list of variable names, each with a prefix length (`:3`) or `*`. ajv-formats checks the
 * same shape (Prism validates with it), though it leaves out the RFC's dotted names (`{a.b}`).
 */
const PERCENT = '%[0-9A-Fa-f]{2}';
const LITERAL = `(?:[^\\x00-\\x20"'%<>\\\\^\`{|}\\x7F-\\x9F]|${PERCENT})`;
const VARCHAR = `(?:[A-Za-z0-9_]|${PERCENT})`;
const VARSPEC = `${VARCHAR}(?:\\.?${VARCHAR})*(?::[1-9][0-9]{0,3}|\\*)?`;
const EXPRESSION = `\\{[+#./;?&=,!@|]?${VARSPEC}(?:,${VARSPEC})*\\}`;

export const URI_TEMPLATE = new RegExp(`^(?:${LITERAL}|${EXPRESSION})*$`);
