/**
 * A manifest `servers` entry as an OpenAPI Server Object: a URL template keeps its `variables`
 * (default, enum, description), so importing the export gives the same servers back.
 */
import type { Server } from '../../ir/types.ts';

export function serverObject(server: Server): Record<string, unknown> {
  const variables = Object.fromEntries(
    (server.variables ?? []).map((v) => [v.name, { default: v.default, ...(v.enum ? { enum: v.enum } : {}), ...(v.description ? { description: v.description } : {}) }]),
  );
  return {
    url: server.template ?? server.url,
    ...(server.description ? { description: server.description } : {}),
    ...(server.variables ? { variables } : {}),
  };
}
