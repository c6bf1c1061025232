/**
 * Names the manifest refuses because generated code could not use them: given a description
 * that has one, the importer settles it (a rename where the name is not on the wire, a drop
 * where it is) with ONE warning naming both sides, and the manifest loads.
 */
import { describe, expect, it } from 'vitest';
import { groupWarnings, ImportError, importOpenApi, validateManifestText } from '../../generator/import/index.ts';
import { checkImportedManifest, IMPORTER_BUG } from '../../generator/import/check-imported-manifest.ts';
import type { Manifest } from '../../generator/manifest/schema.ts';

type Doc = Record<string, unknown>;
const ok = { '200': { description: 'OK' } };
const json = (schema: unknown) => ({ '200': { description: 'OK', content: { 'application/json': { schema } } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const object = { type: 'object', properties: { id: { type: 'string' } } };

function doc(paths: Doc, components: Doc = {}, extra: Doc = {}): Doc {
  return { openapi: '3.1.0', info: { title: 'Shop' }, servers: [{ url: 'https://api.example.com' }], paths, components, ...extra };
}

interface Case {
  given: Doc;
  /** What the manifest says where the clash was. */
  pick: (manifest: Manifest) => unknown;
  want: unknown;
  warning: { pointer: string; message: string };
}

const CASES: Record<string, Case> = {
  'schema named like an operation response type': {
    given: doc({ '/accounts': { get: { operationId: 'accounts_get', responses: json(ref('AccountsGetResponse')) } } }, { schemas: { AccountsGetResponse: object } }),
    pick: (m) => [Object.keys(m.schemas ?? {}), m.operations[0]!.response?.schema],
    want: [['AccountsGetResponseBody'], { $ref: 'AccountsGetResponseBody' }],
    warning: { pointer: '/components/schemas/AccountsGetResponse', message: 'schema "AccountsGetResponse" renamed "AccountsGetResponseBody": it would clash with the response type of operation "accounts_get"' },
  },
  'schema whose sanitised name is an operation response type': {
    given: doc({ '/accounts': { get: { operationId: 'accounts_get', responses: json(ref('accounts_get_response')) } } }, { schemas: { accounts_get_response: object } }),
    pick: (m) => [Object.keys(m.schemas ?? {}), m.operations[0]!.response?.schema],
    want: [['AccountsGetResponseBody'], { $ref: 'AccountsGetResponseBody' }],
    warning: { pointer: '/components/schemas/accounts_get_response', message: 'schema "accounts_get_response" renamed "AccountsGetResponseBody": it would clash with the response type of operation "accounts_get"' },
  },
  'schema named like an operation params type': {
    given: doc({ '/pets': { post: { operationId: 'listPets', requestBody: { content: { 'application/json': { schema: ref('ListPetsParams') } } }, responses: ok } } }, { schemas: { ListPetsParams: object } }),
    pick: (m) => [Object.keys(m.schemas ?? {}), m.operations[0]!.requestBody],
    want: [['ListPetsParamsModel'], { schema: { $ref: 'ListPetsParamsModel' } }],
    warning: { pointer: '/components/schemas/ListPetsParams', message: 'schema "ListPetsParams" renamed "ListPetsParamsModel": it would clash with the params type of operation "list_pets"' },
  },
  'schema named like the version type of an operation whose versions differ': {
    given: doc(
      { '/pipelines': { get: { operationId: 'get_pipeline', responses: { '200': { description: 'OK', content: { 'application/vnd.acme.v3+json': { schema: ref('GetPipelineVersion') }, 'application/vnd.acme.v4+json': { schema: object } } } } } } },
      { schemas: { GetPipelineVersion: { type: 'object', properties: { name: { type: 'string' } } } } },
    ),
    pick: (m) => [Object.keys(m.schemas ?? {}), m.operations[0]!.versions],
    want: [['GetPipelineVersionModel'], { 3: { response: { description: 'OK', schema: { $ref: 'GetPipelineVersionModel' } } }, 4: null }],
    warning: { pointer: '/components/schemas/GetPipelineVersion', message: 'schema "GetPipelineVersion" renamed "GetPipelineVersionModel": it would clash with the version type of operation "get_pipeline"' },
  },
  'schema named like a runtime export': {
    given: doc({ '/a': { get: { responses: json(ref('ApiError')) } } }, { schemas: { ApiError: object, ApiErrorModel: object } }),
    pick: (m) => Object.keys(m.schemas ?? {}),
    want: ['ApiErrorModel2', 'ApiErrorModel'],
    warning: { pointer: '/components/schemas/ApiError', message: 'schema "ApiError" renamed "ApiErrorModel2": it would clash with the runtime export "ApiError" of the client package' },
  },
  'schema named like the client class': {
    given: doc({ '/a': { get: { responses: json(ref('ShopClient')) } } }, { schemas: { ShopClient: object } }),
    pick: (m) => Object.keys(m.schemas ?? {}),
    want: ['ShopClientModel'],
    warning: { pointer: '/components/schemas/ShopClient', message: 'schema "ShopClient" renamed "ShopClientModel": it would clash with the client class "ShopClient"' },
  },
  'group written over a docs page': {
    given: doc({ '/a': { get: { tags: ['Authentication'], responses: ok } } }, {}, { tags: [{ name: 'Authentication', description: 'Sign in' }] }),
    pick: (m) => m.groups,
    want: [{ name: 'Authentication', key: 'authenticationGroup', description: 'Sign in' }],
    warning: { pointer: '/tags/0', message: 'group "Authentication" gets the key "authenticationGroup": the key "authentication" would write docs/authentication.md, which is a page of its own' },
  },
  'group key shadowing a client member': {
    given: doc({ '/a': { get: { tags: ['Request'], responses: ok } } }),
    pick: (m) => m.groups,
    want: [{ name: 'Request', key: 'requestGroup' }],
    warning: { pointer: '/paths/~1a/get/tags', message: 'group "Request" gets the key "requestGroup": the key "request" would shadow the client\'s own request()' },
  },
  'group key that makes the client a thenable': {
    given: doc({ '/a': { get: { tags: ['then'], responses: ok } } }),
    pick: (m) => m.groups,
    want: [{ name: 'then', key: 'thenGroup' }],
    warning: { pointer: '/paths/~1a/get/tags', message: 'group "then" gets the key "thenGroup": the key "then" would make the generated module or client a thenable, which await calls' },
  },
  'group key taken by another group': {
    given: doc({ '/a': { get: { tags: ['Pet Store'], responses: ok } }, '/b': { get: { tags: ['pet-store'], responses: ok } } }),
    pick: (m) => m.groups,
    want: [{ name: 'Pet Store' }, { name: 'pet-store', key: 'petStore2' }],
    warning: { pointer: '/paths/~1b/get/tags', message: 'group "pet-store" gets the key "petStore2": the key "petStore" is taken by group "Pet Store"' },
  },
  'group key longer than a file name may be': {
    given: doc({ '/a': { get: { tags: [`Very ${'long '.repeat(15)}name`], responses: ok } } }),
    pick: (m) => m.groups?.[0]?.key,
    want: `very${'Long'.repeat(15)}`,
    warning: { pointer: '/paths/~1a/get/tags', message: `group "Very ${'long '.repeat(15)}name" gets the key "very${'Long'.repeat(15)}": the key "very${'Long'.repeat(15)}Name" is longer than 64 characters, and it names generated files` },
  },
  'operationId whose method every object has': {
    given: doc({ '/a': { get: { operationId: 'toString', responses: ok } } }),
    pick: (m) => m.operations[0]!.name,
    want: 'to_string2',
    warning: { pointer: '/paths/~1a/get/operationId', message: 'operationId "toString" is named "to_string2" (its method "toString" is a name every JavaScript object already has)' },
  },
  "operationId like a function of the client's runtime": {
    given: doc({ '/a': { get: { operationId: 'customRequest', responses: ok } } }),
    pick: (m) => m.operations[0]!.name,
    want: 'custom_request2',
    warning: { pointer: '/paths/~1a/get/operationId', message: 'operationId "customRequest" is named "custom_request2" (the client\'s runtime exports a function "customRequest")' },
  },
  'group named like the client\'s send()': {
    given: doc({ '/a': { get: { tags: ['Send'], responses: ok } } }),
    pick: (m) => m.groups?.[0]?.key,
    want: 'sendGroup',
    warning: { pointer: '/paths/~1a/get/tags', message: 'group "Send" gets the key "sendGroup": the key "send" would shadow the client\'s own send()' },
  },
  'security scheme named like a prototype member': {
    given: doc({ '/a': { get: { security: [{ constructor: [] }], responses: ok } } }, { securitySchemes: { constructor: { type: 'http', scheme: 'bearer' } } }),
    pick: (m) => [Object.keys(m.security.schemes), m.security.default],
    want: [['constructorScheme'], ['constructorScheme']],
    warning: { pointer: '/components/securitySchemes/constructor', message: 'security scheme "constructor" renamed "constructorScheme": "constructor" is a name every JavaScript object already has' },
  },
  'client option shadowing a core option': {
    given: doc({ '/a': { get: { responses: ok } } }, { securitySchemes: { Timeout: { type: 'http', scheme: 'bearer' }, Session: { type: 'http', scheme: 'bearer', bearerFormat: 'timeout' } } }),
    pick: (m) => m.security.schemes,
    want: { Timeout: { type: 'bearer', clientOption: 'timeout2' }, Session: { type: 'bearer', bearerFormat: 'timeout' } },
    warning: { pointer: '/components/securitySchemes/Timeout', message: 'security scheme "Timeout" gets the client option "timeout2": the option "timeout" would shadow the client\'s own timeout' },
  },
  'path parameter also declared in the query': {
    given: doc({ '/items/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true }, { name: 'id', in: 'query' }], responses: ok } } }),
    pick: (m) => [m.operations[0]!.path, m.operations[0]!.parameters],
    want: ['/items/{idParam}', [{ name: 'idParam', in: 'path' }, { name: 'id', in: 'query' }]],
    warning: { pointer: '/paths/~1items~1{id}/get/parameters/0', message: 'path parameter {id} renamed {idParam}: its params key "id" is taken by query parameter "id"' },
  },
  'headers that give one params key': {
    given: doc({ '/a': { get: { parameters: [{ name: 'X-Request-Id', in: 'header' }, { name: 'X-Request_Id', in: 'header' }], responses: ok } } }),
    pick: (m) => m.operations[0]!.parameters,
    want: [{ name: 'X-Request-Id', in: 'header' }],
    warning: { pointer: '/paths/~1a/get/parameters/1', message: 'header parameter "X-Request_Id" is dropped: its params key "xRequestId" is taken by header parameter "X-Request-Id"; send it through the headers option of the call' },
  },
  'query parameter named like the request body': {
    given: doc({ '/a': { post: { parameters: [{ name: 'body', in: 'query' }], requestBody: { content: { 'application/json': { schema: object } } }, responses: ok } } }),
    pick: (m) => m.operations[0]!.parameters,
    want: undefined,
    warning: { pointer: '/paths/~1a/post/parameters/0', message: 'query parameter "body" is dropped: its params key "body" is taken by the request body; add it to the URL in an onRequest hook' },
  },
  'header whose params key every object has': {
    given: doc({ '/a': { get: { parameters: [{ name: 'Constructor', in: 'header' }], responses: ok } } }),
    pick: (m) => m.operations[0]!.parameters,
    want: undefined,
    warning: { pointer: '/paths/~1a/get/parameters/0', message: 'header parameter "Constructor" is dropped: its params key "constructor" is a name every JavaScript object already has; send it through the headers option of the call' },
  },
  'path segment __proto__': {
    given: doc({ '/a/__proto__': { get: { responses: ok } }, '/b': { get: { responses: ok } } }),
    pick: (m) => m.operations.map((op) => op.path),
    want: ['/b'],
    warning: { pointer: '/paths/~1a~1__proto__', message: 'path "/a/__proto__" cannot be expressed in the manifest (its segment "__proto__" is a name every JavaScript object already has); its operations are skipped' },
  },
  'property __proto__': {
    given: JSON.parse(JSON.stringify(doc({ '/a': { get: { responses: json(ref('Pet')) } } }, { schemas: { Pet: { type: 'object', properties: { PROTO: { type: 'string' }, id: { type: 'string' } } } } })).replace('"PROTO"', '"__proto__"')),
    pick: (m) => m.schemas?.Pet,
    want: { type: 'object', properties: { id: { type: 'string' } } },
    warning: { pointer: '/components/schemas/Pet/properties/__proto__', message: 'property "__proto__" is dropped: JavaScript objects treat it as their prototype, so generated code cannot carry it' },
  },
};

describe('names the manifest refuses are settled on import', () => {
  it.each(Object.entries(CASES))('%s', (_name, { given, pick, want, warning }) => {
    const result = importOpenApi(given);
    validateManifestText(result.yaml, 'imported.yaml');
    expect(pick(result.manifest)).toEqual(want);
    expect(result.warnings.filter((w) => w.pointer !== '/servers' && !w.message.startsWith('none of'))).toEqual([warning]);
  });
});

describe('the manifest id', () => {
  it('is cut to 64 characters when it comes from a long title', () => {
    const { manifest } = importOpenApi({ ...doc({ '/a': { get: { responses: ok } } }), info: { title: `${'word '.repeat(20)}API` } });
    expect(manifest.id).toBe('word-'.repeat(13).slice(0, 64).replace(/-+$/, ''));
  });

  it('is refused when asked for and too long', () => {
    expect(() => importOpenApi(doc({ '/a': { get: { responses: ok } } }), { id: 'a'.repeat(65) })).toThrow(ImportError);
  });
});

describe('a manifest the loader would still refuse', () => {
  it('is an ImportError naming the rule, as a bug of the importer', () => {
    const yaml = 'sdkgen: 1\nid: x\ntitle: X\nservers: [{ url: "https://x" }]\nbasePath: /\nmedia: { success: application/json }\nsecurity: { default: [], schemes: {} }\nschemas:\n  ApiError: { type: object }\noperations:\n  - { name: get_a, method: GET, path: /a, group: A, summary: A }\n';
    expect(() => checkImportedManifest(() => yaml)).toThrow(IMPORTER_BUG);
    expect(() => checkImportedManifest(() => yaml)).toThrow('schemas.ApiError: schema name "ApiError" is also a runtime export of the client package');
  });

  it('is judged by the text whenever the data it was written from fails: the text counts', () => {
    const valid = importOpenApi(doc({ '/a': { get: { responses: ok } } }));
    const refused: Manifest = { ...valid.manifest, schemas: { ApiError: { type: 'object' } } };
    // The data fails, the text passes: no error.
    expect(() => checkImportedManifest(() => valid.yaml, refused)).not.toThrow();
    // ... and what it returns is the text's reading, without the refused schema.
    expect(checkImportedManifest(() => valid.yaml, refused).manifest.schemas).toBeUndefined();
    expect(() => checkImportedManifest(() => valid.yaml, valid.manifest)).not.toThrow();
    const yaml = 'sdkgen: 1\nid: x\ntitle: X\nservers: [{ url: "https://x" }]\nbasePath: /\nmedia: { success: application/json }\nsecurity: { default: [], schemes: {} }\nschemas:\n  ApiError: { type: object }\noperations:\n  - { name: get_a, method: GET, path: /a, group: A, summary: A }\n';
    expect(() => checkImportedManifest(() => yaml, refused)).toThrow('schemas.ApiError: schema name "ApiError" is also a runtime export of the client package');
    // Data trusted for its shape still gets the semantic checks, and then the text every check.
    expect(() => checkImportedManifest(() => yaml, refused, 'typed')).toThrow('schemas.ApiError: schema name "ApiError" is also a runtime export of the client package');
    expect(checkImportedManifest(() => valid.yaml, valid.manifest, 'typed').manifest).toBe(valid.manifest);
  });
});

describe('warnings about renames', () => {
  it('fall into one kind per clash class, so a description with hundreds shows one group', () => {
    const given = doc(
      { '/a': { get: { operationId: 'get_a', responses: json(ref('GetAResponse')) } }, '/b': { get: { operationId: 'get_b', responses: json(ref('GetBResponse')) } } },
      { schemas: { GetAResponse: object, GetBResponse: object } },
    );
    const renames = importOpenApi(given).warnings.filter((w) => w.message.includes('renamed'));
    expect(groupWarnings(renames).map((g) => [g.kind, g.count])).toEqual([['schema "…" renamed "…": it would clash with the response type of operation "…"', 2]]);
  });
});
