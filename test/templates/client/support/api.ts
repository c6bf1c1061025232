/**
 * A small API in the shape of the first manifest: an API key, JWTs issued by POST /api/tokens
 * from an API key, Basic credentials or a psToken, media-type versioning and problem errors.
 */
import { ClientCore } from '../../../../templates/client/core/client-core.ts';
import { TokenManager } from '../../../../templates/client/core/tokens.ts';
import { encodeStyledSegment } from '../../../../templates/client/core/path-styles.ts';
import { encodeQueryParams } from '../../../../templates/client/core/query-styles.ts';
import { encodeHeaderParams } from '../../../../templates/client/core/header-params.ts';
import { encodeBody } from '../../../../templates/client/core/request-body.ts';
import { readByMediaType } from '../../../../templates/client/core/response-body.ts';
import type { ClientCoreOptions } from '../../../../templates/client/core/options.ts';
import type { ApiSpec, HttpMethod, OperationSpec } from '../../../../templates/client/core/spec.ts';
import { FakeClock } from './fake-clock.ts';
import { basicCredential } from '../../../../templates/client/core/credential-writers.ts';

type OperationInput = Partial<OperationSpec> & { name: string; method: HttpMethod; path: string };

/**
 * A spec as generated code writes one, with the runtime's path, query, header and body encoders
 * and its reader by media type named (as a generated spec names those its operation needs), so
 * any binding, body or response type a test declares is written and read.
 */
export function operation(input: OperationInput): OperationSpec {
  return {
    pathParams: [],
    query: [],
    headers: [],
    body: 'none',
    auth: ['ApiKeyAuth', 'JwtAuth'],
    versions: [3],
    idempotent: ['GET', 'PUT', 'DELETE'].includes(input.method),
    readByMediaType,
    ...input,
    encoders: { path: encodeStyledSegment, query: encodeQueryParams, headers: encodeHeaderParams, body: encodeBody, ...input.encoders },
  };
}

export const ops = {
  createToken: operation({
    name: 'create_jwt_token',
    method: 'POST',
    path: '/api/tokens',
    query: [{ key: 'tenant', name: 'tenant' }],
    auth: ['ApiKeyAuth', 'BasicAuth', 'PsTokenAuth'],
    versions: [2, 3],
  }),
  refreshToken: operation({ name: 'refresh_jwt_token', method: 'POST', path: '/api/tokens:refresh', auth: ['JwtAuth'], versions: [2, 3] }),
  getData: operation({
    name: 'get_data',
    method: 'GET',
    path: '/api/data/{dataUrn}',
    pathParams: [{ key: 'dataUrn', name: 'dataUrn' }],
  }),
  archiveData: operation({
    name: 'archive_data',
    method: 'POST',
    path: '/api/projects/{projectId}/data/{dataId}:archive',
    pathParams: [
      { key: 'projectId', name: 'projectId' },
      { key: 'dataId', name: 'dataId' },
    ],
  }),
  listProjects: operation({
    name: 'list_projects',
    method: 'GET',
    path: '/api/projects',
    query: [
      { key: 'search', name: 'search' },
      { key: 'pageSize', name: 'pageSize' },
      { key: 'includeHidden', name: 'includeHidden' },
      { key: 'tags', name: 'tag' },
    ],
    headers: [{ key: 'requestId', name: 'X-Request-Id' }],
  }),
  createProject: operation({ name: 'create_project', method: 'POST', path: '/api/projects', body: 'required' }),
  searchProjects: operation({ name: 'search_projects', method: 'POST', path: '/api/projects:search', body: 'optional', idempotent: true }),
  updateProject: operation({
    name: 'update_project',
    method: 'PUT',
    path: '/api/projects/{projectId}',
    pathParams: [{ key: 'projectId', name: 'projectId' }],
    body: 'optional',
  }),
  getEventCodes: operation({ name: 'get_event_codes', method: 'GET', path: '/api/eventCodes', versions: [2, 3] }),
  apiKeyOnly: operation({ name: 'api_key_only', method: 'GET', path: '/api/keyed', auth: ['ApiKeyAuth'] }),
  basicOrJwt: operation({ name: 'basic_or_jwt', method: 'GET', path: '/api/basic-or-jwt', auth: ['BasicAuth', 'JwtAuth'] }),
  basicOnly: operation({ name: 'basic_only', method: 'GET', path: '/api/basic-only', auth: ['BasicAuth'] }),
  publicInfo: operation({ name: 'public_info', method: 'GET', path: '/api/info', auth: [] }),
} satisfies Record<string, OperationSpec>;

export function apiSpec(baseURL: string): ApiSpec {
  return {
    baseURL,
    mediaSuccessTemplate: 'application/vnd.test.v{version}+json',
    mediaProblem: 'application/problem+json',
    currentVersion: 3,
    schemes: [
      { name: 'ApiKeyAuth', kind: 'apiKey', header: 'X-API-Key' },
      { name: 'JwtAuth', kind: 'bearer', bearerFormat: 'JWT' },
      { name: 'PsTokenAuth', kind: 'bearer', bearerFormat: 'psToken' },
      { name: 'BasicAuth', kind: 'basic', writer: basicCredential },
    ],
    tokenFlow: {
      scheme: 'JwtAuth',
      create: ops.createToken,
      refresh: ops.refreshToken,
      field: 'token',
      notRefreshableFrom: ['ApiKeyAuth'],
      tenantParam: 'tenant',
    },
  };
}

/** A client on `baseURL` with a fake clock; `clock` is returned for assertions on sleeps and time. */
export function makeClient(baseURL: string, options: ClientCoreOptions = {}): { client: ClientCore; clock: FakeClock } {
  const clock = options.clock instanceof FakeClock ? options.clock : new FakeClock();
  return { client: new ClientCore(apiSpec(baseURL), { clock, ...options }, TokenManager), clock };
}
