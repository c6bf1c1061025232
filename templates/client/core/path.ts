/**
 * Fills a path template with parameter values. Each value becomes exactly one path segment:
 * `encodeURIComponent` escapes `/`, `#`, `?`, `%`, `:` and non-ASCII, so an identifier such as
 * `urn:x:data:fil.1#/a/b.txt` reaches the server unchanged. Literal parts of the template,
 * including an AIP-136 action like `:archive` and sub-delims like OData's `$count` or
 * `Businesses(…)`, are kept as written. Lists, objects and the `label` and `matrix` styles are
 * written by the spec's `encoders.path` (`path-styles.ts`), which only specs of operations that
 * take such values name, so other bundles leave it out.
 *
 * When literal text follows a parameter inside its segment and another parameter comes after
 * it (`{name}.{ext}`), the first character of that text is percent-encoded inside the value
 * too (`my.report` → `my%2Ereport`): the server ends a value at the first occurrence of the
 * literal after it, so the split stays exact.
 */
import { InvalidRequestError } from './errors.ts';
import type { OperationSpec, ParamBinding } from './spec.ts';

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** Each template split once into literal text and placeholders (`['/a/', 'id', '/b']`): replacing by pattern on every call costs more. */
const compiled = new Map<string, string[]>();

export function expandPath(operation: OperationSpec, params: Record<string, unknown>): string {
  const { path: template } = operation;
  let parts = compiled.get(template);
  // Bounded, since custom requests bring paths of their own. The cache only saves splitting
  // the template again: with it or without it, the parts are the same.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: see above.
  if (parts === undefined && compiled.size < 1000) compiled.set(template, (parts = template.split(PLACEHOLDER)));
  parts ??= template.split(PLACEHOLDER);
  let path = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    const literal = parts[i + 1]!;
    // A handful of parameters at most: a search is cheaper than building a map per call.
    const binding = operation.pathParams.find((candidate) => candidate.name === name);
    if (!binding) {
      throw new InvalidRequestError(`${operation.name}: the path names {${name}} but the operation declares no such parameter.`);
    }
    // The literal up to the next placeholder in the same segment starts with the separator (`.` of `{name}.{ext}`).
    const separator = i + 2 < parts.length && literal !== '' && !literal.includes('/') ? literal[0] : undefined;
    path += encodeSegment(operation, binding, params[binding.key], separator) + literal;
  }
  return path;
}

function encodeSegment(operation: OperationSpec, binding: ParamBinding, value: unknown, separator: string | undefined): string {
  const what = `${operation.name}: path parameter "${binding.key}"`;
  if (value === undefined || value === null || value === '') {
    throw new InvalidRequestError(`${what} is required and must not be empty.`);
  }
  const encodeScalar = (item: unknown) => escapeCharacter(encodeScalarValue(what, item), separator);
  if (typeof value !== 'object' && binding.style !== 'label' && binding.style !== 'matrix') return encodeScalar(value);
  const styled = operation.encoders?.path;
  if (!styled) {
    const shape = typeof value === 'object' ? (Array.isArray(value) ? 'a list' : 'an object') : `the ${binding.style} style`;
    throw new InvalidRequestError(`${what} cannot be sent as ${shape}: its spec names no path encoder.`);
  }
  return styled(what, binding, value, encodeScalar);
}

/**
 * `value` (already percent-encoded) with every `character` outside its escapes percent-encoded
 * too (`%2E` for `.`; the `A` of `%2A` stays as it is); unchanged without a character.
 */
function escapeCharacter(value: string, character: string | undefined): string {
  if (character === undefined || !value.includes(character)) return value;
  // Stryker disable next-line StringLiteral: a literal of the template is printable, two hex digits without padding.
  const escape = `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  // An escape (`%2A`) is one match, never equal to the character even where its digits are.
  return value.replace(/%..|./g, (match) => (match === character ? escape : match));
}

/** One scalar as a percent-encoded segment (or item of one); lists and objects of them are the styled encoder's. */
function encodeScalarValue(what: string, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint' && typeof value !== 'boolean') {
    throw new InvalidRequestError(`${what} must be a string, a number, a boolean, or an array or object of them; got ${value === null ? 'null' : typeof value}.`);
  }
  const text = String(value);
  // URL parsers resolve "." and ".." segments (even percent-encoded ones) before the request
  // leaves, so such a value would silently address another resource.
  if (text === '.' || text === '..') {
    throw new InvalidRequestError(`${what} cannot be "${text}": URLs normalise dot segments away.`);
  }
  try {
    return encodeURIComponent(text);
  } catch {
    throw new InvalidRequestError(`${what} is not well-formed Unicode (it contains a lone surrogate).`);
  }
}
