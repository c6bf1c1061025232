/**
 * What an operation's request must look like on the wire, derived from the IR alone, and the
 * comparison with a recorded request: method, path with the parameters substituted, the exact
 * Content-Type (versioned; multipart with a boundary the body uses), an Accept listing every
 * declared response type of the version plus the problem type, and every parameter the call
 * passed present in the query or headers (so every required one).
 */
import type { Api, Operation, Parameter } from '../../../generator/ir/types.ts';
import type { RecordedRequest } from '../../templates/client/support/server.ts';
import { versionWires } from '../../../generator/emit/client/operation-spec.ts';
import { successStatuses } from '../../../generator/ir/payloads.ts';
import { payloadsOf } from '../../../generator/ir/versions.ts';
import { schemasByName } from '../../../generator/ir/schemas-by-name.ts';

const versioned = (mediaType: string, version: number) => mediaType.replace('{version}', String(version));

/** The version a call of `op` from a default client is sent in (the rule of ir/versions.ts). */
export function versionFor(_api: Api, op: Operation): number {
  return op.defaultVersion;
}

/**
 * The path with each value percent-encoded; where another parameter follows in the same segment
 * (`{name}.{ext}`), the first character of the text between them is encoded inside the value
 * too, so the server can tell where the value ends.
 */
export function expectedPath(op: Operation, args: Record<string, unknown>): string {
  return op.path.raw.replace(/\{([^{}]+)\}([^{}/]*)(?=\{)?/g, (whole, name: string, literal: string, offset: number, raw: string) => {
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
    const given = args[parameter?.key ?? name];
    // A value sent as JSON text (`contentType`) is its JSON in one segment.
    const json = parameter?.contentType !== undefined;
    let value = json ? encodeURIComponent(typeof given !== 'string' ? JSON.stringify(given) : given) : parameter ? expansion(parameter, given) : encodeURIComponent(String(given));
    const nextIsParameter = raw[offset + whole.length] === '{';
    if (nextIsParameter && literal !== '') value = value.split(literal[0]!).join(`%${literal.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return value + literal;
  });
}

/**
 * A path value as RFC 6570 expands it in the parameter's OpenAPI style (the table of OpenAPI's
 * "Style Examples"): `simple` `a,b`, `label` `.a,b` (exploded `.a.b`), `matrix` `;id=a,b`
 * (exploded `;id=a;id=b`); objects as `k,v` pairs, exploded as `k=v`, under the name in matrix
 * only when not exploded. Each item percent-encoded alone.
 */
function expansion(parameter: Parameter, given: unknown): string {
  const encode = (item: unknown) => encodeURIComponent(String(item));
  const explode = parameter.explode === true;
  const name = encodeURIComponent(parameter.name);
  const object = given !== null && typeof given === 'object' && !Array.isArray(given);
  const entries = object ? Object.entries(given as object).map(([key, item]) => [encode(key), encode(item)] as const) : [];
  const items = Array.isArray(given) ? given.map(encode) : object ? entries.flatMap(([key, item]) => (explode ? [`${key}=${item}`] : [key, item])) : [encode(given)];
  switch (parameter.style) {
    case 'label':
      return `.${items.join(explode ? '.' : ',')}`;
    case 'matrix':
      if (!explode || !(object || Array.isArray(given))) return `;${name}=${items.join(',')}`;
      return object ? items.map((pair) => `;${pair}`).join('') : items.map((item) => `;${name}=${item}`).join('');
    default:
      return items.join(',');
  }
}

/** What a success (of any declared status) can be, then the problem type; a version without content still names its type where the versions' wire differs (the server reads the version from it). */
export function expectedAccept(api: Api, op: Operation, version: number): string[] {
  // Every success status's types (`response.also` too), each once, the main status's first.
  const statuses = successStatuses(payloadsOf(op, version).response);
  const types = [...new Set(statuses.flatMap((status) => status.contents.map((payload) => versioned(payload.mediaType, version))))];
  if (types.length === 0 && Object.keys(versionWires(op, schemasByName(api))).length > 0 && api.media.successTemplate.includes('{version}')) {
    types.push(versioned(api.media.successTemplate, version));
  }
  return [...types, api.media.problem];
}

/** Whether `value` of a query parameter leaves a trace in `query` (empty arrays and objects do not). */
function inQuery(parameter: Parameter, value: unknown, query: URLSearchParams): boolean {
  const keys = [...query.keys()];
  // JSON text is one value under the name, whatever it holds.
  if (parameter.contentType !== undefined) return typeof value === 'string' ? query.get(parameter.name) === value : query.get(parameter.name) === JSON.stringify(value);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const properties = Object.keys(value);
    if (properties.length === 0) return true;
    if (parameter.style === 'deepObject') {
      // A list property goes with indices (`n[ids][0]=1`); an empty one leaves no trace.
      const sent = (key: string, item: unknown) => (Array.isArray(item) ? item.length === 0 || query.has(`${parameter.name}[${key}][0]`) : query.has(`${parameter.name}[${key}]`));
      return Object.entries(value).every(([key, item]) => sent(key, item));
    }
    if (parameter.style === 'form' && parameter.explode) return properties.every((key) => query.has(key));
  }
  if (Array.isArray(value) && value.length === 0) return true;
  return keys.includes(parameter.name);
}

/** Every way `request` differs from what `op`, called with `args` in `version`, declares. */
export function wireMismatches(api: Api, op: Operation, args: Record<string, unknown>, version: number, request: RecordedRequest): string[] {
  const problems: string[] = [];
  const differ = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${what}: sent ${JSON.stringify(actual)}, declared ${JSON.stringify(expected)}`);
  };
  differ('method', request.method, op.method);
  differ('path', request.rawPath.split('?')[0], expectedPath(op, args));

  const contentType = request.headers['content-type'];
  const declared = op.requestBody && 'body' in args ? versioned(op.requestBody.contents[0]!.mediaType, version) : undefined;
  if (declared?.startsWith('multipart/')) {
    const boundary = /^multipart\/form-data; boundary=(\S+)$/.exec(contentType ?? '')?.[1];
    if (!boundary || !request.body.startsWith(`--${boundary}\r\n`)) problems.push(`Content-Type: ${contentType} has no boundary the body uses`);
  } else if (declared?.includes('*')) {
    const range = new RegExp(`^${declared.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/;]+')}$`);
    if (!range.test(contentType ?? '')) problems.push(`Content-Type: sent ${contentType}, outside the declared ${declared}`);
  } else differ('Content-Type', contentType, declared);

  const accept = (request.headers.accept ?? '').split(',').map((type) => type.trim()).filter(Boolean);
  const wanted = expectedAccept(api, op, version);
  if (wanted.some((type) => !accept.includes(type)) || accept.length !== wanted.length) differ('Accept', accept, wanted);

  for (const parameter of op.parameters) {
    if (!(parameter.key in args)) {
      if (parameter.required) problems.push(`required ${parameter.in} parameter ${parameter.name} was not passed by the test`);
      continue;
    }
    const value = args[parameter.key];
    if (parameter.in === 'query' && !inQuery(parameter, value, request.query)) problems.push(`query parameter ${parameter.name} missing`);
    if (parameter.in === 'header' && request.headers[parameter.name.toLowerCase()] === undefined) problems.push(`header ${parameter.name} missing`);
  }
  return problems;
}
