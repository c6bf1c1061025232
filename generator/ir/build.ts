/**
 * Normalises a validated manifest into the IR (`Api`), the only thing emitters see.
 * `loadApi` is the whole front half of the pipeline: read, validate, normalise.
 */
import { defaultClientOption } from './client-option.ts';
import { camelCase, kebabCase, pascalCase } from './names.ts';
import { buildOperation } from './operation.ts';
import { packageInfoOf } from './package-info.ts';
import { toSchema } from './schema.ts';
import type { Api, Group, SecurityScheme, TokenFlow } from './types.ts';
import { loadManifest } from '../manifest/load.ts';
import type { Manifest } from '../manifest/schema.ts';
import { serverOf } from './server.ts';

type ManifestScheme = Manifest['security']['schemes'][string];

function securitySchemesOf(manifest: Manifest): SecurityScheme[] {
  const schemes = manifest.security.schemes;
  return Object.entries(schemes).map(([name, s]) => {
    const format = s.type === 'bearer' ? s.bearerFormat : undefined;
    return {
      name,
      kind: s.type,
      ...(s.type === 'apiKey' ? keyLocation(s) : {}),
      ...(format ? { bearerFormat: format } : {}),
      ...(s.type === 'basic' && s.username === 'apiKey' ? { username: 'apiKey' as const } : {}),
      clientOption: s.clientOption ?? defaultClientOption(name, schemes)!,
      ...(s.description ? { description: s.description } : {}),
    };
  });
}

/** `header: X` or `in` + `name` (in defaults to header) as the IR's one location field. */
function keyLocation(s: Extract<ManifestScheme, { type: 'apiKey' }>): Pick<SecurityScheme, 'header' | 'query' | 'cookie'> {
  if (s.header !== undefined) return { header: s.header };
  return { [s.in ?? 'header']: s.name! };
}

function tokenFlowOf(manifest: Manifest): TokenFlow | undefined {
  const t = manifest.security.tokens;
  if (!t) return undefined;
  return {
    scheme: t.scheme,
    createOperation: t.create,
    ...(t.refresh ? { refreshOperation: t.refresh } : {}),
    tokenField: t.field,
    notRefreshableFrom: t.notRefreshableFrom ?? [],
    ...(t.tenantParameter ? { tenantParameter: t.tenantParameter } : {}),
  };
}

/** Groups in declared order (then first use), each with its operations in manifest order. */
function groupsOf(manifest: Manifest): Group[] {
  const groups = new Map<string, Group>();
  const add = (name: string, key?: string, description?: string) => {
    if (!groups.has(name)) {
      const k = key ?? camelCase(name);
      groups.set(name, { name, key: k, slug: kebabCase(k), ...(description ? { description } : {}), operations: [] });
    }
  };
  for (const g of manifest.groups ?? []) add(g.name, g.key, g.description);
  for (const op of manifest.operations) add(op.group);
  return [...groups.values()];
}

export function buildApi(manifest: Manifest, manifestPath: string): Api {
  const groups = groupsOf(manifest);
  const byName = new Map(groups.map((g) => [g.name, g]));
  const operations = manifest.operations.map((op) => {
    const group = byName.get(op.group)!;
    const built = buildOperation(manifest, op, group.key);
    group.operations.push(built);
    return built;
  });
  const versions = [...new Set(operations.flatMap((op) => op.versions))].sort((a, b) => a - b);
  return {
    id: manifest.id,
    title: manifest.title,
    ...(manifest.description ? { description: manifest.description } : {}),
    manifestPath,
    clientName: manifest.client?.name ?? `${pascalCase(manifest.id)}Client`,
    packageName: manifest.client?.package ?? `${manifest.id}-client`,
    packageInfo: packageInfoOf(manifest.client),
    servers: manifest.servers.map(serverOf),
    basePath: manifest.basePath,
    media: { successTemplate: manifest.media.success, problem: manifest.media.problem, versions, current: manifest.media.currentVersion },
    compression: manifest.compression ?? [],
    securitySchemes: securitySchemesOf(manifest),
    ...(tokenFlowOf(manifest) ? { tokenFlow: tokenFlowOf(manifest)! } : {}),
    ...(manifest.errors ? { problemSchema: manifest.errors.schema } : {}),
    schemas: Object.entries(manifest.schemas ?? {}).map(([name, schema]) => ({ name, schema: toSchema(schema) })),
    groups: groups.filter((g) => g.operations.length > 0),
    operations,
  };
}

/** Read, validate and normalise a manifest file. Throws ManifestError for bad input. */
export async function loadApi(manifestPath: string): Promise<Api> {
  const { manifest, file } = await loadManifest(manifestPath);
  return buildApi(manifest, file.replace(/\\/g, '/'));
}
