/**
 * A manifest `servers` entry in the IR: its URL with the variables at their defaults (what the
 * client, the docs and `serve` use unless told otherwise), and, for a URL template, the
 * template and its variables (the client's `serverVariables` option, the docs' table, the export).
 */
import { defaultServerUrl } from '../manifest/server-schema.ts';
import type { Manifest } from '../manifest/schema.ts';
import type { Server, ServerVariable } from './types.ts';

export function serverOf(server: Manifest['servers'][number]): Server {
  const variables = Object.entries(server.variables ?? {}).map(
    ([name, v]): ServerVariable => ({ name, default: v.default, ...(v.enum ? { enum: v.enum } : {}), ...(v.description ? { description: v.description } : {}) }),
  );
  return {
    url: defaultServerUrl(server),
    ...(server.description ? { description: server.description } : {}),
    ...(variables.length > 0 ? { template: server.url, variables } : {}),
  };
}
