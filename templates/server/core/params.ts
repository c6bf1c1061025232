/**
 * Turning the raw request into the handler's `params`, `query` and `headers` objects: path values
 * are decoded, query and header values converted to the types the manifest declares. Anything
 * that does not fit is the client's mistake and becomes a 400 naming the parameter, unless the
 * reader is `lenient`: then text that does not convert stays text, a missing parameter stays
 * missing, and the operation's generated validator (core/validate.ts) reports them together with
 * every other failure. Conversion happens here only; the validators check, they do not convert.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { HttpProblem } from './problem.ts';
import { queryObject, queryValues } from './query-styles.ts';
import { scalarFromText } from './scalar-text.ts';
import { readStyledValue } from './styled-value.ts';
import type { ParamSpec, RouteSpec, ScalarType } from './service.ts';

/**
 * Decode the matched path values and convert them to their declared scalar types; a malformed
 * escape such as `%E0%A4%A` is a 400, not a 404, and so is `abc` for an integer.
 */
export function decodePathParams(
  route: RouteSpec,
  raw: Record<string, string>,
  lenient = false,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const spec of route.params) {
    if (spec.in !== 'path') continue;
    const text = raw[spec.name] ?? '';
    // The usual path value, one scalar in the simple style, without a closure on every request.
    const plain = spec.style === undefined && spec.type !== 'array' && spec.type !== 'object';
    const value = plain ? decodePiece(spec, text) : readStyledValue(spec, text, (piece) => decodePiece(spec, piece));
    if (value === undefined) {
      if (!lenient) throw invalid(spec, `is not written in the ${spec.style} style`);
      params[spec.key] = text;
      continue;
    }
    // Path values are typed from their schema: `/issues/{number}` with an integer gets a number.
    params[spec.key] =
      typeof value === 'string'
        ? scalar(spec, spec.type, value, lenient)
        : Array.isArray(value)
          ? value.map((item) => scalar(spec, spec.items ?? 'unknown', item, lenient))
          : convertObject(spec, value, lenient);
  }
  return params;
}

/** One percent-encoded piece of a path value, decoded; a malformed escape is a 400. */
function decodePiece(spec: ParamSpec, piece: string): string {
  try {
    // Stryker disable next-line ConditionalExpression,StringLiteral: a fast path; decoding text without an escape changes nothing
    return piece.includes('%') ? decodeURIComponent(piece) : piece;
  } catch {
    throw invalid(spec, 'is not a valid percent-encoded value');
  }
}

export function readQuery(
  route: RouteSpec,
  search: URLSearchParams,
  lenient = false,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const spec of route.params) {
    if (spec.in !== 'query') continue;
    const value =
      spec.type === 'object'
        ? convertObject(spec, queryObject(spec, search), lenient)
        : convert(spec, queryValues(spec, search) ?? [], lenient);
    if (value !== undefined) query[spec.key] = value;
  }
  return query;
}

export function readHeaderParams(
  route: RouteSpec,
  headers: IncomingHttpHeaders,
  lenient = false,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const spec of route.params) {
    if (spec.in !== 'header') continue;
    const raw = headers[spec.name.toLowerCase()];
    const joined = Array.isArray(raw) ? raw.join(',') : raw;
    if (spec.type === 'object') {
      // A header's only style is `simple`, the one a spec without a style is read in.
      const object = joined === undefined ? undefined : (readStyledValue(spec, joined, (piece) => piece.trim()) as Record<string, string>);
      const value = convertObject(spec, object, lenient);
      if (value !== undefined) result[spec.key] = value;
      continue;
    }
    const values =
      joined === undefined
        ? []
        : spec.type === 'array'
          ? joined.split(',').map((s) => s.trim())
          : [joined];
    const value = convert(spec, values, lenient);
    if (value !== undefined) result[spec.key] = value;
  }
  return result;
}

/** Convert the occurrences of one parameter; several occurrences only make sense for arrays. */
function convert(spec: ParamSpec, values: string[], lenient: boolean): unknown {
  if (values.length === 0) {
    if (spec.required && !lenient) throw invalid(spec, 'is required');
    return undefined;
  }
  // Stryker disable next-line StringLiteral: any type name scalarFromText does not know keeps the text, as 'unknown' does
  if (spec.type === 'array') return values.map((v) => scalar(spec, spec.items ?? 'unknown', v, lenient));
  return scalar(spec, spec.type, values[values.length - 1]!, lenient);
}

/** Each property converted to its declared type; undeclared ones stay strings. */
function convertObject(
  spec: ParamSpec,
  raw: Record<string, string | string[]> | undefined,
  lenient: boolean,
): unknown {
  if (raw === undefined) return convert(spec, [], lenient);
  const result: Record<string, unknown> = {};
  for (const [name, sent] of Object.entries(raw)) {
    // Stryker disable next-line StringLiteral: any type name scalarFromText does not know keeps the text, as 'unknown' does
    const declared = Object.hasOwn(spec.properties ?? {}, name) ? spec.properties![name]! : 'unknown';
    const { list, choices } = typeof declared === 'object' ? declared : { list: undefined, choices: undefined };
    const property = { ...spec, name: `${spec.name}[${name}]`, enum: undefined, ...(choices ? { choices } : {}) };
    if (list !== undefined) {
      // A list property sent once without an index (`n[ids]=1`) is a list of one.
      const texts = Array.isArray(sent) ? sent : [sent];
      result[name] = texts.map((text, index) => scalar({ ...property, name: `${property.name}[${index}]` }, list, text, lenient));
    } else {
      // A scalar (or undeclared) property sent several times keeps its texts as a list, for the validators to judge.
      result[name] = Array.isArray(sent) ? sent : scalar(property, typeof declared === 'object' ? 'unknown' : declared, sent, lenient);
    }
  }
  return result;
}

/** The order a union's scalar types are tried in: the text "1" is the integer 1 where the union has one. */
const SPECIFIC_FIRST: ScalarType[] = ['boolean', 'integer', 'number', 'string'];

function scalar(spec: ParamSpec, type: ParamSpec['type'] | 'json', text: string, lenient: boolean): unknown {
  if (type === 'json') return jsonItem(spec, text, lenient);
  if (type === 'unknown' && spec.choices) {
    for (const choice of SPECIFIC_FIRST) {
      const result = spec.choices.includes(choice) ? scalarFromText(text, choice) : undefined;
      // Only a reading that gives the text back: "007", "1e3" or an id beyond 2^53 stay text.
      if (result?.ok && (choice === 'string' || readsBack(result.value, text))) return result.value;
    }
    return text;
  }
  if (!lenient && spec.enum && !spec.enum.includes(text)) {
    throw invalid(spec, `must be one of ${spec.enum.join(', ')}`);
  }
  const result = scalarFromText(text, type);
  if (result.ok) return result.value;
  if (lenient) return text;
  throw invalid(spec, result.reason);
}

/** Whether `value` is exactly what `text` says: written back it is the same text, and an integer is safe. */
function readsBack(value: unknown, text: string): boolean {
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) return false;
  return String(value) === text;
}

/** A parameter sent as JSON text (Rudder's `where`), or an object or list item of an array parameter (Box's `mdfilters`). */
function jsonItem(spec: ParamSpec, text: string, lenient: boolean): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (lenient) return text;
    throw invalid(spec, spec.type === 'json' ? 'must be JSON text' : 'must hold JSON values');
  }
}

function invalid(spec: ParamSpec, reason: string): HttpProblem {
  const where =
    spec.in === 'path' ? 'Path parameter' : spec.in === 'query' ? 'Query parameter' : 'Header';
  return new HttpProblem(400, {
    kind: 'invalid-parameter',
    detail: `${where} ${spec.name} ${reason}.`,
    extensions: { parameter: spec.name },
  });
}
