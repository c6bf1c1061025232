/**
 * `importOpenApi`: an OpenAPI 3.0 or 3.1 document (already parsed) → a manifest object that
 * passes the manifest schema and checks, its YAML (written on demand), and a warning (with a JSON Pointer) for every
 * construct the manifest cannot express. Names the manifest refuses (see manifest/checks) are
 * settled on the way, each with a warning naming both sides. Never throws for such constructs;
 * throws ImportError for input that is not an OpenAPI 3 document or holds no usable operation,
 * and, as a bug report, when the manifest it made would not pass the loader after all.
 */
import { extendedClosedSchemas } from './schema/extended-closed.ts';
import { authorizationHeaderScheme, authorizationParameters } from './authorization-parameter.ts';
import { withoutCredentialParameters } from './credential-parameters.ts';
import type { Manifest, ManifestOperation } from '../manifest/schema.ts';
import { collectOperations } from './collect-operations.ts';
import { detectPagination } from './pagination.ts';
import { operationTypeNames } from '../manifest/checks/generated-names.ts';
import type { ImportContext } from './context.ts';
import { chooseErrorSchema } from './error-schema.ts';
import { commonBasePath } from './base-path.ts';
import { checkImportedManifest } from './check-imported-manifest.ts';
import type { ValidatedManifest } from './validate-manifest-text.ts';
import { settleSecurity } from './default-security.ts';
import { generatedTypeClashes } from './generated-type-names.ts';
import { buildGroups, tagPointer } from './groups.ts';
import { pointerTo } from './json-pointer.ts';
import { manifestId } from './manifest-id.ts';
import { manifestToYaml } from './manifest-yaml.ts';
import { chooseMediaTemplate } from './media-template.ts';
import { ImportError, isRecord, openApiVersionOf } from './openapi-document.ts';
import { offeredVersions } from './offered-versions.ts';
import { convertOperation, operationIdOf } from './operation.ts';
import { assignOperationNames, nameFromRoute } from './operation-names.ts';
import { hoistPathParameters } from './path-parameters.ts';
import { RefResolver } from './resolve-ref.ts';
import { scanContentTypes } from './scan-content-types.ts';
import { breakAliasCycles } from './schema/alias-cycles.ts';
import { subtypeUnions } from './schema/subtype-unions.ts';
import { convertSchema } from './schema/convert-schema.ts';
import { assignSchemaNames } from './schema-names.ts';
import { convertRequirements, convertSecuritySchemes } from './security.ts';
import { convertServers } from './servers.ts';
import { settleOperationServers } from './operation-servers.ts';
import { settleVersions } from './versions.ts';
import { formatWarningGroups, groupWarnings } from './warning-groups.ts';
import { type ImportWarning, WarningLog } from './warnings.ts';

export interface ImportOptions {
  /** The manifest `id`; by default derived from `info.title` (`Swagger Petstore` → `swagger-petstore`). */
  id?: string;
  /** Where the document came from, for the comment at the top of the YAML. */
  source?: string;
  /**
   * `'typed'` skips the zod shape check of the manifest data made, which its `Manifest` type
   * already fixes (see loadTypedManifest), for commands that build from the data and never write
   * it; `sdkgen import` and `sdkgen validate` keep the default, every check.
   */
  shape?: 'check' | 'typed';
}

export interface ImportResult {
  /** The manifest as the importer made it, which `yaml` is written from. */
  manifest: Manifest;
  /** The manifest as `sdkgen generate` reads it from `yaml`, checked: what to build the IR from. */
  validated: ValidatedManifest;
  /** The manifest file's text, written when first asked for (an import that only builds the IR never writes it). */
  readonly yaml: string;
  warnings: ImportWarning[];
  /** Component schema names that had to change (`pet.Category` → `PetCategory`). */
  renamedSchemas: Record<string, string>;
  /** Operation name → paging style, for each list operation import found paging (pagination.ts). */
  pagination: Record<string, 'cursor' | 'offset' | 'page'>;
}

export function importOpenApi(doc: unknown, options: ImportOptions = {}): ImportResult {
  const { declared } = openApiVersionOf(doc);
  const root = doc as Record<string, unknown>;
  const warnings = new WarningLog();
  if (!/^3\.[01]\b/.test(declared)) warnings.warn('/openapi', `OpenAPI ${declared} is read as 3.1`);
  const components = isRecord(root.components) ? root.components : {};
  const componentSchemas = isRecord(components.schemas) ? components.schemas : {};
  // Schema names are settled once the operation names are known (they must not clash with their types).
  const ctx: ImportContext = { doc: root, warnings, refs: new RefResolver(root, warnings), schemaNames: new Map() };
  ctx.extendedClosed = extendedClosedSchemas(ctx);

  const info = isRecord(root.info) ? root.info : {};
  const title = typeof info.title === 'string' && info.title.trim() !== '' ? info.title.trim() : undefined;
  const id = manifestId(options.id, title);
  const servers = convertServers(root.servers, ctx);
  const { schemes, names: schemeNames } = convertSecuritySchemes(components.securitySchemes, ctx);
  const declaredSchemes = new Set(isRecord(components.securitySchemes) ? Object.keys(components.securitySchemes) : []);
  const globalAuth =
    root.security === undefined
      ? undefined
      : (convertRequirements(root.security, '/security', schemeNames, declaredSchemes, ctx, 'operations take no credentials unless they list their own') ?? []);

  const sources = collectOperations(ctx);
  if (sources.length === 0) {
    // A description with no paths at all (a placeholder, or only webhooks) has nothing to
    // refuse: say that instead.
    if (isRecord(root.paths) && Object.keys(root.paths).length === 0) {
      throw new ImportError('#/paths is empty: the description has no operation to generate');
    }
    // Grouped: a description whose every path is refused for one reason says so once, not once per path.
    const why = formatWarningGroups(groupWarnings(warnings.list), '').map((line) => `  ${line}`);
    throw new ImportError(`no operation the manifest can hold${why.length ? `:\n${why.join('\n')}` : ''}`);
  }
  const basePath = commonBasePath(sources.map((s) => s.template));
  const baseSegments = basePath === '/' ? 0 : basePath.split('/').length - 1;
  const renamedIds: { index: number; name: string; why: string }[] = [];
  const names = assignOperationNames(
    sources.map((src) => {
      const operationId = operationIdOf(src.operation);
      return { ...(operationId !== undefined ? { operationId } : {}), fallback: nameFromRoute(src.method, src.template, baseSegments) };
    }),
    (index, name, why) => renamedIds.push({ index, name, why }),
  );
  const template = chooseMediaTemplate(scanContentTypes(sources, ctx));
  const named = sources.map((src, i) => ({ name: names[i]!, versioned: offeredVersions(src.operation, template, ctx).length > 1 }));
  const schemaNames = assignSchemaNames(Object.keys(componentSchemas), generatedTypeClashes(id, named), (original, name, clash) =>
    warnings.warn(pointerTo('/components/schemas', original), `schema "${original}" renamed "${name}": it would clash with ${clash.with}`),
  );
  ctx.schemaNames = schemaNames;
  const converted = sources.map((src) => convertOperation(src, { template, schemeNames, declaredSchemes }, ctx));
  for (const { index, name, why } of renamedIds) {
    warnings.warn(pointerTo(sources[index]!.pointer, 'operationId'), `operationId "${converted[index]!.operationId}" is named "${name}" (${why})`);
  }
  // Descriptions that give their credential as an Authorization header parameter instead of a scheme.
  const headerAuth = authorizationHeaderScheme(
    authorizationParameters(sources, ctx),
    (i) => converted[i]!.operation.auth ?? globalAuth,
    new Set(Object.keys(schemes)),
    (i, message) => warnings.warn(pointerTo(sources[i]!.pointer, 'parameters'), message),
  );
  if (headerAuth) {
    schemes[headerAuth.name] = headerAuth.scheme;
    for (const [i, auth] of headerAuth.auth) Object.assign(converted[i]!, { operation: { ...converted[i]!.operation, auth }, declaresSecurity: true });
  }
  const credentialsSettled = converted.map((c, i) =>
    withoutCredentialParameters({ name: names[i]!, ...c.operation }, c.operation.auth ?? globalAuth, schemes, (message) =>
      warnings.warn(pointerTo(sources[i]!.pointer, 'parameters'), message),
    ),
  );
  const hosts = settleOperationServers(sources, servers, ctx);
  const operations: ManifestOperation[] = credentialsSettled.map((settled, i) => {
    const server = hosts.own[i];
    return server === undefined ? settled.operation : { ...settled.operation, server };
  });
  const security = converted.map((c, i) => {
    const auth = credentialsSettled[i]!.auth ?? c.operation.auth;
    return { ...(auth ? { auth } : {}), declaresSecurity: c.declaresSecurity || credentialsSettled[i]!.auth !== undefined };
  });
  const defaultAuth = settleSecurity(operations, security, globalAuth);
  const { currentVersion, defaults } = settleVersions(operations);
  const pathParameters = hoistPathParameters(operations);

  const schemas = Object.fromEntries(
    Object.entries(componentSchemas).map(([original, schema]) => [schemaNames.get(original)!, convertSchema(schema, pointerTo('/components/schemas', original), ctx)]),
  );
  const originalOf = new Map([...schemaNames].map(([original, name]) => [name, original]));
  breakAliasCycles(schemas, (name) => pointerTo('/components/schemas', originalOf.get(name) ?? name), warnings);
  subtypeUnions(schemas, (name) => {
    const original = originalOf.get(name);
    return original === undefined ? undefined : { original, raw: componentSchemas[original] };
  });
  const errors = chooseErrorSchema(converted.flatMap((c) => c.errors), warnings);
  const schemaNamesTaken = new Set(Object.keys(schemas));
  const pagination = detectPagination(operations, schemas, (operation) => schemaNamesTaken.has(operationTypeNames(operation, false, true).item!));
  const groupPointer = (group: string) => tagPointer(root.tags, group) ?? pointerTo(sources[operations.findIndex((op) => op.group === group)]!.pointer, 'tags');

  const manifest: Manifest = {
    sdkgen: 1,
    id,
    title: title ?? id,
    ...(typeof info.description === 'string' && info.description !== '' ? { description: info.description } : {}),
    servers: hosts.servers,
    basePath,
    media: { success: template, problem: errors.mediaType, currentVersion },
    security: { default: defaultAuth, schemes },
    ...(defaults ? { defaults: { versions: defaults } } : {}),
    ...(errors.schema !== undefined ? { errors: { schema: errors.schema } } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    ...(Object.keys(schemas).length > 0 ? { schemas } : {}),
    groups: buildGroups([...new Set(operations.map((op) => op.group))], root.tags, (group, message) => warnings.warn(groupPointer(group), message)),
    operations: operations.map(orderOperation),
  };
  const header = `Imported by \`sdkgen import\`${options.source ? ` from ${options.source}` : ''} (OpenAPI ${declared}).`;
  const renamedSchemas = Object.fromEntries([...schemaNames].filter(([original, name]) => original !== name));
  let yaml: string | undefined;
  const writeYaml = () => (yaml ??= manifestToYaml(manifest, header));
  const validated = checkImportedManifest(writeYaml, manifest, options.shape);
  return {
    manifest,
    validated,
    get yaml() {
      return writeYaml();
    },
    warnings: warnings.list,
    renamedSchemas,
    pagination: pagination.operations,
  };
}

const OPERATION_KEYS = ['name', 'method', 'path', 'match', 'server', 'group', 'summary', 'description', 'deprecated', 'auth', 'versions', 'parameters', 'requestBody', 'response', 'pagination'] as const;

function orderOperation(op: ManifestOperation): ManifestOperation {
  const ordered: Record<string, unknown> = {};
  for (const key of OPERATION_KEYS) if (op[key] !== undefined) ordered[key] = op[key];
  return ordered as ManifestOperation;
}
