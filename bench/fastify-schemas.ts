/**
 * Fastify route schemas for the routes of an API, taken from our own OpenAPI export of it
 * (`openapi.json` beside the generated server), so that the validating Fastify server in the
 * throughput bench checks what the generated server's zod validators check: path parameters,
 * query parameters, declared headers and JSON request bodies, each with the schema the manifest
 * gives it. Fastify compiles them with its own ajv.
 *
 * `$ref`s into `#/components/schemas` are pointed at a shared schema registered under
 * {@link COMPONENTS_ID}, so every route resolves them against the same compiled definitions.
 */
import type { RouteSpec } from './routes.ts';

export const COMPONENTS_ID = 'api-components';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The shared schema to `addSchema` before any route: the export's `components.schemas`. */
export function componentsSchema(document: OpenApi): { $id: string; definitions: Record<string, unknown> } {
  return { $id: COMPONENTS_ID, definitions: pointRefs(document.components?.schemas ?? {}) as Record<string, unknown> };
}

/** `schema` for Fastify's `route()`: params, querystring, headers and a JSON body, as declared. */
export function fastifySchema(document: OpenApi, route: RouteSpec): Record<string, unknown> {
  const operation = document.paths[route.path]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${route.path} is not in openapi.json`);
  const schema: Record<string, unknown> = {};
  const group = (where: Parameter['in'], key: string, name: (p: Parameter) => string) => {
    const declared = (operation.parameters ?? []).filter((p) => p.in === where);
    if (declared.length === 0) return;
    schema[key] = {
      type: 'object',
      properties: Object.fromEntries(declared.map((p) => [name(p), pointRefs(p.schema ?? {})])),
      required: declared.filter((p) => p.required).map(name),
    };
  };
  group('path', 'params', (p) => p.name);
  group('query', 'querystring', (p) => p.name);
  group('header', 'headers', (p) => p.name.toLowerCase());
  const json = Object.entries(operation.requestBody?.content ?? {}).find(([type]) => /[/+]json$/.test(type));
  if (json?.[1].schema !== undefined) schema.body = pointRefs(json[1].schema);
  return schema;
}

/** A copy of `value` whose `#/components/schemas/X` refs point into the shared schema. */
function pointRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace('#/components/schemas/', `${COMPONENTS_ID}#/definitions/`)
        : pointRefs(inner),
    ]),
  );
}
