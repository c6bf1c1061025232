/**
 * The security checks (generator/manifest/checks/security.ts) on edits a mutation run showed
 * untested: a scheme listed twice, unknown schemes where none are declared, two explicit client
 * options alike, the token flow's scheme, refresh operation, non-refreshable schemes and tenant
 * parameter, and where each kind of apiKey carries its key. Given an edit of the minimal
 * fixture, want exactly these diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from '../support/diagnostics.ts';

const diagnosticsOf = diagnosticsReader('security');

/** The KeyAuth scheme (line 15) written as `scheme`. */
const keyAuth = (scheme: string) => edit(MINIMAL_FIXTURE, ['KeyAuth: { type: apiKey, header: X-Key }', `KeyAuth: ${scheme}`]);
/** The token flow (lines 18–21) with these fields added. */
const tokens = (fields: string) => edit(MINIMAL_FIXTURE, ['    field: token\n', `    field: token\n${fields}`]);

const CASES: { name: string; yaml: string; want: string[] }[] = [
  { name: 'a scheme listed twice', yaml: edit(MINIMAL_FIXTURE, ['default: [KeyAuth, JwtAuth]', 'default: [KeyAuth, JwtAuth, KeyAuth]']), want: ['13:31  security.default[2]: scheme "KeyAuth" is listed twice'] },
  {
    name: 'unknown schemes where none are declared',
    yaml: edit(MINIMAL_FIXTURE, ['  schemes:\n    KeyAuth: { type: apiKey, header: X-Key }\n    JwtAuth: { type: bearer, bearerFormat: JWT }\n    Basic: { type: basic }\n', '  schemes: {}\n']),
    want: [
      '13:13  security.default[0]: unknown security scheme "KeyAuth"; known: none',
      '13:22  security.default[1]: unknown security scheme "JwtAuth"; known: none',
      '16:13  security.tokens.scheme: unknown security scheme "JwtAuth"; known: none',
      '53:12  operations[3].auth[0]: unknown security scheme "KeyAuth"; known: none',
      '53:21  operations[3].auth[1]: unknown security scheme "Basic"; known: none',
    ],
  },
  {
    name: 'a security section that is null',
    yaml: MINIMAL_FIXTURE.slice(0, MINIMAL_FIXTURE.indexOf('security:\n')) + 'security: ~\n' + MINIMAL_FIXTURE.slice(MINIMAL_FIXTURE.indexOf('schemas:\n')),
    want: [
      '12:11  security: expected a mapping, got null',
      '47:12  operations[3].auth[0]: unknown security scheme "KeyAuth"; known: none',
      '47:21  operations[3].auth[1]: unknown security scheme "Basic"; known: none',
    ],
  },
  {
    name: 'two explicit client options alike',
    yaml: edit(MINIMAL_FIXTURE, ['JwtAuth: { type: bearer, bearerFormat: JWT }', 'JwtAuth: { type: bearer, bearerFormat: JWT, clientOption: auth }'], ['Basic: { type: basic }', 'Basic: { type: basic, clientOption: auth }']),
    want: ['17:41  security.schemes.Basic.clientOption: client option "auth" is already used by JwtAuth'],
  },
  { name: 'a token scheme that is not declared', yaml: edit(MINIMAL_FIXTURE, ['scheme: JwtAuth', 'scheme: Jwt']), want: ['19:13  security.tokens.scheme: unknown security scheme "Jwt"; known: KeyAuth, JwtAuth, Basic'] },
  { name: 'a token scheme named like a prototype member', yaml: edit(MINIMAL_FIXTURE, ['scheme: JwtAuth', 'scheme: toString']), want: ['19:13  security.tokens.scheme: unknown security scheme "toString"; known: KeyAuth, JwtAuth, Basic'] },
  { name: 'a token scheme that is not a mapping', yaml: edit(MINIMAL_FIXTURE, ['JwtAuth: { type: bearer, bearerFormat: JWT }', 'JwtAuth: 5']), want: ['16:14  security.schemes.JwtAuth: expected a mapping, got 5'] },
  { name: 'a refresh operation that does not exist', yaml: tokens('    refresh: refresh_token\n'), want: ['22:14  security.tokens.refresh: unknown operation "refresh_token"'] },
  { name: 'a refresh operation that exists', yaml: tokens('    refresh: archive_pet\n'), want: [] },
  { name: 'schemes a token cannot be refreshed from', yaml: tokens('    notRefreshableFrom: [Basic, Bsic, Basic]\n'), want: [
      '22:33  security.tokens.notRefreshableFrom[1]: unknown security scheme "Bsic", did you mean "Basic"?',
      '22:39  security.tokens.notRefreshableFrom[2]: scheme "Basic" is listed twice',
    ] },
  { name: 'a tenant parameter the create operation lacks', yaml: tokens('    tenantParameter: tenant\n'), want: ['22:22  security.tokens.tenantParameter: expected a query parameter of create_token, got "tenant"'] },
  {
    name: 'a tenant parameter the create operation has in the query',
    yaml: edit(tokens('    tenantParameter: tenant\n'), ['    requestBody: none\n', '    requestBody: none\n    parameters: [~, { name: tenant, in: query }]\n']),
    want: ['59:18  operations[3].parameters[0]: expected a mapping, got null'],
  },
  {
    name: 'a tenant parameter the create operation has in a header',
    yaml: edit(tokens('    tenantParameter: tenant\n'), ['    requestBody: none\n', '    requestBody: none\n    parameters: [{ name: tenant, in: header }]\n']),
    want: ['22:22  security.tokens.tenantParameter: expected a query parameter of create_token, got "tenant"'],
  },
  {
    name: 'a tenant parameter of a create operation that does not exist',
    yaml: edit(tokens('    tenantParameter: tenant\n'), ['create: create_token', 'create: make_token']),
    want: ['20:13  security.tokens.create: unknown operation "make_token"'],
  },
  { name: 'an apiKey in a header without a name', yaml: keyAuth('{ type: apiKey, in: header }'), want: ['15:14  security.schemes.KeyAuth: expected name: the header that carries the key'] },
  { name: 'an apiKey in a cookie without a name', yaml: keyAuth('{ type: apiKey, in: cookie }'), want: ['15:14  security.schemes.KeyAuth: expected name: the cookie that carries the key'] },
  {
    name: 'an apiKey with a name alone goes in a header, whose name must be a token',
    yaml: keyAuth('{ type: apiKey, name: "X Key" }'),
    want: ['15:36  security.schemes.KeyAuth.name: expected an HTTP header name such as "X-API-Key", got "X Key"'],
  },
  { name: 'an apiKey with a name alone that is a token', yaml: keyAuth('{ type: apiKey, name: X-Key }'), want: [] },
  { name: 'an apiKey in the query may have any name', yaml: keyAuth('{ type: apiKey, in: query, name: "api key" }'), want: [] },
  { name: 'an apiKey header name with every token character', yaml: keyAuth("{ type: apiKey, name: \"!#$%&'*+.^_`|~09AZaz-\" }"), want: [] },
  { name: 'an apiKey with both header and a name', yaml: keyAuth('{ type: apiKey, header: X-Key, name: X-Key }'), want: ['15:38  security.schemes.KeyAuth.header: give either header or in and name, not both: header: X is short for in: header, name: X'] },
  { name: 'an apiKey with a header and nothing else', yaml: keyAuth('{ type: apiKey, header: "X Key" }'), want: ['15:38  security.schemes.KeyAuth.header: expected an HTTP header name such as "X-API-Key", got "X Key"'] },
  { name: 'a token scheme that is not a string', yaml: edit(MINIMAL_FIXTURE, ['scheme: JwtAuth', 'scheme: 5']), want: ['19:13  security.tokens.scheme: expected a string, got 5'] },
  { name: 'an operation name that is not a string is no token operation', yaml: edit(tokens('    refresh: refresh_token\n'), ['name: list_pets', 'name: 5']), want: [
      '22:14  security.tokens.refresh: unknown operation "refresh_token"',
      '35:11  operations[0].name: expected a string, got 5',
    ] },
  {
    name: 'a tenant parameter the create operation has under another name',
    yaml: edit(tokens('    tenantParameter: tenant\n'), ['    requestBody: none\n', '    requestBody: none\n    parameters: [{ name: org, in: query }]\n']),
    want: ['22:22  security.tokens.tenantParameter: expected a query parameter of create_token, got "tenant"'],
  },
  { name: 'an apiKey with both header and in', yaml: keyAuth('{ type: apiKey, header: X-Key, in: header }'), want: ['15:38  security.schemes.KeyAuth.header: give either header or in and name, not both: header: X is short for in: header, name: X'] },
];

describe('security checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});
