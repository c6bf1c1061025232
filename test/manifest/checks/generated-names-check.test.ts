/**
 * The generated-name checks (generator/manifest/checks/generated-names.ts) on edits a mutation
 * run showed untested: every runtime option a client option would shadow, every runtime export
 * and client class a schema name would repeat, the operation types that exist only with
 * versions, pagination or response headers, group keys (explicit, too long, alike in file
 * name, a client member, a docs page), client names that repeat a group, and params keys
 * taken by the body or a path parameter. Given an edit of the minimal fixture, want exactly
 * these diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { operationTypeNames } from '../../../generator/manifest/checks/generated-names.ts';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from '../support/diagnostics.ts';

const diagnosticsOf = diagnosticsReader('generated-names');

const CORE_OPTIONS = [
  'baseURL',
  'credentials',
  'tokenProvider',
  'exchangeApiKey',
  'apiVersion',
  'maxRetries',
  'timeout',
  'fetch',
  'onRequest',
  'onResponse',
  'defaultHeaders',
  'refreshSkewSeconds',
  'clock',
  'maxResponseBytes',
  'followCrossOriginRedirects',
  'maxRedirects',
];
const RUNTIME_EXPORTS = [
  'APIPromise',
  'AbortError',
  'ApiError',
  'ApiVersionError',
  'ClientCore',
  'ConnectionError',
  'CredentialsError',
  'InvalidRequestError',
  'ProblemError',
  'TimeoutError',
  'BasicCredential',
  'ClientCoreOptions',
  'Credential',
  'Fetch',
  'OutgoingRequest',
  'RequestOptions',
  'PagePromise',
];

/** These schemas added before Pet (from line 23). */
const schemas = (names: string[]) => edit(MINIMAL_FIXTURE, ['schemas:\n', `schemas:\n${names.map((n) => `  ${n}: { type: object }\n`).join('')}`]);
/** The groups list (line 31) written as `groups`. */
const groups = (list: string) => edit(MINIMAL_FIXTURE, ['groups:\n  - name: Pets\n', `groups:\n${list}`]);
/** archive_pet (operations[2], line 46) with another method and these lines after its summary. */
const archive = (method: string, lines: string) =>
  edit(
    MINIMAL_FIXTURE,
    ['    method: POST\n    path: /api/pets/{petId}:archive\n', `    method: ${method}\n    path: /api/pets/{petId}:archive\n`],
    ['    summary: Archive a pet.\n', `    summary: Archive a pet.\n${lines}`],
  );
const BODY_PARAM = '    parameters: [{ name: body, in: query }]\n';

const CASES: { name: string; yaml: string; want: string[] }[] = [
  {
    name: 'every runtime option a client option would shadow',
    yaml: edit(MINIMAL_FIXTURE, [
      '    Basic: { type: basic }\n',
      `    Basic: { type: basic }\n${CORE_OPTIONS.map((o, i) => `    S${i}: { type: apiKey, header: X-S${i}, clientOption: ${o} }\n`).join('')}`,
    ]),
    want: [
      '18:53  security.schemes.S0.clientOption: client option "baseURL" of S0 would shadow the client\'s own baseURL option; set another clientOption',
      '19:53  security.schemes.S1.clientOption: client option "credentials" of S1 would shadow the client\'s own credentials option; set another clientOption',
      '20:53  security.schemes.S2.clientOption: client option "tokenProvider" of S2 would shadow the client\'s own tokenProvider option; set another clientOption',
      '21:53  security.schemes.S3.clientOption: client option "exchangeApiKey" of S3 would shadow the client\'s own exchangeApiKey option; set another clientOption',
      '22:53  security.schemes.S4.clientOption: client option "apiVersion" of S4 would shadow the client\'s own apiVersion option; set another clientOption',
      '23:53  security.schemes.S5.clientOption: client option "maxRetries" of S5 would shadow the client\'s own maxRetries option; set another clientOption',
      '24:53  security.schemes.S6.clientOption: client option "timeout" of S6 would shadow the client\'s own timeout option; set another clientOption',
      '25:53  security.schemes.S7.clientOption: client option "fetch" of S7 would shadow the client\'s own fetch option; set another clientOption',
      '26:53  security.schemes.S8.clientOption: client option "onRequest" of S8 would shadow the client\'s own onRequest option; set another clientOption',
      '27:53  security.schemes.S9.clientOption: client option "onResponse" of S9 would shadow the client\'s own onResponse option; set another clientOption',
      '28:55  security.schemes.S10.clientOption: client option "defaultHeaders" of S10 would shadow the client\'s own defaultHeaders option; set another clientOption',
      '29:55  security.schemes.S11.clientOption: client option "refreshSkewSeconds" of S11 would shadow the client\'s own refreshSkewSeconds option; set another clientOption',
      '30:55  security.schemes.S12.clientOption: client option "clock" of S12 would shadow the client\'s own clock option; set another clientOption',
      '31:55  security.schemes.S13.clientOption: client option "maxResponseBytes" of S13 would shadow the client\'s own maxResponseBytes option; set another clientOption',
      '32:55  security.schemes.S14.clientOption: client option "followCrossOriginRedirects" of S14 would shadow the client\'s own followCrossOriginRedirects option; set another clientOption',
      '33:55  security.schemes.S15.clientOption: client option "maxRedirects" of S15 would shadow the client\'s own maxRedirects option; set another clientOption',
    ],
  },
  {
    name: 'every runtime export a schema name would repeat',
    yaml: schemas(RUNTIME_EXPORTS),
    want: [
      '23:3  schemas.APIPromise: schema name "APIPromise" is also a runtime export of the client package; choose another',
      '24:3  schemas.AbortError: schema name "AbortError" is also a runtime export of the client package; choose another',
      '25:3  schemas.ApiError: schema name "ApiError" is also a runtime export of the client package; choose another',
      '26:3  schemas.ApiVersionError: schema name "ApiVersionError" is also a runtime export of the client package; choose another',
      '27:3  schemas.ClientCore: schema name "ClientCore" is also a runtime export of the client package; choose another',
      '28:3  schemas.ConnectionError: schema name "ConnectionError" is also a runtime export of the client package; choose another',
      '29:3  schemas.CredentialsError: schema name "CredentialsError" is also a runtime export of the client package; choose another',
      '30:3  schemas.InvalidRequestError: schema name "InvalidRequestError" is also a runtime export of the client package; choose another',
      '31:3  schemas.ProblemError: schema name "ProblemError" is also a runtime export of the client package; choose another',
      '32:3  schemas.TimeoutError: schema name "TimeoutError" is also a runtime export of the client package; choose another',
      '33:3  schemas.BasicCredential: schema name "BasicCredential" is also a runtime export of the client package; choose another',
      '34:3  schemas.ClientCoreOptions: schema name "ClientCoreOptions" is also a runtime export of the client package; choose another',
      '35:3  schemas.Credential: schema name "Credential" is also a runtime export of the client package; choose another',
      '36:3  schemas.Fetch: schema name "Fetch" is also a runtime export of the client package; choose another',
      '37:3  schemas.OutgoingRequest: schema name "OutgoingRequest" is also a runtime export of the client package; choose another',
      '38:3  schemas.RequestOptions: schema name "RequestOptions" is also a runtime export of the client package; choose another',
      '39:3  schemas.PagePromise: schema name "PagePromise" is also a runtime export of the client package; choose another',
    ],
  },
  {
    name: 'the client classes a schema name would repeat',
    yaml: schemas(['PetstoreClient', 'BasePetstoreClient', 'PetstoreClientOptions']),
    want: [
      '23:3  schemas.PetstoreClient: schema name "PetstoreClient" is also a client class of the client package; choose another',
      '24:3  schemas.BasePetstoreClient: schema name "BasePetstoreClient" is also a client class of the client package; choose another',
      '25:3  schemas.PetstoreClientOptions: schema name "PetstoreClientOptions" is also a client class of the client package; choose another',
    ],
  },
  {
    name: 'the client classes of a client name',
    yaml: edit(schemas(['Shop', 'BaseShop', 'ShopOptions', 'PetstoreClient']), ['title: Petstore\n', 'title: Petstore\nclient: { name: Shop }\n']),
    want: [
      '24:3  schemas.Shop: schema name "Shop" is also a client class of the client package; choose another',
      '25:3  schemas.BaseShop: schema name "BaseShop" is also a client class of the client package; choose another',
      '26:3  schemas.ShopOptions: schema name "ShopOptions" is also a client class of the client package; choose another',
    ],
  },
  {
    // Apigee's registry: `registryCreateApiSpec` is the one operation's function and the other's spec.
    name: "an operation's function that is another's spec constant",
    yaml: edit(MINIMAL_FIXTURE, ['  - name: get_pet\n', '  - name: list_pets_spec\n']),
    want: ['39:11  operations[1].name: the client function "listPetsSpec" of this operation is also the spec constant of operation list_pets; rename one'],
  },
  {
    name: "an operation's function that is a function of the client's runtime",
    yaml: edit(MINIMAL_FIXTURE, ['  - name: get_pet\n', '  - name: custom_request\n']),
    want: ['39:11  operations[1].name: the client function "customRequest" of this operation is also a function of the client\'s runtime; rename the operation'],
  },
  {
    name: "an operation's function that is an encoder its file imports",
    yaml: edit(MINIMAL_FIXTURE, ['  - name: get_pet\n', '  - name: encode_body\n']),
    want: ['39:11  operations[1].name: the client function "encodeBody" of this operation is also a function of the client\'s runtime; rename the operation'],
  },
  {
    name: 'the group key apiVersion',
    yaml: groups('  - name: Pets\n    key: apiVersion\n'),
    want: ['33:10  groups[0].key: group key "apiVersion" would shadow the client\'s own apiVersion; choose another'],
  },
  {
    name: 'a client name like a group',
    yaml: edit(MINIMAL_FIXTURE, ['title: Petstore\n', 'title: Petstore\nclient: { name: Pets }\n']),
    want: ['5:17  client.name: client name "Pets" would make the client package declare "Pets" twice; choose another'],
  },
  {
    name: 'a client name that is a runtime export',
    yaml: edit(MINIMAL_FIXTURE, ['title: Petstore\n', 'title: Petstore\nclient: { name: ClientCore }\n']),
    want: ['5:17  client.name: client name "ClientCore" would make the client package declare "ClientCore" twice; choose another'],
  },
  {
    name: 'a client name whose options type is a runtime export',
    yaml: edit(MINIMAL_FIXTURE, ['title: Petstore\n', 'title: Petstore\nclient: { name: Request }\n']),
    want: ['5:17  client.name: client name "Request" would make the client package declare "RequestOptions" twice; choose another'],
  },
  {
    name: 'operation types that exist without versions, pagination or headers',
    yaml: schemas(['ListPetsVersion', 'ListPetsItem', 'ListPetsResponseHeaders', 'ListPetsResponse', 'GetPetParams']),
    want: [
      '26:3  schemas.ListPetsResponse: schema name "ListPetsResponse" is also an operation type of the client package; choose another',
      '27:3  schemas.GetPetParams: schema name "GetPetParams" is also an operation type of the client package; choose another',
    ],
  },
  {
    name: 'operation types of versions, pagination and response headers',
    yaml: edit(
      schemas(['ListPetsVersion', 'GetPetItem', 'GetPetResponseHeaders']),
      ['    summary: List the pets.\n', '    summary: List the pets.\n    versions: { 1: ~ }\n'],
      ['    summary: Get one pet.\n', '    summary: Get one pet.\n    parameters: [{ name: page, in: query }]\n    pagination: { style: page, page: page }\n'],
      ['      schema: { $ref: Pet }\n', '      schema: { $ref: Pet }\n      headers: { X-Rate: {} }\n'],
    ),
    want: [
      '23:3  schemas.ListPetsVersion: schema name "ListPetsVersion" is also an operation type of the client package; choose another',
      '24:3  schemas.GetPetItem: schema name "GetPetItem" is also an operation type of the client package; choose another',
      '25:3  schemas.GetPetResponseHeaders: schema name "GetPetResponseHeaders" is also an operation type of the client package; choose another',
    ],
  },
  { name: 'an explicit group key is not camelCased', yaml: groups('  - name: Pets\n    key: pets_2\n'), want: ['33:10  groups[0].key: expected a camelCase key, got "pets_2"'] },
  {
    name: 'an explicit group key longer than 64 characters',
    yaml: groups(`  - name: Pets\n    key: ${'p'.repeat(65)}\n`),
    want: ['33:10  groups[0].key: expected a group key of at most 64 characters, got 65: it names generated files'],
  },
  { name: 'a group key of 64 characters', yaml: groups(`  - name: Pets\n    key: ${'p'.repeat(64)}\n`), want: [] },
  {
    name: 'the group key toJSON',
    yaml: groups('  - name: Pets\n    key: toJSON\n'),
    want: ['33:10  groups[0].key: group key "toJSON" would shadow the client\'s own toJSON(); choose another'],
  },
  {
    name: 'groups over the other docs pages',
    yaml: groups('  - name: Pets\n  - name: Guide\n  - name: Readme\n  - name: Schemas\n'),
    want: [
      '33:11  groups[1].name: group "Guide" would be written to docs/guide.md, which is a page of its own; choose another name or key',
      '34:11  groups[2].name: group "Readme" would be written to docs/readme.md, which is a page of its own; choose another name or key',
      '35:11  groups[3].name: group "Schemas" would be written to docs/schemas.md, which is a page of its own; choose another name or key',
    ],
  },
  {
    name: 'two group keys alike in file name',
    yaml: groups('  - name: Pets\n    key: fooBar\n  - name: Cats\n    key: fooBAR\n'),
    want: ['35:10  groups[1].key: group "Cats" gets the file name foo-bar, like group "Pets"'],
  },
  {
    name: 'a group declared twice is checked once',
    yaml: groups('  - name: Pets\n  - 5\n  - name: Pets\n    key: other\n'),
    want: ['33:5  groups[1]: expected a mapping, got 5', '34:11  groups[2].name: duplicate group "Pets"'],
  },
  {
    name: 'groups declared by use',
    yaml: MINIMAL_FIXTURE.replace('groups:\n  - name: Pets\n', '').replace('group: Pets\n    summary: Get one pet.', 'group: pets\n    summary: Get one pet.'),
    want: ['40:12  operations[1].group: group "pets" gets the key "pets", like group "Pets"'],
  },
  {
    name: 'an explicit client option like a defaulted one',
    yaml: edit(MINIMAL_FIXTURE, ['    Basic: { type: basic }\n', '    Basic: { type: basic, clientOption: apiKey }\n']),
    want: ['17:41  security.schemes.Basic.clientOption: client option "apiKey" of Basic is already used by KeyAuth; set another clientOption'],
  },
  {
    name: 'a scheme that is not a mapping, or of an unknown type, takes no option',
    yaml: edit(MINIMAL_FIXTURE, ['    Basic: { type: basic }\n', '    Basic: { type: basic }\n    Odd: 5\n    Other: { type: oauth2 }\n']),
    want: ['18:10  security.schemes.Odd: expected a mapping, got 5', '19:20  security.schemes.Other.type: expected one of apiKey, bearer, basic, got "oauth2"'],
  },
  {
    name: 'a POST has a body key',
    yaml: archive('POST', BODY_PARAM),
    want: ['51:26  operations[2].parameters[0].name: parameter "body" becomes the key "body" of the params object, like the request body; rename one'],
  },
  {
    name: 'a PUT has a body key',
    yaml: archive('PUT', BODY_PARAM),
    want: ['51:26  operations[2].parameters[0].name: parameter "body" becomes the key "body" of the params object, like the request body; rename one'],
  },
  {
    name: 'a PATCH has a body key',
    yaml: archive('PATCH', BODY_PARAM),
    want: ['51:26  operations[2].parameters[0].name: parameter "body" becomes the key "body" of the params object, like the request body; rename one'],
  },
  { name: 'a DELETE has none', yaml: archive('DELETE', BODY_PARAM), want: [] },
  {
    name: 'a DELETE with a body has one',
    yaml: archive('DELETE', `${BODY_PARAM}    requestBody: { schema: { type: string } }\n`),
    want: ['51:26  operations[2].parameters[0].name: parameter "body" becomes the key "body" of the params object, like the request body; rename one'],
  },
  { name: 'a POST with requestBody none has none', yaml: archive('POST', `${BODY_PARAM}    requestBody: none\n`), want: [] },
  {
    name: 'a version with a body gives a body key',
    yaml: archive('DELETE', `${BODY_PARAM}    versions: { 1: ~, 2: { requestBody: { schema: { type: string } } } }\n`),
    want: ['51:26  operations[2].parameters[0].name: parameter "body" becomes the key "body" of the params object, like the request body; rename one'],
  },
  {
    name: 'a path parameter named body',
    yaml: archive('POST', '').replace('path: /api/pets/{petId}:archive', 'path: /api/pets/{body}:archive'),
    want: [
      "48:11  operations[2].path: path parameter {body} is not declared: add it to this operation's parameters or to pathParameters",
      '48:11  operations[2].path: path parameter {body} becomes the key "body" of the params object, like the request body; rename one',
    ],
  },
  {
    name: 'parameters whose name or place is not a string are left to the shape check',
    yaml: archive('DELETE', '    parameters: [~, { name: 5, in: query }, { name: a, in: 5 }, { name: a, in: query }]\n'),
    want: [
      '51:18  operations[2].parameters[0]: expected a mapping, got null',
      '51:29  operations[2].parameters[1].name: expected a string, got 5',
      "51:60  operations[2].parameters[2].in: expected 'path' | 'query' | 'header', got 5",
    ],
  },
  {
    name: 'a group declared by use that gives no identifier',
    yaml: MINIMAL_FIXTURE.replace('groups:\n  - name: Pets\n', '').replace('group: Pets\n    summary: Get one pet.', 'group: 1 pets\n    summary: Get one pet.'),
    want: ['40:12  operations[1].group: group "1 pets" gives no identifier (it becomes "1Pets"): start it with an ASCII letter, or add a camelCase key'],
  },
  { name: 'a version without a body gives no body key', yaml: archive('DELETE', `${BODY_PARAM}    versions: { 1: ~, 2: { response: { schema: { type: string } } } }\n`), want: [] },
  {
    name: 'schemes of an unknown type take no option',
    yaml: edit(MINIMAL_FIXTURE, ['    Basic: { type: basic }\n', '    Basic: { type: basic }\n    Odd: { type: oauth2 }\n    Other: { type: oauth2 }\n']),
    want: [
      '18:18  security.schemes.Odd.type: expected one of apiKey, bearer, basic, got "oauth2"',
      '19:20  security.schemes.Other.type: expected one of apiKey, bearer, basic, got "oauth2"',
    ],
  },
  {
    name: 'a defaulted client option like an explicit one',
    yaml: edit(MINIMAL_FIXTURE, ['KeyAuth: { type: apiKey, header: X-Key }', 'KeyAuth: { type: apiKey, header: X-Key, clientOption: basic }']),
    want: ['17:12  security.schemes.Basic: client option "basic" of Basic is already used by KeyAuth; set another clientOption'],
  },
  { name: 'an id that is not a string', yaml: edit(MINIMAL_FIXTURE, ['id: petstore', 'id: 5']), want: ['3:5  id: expected a string, got 5'] },
  {
    name: 'without an id the client class is Client',
    yaml: edit(schemas(['Client']), ['id: petstore\n', '']),
    want: ['2:1  id: required field is missing', '22:3  schemas.Client: schema name "Client" is also a client class of the client package; choose another'],
  },
  {
    name: 'a client name that is not a string is not used',
    yaml: edit(schemas(['Base5']), ['title: Petstore\n', 'title: Petstore\nclient: { name: 5 }\n']),
    want: ['5:17  client.name: expected a string, got 5'],
  },
];

describe('generated-name checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});

describe('operation type names', () => {
  const CASES: { given: Parameters<typeof operationTypeNames>; want: ReturnType<typeof operationTypeNames> }[] = [
    { given: ['get_pet'], want: { params: 'GetPetParams', response: 'GetPetResponse' } },
    {
      given: ['get_pet', true, true, true],
      want: { params: 'GetPetParams', response: 'GetPetResponse', version: 'GetPetVersion', item: 'GetPetItem', headers: 'GetPetResponseHeaders' },
    },
  ];
  it.each(CASES)('$given', ({ given, want }) => {
    expect(operationTypeNames(...given)).toEqual(want);
  });
});
