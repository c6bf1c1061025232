/**
 * Builds one IR operation from a manifest operation: resolves the defaults (auth, versions,
 * request body by method), derives path parameters from `pathParameters`, names it for code,
 * and parses its path.
 */
import type { Manifest, ManifestOperation, ManifestParameter } from '../manifest/schema.ts';
import { camelCase, headerKey, pascalCase } from './names.ts';
import { parsePathTemplate, pathParamNames } from './path-template.ts';
import { toSchema } from './schema.ts';
import type { Operation, Parameter, RequestBody, SourceRef } from './types.ts';

const IDEMPOTENT_METHODS = new Set(['GET', 'PUT', 'DELETE']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function parameterOf(p: ManifestParameter): Parameter {
  return {
    name: p.name,
    key: p.in === 'header' ? headerKey(p.name) : p.name,
    in: p.in,
    required: p.in === 'path' ? true : p.required === true,
    schema: toSchema(p.schema ?? { type: 'string' }),
    ...(p.description !== undefined ? { description: p.description } : {}),
    ...(p.example !== undefined ? { example: p.example } : {}),
    deprecated: p.deprecated === true,
  };
}

/** Undeclared bodies of POST/PUT/PATCH are optional and unknown; `requestBody: none` removes them. */
function requestBodyOf(op: ManifestOperation): RequestBody | undefined {
  const body = op.requestBody;
  if (body === 'none') return undefined;
  if (body === undefined) {
    return BODY_METHODS.has(op.method) ? { required: false, mediaType: 'application/json', schema: toSchema(undefined) } : undefined;
  }
  return {
    required: body.required === true,
    mediaType: body.mediaType ?? 'application/json',
    schema: toSchema(body.schema),
    ...(body.description !== undefined ? { description: body.description } : {}),
  };
}

export function buildOperation(manifest: Manifest, op: ManifestOperation, groupKey: string, source: SourceRef): Operation {
  const parsed = parsePathTemplate(op.path);
  if (!parsed.ok) throw new Error(`unchecked path ${op.path}: ${parsed.problem}`);
  const declared = (op.parameters ?? []).map(parameterOf);
  const shared = manifest.pathParameters ?? {};
  const pathParams = pathParamNames(parsed.template).map(
    (name) =>
      declared.find((p) => p.in === 'path' && p.name === name) ??
      parameterOf({ name, in: 'path', ...shared[name], schema: shared[name]?.schema ?? { type: 'string' } }),
  );
  const others = declared.filter((p) => p.in !== 'path');
  const byLocation = (where: string) => others.filter((p) => p.in === where);
  const requestBody = requestBodyOf(op);

  return {
    name: op.name,
    methodName: camelCase(op.name),
    typeName: pascalCase(op.name),
    method: op.method,
    path: parsed.template,
    group: groupKey,
    summary: op.summary,
    ...(op.description !== undefined ? { description: op.description } : {}),
    notes: op.notes ?? [],
    deprecated: op.deprecated === true,
    idempotent: op.idempotent ?? IDEMPOTENT_METHODS.has(op.method),
    auth: op.auth ?? manifest.security.default,
    versions: [...(op.versions ?? manifest.defaults?.versions ?? [manifest.media.currentVersion])].sort((a, b) => a - b),
    parameters: [...pathParams, ...byLocation('query'), ...byLocation('header')],
    ...(requestBody ? { requestBody } : {}),
    response: {
      status: op.response?.status ?? 200,
      schema: toSchema(op.response?.schema),
      ...(op.response?.description !== undefined ? { description: op.response.description } : {}),
      ...(op.response?.example !== undefined ? { example: op.response.example } : {}),
    },
    source,
  };
}
