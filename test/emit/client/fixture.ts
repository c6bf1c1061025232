/**
 * A small hand-built API covering what the client emitter must handle: path, query and header
 * parameters, typed and untyped bodies, refs, an AIP-136 action, a token flow, a deprecated
 * operation, hostile prose, an operation without parameters and one named like a keyword.
 */
import { parsePathTemplate } from '../../../generator/ir/path-template.ts';
import type { Api, Operation, Parameter, Payload, Schema } from '../../../generator/ir/types.ts';

export const string: Schema = { kind: 'string', meta: {} };
/** A JSON payload of `schema`. */
/** A JSON payload; by default in the fixture API's own versioned type, as the IR gives undeclared ones. */
export const json = (schema: Schema, mediaType = 'application/vnd.fixture.v{version}+json'): Payload => ({ mediaType, kind: 'json', schema, encoding: [] });
export const ref = (name: string): Schema => ({ kind: 'ref', name, meta: {} });

type ParameterInput = Partial<Parameter> & Pick<Parameter, 'name' | 'in'>;
export function parameter(input: ParameterInput): Parameter {
  const style = input.in === 'query' ? 'form' : 'simple';
  return { key: input.name, required: input.in === 'path', schema: string, style, explode: style === 'form', deprecated: false, ...input };
}

type OperationInput = Partial<Omit<Operation, 'path'>> & Pick<Operation, 'name' | 'method' | 'group' | 'summary'> & { path: string };
export function operation({ path, ...input }: OperationInput): Operation {
  const parsed = parsePathTemplate(path);
  if (!parsed.ok) throw new Error(parsed.problem);
  const methodName = input.name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());
  const versions = input.versions ?? [1];
  const response = input.response ?? { status: 200, also: [], headers: [], contents: [json({ kind: 'unknown', meta: {} })] };
  const byVersion = versions.map((version) => ({ version, ...(input.requestBody ? { requestBody: input.requestBody } : {}), response }));
  return {
    methodName,
    typeName: methodName.charAt(0).toUpperCase() + methodName.slice(1),
    path: parsed.template,
    notes: [],
    deprecated: false,
    idempotent: ['GET', 'PUT', 'DELETE'].includes(input.method),
    auth: [['KeyAuth'], ['TokenAuth']],
    versions,
    byVersion,
    defaultVersion: versions[versions.length - 1]!,
    parameters: [],
    response,
    ...input,
  };
}

const projectId = parameter({ name: 'projectId', in: 'path', description: 'Identifier of a project.' });
const dataId = parameter({ name: 'dataId', in: 'path' });

const projectData: Operation[] = [
  operation({
    name: 'archive_data',
    method: 'POST',
    path: '/api/projects/{projectId}/data/{dataId}:archive',
    group: 'projectData',
    summary: 'Schedule archival of a data item.',
    notes: ['Archival is scheduled, not immediate.'],
    parameters: [projectId, dataId],
    requestBody: { required: false, contents: [json({ kind: 'unknown', meta: {} }, 'application/json')] },
  }),
  operation({
    name: 'get_data',
    method: 'GET',
    path: '/api/data/{dataUrn}',
    group: 'projectData',
    summary: 'Get a data item by URN.',
    parameters: [parameter({ name: 'dataUrn', in: 'path', example: 'urn:x:data:fil.1#/a/b.txt' })],
    response: { status: 200, also: [], headers: [], contents: [json(ref('Data'))] },
  }),
  operation({
    name: 'list_data',
    method: 'GET',
    path: '/api/projects/{projectId}/data',
    group: 'projectData',
    summary: 'List data items.',
    description: 'Pages through data. Ends a comment */ and starts one /* and has `code`.',
    parameters: [
      projectId,
      parameter({ name: 'pageSize', in: 'query', schema: { kind: 'integer', meta: {} } }),
      parameter({ name: 'status', in: 'query', schema: { kind: 'array', items: ref('DataStatus'), meta: {} } }),
      parameter({ name: 'X-Request-Id', key: 'xRequestId', in: 'header', description: 'Correlates logs.' }),
    ],
    response: { status: 200, also: [], headers: [], contents: [json({ kind: 'array', items: ref('Data'), meta: {} })] },
  }),
  operation({
    name: 'update_data',
    method: 'PUT',
    path: '/api/projects/{projectId}/data/{dataId}',
    group: 'projectData',
    summary: 'Update a data item.',
    parameters: [projectId, dataId],
    requestBody: { required: true, contents: [json(ref('DataUpdate'), 'application/json')], description: 'The new values.' },
    response: { status: 200, also: [], headers: [], contents: [json(ref('Data'))] },
  }),
  operation({
    name: 'delete_data',
    method: 'DELETE',
    path: '/api/projects/{projectId}/data/{dataId}',
    group: 'projectData',
    summary: 'Delete a data item.',
    deprecated: true,
    parameters: [projectId, dataId],
  }),
];

const system: Operation[] = [
  operation({
    name: 'create_token',
    method: 'POST',
    path: '/api/tokens',
    group: 'system',
    summary: 'Create a token.',
    auth: [['KeyAuth'], ['PasswordAuth']],
    versions: [1, 2],
    parameters: [parameter({ name: 'tenant', in: 'query' })],
    response: { status: 200, also: [], headers: [], contents: [json(ref('Token'))] },
  }),
  operation({
    name: 'refresh_token',
    method: 'POST',
    path: '/api/tokens:refresh',
    group: 'system',
    summary: 'Refresh a token.',
    auth: [['TokenAuth']],
    versions: [1, 2],
    response: { status: 200, also: [], headers: [], contents: [json(ref('Token'))] },
  }),
  operation({ name: 'get_info', method: 'GET', path: '/api/info', group: 'system', summary: 'System information.', auth: [] }),
  operation({ name: 'delete', method: 'DELETE', path: '/api/everything', group: 'system', summary: 'An operation named like a keyword.' }),
];

export const fixtureApi: Api = {
  id: 'fixture',
  title: 'Fixture API',
  description: 'A small API for emitter tests.',
  manifestPath: 'test/emit/client/fixture.yaml',
  clientName: 'FixtureClient',
  packageName: '@fixtures/fixture-client',
  packageInfo: { version: '0.1.0' },
  servers: [{ url: 'https://api.example.test/v' }],
  basePath: '/api',
  media: { successTemplate: 'application/vnd.fixture.v{version}+json', problem: 'application/problem+json', versions: [1, 2], current: 1 },
  compression: ['gzip'],
  securitySchemes: [
    { name: 'KeyAuth', kind: 'apiKey', header: 'X-Api-Key', clientOption: 'apiKey', description: 'An API key. Never */ end.' },
    { name: 'TokenAuth', kind: 'bearer', bearerFormat: 'JWT', clientOption: 'token' },
    { name: 'PasswordAuth', kind: 'basic', clientOption: 'basic' },
  ],
  tokenFlow: {
    scheme: 'TokenAuth',
    createOperation: 'create_token',
    refreshOperation: 'refresh_token',
    tokenField: 'token',
    notRefreshableFrom: ['KeyAuth'],
    tenantParameter: 'tenant',
  },
  problemSchema: 'Problem',
  schemas: [
    { name: 'Token', schema: { kind: 'object', properties: [{ name: 'token', schema: string, required: true }], additionalProperties: false, meta: { description: 'An issued token.' } } },
    { name: 'DataStatus', schema: { kind: 'string', enum: ['AVAILABLE', 'ARCHIVED'], meta: {} } },
    {
      name: 'Data',
      schema: {
        kind: 'object',
        properties: [
          { name: 'id', schema: string, required: true },
          { name: 'status', schema: ref('DataStatus'), required: true },
          { name: 'size', schema: { kind: 'integer', meta: { nullable: true } }, required: false },
          { name: 'content-type', schema: string, required: false },
        ],
        additionalProperties: false,
        meta: { description: 'A data item.' },
      },
    },
    {
      name: 'DataUpdate',
      schema: { kind: 'object', properties: [{ name: 'name', schema: string, required: false }], additionalProperties: false, meta: {} },
    },
    {
      name: 'Problem',
      schema: {
        kind: 'object',
        properties: [{ name: 'title', schema: string, required: false }],
        additionalProperties: true,
        meta: {},
      },
    },
  ],
  groups: [
    { name: 'Project data', key: 'projectData', slug: 'project-data', description: 'Data in projects.', operations: projectData },
    { name: 'System', key: 'system', slug: 'system', operations: system },
  ],
  operations: [...projectData, ...system],
};
