/**
 * The `curl` example of an operation: a complete command with the Accept media type, the
 * preferred credential from an environment variable, percent-encoded path parameters and a body.
 */
import { keyLocation } from '../../ir/key-location.ts';
import { queryFlags } from '../../ir/match-selectors.ts';
import type { Api, Operation, Schema, SecurityScheme } from '../../ir/types.ts';
import { BASE_URL_VARIABLE, credentialEnvVar, preferredScheme } from './credentials.ts';
import { exampleCallArguments, exampleParameters, parameterExample, showsBody } from '../examples.ts';
import { Expression } from '../ts/literal.ts';
import { acceptMediaType, exampleVersion } from './media.ts';
import { encodeForm } from '../../../templates/client/core/form-encoding.ts';
import { resolveRef } from '../../ir/resolve-ref.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';
import { formBracketFields } from '../../ir/form-brackets.ts';

/** Single-quote for POSIX shells: nothing inside is special except `'` itself. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** encodeURIComponent plus the characters it leaves alone but RFC 3986 reserves. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The path with every `{param}` replaced by its encoded example, + the query string; `server`
 * (default: the manifest's first server URL) goes before it.
 */
export function exampleUrl(operation: Operation, api: Api, server = (api.servers[0]?.url ?? '').replace(/\/+$/, '')): string {
  const passed = exampleParameters(operation.parameters);
  const path = operation.path.raw.replace(/\{([^}]+)\}/g, (whole, name: string, offset: number, raw: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    if (!parameter) return whole;
    // As the client does: the literal before the next parameter of the segment must not occur in the value.
    const after = /^[^{/]+(?=\{)/.exec(raw.slice(offset + whole.length))?.[0];
    const value = percentEncode(asText(parameterExample(parameter, api)));
    if (!after) return value;
    const escape = `%${after.charCodeAt(0).toString(16).toUpperCase()}`;
    return value.replace(/%[0-9A-F]{2}|[^%]+/g, (run) => (run.startsWith('%') ? run : run.split(after[0]!).join(escape)));
  });
  // The flags and constants that select the operation come first, as the client sends them.
  const constants = (operation.match ?? []).flatMap((c) => (c.in === 'query' && c.value !== undefined ? [`${percentEncode(c.name)}=${percentEncode(c.value)}`] : []));
  const query = [
    ...queryFlags(operation).map(percentEncode),
    ...constants,
    ...passed.filter((p) => p.in === 'query').map((p) => `${percentEncode(p.name)}=${percentEncode(asText(parameterExample(p, api)))}`),
  ];
  return `${server}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/**
 * A header whose value comes from a shell variable: double quotes so the shell expands it. Header
 * names outside the plain token alphabet are single-quoted so `$`, `` ` `` or `"` stay inert.
 */
function headerFromVariable(name: string, prefix: string, variable: string): string {
  if (/^[A-Za-z0-9-]+$/.test(name) && /^[A-Za-z ]*$/.test(prefix)) return `-H "${name}: ${prefix}$${variable}"`;
  return `-H ${shellQuote(`${name}: ${prefix}`)}"$${variable}"`;
}

/** The credential's curl arguments; a query key is added to the URL instead (`urlWithCredential`). */
function credentialArguments(scheme: SecurityScheme | undefined): string[] {
  if (!scheme) return [];
  const variable = credentialEnvVar(scheme);
  switch (scheme.kind) {
    case 'apiKey': {
      const location = keyLocation(scheme)!;
      if (location.in === 'query') return [];
      if (location.in === 'cookie') {
        return [/^[A-Za-z0-9_.-]+$/.test(location.name) ? `--cookie "${location.name}=$${variable}"` : `--cookie ${shellQuote(`${location.name}=`)}"$${variable}"`];
      }
      return [headerFromVariable(location.name, '', variable)];
    }
    case 'bearer':
      return [headerFromVariable('Authorization', 'Bearer ', variable)];
    case 'basic':
      return [scheme.username === 'apiKey' ? '-u "$API_KEY:$PASSWORD"' : '-u "$USERNAME:$PASSWORD"'];
  }
}

/** Characters that stand for themselves inside double quotes: not `$`, a backquote, `"`, a backslash, or `!` (bash history). */
const PLAIN_IN_DOUBLE_QUOTES = /^[A-Za-z0-9\-._~%/?&=:,;+@'()*]*$/;

/**
 * The URL as `"$BASE_URL/path?query"`, the server read from the shell variable the docs tell the
 * reader to set; a path with characters the shell would read inside double quotes is single-quoted
 * after the variable. A query API key is appended from its own variable.
 */
/** The URL in double quotes: `$BASE_URL` then the path, or an operation's own server (`operations[].server`) written out. */
function urlWithCredential(pathAndQuery: string, scheme: SecurityScheme | undefined, server: string | undefined): string {
  const location = scheme && keyLocation(scheme);
  const key = scheme && location?.in === 'query' ? `${pathAndQuery.includes('?') ? '&' : '?'}${percentEncode(location.name)}=$${credentialEnvVar(scheme)}` : '';
  const base = server === undefined ? `$${BASE_URL_VARIABLE}` : server;
  if (PLAIN_IN_DOUBLE_QUOTES.test(pathAndQuery)) return `"${base}${pathAndQuery}${key}"`;
  return `"${base}"${shellQuote(pathAndQuery)}${key ? `"${key}"` : ''}`;
}

function bodyArguments(operation: Operation, api: Api): string[] {
  const body = operation.requestBody;
  if (!body || !showsBody(body)) return [];
  const preferred = body.contents[0]!;
  const mediaType = preferred.mediaType.replace('{version}', String(exampleVersion(operation, api)));
  const contentType = `-H ${shellQuote(`Content-Type: ${mediaType}`)}`;
  // The body of the example call, so curl and the TypeScript example send the same data.
  const example = exampleCallArguments(operation, api).body;
  if (preferred.kind === 'json') return [contentType, `--data ${shellQuote(JSON.stringify(example))}`];
  if (preferred.kind === 'form') {
    // The client's own encoding: lists repeat their name, nested objects in bracket names.
    const text = example instanceof Expression ? example.json : isRecord(example) ? encodeForm(example, formBracketFields(preferred)) : '';
    return [contentType, `--data ${shellQuote(text)}`];
  }
  if (preferred.kind === 'multipart') return multipartFields(preferred.schema, api, example);
  return [contentType, `--data-binary ${shellQuote('@path/to/file')}`];
}

export function curlExample(operation: Operation, api: Api): string {
  const headerParameters = exampleParameters(operation.parameters)
    .filter((p) => p.in === 'header')
    .map((p) => `-H ${shellQuote(`${p.name}: ${asText(parameterExample(p, api))}`)}`);
  const scheme = preferredScheme(operation, api);
  const lines = [
    `curl${curlMethod(operation.method)} ${urlWithCredential(exampleUrl(operation, api, ''), scheme, operation.server)}`,
    `-H ${shellQuote(`Accept: ${acceptMediaType(operation, api)}`)}`,
    ...credentialArguments(scheme),
    ...(operation.match ?? []).flatMap((c) => (c.in === 'header' && c.value !== undefined ? [`-H ${shellQuote(`${c.name}: ${c.value}`)}`] : [])),
    ...headerParameters,
    ...bodyArguments(operation, api),
    ...(api.compression.length > 0 ? ['--compressed'] : []),
  ];
  return lines.join(' \\\n  ');
}

/**
 * One `-F` per field (per item of a list) of a multipart example: files from a path, objects as
 * JSON, the rest as text, from the example call's body (`example`); a schema that names no
 * fields has the example's own.
 */
function multipartFields(schema: Schema, api: Api, example: unknown): string[] {
  const schemas = schemasByName(api);
  const resolved = resolveRef(schema, schemas);
  if (resolved.kind !== 'object') {
    const fields = isRecord(example) ? Object.entries(example) : [];
    return fields.map(([name, value]) => `-F ${shellQuote(`${name}=${value instanceof Expression ? '@path/to/file' : String(value)}`)}`);
  }
  return resolved.properties.flatMap((property) => {
    const value = isRecord(example) ? example[property.name] : undefined;
    if (value === undefined) return [];
    const target = resolveRef(property.schema, schemas);
    // A file, or a list of files: each item its own file part.
    const single = target.kind === 'array' ? resolveRef(target.items, schemas) : target;
    const isFile = single.kind === 'string' && single.format === 'binary';
    const part = (item: unknown) => (isFile || item instanceof Blob ? '@path/to/file' : typeof item === 'object' ? JSON.stringify(item) : String(item));
    // A list is one part per item, as OpenAPI encodes arrays in multipart.
    const items = Array.isArray(value) ? value : [value];
    return items.map((item) => `-F ${shellQuote(`${property.name}=${part(item)}`)}`);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** How curl is told the method: none for GET, `--head` for HEAD (with `-X HEAD` curl would wait for a body that never comes). */
function curlMethod(method: string): string {
  if (method === 'GET') return '';
  return method === 'HEAD' ? ' --head' : ` -X ${method}`;
}
