/**
 * The `servers` of path items and operations, which the manifest holds as `operations[].server`:
 * the host an operation is served from when it is not the API's (GitHub's uploads, Box's upload
 * server, Stripe's files). The first usable server of the operation, else of its path item,
 * counts (as a client sends to the first). Where every operation names the same one, it is the
 * API's own server instead (Kubernetes writes `//kubernetes.local` at the top and
 * `https://kubernetes.local` on each operation).
 */
import type { Manifest } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { pointerTo } from './json-pointer.ts';
import type { OperationSource } from './operation.ts';
import { defaultServerUrl } from '../manifest/server-schema.ts';
import { serverUrl } from './servers.ts';

export interface SettledServers {
  /** The API's servers, the one every operation names first when they all name one. */
  servers: Manifest['servers'];
  /** Each operation's own server, where it is not the API's first. */
  own: (string | undefined)[];
}

export function settleOperationServers(sources: readonly OperationSource[], servers: Manifest['servers'], ctx: ImportContext): SettledServers {
  // A path item's servers are read once, however many operations it has: its warnings come once.
  const ofPathItem = new Map<string, string | undefined>();
  const named = sources.map((src) => {
    const own = firstUsable(src.operation.servers, pointerTo(src.pointer, 'servers'), ctx);
    if (own !== undefined) return own;
    const at = pointerTo(src.pathItemPointer, 'servers');
    if (!ofPathItem.has(at)) ofPathItem.set(at, firstUsable(src.pathItem.servers, at, ctx));
    return ofPathItem.get(at);
  });
  const [first] = named;
  if (first !== undefined && named.every((url) => url === first)) {
    const declared = servers.find((server) => defaultServerUrl(server) === first) ?? { url: first };
    return { servers: [declared, ...servers.filter((server) => server !== declared)], own: named.map(() => undefined) };
  }
  const api = servers[0] && defaultServerUrl(servers[0]);
  return { servers, own: named.map((url) => (url === api ? undefined : url)) };
}

/** The first usable server of a `servers` list; undefined where there is none. */
function firstUsable(list: unknown, at: string, ctx: ImportContext): string | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const [i, server] of list.entries()) {
    const url = serverUrl(server, pointerTo(at, i), ctx);
    if (url !== undefined) return url;
  }
  return undefined;
}
