/**
 * Converts `servers`. The API's servers keep their variables (`https://{region}.example.com`
 * with `region`'s default and values), which the client's `serverVariables` option fills in;
 * the servers of a path item or an operation (`serverUrl`) are a plain URL, their variables at
 * their defaults (reported). What a manifest cannot hold is reported and settled: a relative URL
 * is resolved against `http://localhost` (its variables at their defaults); a default outside
 * its `enum` drops the enum; a value that does not give an absolute URL is dropped. A document
 * without servers gets `http://localhost`, as OpenAPI's implied `/` would.
 */
import type { Manifest } from '../manifest/schema.ts';
import { defaultServerUrl, fillServerUrl, isAbsoluteUrl, SERVER_VARIABLE } from '../manifest/server-schema.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord } from './openapi-document.ts';

export const RELATIVE_SERVER_BASE = 'http://localhost';

type ManifestServer = Manifest['servers'][number];
type Variables = NonNullable<ManifestServer['variables']>;

export function convertServers(raw: unknown, ctx: ImportContext): Manifest['servers'] {
  const servers: Manifest['servers'] = [];
  (Array.isArray(raw) ? raw : []).forEach((server, i) => {
    const at = pointerTo('/servers', i);
    const converted = templateServer(server, at, ctx) ?? plainServer(server, at, ctx);
    if (converted === undefined || servers.some((s) => s.url === converted.url)) return;
    const { url, variables } = converted;
    const description = isRecord(server) && typeof server.description === 'string' ? { description: server.description } : {};
    servers.push({ url, ...description, ...(variables ? { variables } : {}) });
  });
  if (servers.length === 0) {
    ctx.warnings.warn('/servers', `no usable server; using ${RELATIVE_SERVER_BASE}`);
    servers.push({ url: RELATIVE_SERVER_BASE });
  }
  return servers;
}

function plainServer(server: unknown, at: string, ctx: ImportContext): ManifestServer | undefined {
  const url = serverUrl(server, at, ctx);
  return url === undefined ? undefined : { url };
}

/** An absolute URL template whose every variable has a default, with those variables; else undefined. */
function templateServer(server: unknown, at: string, ctx: ImportContext): ManifestServer | undefined {
  if (!isRecord(server) || typeof server.url !== 'string' || !server.url.includes('{') || !isRecord(server.variables)) return undefined;
  const url = server.url.replace(/\/+$/, '');
  const declared = server.variables;
  const variables: Variables = {};
  for (const name of new Set([...url.matchAll(SERVER_VARIABLE)].map((match) => match[1]!))) {
    const variable = declared[name];
    const fallback = isRecord(variable) ? text(variable.default) : undefined;
    if (!isRecord(variable) || fallback === undefined) return undefined;
    variables[name] = { default: fallback, ...(typeof variable.description === 'string' && variable.description !== '' ? { description: variable.description } : {}) };
    const values = Array.isArray(variable.enum) ? variable.enum.map(text).filter((value) => value !== undefined) : [];
    if (values.length > 0) variables[name]!.enum = values;
  }
  if (!isAbsoluteUrl(defaultServerUrl({ url, variables }))) return undefined;
  const defaults = Object.fromEntries(Object.entries(variables).map(([name, v]) => [name, v.default]));
  for (const [name, variable] of Object.entries(variables)) {
    const where = pointerTo(at, 'variables', name);
    if (variable.enum && !variable.enum.includes(variable.default)) {
      ctx.warnings.warn(pointerTo(where, 'enum'), `the default ${JSON.stringify(variable.default)} is not one of the values; any value is accepted`);
      delete variable.enum;
    }
    const usable = variable.enum?.filter((value) => isAbsoluteUrl(fillServerUrl(url, { ...defaults, [name]: value })));
    if (usable && usable.length < variable.enum!.length) {
      ctx.warnings.warn(pointerTo(where, 'enum'), `values that do not give an absolute URL are dropped: ${variable.enum!.filter((v) => !usable.includes(v)).map((v) => JSON.stringify(v)).join(', ')}`);
      variable.enum = usable;
    }
  }
  return { url, variables };
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** The absolute URL of one server object at `at`, without a trailing slash; undefined (reported) when it has none. */
export function serverUrl(server: unknown, at: string, ctx: ImportContext): string | undefined {
  if (!isRecord(server) || typeof server.url !== 'string') return void ctx.warnings.warn(at, 'expected a server with a "url"; ignored');
  return absoluteUrl(substituteVariables(server.url, server.variables, at, ctx), at, ctx);
}

function substituteVariables(url: string, variables: unknown, at: string, ctx: ImportContext): string {
  if (!url.includes('{')) return url;
  const vars = isRecord(variables) ? variables : {};
  const result = url.replace(SERVER_VARIABLE, (whole, name: string) => {
    const v = vars[name];
    return isRecord(v) ? (text(v.default) ?? whole) : whole;
  });
  ctx.warnings.warn(pointerTo(at, 'url'), `server variables are only kept for the API's own servers with an absolute URL; using ${JSON.stringify(result)}`);
  return result;
}

function absoluteUrl(url: string, at: string, ctx: ImportContext): string | undefined {
  let absolute: URL;
  try {
    absolute = /^[a-z][a-z0-9+.-]*:/i.test(url) ? new URL(url) : new URL(url, RELATIVE_SERVER_BASE);
  } catch {
    ctx.warnings.warn(pointerTo(at, 'url'), `${JSON.stringify(url)} is not a URL; ignored`);
    return undefined;
  }
  if (url.includes('{')) return void ctx.warnings.warn(pointerTo(at, 'url'), `${JSON.stringify(url)} still has variables; ignored`);
  const text = absolute.href.replace(/\/+$/, '');
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) ctx.warnings.warn(pointerTo(at, 'url'), `relative server URL ${JSON.stringify(url)} is resolved against ${RELATIVE_SERVER_BASE}: ${text}`);
  return text;
}
