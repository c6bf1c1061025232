/**
 * Bad-manifest cases: each breaks the minimal fixture in one way (`edit`) and lists the exact
 * diagnostics wanted, as `line:col  field: message`.
 */
export interface BadCase {
  name: string;
  edit: (yaml: string) => string;
  want: string[];
}

const replace = (from: string | RegExp, to: string) => (yaml: string) => {
  const out = yaml.replace(from, to);
  if (out === yaml) throw new Error(`fixture edit did not apply: ${String(from)}`);
  return out;
};

export const BAD_CASES: BadCase[] = [
  {
    name: 'unknown method',
    edit: replace('method: GET\n    path: /api/pets\n', 'method: FETCH\n    path: /api/pets\n'),
    want: ['35:13  operations[0].method: expected one of GET, HEAD, POST, PUT, DELETE, PATCH, got "FETCH"'],
  },
  {
    name: 'method with a near name',
    edit: replace('method: GET\n    path: /api/pets\n', 'method: GTE\n    path: /api/pets\n'),
    want: ['35:13  operations[0].method: expected one of GET, HEAD, POST, PUT, DELETE, PATCH, got "GTE", did you mean "GET"?'],
  },
  {
    name: 'operation server that is not a URL',
    edit: replace('    summary: List the pets.\n', '    summary: List the pets.\n    server: /uploads\n'),
    want: ['39:13  operations[0].server: expected an absolute http(s) URL without query or fragment, such as "https://uploads.example.com", got "/uploads"'],
  },
  {
    name: 'operation server that is not http',
    edit: replace('    summary: List the pets.\n', '    summary: List the pets.\n    server: ftp://files.example.com\n'),
    want: ['39:13  operations[0].server: expected an absolute http(s) URL without query or fragment, such as "https://uploads.example.com", got "ftp://files.example.com"'],
  },
  {
    name: 'operation server with a query',
    edit: replace('    summary: List the pets.\n', '    summary: List the pets.\n    server: https://files.example.com/?v=1\n'),
    want: ['39:13  operations[0].server: expected an absolute http(s) URL without query or fragment, such as "https://uploads.example.com", got "https://files.example.com/?v=1"'],
  },
  {
    name: 'missing summary',
    edit: replace('    summary: List the pets.\n', ''),
    want: ['34:5  operations[0].summary: required field is missing'],
  },
  {
    name: 'misspelt field',
    edit: replace('summary: List the pets.', 'sumary: List the pets.'),
    want: ['34:5  operations[0].summary: required field is missing', '38:5  operations[0].sumary: unknown field, did you mean "summary"?'],
  },
  {
    name: 'duplicate operation name',
    edit: replace('name: get_pet', 'name: list_pets'),
    want: ['39:11  operations[1].name: duplicate operation name "list_pets", first used by operations[0] on line 34'],
  },
  {
    name: 'duplicate method and path',
    edit: replace('method: POST\n    path: /api/pets/{petId}:archive', 'method: GET\n    path: /api/pets/{petId}'),
    want: ['48:11  operations[2].path: duplicate route GET /api/pets/{petId}: operations[1] on line 41 matches the same requests (give one a `match` that tells them apart)'],
  },
  {
    name: 'name not snake_case',
    edit: replace('name: list_pets', 'name: listPets'),
    want: ['34:11  operations[0].name: expected a snake_case name such as "get_project", got "listPets"'],
  },
  {
    name: 'path outside the base path',
    edit: replace('path: /api/pets\n', 'path: /v1/pets\n'),
    want: ['36:11  operations[0].path: expected the path to start with the base path "/api", got "/v1/pets"'],
  },
  {
    name: 'undeclared path parameter',
    edit: replace('path: /api/pets/{petId}\n', 'path: /api/pets/{ownerId}\n'),
    want: [
      "41:11  operations[1].path: path parameter {ownerId} is not declared: add it to this operation's parameters or to pathParameters",
    ],
  },
  {
    name: 'unused path parameter',
    edit: replace('summary: List the pets.\n', 'summary: List the pets.\n    parameters:\n      - { name: petId, in: path }\n'),
    want: ['40:17  operations[0].parameters[0].name: path parameter "petId" is not used in the path "/api/pets"'],
  },
  {
    name: 'malformed colon action',
    edit: replace('{petId}:archive', '{petId}:Archive'),
    want: [
      '48:11  operations[2].path: expected a custom method like ":archive" (a lowercase letter, then letters or digits), got ":Archive"',
    ],
  },
  {
    name: 'colon action before the last segment',
    edit: replace('path: /api/tokens\n', 'path: /api/tokens:create/history\n'),
    want: ['53:11  operations[3].path: a ":action" may only end the path, found in segment "tokens:create"'],
  },
  {
    name: 'two parameters with nothing between them',
    edit: replace('path: /api/pets/{petId}\n', 'path: /api/pets/{petId}{tag}\n'),
    want: ['41:11  operations[1].path: parameters {petId} and {tag} in path segment "{petId}{tag}" need literal text between them to tell where one ends'],
  },
  {
    name: 'unknown scheme on an operation',
    edit: replace('auth: [KeyAuth, Basic]', 'auth: [KeyAuht, Basic]'),
    want: ['56:12  operations[3].auth[0]: unknown security scheme "KeyAuht", did you mean "KeyAuth"?'],
  },
  {
    name: 'unknown scheme in the default',
    edit: replace('default: [KeyAuth, JwtAuth]', 'default: [KeyAuth, Oauth]'),
    want: ['13:22  security.default[1]: unknown security scheme "Oauth"; known: KeyAuth, JwtAuth, Basic'],
  },
  {
    name: 'unknown schema reference',
    edit: replace('$ref: Pet }', '$ref: Pets }'),
    want: ['45:23  operations[1].response.schema.$ref: unknown schema "Pets", did you mean "Pet"?'],
  },
  {
    name: 'required field not among properties',
    edit: replace('required: [name]', 'required: [nmae]'),
    want: ['25:16  schemas.Pet.required[0]: required field "nmae" is not among the properties, did you mean "name"?'],
  },
  {
    name: 'circular schema alias',
    edit: replace('schemas:\n', 'schemas:\n  A: { $ref: B }\n  B: { allOf: [{ $ref: A }] }\n'),
    want: ['23:6  schemas.A: circular schema reference A -> B -> A has no property or array in between, so it describes no value'],
  },
  {
    name: 'token flow names an unknown operation',
    edit: replace('create: create_token', 'create: create_tokens'),
    want: ['20:13  security.tokens.create: unknown operation "create_tokens", did you mean "create_token"?'],
  },
  {
    name: 'token flow scheme is not bearer',
    edit: replace('scheme: JwtAuth', 'scheme: KeyAuth'),
    want: ['19:13  security.tokens.scheme: expected a bearer scheme, got "KeyAuth" of type "apiKey"'],
  },
  {
    name: 'unknown group',
    edit: replace('group: Pets\n    summary: Get one pet.', 'group: Petz\n    summary: Get one pet.'),
    want: ['42:12  operations[1].group: unknown group "Petz", did you mean "Pets"?'],
  },
  {
    name: 'versions not a list',
    edit: replace('summary: List the pets.\n', 'summary: List the pets.\n    versions: 3\n'),
    want: ['39:15  operations[0].versions: expected a list or a mapping, got 3'],
  },
  {
    name: 'version map key that is not a number',
    edit: replace('summary: List the pets.\n', 'summary: List the pets.\n    versions: { v2: ~ }\n'),
    want: ['39:17  operations[0].versions.v2: expected a version number such as 3, got "v2"'],
  },
  {
    name: 'version that gives a GET a body',
    edit: replace('summary: List the pets.\n', 'summary: List the pets.\n    versions:\n      1: ~\n      2: { requestBody: { schema: { type: string } } }\n'),
    want: ['41:25  operations[0].versions["2"].requestBody: a GET request cannot carry a body (fetch refuses to send one); remove it or use POST'],
  },
  {
    name: 'two versions answering one fixed media type with different payloads',
    edit: replace(
      'summary: List the pets.\n',
      'summary: List the pets.\n    versions:\n      1: { response: { content: { application/json: { schema: { type: string } } } } }\n      2: { response: { content: { application/json: { schema: { type: integer } } } } }\n',
    ),
    want: [
      '41:22  operations[0].versions["2"].response: versions 1 and 2 both answer application/json with different payloads, so a request cannot ask for one of them in Accept; ' +
        'give each version its own media type, e.g. "application/vnd.acme.v{version}+json"',
    ],
  },
  {
    name: 'version declaring the literal media type of another',
    edit: replace(
      'summary: List the pets.\n',
      'summary: List the pets.\n    versions:\n      1: ~\n      2: { response: { content: { application/vnd.pets.v1+json: { schema: { type: string } } } } }\n',
    ),
    want: ['41:22  operations[0].versions["2"].response: version 2 declares application/vnd.pets.v1+json, the media type of version 1; write it with {version} or under version 1'],
  },
  {
    name: 'version listed twice',
    edit: replace('summary: List the pets.\n', 'summary: List the pets.\n    versions: [1, 1]\n'),
    want: ['39:19  operations[0].versions[1]: version 1 is listed twice'],
  },
  { name: 'wrong format version', edit: replace('sdkgen: 1', 'sdkgen: 2'), want: ['2:9  sdkgen: expected 1, got 2'] },
  {
    name: 'server URL not absolute',
    edit: replace('https://pets.example.com', 'pets.example.com'),
    want: ['6:10  servers[0].url: expected an absolute URL, got "pets.example.com"'],
  },
  {
    name: 'server URL with an undeclared variable',
    edit: replace('https://pets.example.com', 'https://{region}.pets.example.com'),
    want: ['6:10  servers[0].url: {region} is not declared under variables'],
  },
  {
    name: 'server variable the URL does not use',
    edit: replace('  - url: https://pets.example.com\n', '  - url: https://pets.example.com\n    variables:\n      region: { default: eu }\n'),
    want: ['8:7  servers[0].variables.region: variable "region" is not used in the url'],
  },
  {
    name: 'server variable whose default is not one of its values',
    edit: replace('  - url: https://pets.example.com\n', '  - url: https://{region}.pets.example.com\n    variables:\n      region: { default: eu, enum: [us, ap] }\n'),
    want: ['8:26  servers[0].variables.region.default: expected one of the variable\'s enum values ("us", "ap"), got "eu"'],
  },
  {
    name: 'server variable value that gives no URL',
    edit: replace('  - url: https://pets.example.com\n', '  - url: https://{region}.pets.example.com\n    variables:\n      region: { default: eu, enum: [eu, "a b"] }\n'),
    want: ['8:41  servers[0].variables.region.enum[1]: the value "a b" does not give an absolute URL'],
  },
  {
    name: 'success media type that is not a media type',
    edit: replace('application/vnd.pets.v{version}+json', 'vnd.pets.v{version}+json'),
    want: ['9:12  media.success: expected a media type such as "application/json" or "application/vnd.acme.v{version}+json", got "vnd.pets.v{version}+json"'],
  },
  {
    name: 'unknown scheme type',
    edit: replace('Basic: { type: basic }', 'Basic: { type: oauth2 }'),
    want: ['17:20  security.schemes.Basic.type: expected one of apiKey, bearer, basic, got "oauth2"'],
  },
  {
    name: 'request body neither none nor a mapping',
    edit: replace('requestBody: none', 'requestBody: nothing'),
    want: ['57:18  operations[3].requestBody: expected "none" or a mapping, got "nothing"'],
  },
  {
    name: 'optional path parameter',
    edit: replace(
      'summary: Get one pet.\n',
      'summary: Get one pet.\n    parameters:\n      - { name: petId, in: path, required: false }\n',
    ),
    want: ['45:44  operations[1].parameters[0].required: path parameters are always required, got false'],
  },
  {
    name: 'duplicate query parameter',
    edit: replace(
      'summary: List the pets.\n',
      'summary: List the pets.\n    parameters:\n      - { name: limit, in: query }\n      - { name: limit, in: query }\n',
    ),
    want: ['41:17  operations[0].parameters[1].name: duplicate query parameter "limit"'],
  },
  {
    name: 'header parameter name that is not a header name',
    edit: replace('summary: List the pets.\n', 'summary: List the pets.\n    parameters:\n      - { name: "X Trace: 1", in: header }\n'),
    want: ['40:17  operations[0].parameters[0].name: expected an HTTP header name such as "X-Request-Id", got "X Trace: 1"'],
  },
  {
    name: 'response status outside 2xx',
    edit: replace('response:\n      schema', 'response:\n      status: 500\n      schema'),
    want: ['45:15  operations[1].response.status: expected at most 299, got 500'],
  },
  {
    name: 'schema type misspelt',
    edit: replace('name: { type: string }', 'name: { type: strng }'),
    want: [
      '27:21  schemas.Pet.properties.name.type: expected one of string, number, integer, boolean, object, array, null, got "strng", did you mean "string"?',
    ],
  },
  {
    name: 'no operations',
    edit: (y) => y.slice(0, y.indexOf('operations:')) + 'operations: []\n',
    want: ['20:13  security.tokens.create: unknown operation "create_token"', '33:13  operations: expected at least 1 item(s), got []'],
  },
  {
    name: 'YAML syntax error',
    edit: replace('default: [KeyAuth, JwtAuth]', 'default: [KeyAuth, JwtAuth'),
    want: ['14:3  (manifest): YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]'],
  },
  {
    name: 'duplicate YAML key',
    edit: replace('title: Petstore\n', 'title: Petstore\ntitle: Pets\n'),
    want: ['5:1  (manifest): YAML syntax: Map keys must be unique'],
  },
  {
    name: 'several problems at once',
    edit: (y) =>
      replace('name: get_pet', 'name: list_pets')(replace('method: GET\n    path: /api/pets\n', 'method: FETCH\n    path: /api/pets\n')(y)),
    want: [
      '35:13  operations[0].method: expected one of GET, HEAD, POST, PUT, DELETE, PATCH, got "FETCH"',
      '39:11  operations[1].name: duplicate operation name "list_pets", first used by operations[0] on line 34',
    ],
  },
  // YAML 1.1 reads the same text differently (merge keys, 010 as 8, yes as true): refused.
  {
    name: '%YAML 1.1 directive',
    edit: (y) => `%YAML 1.1\n---\n${y}`,
    want: ['1:1  (manifest): expected YAML 1.2, got a "%YAML 1.1" directive; remove it (merge keys, octal 010 and yes/no booleans are not YAML 1.2)'],
  },
  // Names that pass the shape check but would stop `generate`, or vanish in generated objects.
  {
    name: 'id longer than 64 characters',
    edit: replace('id: petstore', `id: ${'p'.repeat(238)}`),
    want: ['3:5  id: expected an id of at most 64 characters, got 238'],
  },
  {
    name: 'group name that gives no identifier',
    edit: (y) => y.replaceAll('group: Pets', 'group: "!!!"').replace('  - name: Pets', '  - name: "!!!"'),
    want: ['32:11  groups[0].name: group "!!!" gives no identifier: start it with an ASCII letter, or add a camelCase key'],
  },
  {
    name: 'group name starting with a digit',
    edit: (y) => y.replaceAll('group: Pets', 'group: "1 pets"').replace('  - name: Pets', '  - name: "1 pets"'),
    want: ['32:11  groups[0].name: group "1 pets" gives no identifier (it becomes "1Pets"): start it with an ASCII letter, or add a camelCase key'],
  },
  {
    name: 'group written over a docs page',
    edit: (y) => y.replaceAll('group: Pets', 'group: Authentication').replace('  - name: Pets', '  - name: Authentication'),
    want: ['32:11  groups[0].name: group "Authentication" would be written to docs/authentication.md, which is a page of its own; choose another name or key'],
  },
  {
    name: 'group key that shadows a client member',
    edit: replace('  - name: Pets\n', '  - name: Pets\n    key: request\n'),
    want: ['33:10  groups[0].key: group key "request" would shadow the client\'s own request(); choose another'],
  },
  {
    name: 'two groups with the same derived key',
    edit: replace('  - name: Pets\n', '  - name: Pets\n  - name: pets\n'),
    want: ['33:11  groups[1].name: group "pets" gets the key "pets", like group "Pets"'],
  },
  {
    name: 'group name longer than 64 characters once camelCased',
    edit: (y) => y.replaceAll('group: Pets', `group: ${'P'.repeat(65)}`).replace('  - name: Pets', `  - name: ${'P'.repeat(65)}`),
    want: ['32:11  groups[0].name: expected a group key of at most 64 characters, got 65: it names generated files'],
  },
  {
    name: 'operation named constructor',
    edit: replace('name: list_pets', 'name: constructor'),
    want: ['34:11  operations[0].name: operation name "constructor" is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'operation named then',
    edit: replace('name: list_pets', 'name: then'),
    want: ['34:11  operations[0].name: operation name "then" would make the generated module or client a thenable, which await calls; choose another'],
  },
  {
    name: 'security scheme named __proto__',
    edit: (y) => y.replaceAll('Basic', '__proto__'),
    want: ['17:5  security.schemes.__proto__: security scheme name "__proto__" is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'security scheme named constructor',
    edit: (y) => y.replaceAll('Basic', 'constructor'),
    want: ['17:5  security.schemes.constructor: security scheme name "constructor" is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'client option that shadows a runtime option',
    edit: replace('Basic: { type: basic }', 'Basic: { type: basic, clientOption: fetch }'),
    want: ['17:41  security.schemes.Basic.clientOption: client option "fetch" of Basic would shadow the client\'s own fetch option; set another clientOption'],
  },
  {
    name: 'defaulted client options that collide',
    edit: replace('Basic: { type: basic }', 'Basic: { type: basic }\n    key_auth: { type: apiKey, header: X-Other }'),
    want: ['18:15  security.schemes.key_auth: client option "keyAuth" of key_auth is already used by KeyAuth; set another clientOption'],
  },
  {
    name: 'defaulted client option, from the scheme name, that shadows a runtime option',
    edit: replace('Basic: { type: basic }', 'Basic: { type: basic }\n    Timeout: { type: apiKey, header: X-Other }'),
    want: ["18:14  security.schemes.Timeout: client option \"timeout\" of Timeout would shadow the client's own timeout option; set another clientOption"],
  },
  {
    name: 'apiKey scheme that does not say where the key goes',
    edit: replace('KeyAuth: { type: apiKey, header: X-Key }', 'KeyAuth: { type: apiKey }'),
    want: ['15:14  security.schemes.KeyAuth: expected header (e.g. X-API-Key), or in (header, query or cookie) and name'],
  },
  {
    name: 'apiKey scheme with both header and in',
    edit: replace('KeyAuth: { type: apiKey, header: X-Key }', 'KeyAuth: { type: apiKey, header: X-Key, in: query, name: key }'),
    want: ['15:38  security.schemes.KeyAuth.header: give either header or in and name, not both: header: X is short for in: header, name: X'],
  },
  {
    name: 'apiKey scheme in the query without a name',
    edit: replace('KeyAuth: { type: apiKey, header: X-Key }', 'KeyAuth: { type: apiKey, in: query }'),
    want: ['15:14  security.schemes.KeyAuth: expected name: the query parameter that carries the key'],
  },
  {
    name: 'apiKey scheme in a cookie whose name is not a token',
    edit: replace('KeyAuth: { type: apiKey, header: X-Key }', 'KeyAuth: { type: apiKey, in: cookie, name: "session key" }'),
    want: ['15:48  security.schemes.KeyAuth.name: expected an HTTP cookie name such as "session_key", got "session key"'],
  },
  {
    name: 'basic scheme with an unknown username kind',
    edit: replace('Basic: { type: basic }', 'Basic: { type: basic, username: token }'),
    want: ['17:37  security.schemes.Basic.username: expected one of user, apiKey, got "token"'],
  },
  {
    name: 'property named __proto__',
    edit: replace('      tag: { type: string }\n', '      tag: { type: string }\n      __proto__: { type: string }\n'),
    want: ['29:7  schemas.Pet.properties.__proto__: a property named "__proto__" cannot be carried into generated code and the OpenAPI export (JavaScript objects treat it as their prototype); rename it'],
  },
  {
    name: 'query parameter named constructor',
    edit: replace('summary: List the pets.', 'summary: List the pets.\n    parameters:\n      - { name: constructor, in: query }'),
    want: ['40:17  operations[0].parameters[0].name: parameter "constructor" is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'path parameter named __proto__',
    edit: (y) => y.replaceAll('petId', '__proto__'),
    want: [
      '30:3  pathParameters.__proto__: path parameter "__proto__" is a name every JavaScript object already has; choose another',
      '41:11  operations[1].path: path parameter "__proto__" is a name every JavaScript object already has; choose another',
      '48:11  operations[2].path: path parameter "__proto__" is a name every JavaScript object already has; choose another',
    ],
  },
  {
    name: 'header and query parameter with the same key',
    edit: replace('summary: List the pets.', 'summary: List the pets.\n    parameters:\n      - { name: X-Trace-Id, in: header }\n      - { name: xTraceId, in: query }'),
    want: ['41:17  operations[0].parameters[1].name: parameter "xTraceId" becomes the key "xTraceId" of the params object, like header x-trace-id; rename one'],
  },
  {
    name: 'query parameter named body next to a request body',
    edit: replace('summary: Archive a pet.', 'summary: Archive a pet.\n    parameters:\n      - { name: body, in: query }'),
    want: ['52:17  operations[2].parameters[0].name: parameter "body" becomes the key "body" of the params object, like the request body; rename one'],
  },
  {
    name: 'schema named like a runtime export',
    edit: replace('schemas:\n', 'schemas:\n  ApiError: { type: object }\n'),
    want: ['23:3  schemas.ApiError: schema name "ApiError" is also a runtime export of the client package; choose another'],
  },
  {
    name: 'schema named like an operation type',
    edit: replace('schemas:\n', 'schemas:\n  ListPetsParams: { type: object }\n'),
    want: ['23:3  schemas.ListPetsParams: schema name "ListPetsParams" is also an operation type of the client package; choose another'],
  },
  {
    name: 'client name that clashes with a runtime export',
    edit: replace('title: Petstore', 'title: Petstore\nclient: { name: ProblemError }'),
    want: ['5:17  client.name: client name "ProblemError" would make the client package declare "ProblemError" twice; choose another'],
  },
  {
    name: 'token field __proto__',
    edit: replace('field: token', 'field: __proto__'),
    want: ['21:12  security.tokens.field: token field "__proto__" is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'pagination naming a parameter the operation lacks',
    edit: replace('summary: List the pets.\n', 'summary: List the pets.\n    parameters: [{ name: cursor, in: query }]\n    pagination: { style: cursor, cursor: token, nextCursor: next }\n'),
    want: ['40:42  operations[0].pagination.cursor: "token" is not a query parameter of list_pets; its query parameters are cursor'],
  },
  {
    name: 'pagination cursor without a source',
    edit: replace('summary: List the pets.\n', 'summary: List the pets.\n    parameters: [{ name: cursor, in: query }]\n    pagination: { style: cursor, cursor: cursor }\n'),
    want: ['40:5  operations[0].pagination: a cursor needs exactly one of nextCursor (the response field with the next cursor) and cursorFromItem (the field of the last item that is the cursor)'],
  },
  {
    name: 'pagination field the response lacks',
    edit: replace('summary: Get one pet.\n', 'summary: Get one pet.\n    parameters: [{ name: offset, in: query }]\n    pagination: { style: offset, offset: offset, items: pets, total: count }\n'),
    want: [
      '45:57  operations[1].pagination.items: the response has no field "pets" (it has name, tag)',
      '45:70  operations[1].pagination.total: the response has no field "count" (it has name, tag)',
    ],
  },
  {
    name: 'pagination style unknown',
    edit: replace('summary: List the pets.\n', 'summary: List the pets.\n    pagination: { style: link }\n'),
    want: ['39:26  operations[0].pagination.style: expected one of cursor, offset, page, got "link"'],
  },
  {
    name: 'also repeating the main status',
    edit: replace('      schema: { $ref: Pet }\n', '      schema: { $ref: Pet }\n      also: { 201: {}, 200: {} }\n'),
    want: ["46:24  operations[1].response.also[\"200\"]: 200 is the operation's main status (response.status); list only the other ones in also"],
  },
  {
    name: 'also with a status that is not a success',
    edit: replace('      schema: { $ref: Pet }\n', '      schema: { $ref: Pet }\n      also:\n        302: {}\n'),
    want: ['47:9  operations[1].response.also["302"]: expected a success status such as 201, got "302"'],
  },
  {
    name: 'also giving a 204 a body',
    edit: replace('      schema: { $ref: Pet }\n', '      schema: { $ref: Pet }\n      also:\n        204: { schema: { $ref: Pet } }\n'),
    want: ['47:9  operations[1].response.also["204"]: a 204 response has no body; remove its schema and content'],
  },
  {
    name: 'also naming an unknown schema',
    edit: replace('      schema: { $ref: Pet }\n', '      schema: { $ref: Pet }\n      also:\n        201: { schema: { $ref: Pets } }\n'),
    want: ['47:32  operations[1].response.also["201"].schema.$ref: unknown schema "Pets", did you mean "Pet"?'],
  },
  {
    name: 'response headers: twice in other case, managed by HTTP, not scalar, not a header name',
    edit: replace(
      '      schema: { $ref: Pet }\n',
      '      schema: { $ref: Pet }\n      headers:\n        X-Limit: { schema: { type: integer } }\n        x-limit: {}\n        Content-Type: {}\n        X-Tags: { schema: { type: array } }\n        X Bad: {}\n',
    ),
    want: [
      '48:9  operations[1].response.headers.x-limit: header "x-limit" is declared twice (as "X-Limit" too); header names are case-insensitive',
      '49:9  operations[1].response.headers.Content-Type: "Content-Type" is written by HTTP itself, not by the operation; remove it',
      '50:35  operations[1].response.headers.X-Tags.schema.type: a header value is text: expected string, integer, number or boolean, got "array"',
      '51:9  operations[1].response.headers["X Bad"]: expected an HTTP header name such as "X-API-Key", got "X Bad"',
    ],
  },
  {
    name: 'operations on one route told apart by distinct match constants (valid)',
    edit: (yaml) => replace('path: /api/pets/{petId}:archive\n', 'path: /api/tokens\n    match: { headers: { X-Target: Pets.Archive } }\n    parameters: [{ name: petId, in: query }]\n')(replace('path: /api/tokens\n    group', 'path: /api/tokens\n    match: { headers: { x-target: Pets.CreateToken } }\n    group')(yaml)),
    want: [],
  },
  {
    // The one without takes the requests that do not carry the other's constant.
    name: 'operations on one route, only one with match constants (valid)',
    edit: replace('path: /api/pets/{petId}:archive\n', 'path: /api/tokens\n    match: { headers: { X-Target: Pets.Archive } }\n    parameters: [{ name: petId, in: query }]\n'),
    want: [],
  },
  {
    name: 'operations on one route with equal match constants (header names in another case)',
    edit: (yaml) => replace('path: /api/pets/{petId}:archive\n', 'path: /api/tokens\n    match: { headers: { X-Target: Archive } }\n    parameters: [{ name: petId, in: query }]\n')(replace('path: /api/tokens\n    group', 'path: /api/tokens\n    match: { headers: { x-target: Archive } }\n    group')(yaml)),
    want: ['55:11  operations[3].path: duplicate route POST /api/tokens: operations[2] on line 48 matches the same requests (their `match` selectors are the same)'],
  },
  {
    // A request carrying both is refused by the server as ambiguous; each alone reaches its operation.
    name: 'match constants one request could satisfy both of (valid)',
    edit: (yaml) => replace('path: /api/pets/{petId}:archive\n', 'path: /api/tokens\n    match: { query: { Action: Archive } }\n    parameters: [{ name: petId, in: query }]\n')(replace('path: /api/tokens\n    group', 'path: /api/tokens\n    match: { headers: { X-Target: Create } }\n    group')(yaml)),
    want: [],
  },
  {
    name: 'match: empty, a bad header name, an empty value',
    edit: replace(
      'summary: List the pets.\n',
      'summary: List the pets.\n    match: {}\n  - name: list_more\n    method: GET\n    path: /api/more\n    group: Pets\n    summary: More.\n    match: { headers: { X Target: a }, query: { Action: "" } }\n',
    ),
    want: [
      '39:12  operations[0].match: expected at least one header or query constant, or a name in queryPresent or headersPresent, got {}',
      '45:25  operations[1].match.headers["X Target"]: expected an HTTP header name such as "X-Rpc-Target", got "X Target"',
      '45:57  operations[1].match.query.Action: expected a non-empty constant, got ""',
    ],
  },
  {
    name: 'a parameter repeating a match constant',
    edit: replace(
      'summary: List the pets.\n',
      'summary: List the pets.\n    match: { headers: { X-Target: Pets.List }, query: { Action: List } }\n    parameters: [{ name: x-target, in: header }, { name: Action, in: query }]\n',
    ),
    want: [
      '40:26  operations[0].parameters[0].name: header parameter "x-target" is also a `match` constant: the client sends it by itself, drop the parameter',
      '40:58  operations[0].parameters[1].name: query parameter "Action" is also a `match` constant: the client sends it by itself, drop the parameter',
    ],
  },
  {
    // S3's shape: a list, a subresource flag, and a subresource with a required parameter, on one route.
    name: 'operations on one route told apart by presence (valid)',
    edit: replace(
      'summary: List the pets.\n',
      'summary: List the pets.\n  - name: get_pets_tagging\n    method: GET\n    path: /api/pets\n    group: Pets\n    summary: Tags.\n    match: { queryPresent: [tagging] }\n  - name: get_pets_part\n    method: GET\n    path: /api/pets\n    group: Pets\n    summary: Part.\n    match: { queryPresent: [uploadId], headersPresent: [X-Copy-Source] }\n    parameters: [{ name: uploadId, in: query, required: true }, { name: x-copy-source, in: header, required: true }]\n',
    ),
    want: [],
  },
  {
    name: 'presences: equal on one route, a header not required, an optional query parameter, a name twice or also a constant',
    edit: replace(
      'summary: List the pets.\n',
      'summary: List the pets.\n    match: { queryPresent: [tagging] }\n  - name: get_pets_tagging\n    method: GET\n    path: /api/pets\n    group: Pets\n    summary: Tags.\n    match: { queryPresent: [tagging] }\n  - name: get_pets_part\n    method: GET\n    path: /api/pets\n    group: Pets\n    summary: Part.\n    match: { query: { Action: A }, queryPresent: [uploadId, Action, uploadId], headersPresent: [X-Copy-Source] }\n    parameters: [{ name: uploadId, in: query }, { name: x-copy-source, in: header }]\n',
    ),
    want: [
      '42:11  operations[1].path: duplicate route GET /api/pets: operations[0] on line 36 matches the same requests (their `match` selectors are the same)',
      '51:51  operations[2].match.queryPresent[0]: query parameter "uploadId" selects the operation, so it must be required: a request without it would reach another operation',
      '51:61  operations[2].match.queryPresent[1]: "Action" is also a `match` constant: name it once',
      '51:69  operations[2].match.queryPresent[2]: "uploadId" is named twice',
      '51:97  operations[2].match.headersPresent[0]: expected a required header parameter of this operation, got "X-Copy-Source": a request without the header would reach another operation',
    ],
  },
  {
    name: 'a parameter of one operation that selects another on its route',
    edit: replace(
      'summary: List the pets.\n',
      'summary: List the pets.\n    parameters: [{ name: uploadId, in: query }, { name: X-Copy-Source, in: header }]\n  - name: list_parts\n    method: GET\n    path: /api/pets\n    group: Pets\n    summary: Parts.\n    match: { queryPresent: [uploadId] }\n    parameters: [{ name: uploadId, in: query, required: true }]\n  - name: copy_pets\n    method: GET\n    path: /api/pets\n    group: Pets\n    summary: Copy.\n    match: { headersPresent: [x-copy-source], query: { Action: Copy } }\n    parameters: [{ name: x-copy-source, in: header, required: true }]\n',
    ),
    want: [
      '39:26  operations[0].parameters[0].name: query parameter "uploadId" also selects list_parts on the same route (operations[1]): a call that sends it reaches that operation; rename one, or make it a `match` of this operation too',
    ],
  },
  {
    name: 'presences: a header named twice in two cases, a name the export cannot key a path with, a list',
    edit: replace(
      'summary: List the pets.\n',
      'summary: List the pets.\n    match: { queryPresent: ["a&b", ids], headersPresent: [X-A, x-a] }\n    parameters: [{ name: x-a, in: header, required: true }, { name: ids, in: query, required: true, schema: { type: array, items: { type: string } } }]\n',
    ),
    want: [
      '39:29  operations[0].match.queryPresent[0]: expected a name of letters, digits, "_", "." and "-" (starting with a letter or "_"), got "a&b"',
      '39:36  operations[0].match.queryPresent[1]: query parameter "ids" is a list or an object, which a request may carry without its name (an empty list, an exploded object): it cannot select the operation',
      '39:64  operations[0].match.headersPresent[1]: "x-a" is named twice',
    ],
  },
];
