/**
 * Manifests that must be refused: each with a positioned error (line and column ≥ 1), a failed
 * run, and the output folder left as it was. `at` names text on the line the error must point
 * at, where the right line is unambiguous.
 * The plain "one field wrong" table lives in test/manifest/bad-manifests.cases.ts; these are
 * the adversarial ones.
 */
import { BASE, edit, extraOperations, insertBefore } from './manifest-text.ts';

export interface RefusedCase {
  name: string;
  text: string | Buffer;
  /** Text on the line that some diagnostic must point at. */
  at?: string;
}

export const REFUSED_CASES: RefusedCase[] = [
  // Not YAML, or not text at all.
  { name: 'empty file', text: '' },
  { name: 'only whitespace and comments', text: '# nothing here\n\n   \n# still nothing\n' },
  { name: 'unclosed flow mapping', text: edit('KeyAuth: { type: apiKey, header: X-Key }', 'KeyAuth: { type: apiKey, header: X-Key') },
  { name: 'tab used for indentation', text: edit('  - url: https://api.example.test', '\t- url: https://api.example.test'), at: '\t- url' },
  { name: 'a second YAML document', text: `${BASE}---\nsdkgen: 1\n` },
  { name: 'alias of an anchor that does not exist', text: edit('title: Hostile base', 'title: *nowhere'), at: '*nowhere' },
  { name: 'anchor that contains itself', text: edit('title: Hostile base', 'title: &self [*self]'), at: '&self' },
  {
    name: 'Latin-1 byte (not UTF-8) in a summary',
    text: Buffer.from(edit('summary: List the items.', 'summary: List the itéms.'), 'latin1'),
    at: 'summary: List the it',
  },
  { name: 'UTF-16 file with BOM', text: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(BASE, 'utf16le')]) },
  { name: 'old Mac line endings (CR only)', text: BASE.replace(/\n/g, '\r') },
  {
    name: '100k-deep flow sequence',
    text: insertBefore('pathParameters:', `x-deep: ${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    at: 'x-deep',
  },
  {
    name: '3000-deep compact block sequence (7 KB)',
    text: insertBefore('pathParameters:', `x-deep:\n  ${'- '.repeat(3000)}v`),
  },

  // Wrong types where the shape is fixed.
  { name: 'a list at the top level', text: '- sdkgen: 1\n- id: x\n' },
  { name: 'a scalar at the top level', text: 'just a sentence\n' },
  { name: 'operations as a mapping', text: `${BASE.slice(0, BASE.indexOf('operations:'))}operations: { a: 1 }\n`, at: 'operations: {' },
  { name: 'method as a number', text: edit('method: GET\n    path: /api/items\n', 'method: 42\n    path: /api/items\n'), at: 'method: 42' },
  { name: 'path as a list', text: edit('path: /api/items\n', 'path: [api, items]\n'), at: 'path: [api' },
  { name: 'summary as a mapping', text: edit('summary: List the items.', 'summary: { text: x }'), at: 'summary: {' },
  { name: 'format version as a string', text: edit('sdkgen: 1', 'sdkgen: "1"'), at: 'sdkgen:' },

  // Duplicates and names that only look distinct.
  {
    name: 'duplicate operation name via a YAML alias',
    text: edit('name: get_item\n', 'name: *dup\n', edit('name: list_items', 'name: &dup list_items')),
    at: 'name: *dup',
  },
  {
    name: 'duplicate method and path under another parameter name',
    text: extraOperations([{ name: 'get_item_again', path: '/api/items/{other}' }]).replace(
      'pathParameters:\n',
      'pathParameters:\n  other: { description: Another name for the same segment. }\n',
    ),
    at: 'path: /api/items/{other}',
  },
  {
    name: 'operation names that collide once camelCased (get_item_v2, get_item_v_2)',
    text: extraOperations([
      { name: 'get_item_v2', path: '/api/v2' },
      { name: 'get_item_v_2', path: '/api/v_2' },
    ]),
    at: 'name: get_item_v_2',
  },
  { name: 'Cyrillic homoglyph in an operation name', text: edit('name: list_items', 'name: lіst_items'), at: 'lіst_items' },

  // Names that become code or file paths.
  { name: 'comment terminator in an operation name', text: edit('name: list_items', 'name: "list*/items"'), at: 'list*/items' },
  { name: 'statement in a group key', text: edit('  - name: Items\noperations', '  - name: Items\n    key: "x; process.exit()"\noperations'), at: 'key: "x;' },
  { name: 'path traversal in the API id', text: edit('id: hostile', 'id: ../../etc'), at: 'id: ../' },
  {
    name: 'code in the client class name',
    text: edit('title: Hostile base', 'title: Hostile base\nclient: { name: "X {} export const pwned = 1; class Y" }'),
    at: 'client: {',
  },
  {
    name: 'code in a schema name',
    text: edit('schemas:\n', 'schemas:\n  "A*/ B; c":\n    type: string\n'),
    at: '"A*/ B; c"',
  },
  {
    name: 'CR LF inside an API-key header name',
    text: edit('header: X-Key }', 'header: "X-Key\\r\\nX-Evil: 1" }'),
    at: 'header: "X-Key',
  },

  // Paths.
  { name: 'path parameter used but declared nowhere', text: edit('path: /api/items/{itemId}\n', 'path: /api/items/{ownerId}\n'), at: '{ownerId}' },
  {
    name: 'undeclared path parameter named like an Object.prototype member ({constructor})',
    text: edit('path: /api/items/{itemId}\n', 'path: /api/items/{constructor}\n'),
    at: '{constructor}',
  },
  {
    name: 'path parameter declared but unused',
    text: edit('summary: List the items.', 'summary: List the items.\n    parameters:\n      - { name: itemId, in: path }'),
    at: '{ name: itemId, in: path }',
  },
  {
    name: 'dot-dot segment in a path (/api/../etc)',
    text: edit('path: /api/items\n', 'path: /api/../etc\n'),
    at: 'path: /api/../etc',
  },
  { name: 'query string in a path', text: edit('path: /api/items\n', 'path: /api/items?admin=true\n'), at: '?admin' },

  // References to things that do not exist, spelt like Object.prototype members.
  { name: 'unknown scheme toString', text: edit('auth: [KeyAuth, PasswordAuth]', 'auth: [toString]'), at: 'auth: [toString]' },
  { name: 'unknown scheme __proto__', text: edit('auth: [KeyAuth, PasswordAuth]', 'auth: [__proto__]'), at: 'auth: [__proto__]' },
  { name: 'unknown schema constructor', text: edit('schema: { $ref: Item }\n  - name: archive', 'schema: { $ref: constructor }\n  - name: archive'), at: '$ref: constructor' },
  {
    name: 'token flow scheme toString',
    text: edit('    scheme: JwtAuth\n', '    scheme: toString\n'),
    at: 'scheme: toString',
  },
  { name: 'token flow creating with hasOwnProperty', text: edit('create: create_token', 'create: hasOwnProperty'), at: 'create: hasOwnProperty' },
  { name: 'group valueOf', text: edit('group: Items\n    summary: Get one item.', 'group: valueOf\n    summary: Get one item.'), at: 'group: valueOf' },

  // Schema references that describe no value.
  { name: 'schema that is an alias of itself', text: edit('schemas:\n', 'schemas:\n  Loop: { $ref: Loop }\n'), at: 'Loop:' },
  {
    name: 'alias cycle through oneOf, allOf and anyOf',
    text: edit('schemas:\n', 'schemas:\n  A: { oneOf: [{ $ref: B }] }\n  B: { allOf: [{ $ref: C }] }\n  C: { anyOf: [{ $ref: A }] }\n'),
    at: '  A: {',
  },
  {
    name: 'YAML merge key (<<), which YAML 1.2 does not define',
    text: edit('schemas:\n  Item:\n', 'schemas:\n  Shape: &shape\n    type: object\n  Item:\n    <<: *shape\n'),
    at: '<<: *shape',
  },
  {
    name: '%YAML 1.1 directive turning merge keys back on',
    text: `%YAML 1.1\n---\n${edit('schemas:\n  Item:\n', 'schemas:\n  Shape: &shape\n    type: object\n  Item:\n    <<: *shape\n')}`,
    at: '%YAML 1.1',
  },
  {
    name: '%YAML 1.1 directive reading 010 as 8 and yes as true',
    text: `%YAML 1.1\n---\n${edit('currentVersion: 1', 'currentVersion: 010', edit('summary: List the items.', 'summary: List the items.\n    deprecated: yes'))}`,
    at: '%YAML 1.1',
  },

  // Names every JavaScript object already has: they vanish or read the prototype in generated code.
  { name: 'security scheme named __proto__', text: BASE.replaceAll('PasswordAuth', '__proto__'), at: '__proto__: { type: basic }' },
  { name: 'security scheme named constructor', text: BASE.replaceAll('PasswordAuth', 'constructor'), at: 'constructor: { type: basic }' },
  { name: 'client option __proto__', text: edit('PasswordAuth: { type: basic }', 'PasswordAuth: { type: basic, clientOption: __proto__ }'), at: 'clientOption: __proto__' },
  {
    name: 'schema property named __proto__',
    text: edit('      name: { type: string }\n', '      name: { type: string }\n      __proto__: { type: string }\n'),
    at: '      __proto__:',
  },
  { name: 'operation named constructor', text: edit('name: list_items', 'name: constructor'), at: 'name: constructor' },
  { name: 'operation named prototype', text: edit('name: list_items', 'name: prototype'), at: 'name: prototype' },
  { name: 'group named constructor', text: BASE.replaceAll('Items', 'Constructor'), at: '  - name: Constructor' },
  { name: 'path parameter named __proto__', text: BASE.replaceAll('itemId', '__proto__'), at: '  __proto__: { description' },
  { name: 'path segment __proto__', text: edit('path: /api/items\n', 'path: /api/__proto__\n'), at: 'path: /api/__proto__' },
  {
    name: 'header parameter that becomes the key constructor',
    text: edit('summary: List the items.', 'summary: List the items.\n    parameters:\n      - { name: Constructor, in: header }'),
    at: '{ name: Constructor',
  },

  // Names that pass the shape check but stop `generate`: each must stop `validate`, with a position.
  { name: 'group name "!!!" that gives no identifier', text: BASE.replaceAll('Items', '"!!!"'), at: '  - name: "!!!"' },
  { name: 'group name that starts with a digit', text: BASE.replaceAll('Items', '"123"'), at: '  - name: "123"' },
  { name: 'an id of 238 characters (output folder names over 255 bytes)', text: edit('id: hostile', `id: ${'a'.repeat(238)}`), at: 'id: aaa' },
  { name: 'a group key of 250 characters', text: edit('  - name: Items\n', `  - name: Items\n    key: ${'k'.repeat(250)}\n`), at: 'key: kkk' },
  { name: 'group that overwrites docs/authentication.md', text: BASE.replaceAll('Items', 'Authentication'), at: '  - name: Authentication' },
  { name: 'group key request, a member of the client', text: edit('  - name: Items\n', '  - name: Items\n    key: request\n'), at: 'key: request' },
  { name: 'client option fetch, a runtime option', text: edit('PasswordAuth: { type: basic }', 'PasswordAuth: { type: basic, clientOption: fetch }'), at: 'clientOption: fetch' },
  { name: 'schema named ApiError, a runtime export', text: edit('schemas:\n', 'schemas:\n  ApiError: { type: object }\n'), at: '  ApiError:' },
  { name: 'schema named like an operation type (ListItemsParams)', text: edit('schemas:\n', 'schemas:\n  ListItemsParams: { type: object }\n'), at: '  ListItemsParams:' },
  { name: 'client name ClientCore, a runtime export', text: edit('title: Hostile base', 'title: Hostile base\nclient: { name: ClientCore }'), at: 'client: {' },
  {
    name: 'header X-Request-Id and header X-Request_Id give one params key',
    text: edit('summary: List the items.', 'summary: List the items.\n    parameters:\n      - { name: X-Request-Id, in: header }\n      - { name: X-Request_Id, in: header }'),
    at: '{ name: X-Request_Id',
  },
  {
    name: 'path parameter {body} next to a request body',
    text: BASE.replaceAll('itemId', 'body'),
    at: 'path: /api/items/{body}:archive',
  },
];

/** The cases also run through the real CLI (the rest run in-process, which is much faster). */
export const CLI_CASES = [
  'empty file',
  'Latin-1 byte (not UTF-8) in a summary',
  'duplicate method and path under another parameter name',
  'alias cycle through oneOf, allOf and anyOf',
  'unknown scheme __proto__',
  'YAML merge key (<<), which YAML 1.2 does not define',
  '%YAML 1.1 directive turning merge keys back on',
  'group name "!!!" that gives no identifier',
];
