/**
 * Where each credential goes, as the docs (authentication page, curl and client examples) and
 * the OpenAPI export say it, for test/fixtures/manifests/api-keys.yaml: an API key in the query
 * and in a cookie, HTTP Basic, and HTTP Basic whose username is an API key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { authView } from '../../../generator/emit/docs/auth-view.ts';
import { clientExample } from '../../../generator/emit/docs/client-example.ts';
import { curlExample } from '../../../generator/emit/docs/curl-example.ts';
import { openApiDocument } from '../../../generator/emit/openapi/index.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import type { Api } from '../../../generator/ir/types.ts';

let api: Api;
beforeAll(async () => {
  api = await loadApi('test/fixtures/manifests/api-keys.yaml');
});

const operationOf = (name: string) => api.operations.find((op) => op.name === name)!;

describe('credential locations in the docs and the export', () => {
  it.each([
    {
      scheme: 'QueryKey',
      kind: 'API key in the query string',
      sends: '?api_key=<queryKey>',
      openapi: { type: 'apiKey', in: 'query', name: 'api_key', description: 'An API key in the query string.' },
    },
    { scheme: 'CookieKey', kind: 'API key in a cookie', sends: 'Cookie: session_key=<cookieKey>', openapi: { type: 'apiKey', in: 'cookie', name: 'session_key' } },
    {
      scheme: 'Login',
      kind: 'HTTP Basic authentication',
      sends: 'Authorization: Basic <base64 of user:password>',
      openapi: { type: 'http', scheme: 'basic', description: 'A user name and password.' },
    },
    {
      scheme: 'KeyAsUser',
      kind: 'HTTP Basic authentication; the username is an API key',
      sends: 'Authorization: Basic <base64 of apiKey:password>',
      openapi: { type: 'http', scheme: 'basic', description: 'The API key as the username; the password stays empty.', 'x-sdkgen-username': 'apiKey' },
    },
  ])('$scheme', ({ scheme, kind, sends, openapi }) => {
    const view = authView(api).schemes.find((s) => s.name === scheme)!;
    expect({ kind: view.kind, sends: view.sends }).toEqual({ kind, sends });
    const exported = openApiDocument(api) as { components: { securitySchemes: Record<string, unknown> } };
    expect(exported.components.securitySchemes[scheme]).toEqual(openapi);
  });

  it.each([
    ['whoami_by_query', ['curl "$BASE_URL/v1/query/whoami?api_key=$QUERY_KEY" \\', "  -H 'Accept: application/json'"]],
    ['whoami_by_cookie', ['curl "$BASE_URL/v1/cookie/whoami" \\', "  -H 'Accept: application/json' \\", '  --cookie "session_key=$COOKIE_KEY"']],
    ['whoami_by_login', ['curl "$BASE_URL/v1/login/whoami" \\', "  -H 'Accept: application/json' \\", '  -u "$USERNAME:$PASSWORD"']],
    ['whoami_by_key_as_user', ['curl "$BASE_URL/v1/key-as-user/whoami" \\', "  -H 'Accept: application/json' \\", '  -u "$API_KEY:$PASSWORD"']],
  ])('curl example of %s', (name, lines) => {
    expect(curlExample(operationOf(name), api).split('\n')).toEqual(lines);
  });

  it('shows Basic credentials as { username, password } in client examples', () => {
    expect(clientExample(operationOf('whoami_by_login'), api)).toContain(
      "new KeysClient({ login: { username: process.env.USERNAME ?? '', password: process.env.PASSWORD ?? '' }, baseURL: process.env.BASE_URL })",
    );
  });
});
