/**
 * Given one OpenAPI operation (in an otherwise minimal document), want this manifest operation and
 * these warnings: parameters, bodies, responses, security and paths.
 */
import { describe, expect, it } from 'vitest';
import { importOpenApi } from '../../generator/import/index.ts';

const BASE = {
  openapi: '3.0.3',
  info: { title: 'T' },
  servers: [{ url: 'https://t.example' }],
  components: {
    securitySchemes: { Key: { type: 'apiKey', in: 'header', name: 'X-Key' }, Jwt: { type: 'http', scheme: 'bearer' }, OAuth: { type: 'oauth2', flows: {} } },
    schemas: { Problem: { type: 'object', properties: { title: { type: 'string' } } }, Pet: { type: 'object', properties: { name: { type: 'string' } } } },
    parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
  },
  security: [{ Key: [] }],
};

function importOne(path: string, pathItem: Record<string, unknown>) {
  const result = importOpenApi({ ...BASE, paths: { [path]: pathItem } });
  const { name: _name, ...operation } = result.manifest.operations[0]!;
  const warnings = result.warnings.filter((w) => !w.pointer.startsWith('/components/securitySchemes')).map((w) => `${w.pointer}: ${w.message}`);
  return { operation, warnings, manifest: result.manifest };
}

const ok = { '200': { description: 'OK' } };

describe('operations', () => {
  it('merges path-item and operation parameters, resolves $refs and orders path → query → header', () => {
    const { operation, manifest } = importOne('/pets/{petId}', {
      parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }, { name: 'q', in: 'query', description: 'item level' }],
      get: {
        parameters: [{ name: 'X-Req', in: 'header' }, { $ref: '#/components/parameters/Limit' }, { name: 'q', in: 'query', required: true, description: 'operation level' }],
        responses: ok,
      },
    });
    expect(operation.parameters).toEqual([
      { name: 'petId', in: 'path', schema: { type: 'integer' } },
      { name: 'q', in: 'query', required: true, description: 'operation level' },
      { name: 'limit', in: 'query', schema: { type: 'integer' } },
      { name: 'X-Req', in: 'header' },
    ]);
    expect(manifest.pathParameters).toBeUndefined();
  });

  it('reports cookie parameters and ignored headers, and keeps styles that differ from the default', () => {
    const { operation, warnings } = importOne('/pets', {
      get: {
        parameters: [
          { name: 'sid', in: 'cookie' },
          { name: 'Authorization', in: 'header' },
          { name: 'ids', in: 'query', style: 'pipeDelimited', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'tags', in: 'query', explode: true, schema: { type: 'array', items: { type: 'string' } } },
        ],
        responses: ok,
      },
    });
    expect(operation.parameters?.map((p) => [p.name, p.style])).toEqual([['ids', 'pipeDelimited'], ['tags', undefined]]);
    expect(warnings).toEqual([
      '/paths/~1pets/get/parameters/0: cookie parameter "sid" is not supported; ignored',
      '/paths/~1pets/get/parameters/1: header parameter "Authorization" is ignored: OpenAPI defines it through content types and security schemes',
    ]);
  });

  it('ignores headers that frame the message, which the HTTP client sets (Vercel declares Content-Length on an upload)', () => {
    const { operation, warnings } = importOne('/artifacts/{hash}', {
      put: {
        parameters: [
          { name: 'hash', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'Content-Length', in: 'header', required: true, schema: { type: 'number' } },
          { name: 'transfer-encoding', in: 'header', schema: { type: 'string' } },
          { name: 'x-artifact-tag', in: 'header', schema: { type: 'string' } },
        ],
        requestBody: { content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
        responses: ok,
      },
    });
    expect(operation.parameters?.map((p) => [p.name, p.in])).toEqual([['hash', 'path'], ['x-artifact-tag', 'header']]);
    expect(warnings).toEqual([
      '/paths/~1artifacts~1{hash}/put/parameters/1: header parameter "Content-Length" is ignored: the HTTP client sets it from the request itself',
      '/paths/~1artifacts~1{hash}/put/parameters/2: header parameter "transfer-encoding" is ignored: the HTTP client sets it from the request itself',
    ]);
  });

  it('gives POST/PUT/PATCH without a body `requestBody: none`, and none to GET', () => {
    expect(importOne('/pets', { post: { responses: ok } }).operation.requestBody).toBe('none');
    expect(importOne('/pets', { get: { responses: ok } }).operation.requestBody).toBeUndefined();
  });

  it('keeps every request media type, JSON first, and a single other type as mediaType', () => {
    const json = importOne('/pets', { post: { requestBody: { content: { 'application/xml': { schema: { type: 'string' } }, 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } }, responses: ok } });
    expect(json.operation.requestBody).toEqual({ content: { 'application/json': { schema: { $ref: 'Pet' } }, 'application/xml': { schema: { type: 'string' } } } });
    expect(json.warnings).toEqual([]);
    const form = importOne('/pets', { post: { requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } }, responses: ok } });
    expect(form.operation.requestBody).toEqual({ required: true, mediaType: 'application/x-www-form-urlencoded', schema: { type: 'object' } });
  });

  it('keeps raw bytes first where the JSON entry holds raw bytes too (Noosh\'s profile image)', () => {
    const bytes = { type: 'string', format: 'binary' };
    const image = importOne('/image', { post: { requestBody: { content: { 'application/octet-stream': { schema: bytes }, 'application/json': { schema: bytes } } }, responses: ok } });
    expect(Object.keys((image.operation.requestBody as { content: object }).content)).toEqual(['application/octet-stream', 'application/json']);
  });

  it('takes the lowest 2xx response as the main one, the others as also, and collects error schemas', () => {
    const { operation, manifest, warnings } = importOne('/pets', {
      post: {
        responses: {
          '202': { description: 'Accepted', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' }, examples: { one: { value: { name: 'Rex' } } } } } },
          '201': { description: 'Created' },
          '400': { description: 'Bad', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } },
        },
      },
    });
    expect(operation.response).toEqual({ status: 201, description: 'Created', also: { 202: { description: 'Accepted', schema: { $ref: 'Pet' } } } });
    expect(warnings).toEqual([]);
    expect(manifest.errors).toEqual({ schema: 'Problem' });
    expect(manifest.media.problem).toBe('application/problem+json');
  });

  it("reads an example whose value is a $ref to another Example Object as that one's value (GitHub), and keeps other data as it is", () => {
    const item = { id: 17, title: 'Draft' };
    const answer = (value: unknown) => ({ '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' }, examples: { first: { value } } } } } });
    const result = importOpenApi({
      ...BASE,
      components: { ...BASE.components, examples: { item: { value: item } } },
      paths: {
        '/items': { get: { operationId: 'get_item', responses: answer({ $ref: '#/components/examples/item' }) } },
        '/refs': { get: { operationId: 'get_ref', responses: answer({ $ref: '#/components/schemas/Pet', note: 'data' }) } },
      },
    });
    const example = (name: string) => result.manifest.operations.find((op) => op.name === name)!.response!.example;
    expect(example('get_item')).toEqual(item);
    expect(example('get_ref')).toEqual({ $ref: '#/components/schemas/Pet', note: 'data' });
  });

  it("leaves out a parameter where an API key scheme of the operation travels (FEC's api_key), and keeps it where no such scheme is taken", () => {
    const apiKey = { name: 'api_key', in: 'query', required: true, schema: { type: 'string', default: 'DEMO_KEY' } };
    const header = { name: 'x-key', in: 'header', schema: { type: 'string' } };
    const result = importOpenApi({
      ...BASE,
      components: { ...BASE.components, securitySchemes: { ...BASE.components.securitySchemes, Query: { type: 'apiKey', in: 'query', name: 'api_key' } } },
      security: [{ Query: [], Key: [] }],
      paths: {
        '/audits': { get: { operationId: 'list_audits', parameters: [apiKey, header, { name: 'page', in: 'query', schema: { type: 'integer' } }], responses: ok } },
        '/open': { get: { operationId: 'list_open', security: [], parameters: [apiKey], responses: ok } },
      },
    });
    const parameters = (name: string) => result.manifest.operations.find((op) => op.name === name)!.parameters?.map((p) => p.name);
    expect(parameters('list_audits')).toEqual(['page']);
    expect(parameters('list_open')).toEqual(['api_key']);
    expect(result.warnings.filter((w) => w.message.includes('credential of scheme')).map((w) => `${w.pointer}: ${w.message}`)).toEqual([
      '/paths/~1audits/get/parameters: query parameter "api_key" is where the credential of scheme Query travels; left out, the credential supplies it',
      '/paths/~1audits/get/parameters: header parameter "x-key" is where the credential of scheme Key travels; left out, the credential supplies it',
    ]);
  });

  it("requires together the schemes of credential parameters that are all required, where its security takes them one at a time (Trello's key and token)", () => {
    const query = (name: string, required: boolean) => ({ name, in: 'query', required, schema: { type: 'string' } });
    const result = importOpenApi({
      ...BASE,
      components: { ...BASE.components, securitySchemes: { AppKey: { type: 'apiKey', in: 'query', name: 'key' }, UserToken: { type: 'apiKey', in: 'query', name: 'token' } } },
      security: [{ AppKey: [] }, { UserToken: [] }],
      paths: {
        '/boards': { get: { operationId: 'list_boards', parameters: [query('key', true), query('token', true)], responses: ok } },
        '/cards': { get: { operationId: 'list_cards', parameters: [query('key', true), query('token', false)], responses: ok } },
        '/lists': { get: { operationId: 'list_lists', security: [{ AppKey: [], UserToken: [] }], parameters: [query('key', true), query('token', true)], responses: ok } },
      },
    });
    const auth = (name: string) => result.manifest.operations.find((op) => op.name === name)!.auth ?? result.manifest.security?.default;
    expect(auth('list_boards')).toEqual([['AppKey', 'UserToken']]);
    // One required credential parameter, or an alternative that already takes both: as declared.
    expect(auth('list_cards')).toEqual(['AppKey', 'UserToken']);
    expect(auth('list_lists')).toEqual([['AppKey', 'UserToken']]);
    expect(result.warnings.filter((w) => w.message.includes('together')).map((w) => `${w.pointer}: ${w.message}`)).toEqual([
      '/paths/~1boards/get/parameters: query parameter "key" and query parameter "token" are all required, and its security takes their schemes (AppKey, UserToken) one at a time; the operation requires them together',
    ]);
  });

  it('names the problem type without media type parameters (Zuora lists application/json; charset=utf-8)', () => {
    const problem = { schema: { $ref: '#/components/schemas/Problem' } };
    const { manifest, warnings } = importOne('/pets', {
      get: { responses: { '200': { description: 'OK' }, '400': { description: 'Bad', content: { 'application/json; charset=utf-8': problem, 'application/json': problem } } } },
    });
    expect(warnings).toEqual([]);
    expect(manifest.media.problem).toBe('application/json');
  });

  it('maps security: OR lists, AND groups as lists, anonymous access as [], unsupported-only falls back', () => {
    expect(importOne('/a', { get: { security: [{ Jwt: [] }, { Key: [] }], responses: ok } }).operation.auth).toEqual(['Jwt', 'Key']);
    expect(importOne('/a', { get: { security: [{ Key: [] }], responses: ok } }).operation.auth).toBeUndefined();
    expect(importOne('/a', { get: { security: [], responses: ok } }).operation.auth).toEqual([]);
    const and = importOne('/a', { get: { security: [{ Key: [], Jwt: [] }, {}], responses: ok } });
    expect(and.operation.auth).toEqual([['Key', 'Jwt'], []]);
    expect(and.warnings).toEqual([]);
    // The same group twice (in another order) is one alternative; a group with an unknown scheme is dropped.
    const repeated = importOne('/a', { get: { security: [{ Key: [], Jwt: [] }, { Jwt: [], Key: [] }, { Key: [], Nope: [] }], responses: ok } });
    expect(repeated.operation.auth).toEqual([['Key', 'Jwt']]);
    expect(repeated.warnings).toEqual(['/paths/~1a/get/security/2: unknown security scheme "Nope"; this alternative is ignored']);
    const unknown = importOne('/a', { get: { security: [{ Nope: [] }], responses: ok } });
    expect(unknown.operation.auth).toBeUndefined();
    expect(unknown.warnings).toEqual([
      '/paths/~1a/get/security/0: unknown security scheme "Nope"; ignored',
      '/paths/~1a/get/security: none of the accepted security schemes is supported; the default security applies',
    ]);
    // OAuth 2 is a bearer access token on the wire, so an operation that takes only it keeps it.
    const oauth = importOne('/a', { get: { security: [{ OAuth: ['read'] }], responses: ok } });
    expect(oauth.operation.auth).toEqual(['OAuth']);
  });

  it('reads an Authorization header parameter of an operation without security as an API key (Cloud Elements)', () => {
    const authorization = (required: boolean) => ({ name: 'Authorization', in: 'header', required, schema: { type: 'string' } });
    const { security: _global, ...noGlobal } = BASE;
    const result = importOpenApi({
      ...noGlobal,
      components: { ...noGlobal.components, parameters: { ...noGlobal.components.parameters, Auth: authorization(true) } },
      paths: {
        '/a': { get: { parameters: [authorization(true)], responses: ok } },
        '/e': { get: { parameters: [{ $ref: '#/components/parameters/Auth' }], responses: ok } },
        '/b': { get: { parameters: [authorization(false)], responses: ok } },
        '/c': { get: { security: [{ Key: [] }], parameters: [authorization(true)], responses: ok } },
        '/d': { get: { responses: ok } },
      },
    });
    const auth = Object.fromEntries(result.manifest.operations.map((op) => [op.path, op.auth ?? result.manifest.security.default]));
    expect(auth).toEqual({ '/a': ['AuthorizationHeader'], '/e': ['AuthorizationHeader'], '/b': [[], 'AuthorizationHeader'], '/c': ['Key'], '/d': [] });
    expect(result.manifest.security.schemes.AuthorizationHeader).toEqual({ type: 'apiKey', header: 'Authorization' });
    expect(result.warnings.map((w) => `${w.pointer}: ${w.message}`)).toContain(
      '/paths/~1a/get/parameters: the Authorization header parameter is read as the API key AuthorizationHeader, sent whole in that header: the operation declares no security',
    );
  });

  it('renames non-identifier path parameters and adds undeclared ones', () => {
    const { operation, warnings } = importOne('/files/{file-id}/{rev}', { get: { parameters: [{ name: 'file-id', in: 'path', required: true }], responses: ok } });
    expect(operation.path).toBe('/files/{file_id}/{rev}');
    expect(operation.parameters).toEqual([{ name: 'file_id', in: 'path' }, { name: 'rev', in: 'path' }]);
    expect(warnings).toEqual([
      '/paths/~1files~1{file-id}~1{rev}: path parameter {file-id} is renamed {file_id}: manifest parameter names are identifiers',
      '/paths/~1files~1{file-id}~1{rev}/get/parameters: path parameter {rev} is not declared; added as a string',
    ]);
  });

  it('recognises and drops the prose sdkgen\'s own export appends to descriptions', () => {
    const description = 'Lists pets.\n\nAPI versions: 1 (`application/json`).\n\nAuthentication: any one of `Key`.';
    expect(importOne('/a', { get: { description, responses: ok } }).operation.description).toBe('Lists pets.');
    expect(importOne('/a', { get: { description: 'Authentication: ask your admin.', responses: ok } }).operation.description).toBe('Authentication: ask your admin.');
  });
});

describe('API-wide defaults', () => {
  it('without a top-level security, the most common operation list becomes the default', () => {
    const { security: _global, ...noGlobal } = BASE;
    const result = importOpenApi({
      ...noGlobal,
      paths: {
        '/a': { get: { security: [{ Jwt: [] }], responses: ok } },
        '/b': { get: { security: [{ Jwt: [] }], responses: ok } },
        '/c': { get: { responses: ok } },
      },
    });
    expect(result.manifest.security.default).toEqual(['Jwt']);
    expect(result.manifest.operations.map((op) => op.auth)).toEqual([undefined, undefined, []]);
  });

  it('a document without servers, tags or schemes still gives a loadable shape', () => {
    const result = importOpenApi({ openapi: '3.1.0', info: { title: '' }, paths: { '/ping': { get: { responses: { '204': { description: 'pong' } } } } } });
    expect(result.manifest).toEqual({
      sdkgen: 1,
      id: 'api',
      title: 'api',
      servers: [{ url: 'http://localhost' }],
      basePath: '/ping',
      media: { success: 'application/json', problem: 'application/problem+json', currentVersion: 1 },
      security: { default: [], schemes: {} },
      groups: [{ name: 'Default' }],
      operations: [{ name: 'get_ping', method: 'GET', path: '/ping', group: 'Default', summary: 'GET /ping', response: { status: 204, description: 'pong' } }],
    });
    expect(result.warnings).toEqual([{ pointer: '/servers', message: 'no usable server; using http://localhost' }]);
  });
});
