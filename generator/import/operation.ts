/**
 * Converts one Operation Object (with its path item's parameters) into a manifest operation,
 * still without its final name: group (first tag), summary, description, deprecation, `auth`,
 * parameters, request body, response and the versions its media types name (each version's
 * own payloads where they differ, version-payloads.ts). Fields the manifest has no place for
 * (`callbacks`, per-operation `servers`, extra tags) are reported.
 */
import { pathParamNames } from '../ir/path-template.ts';
import type { HttpMethod, PathTemplate } from '../ir/types.ts';
import { hasBodyKey } from '../manifest/checks/generated-names.ts';
import type { ManifestOperation } from '../manifest/schema.ts';
import type { ImportContext } from './context.ts';
import { readExportedProse } from './exported-prose.ts';
import { DEFAULT_GROUP } from './groups.ts';
import { pointerTo } from './json-pointer.ts';
import { offeredVersions } from './offered-versions.ts';
import type { Raw } from './openapi-document.ts';
import { fallbackSummary } from './operation-names.ts';
import { settleParamKeys } from './param-keys.ts';
import { matchFromPathKey } from './match-from-path-key.ts';
import { convertParameters } from './parameters.ts';
import type { OperationSelectors } from './presence-selectors.ts';
import { convertRequestBody, type ManifestRequestBody } from './request-body.ts';
import { convertResponses, type ErrorBody, type ManifestResponse } from './responses.ts';
import { convertRequirements } from './security.ts';
import { groupVersionPayloads } from './version-payloads.ts';

export interface OperationSource {
  method: HttpMethod;
  path: string;
  template: PathTemplate;
  renamed: Map<string, string>;
  /** What the path key carried after `#` or `?` that selects the operation (collect-operations.ts). */
  selectors?: OperationSelectors;
  operation: Raw;
  pathItem: Raw;
  pointer: string;
  pathItemPointer: string;
}

export interface ApiWide {
  template: string;
  /** Document name → manifest name of each supported security scheme. */
  schemeNames: ReadonlyMap<string, string>;
  declaredSchemes: Set<string>;
}

export interface ConvertedOperation {
  /** Everything but `name`, which needs every operation to be unique. */
  operation: Omit<ManifestOperation, 'name'>;
  operationId?: string;
  /** Whether the operation has its own `security` (even one that converted to nothing). */
  declaresSecurity: boolean;
  errors: ErrorBody[];
}

/** `servers` is read with the API's (operation-servers.ts). */
const FIELDS = new Set(['operationId', 'tags', 'summary', 'description', 'deprecated', 'parameters', 'requestBody', 'responses', 'security', 'externalDocs', 'servers']);

export function convertOperation(src: OperationSource, api: ApiWide, ctx: ImportContext): ConvertedOperation {
  const { operation: raw, pointer } = src;
  for (const key of Object.keys(raw)) {
    if (!FIELDS.has(key) && !key.startsWith('x-')) ctx.warnings.warn(pointerTo(pointer, key), `operation field "${key}" is not supported; ignored`);
  }
  const operationId = operationIdOf(raw);
  const tags = Array.isArray(raw.tags) ? raw.tags.filter((t): t is string => typeof t === 'string' && t.trim() !== '').map((t) => t.trim()) : [];
  if (tags.length > 1) ctx.warnings.warn(pointerTo(pointer, 'tags'), `the manifest puts an operation in one group; "${tags[0]}" is used, ${tags.slice(1).map((t) => `"${t}"`).join(', ')} ignored`);
  const summary = typeof raw.summary === 'string' && raw.summary.trim() !== '' ? raw.summary.trim() : fallbackSummary(operationId, src.method, src.path);

  const pathParams = pathParamNames(src.template);
  const converted = convertParameters(
    [
      { list: src.pathItem.parameters, pointer: pointerTo(src.pathItemPointer, 'parameters') },
      { list: raw.parameters, pointer: pointerTo(pointer, 'parameters') },
    ],
    pathParams,
    src.renamed,
    ctx,
    new Set(src.selectors?.present.filter((p) => p.flag).map((p) => p.name)),
  );
  const { match, placed } = src.selectors ? matchFromPathKey(src.selectors, converted) : { match: undefined, placed: converted };
  const offered = offeredVersions(raw, api.template, ctx);
  const bodyOf = (version?: number) => convertRequestBody(raw.requestBody, pointerTo(pointer, 'requestBody'), src.method, api.template, ctx, version).body;
  const responsesOf = () => convertResponses(raw.responses, pointerTo(pointer, 'responses'), { template: api.template, method: src.method, offered }, ctx);
  let payloads: { versions?: ManifestOperation['versions']; requestBody?: ManifestRequestBody; response?: ManifestResponse };
  let errors: ErrorBody[];
  let settled: ReturnType<typeof settleParamKeys>;
  if (offered.length < 2) {
    // Body, parameter keys, then responses: the order the warnings come in.
    const requestBody = bodyOf();
    settled = settleParamKeys(placed, { path: src.path, hasBody: hasBodyKey({ method: src.method, requestBody }) }, ctx);
    const converted = responsesOf();
    errors = converted.errors;
    payloads = { ...(offered.length > 0 ? { versions: offered } : {}), ...present({ requestBody, response: converted.response }) };
  } else {
    const converted = responsesOf();
    errors = converted.errors;
    payloads = groupVersionPayloads(offered.map((version) => ({ version, ...present({ requestBody: bodyOf(version), response: converted.byVersion?.get(version) }) })));
    settled = settleParamKeys(placed, { path: src.path, hasBody: hasBodyKey({ method: src.method, ...payloads }) }, ctx);
  }
  const { parameters, path } = settled;
  const { versions, requestBody: body, response } = payloads;
  const auth = raw.security === undefined ? undefined : convertRequirements(raw.security, pointerTo(pointer, 'security'), api.schemeNames, api.declaredSchemes, ctx);
  const description = typeof raw.description === 'string' ? readExportedProse(raw.description).description : '';

  const operation: Omit<ManifestOperation, 'name'> = {
    method: src.method,
    path,
    group: tags[0] ?? DEFAULT_GROUP,
    summary,
    ...(description !== '' ? { description } : {}),
    ...(raw.deprecated === true ? { deprecated: true } : {}),
    ...(auth !== undefined ? { auth } : {}),
    ...(versions !== undefined ? { versions } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body !== undefined ? { requestBody: body } : {}),
    ...(response !== undefined ? { response } : {}),
    ...(match !== undefined ? { match } : {}),
  };
  return { operation, ...(operationId !== undefined ? { operationId } : {}), declaresSecurity: raw.security !== undefined, errors };
}

/** The payloads that are there: the manifest leaves out what is absent rather than writing `undefined`. */
function present<B, R>({ requestBody, response }: { requestBody?: B; response?: R }): { requestBody?: B; response?: R } {
  return { ...(requestBody !== undefined ? { requestBody } : {}), ...(response !== undefined ? { response } : {}) };
}

/** The operationId, when it is a non-blank string (names are made from it). */
export function operationIdOf(raw: Raw): string | undefined {
  return typeof raw.operationId === 'string' && raw.operationId.trim() !== '' ? raw.operationId : undefined;
}
