/**
 * Converts `servers`: server variables are replaced by their defaults and relative URLs are
 * resolved against `http://localhost` (both reported, since the manifest needs absolute URLs).
 * A document without servers gets `http://localhost`, as OpenAPI's implied `/` would. The
 * servers of a path item or an operation are read the same way (`serverUrl`).
 */
import type { Manifest } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import { isRecord } from './openapi-document.ts';

export const RELATIVE_SERVER_BASE = 'http://localhost';

export function convertServers(raw: unknown, ctx: ImportContext): Manifest['servers'] {
  const servers: Manifest['servers'] = [];
  (Array.isArray(raw) ? raw : []).forEach((server, i) => {
    const url = serverUrl(server, pointerTo('/servers', i), ctx);
    if (url === undefined || servers.some((s) => s.url === url)) return;
    servers.push({ url, ...(isRecord(server) && typeof server.description === 'string' ? { description: server.description } : {}) });
  });
  if (servers.length === 0) {
    ctx.warnings.warn('/servers', `no usable server; using ${RELATIVE_SERVER_BASE}`);
    servers.push({ url: RELATIVE_SERVER_BASE });
  }
  return servers;
}

/** The absolute URL of one server object at `at`, without a trailing slash; undefined (reported) when it has none. */
export function serverUrl(server: unknown, at: string, ctx: ImportContext): string | undefined {
  if (!isRecord(server) || typeof server.url !== 'string') return void ctx.warnings.warn(at, 'expected a server with a "url"; ignored');
  return absoluteUrl(substituteVariables(server.url, server.variables, at, ctx), at, ctx);
}

function substituteVariables(url: string, variables: unknown, at: string, ctx: ImportContext): string {
  if (!url.includes('{')) return url;
  const vars = isRecord(variables) ? variables : {};
  const result = url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const v = vars[name];
    return isRecord(v) && (typeof v.default === 'string' || typeof v.default === 'number') ? String(v.default) : whole;
  });
  ctx.warnings.warn(pointerTo(at, 'url'), `server variables are not supported; using ${JSON.stringify(result)}`);
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
