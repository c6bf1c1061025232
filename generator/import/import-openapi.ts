/**
 * `importOpenApi`: an OpenAPI 3.0 or 3.1 document (already parsed) → a manifest object that
 * passes the manifest schema and checks, its YAML, and a warning (with a JSON Pointer) for every
 * construct the manifest cannot express. Never throws for such constructs; throws ImportError
 * only for input that is not an OpenAPI 3 document or holds no usable operation.
 */
import { kebabCase } from '../ir/names.ts';
import type { Manifest, ManifestOperation } from '../manifest/schema.ts';
import { collectOperations } from './collect-operations.ts';
import type { ImportContext } from './context.ts';
import { chooseErrorSchema } from './error-schema.ts';
import { commonBasePath } from './base-path.ts';
import { settleSecurity } from './default-security.ts';
import { buildGroups } from './groups.ts';
import { pointerTo } from './json-pointer.ts';
import { manifestToYaml } from './manifest-yaml.ts';
import { chooseMediaTemplate } from './media-template.ts';
import { ImportError, isRecord, openApiVersionOf } from './openapi-document.ts';
import { convertOperation } from './operation.ts';
import { assignOperationNames, nameFromRoute } from './operation-names.ts';
import { hoistPathParameters } from './path-parameters.ts';
import { RefResolver } from './resolve-ref.ts';
import { scanContentTypes } from './scan-content-types.ts';
import { breakAliasCycles } from './schema/alias-cycles.ts';
import { convertSchema } from './schema/convert-schema.ts';
import { assignSchemaNames } from './schema-names.ts';
import { convertRequirements, convertSecuritySchemes } from './security.ts';
import { convertServers } from './servers.ts';
import { settleVersions } from './versions.ts';
import { type ImportWarning, WarningLog } from './warnings.ts';

export interface ImportOptions {
  /** The manifest `id`; by default derived from `info.title` (`Swagger Petstore` → `swagger-petstore`). */
  id?: string;
  /** Where the document came from, for the comment at the top of the YAML. */
  source?: string;
}

export interface ImportResult {
  manifest: Manifest;
  yaml: string;
  warnings: ImportWarning[];
  /** Component schema names that had to change (`pet.Category` → `PetCategory`). */
  renamedSchemas: Record<string, string>;
}

const ID = /^[a-z][a-z0-9-]*$/;

export function importOpenApi(doc: unknown, options: ImportOptions = {}): ImportResult {
  const { declared } = openApiVersionOf(doc);
  const root = doc as Record<string, unknown>;
  const warnings = new WarningLog();
  if (!/^3\.[01]\b/.test(declared)) warnings.warn('/openapi', `OpenAPI ${declared} is read as 3.1`);
  const components = isRecord(root.components) ? root.components : {};
  const componentSchemas = isRecord(components.schemas) ? components.schemas : {};
  const schemaNames = assignSchemaNames(Object.keys(componentSchemas));
  const ctx: ImportContext = { doc: root, warnings, refs: new RefResolver(root, warnings), schemaNames };

  const info = isRecord(root.info) ? root.info : {};
  const title = typeof info.title === 'string' && info.title.trim() !== '' ? info.title.trim() : undefined;
  const id = options.id ?? idFrom(title);
  if (!ID.test(id)) throw new ImportError(`expected an id such as "petstore", got ${JSON.stringify(id)}`);
  const servers = convertServers(root.servers, ctx);
  const schemes = convertSecuritySchemes(components.securitySchemes, ctx);
  const declaredSchemes = new Set(isRecord(components.securitySchemes) ? Object.keys(components.securitySchemes) : []);
  const globalAuth =
    root.security === undefined
      ? undefined
      : (convertRequirements(root.security, '/security', schemes, declaredSchemes, ctx, 'operations take no credentials unless they list their own') ?? []);

  const sources = collectOperations(ctx);
  if (sources.length === 0) {
    throw new ImportError(`no operation the manifest can hold${warnings.list.length ? `:\n${warnings.list.map((w) => `  ${w.pointer}: ${w.message}`).join('\n')}` : ''}`);
  }
  const template = chooseMediaTemplate(scanContentTypes(sources, ctx));
  const converted = sources.map((src) => convertOperation(src, { template, schemes, declaredSchemes }, ctx));
  const basePath = commonBasePath(sources.map((s) => s.template));
  const baseSegments = basePath === '/' ? 0 : basePath.split('/').length - 1;
  const names = assignOperationNames(
    converted.map((c, i) => ({ ...(c.operationId !== undefined ? { operationId: c.operationId } : {}), fallback: nameFromRoute(sources[i]!.method, sources[i]!.template, baseSegments) })),
    (i, name) => warnings.warn(pointerTo(sources[i]!.pointer, 'operationId'), `operationId "${converted[i]!.operationId}" is named "${name}" (manifest names are unique snake_case)`),
  );
  const operations: ManifestOperation[] = converted.map((c, i) => ({ name: names[i]!, ...c.operation }));
  const defaultAuth = settleSecurity(operations, converted.map((c) => ({ ...(c.operation.auth ? { auth: c.operation.auth } : {}), declaresSecurity: c.declaresSecurity })), globalAuth);
  const { currentVersion, defaults } = settleVersions(operations);
  const pathParameters = hoistPathParameters(operations);

  const schemas = Object.fromEntries(
    Object.entries(componentSchemas).map(([original, schema]) => [schemaNames.get(original)!, convertSchema(schema, pointerTo('/components/schemas', original), ctx)]),
  );
  const originalOf = new Map([...schemaNames].map(([original, name]) => [name, original]));
  breakAliasCycles(schemas, (name) => pointerTo('/components/schemas', originalOf.get(name) ?? name), warnings);
  const errors = chooseErrorSchema(converted.flatMap((c) => c.errors), warnings);

  const manifest: Manifest = {
    sdkgen: 1,
    id,
    title: title ?? id,
    ...(typeof info.description === 'string' && info.description !== '' ? { description: info.description } : {}),
    servers,
    basePath,
    media: { success: template, problem: errors.mediaType, currentVersion },
    security: { default: defaultAuth, schemes },
    ...(defaults ? { defaults: { versions: defaults } } : {}),
    ...(errors.schema !== undefined ? { errors: { schema: errors.schema } } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    ...(Object.keys(schemas).length > 0 ? { schemas } : {}),
    groups: buildGroups([...new Set(operations.map((op) => op.group))], root.tags),
    operations: operations.map(orderOperation),
  };
  const header = `Imported by \`sdkgen import\`${options.source ? ` from ${options.source}` : ''} (OpenAPI ${declared}).`;
  const renamedSchemas = Object.fromEntries([...schemaNames].filter(([original, name]) => original !== name));
  return { manifest, yaml: manifestToYaml(manifest, header), warnings: warnings.list, renamedSchemas };
}

function idFrom(title: string | undefined): string {
  const id = kebabCase(title ?? '');
  return ID.test(id) ? id : /^[0-9]/.test(id) ? `api-${id}` : 'api';
}

const OPERATION_KEYS = ['name', 'method', 'path', 'group', 'summary', 'description', 'deprecated', 'auth', 'versions', 'parameters', 'requestBody', 'response'] as const;

function orderOperation(op: ManifestOperation): ManifestOperation {
  const ordered: Record<string, unknown> = {};
  for (const key of OPERATION_KEYS) if (op[key] !== undefined) ordered[key] = op[key];
  return ordered as ManifestOperation;
}
