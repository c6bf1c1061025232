/**
 * Turning the raw request into the handler's `params`, `query` and `headers` objects: path values
 * are decoded, query and header values converted to the types the manifest declares. Anything
 * that does not fit is the client's mistake and becomes a 400 naming the parameter.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { HttpProblem } from './problem.ts';
import type { ParamSpec, RouteSpec, ScalarType } from './service.ts';

/** Decode the matched path values; a malformed escape such as `%E0%A4%A` is a 400, not a 404. */
export function decodePathParams(
  route: RouteSpec,
  raw: Record<string, string>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const spec of route.params) {
    if (spec.in !== 'path') continue;
    const value = raw[spec.name] ?? '';
    try {
      params[spec.key] = decodeURIComponent(value);
    } catch {
      throw invalid(spec, 'is not a valid percent-encoded value');
    }
  }
  return params;
}

export function readQuery(route: RouteSpec, search: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const spec of route.params) {
    if (spec.in !== 'query') continue;
    const values = search.getAll(spec.name);
    const value = convert(spec, values);
    if (value !== undefined) query[spec.key] = value;
  }
  return query;
}

export function readHeaderParams(
  route: RouteSpec,
  headers: IncomingHttpHeaders,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const spec of route.params) {
    if (spec.in !== 'header') continue;
    const raw = headers[spec.name.toLowerCase()];
    const joined = Array.isArray(raw) ? raw.join(',') : raw;
    const values =
      joined === undefined
        ? []
        : spec.type === 'array'
          ? joined.split(',').map((s) => s.trim())
          : [joined];
    const value = convert(spec, values);
    if (value !== undefined) result[spec.key] = value;
  }
  return result;
}

/** Convert the occurrences of one parameter; several occurrences only make sense for arrays. */
function convert(spec: ParamSpec, values: string[]): unknown {
  if (values.length === 0) {
    if (spec.required) throw invalid(spec, 'is required');
    return undefined;
  }
  if (spec.type === 'array') return values.map((v) => scalar(spec, spec.items ?? 'unknown', v));
  return scalar(spec, spec.type, values[values.length - 1]!);
}

function scalar(spec: ParamSpec, type: ScalarType | 'unknown', text: string): unknown {
  if (spec.enum && !spec.enum.includes(text)) {
    throw invalid(spec, `must be one of ${spec.enum.join(', ')}`);
  }
  switch (type) {
    case 'integer':
      if (!/^-?\d+$/.test(text)) throw invalid(spec, 'must be an integer');
      return Number(text);
    case 'number': {
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n)) throw invalid(spec, 'must be a number');
      return n;
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') throw invalid(spec, 'must be true or false');
      return text === 'true';
    default:
      return text;
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
