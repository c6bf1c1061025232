/**
 * Builds one IR operation from a manifest operation: resolves the defaults (auth, versions,
 * request body by method), derives path parameters from `pathParameters`, names it for code,
 * and parses its path.
 */
import { authAlternatives } from './auth-requirements.ts';
import { matchSelectors } from './match-selectors.ts';
import { paginationOf } from './pagination.ts';
import type { Manifest, ManifestOperation, ManifestParameter } from '../manifest/schema.ts';
import { camelCase, headerKey, pascalCase } from './names.ts';
import { defaultExplode, defaultStyle } from './parameter-style.ts';
import { parsePathTemplate, pathParamNames } from './path-template.ts';
import { listedVersions, payloadsForVersion } from '../manifest/version-payloads.ts';
import { requestBodyOf, responseOf } from './payloads.ts';
import { toSchema } from './schema.ts';
import type { Operation, Parameter, VersionPayloads } from './types.ts';
import { versionSent } from './versions.ts';

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

function parameterOf(p: ManifestParameter): Parameter {
  const style = p.style ?? defaultStyle(p.in);
  return {
    name: p.name,
    key: p.in === 'header' ? headerKey(p.name) : p.name,
    in: p.in,
    required: p.in === 'path' ? true : p.required === true,
    schema: toSchema(p.schema ?? { type: 'string' }),
    style,
    explode: p.explode ?? defaultExplode(style),
    ...(p.contentType !== undefined ? { contentType: p.contentType } : {}),
    ...(p.description !== undefined ? { description: p.description } : {}),
    ...(p.example !== undefined ? { example: p.example } : {}),
    deprecated: p.deprecated === true,
  };
}

export function buildOperation(manifest: Manifest, op: ManifestOperation, groupKey: string): Operation {
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
  const versions = listedVersions(op.versions) ?? [...(manifest.defaults?.versions ?? [manifest.media.currentVersion])].sort((a, b) => a - b);
  const byVersion = versions.map((version): VersionPayloads => {
    const own = { ...op, ...payloadsForVersion(op, version) };
    const requestBody = requestBodyOf(manifest, own);
    return { version, ...(requestBody ? { requestBody } : {}), response: responseOf(manifest, own) };
  });
  const defaultVersion = versionSent(versions, manifest.media.currentVersion);
  const { requestBody, response } = byVersion.find((entry) => entry.version === defaultVersion)!;
  const parameters = [...pathParams, ...byLocation('query'), ...byLocation('header')];
  const pagination = paginationOf(op, parameters);
  const match = matchSelectors(op.match);

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
    ...(op.server !== undefined ? { server: op.server.replace(/\/+$/, '') } : {}),
    auth: authAlternatives(op.auth ?? manifest.security.default),
    versions,
    byVersion,
    defaultVersion,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    response,
    ...(pagination ? { pagination } : {}),
    ...(match.length > 0 ? { match } : {}),
  };
}
