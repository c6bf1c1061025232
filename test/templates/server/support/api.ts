/** The APIs the server tests run against: the real manifest, and small hand-built fixtures. */
import { fileURLToPath } from 'node:url';
import type { JWTPayload } from 'jose';
import { mintJwt as mintAnyJwt, unsignedJwt as unsignedAnyJwt } from '../../../helpers/jwt.ts';
import { authAlternatives } from '../../../../generator/ir/auth-requirements.ts';
import { loadApi } from '../../../../generator/ir/build.ts';
import type { MatchSelector } from '../../../../generator/ir/match-selectors.ts';
import { parsePathTemplate, pathParamNames } from '../../../../generator/ir/path-template.ts';
import { camelCase, pascalCase } from '../../../../generator/ir/names.ts';
import type { Api, HttpMethod, Operation, Parameter, Payload, Response } from '../../../../generator/ir/types.ts';
import { describeService } from '../../../../generator/emit/server/service-description.ts';
import type { ServiceDescription } from '../../../../templates/server/core/service.ts';

export const MANIFEST = fileURLToPath(new URL('../../../../manifest/ica.yaml', import.meta.url));

let manifestApi: Promise<Api> | undefined;

/** The first manifest, loaded once per test file. */
export async function loadManifestApi(): Promise<{ api: Api; service: ServiceDescription }> {
  manifestApi ??= loadApi(MANIFEST);
  const api = await manifestApi;
  return { api, service: describeService(api) };
}

export function vendorType(api: Api, version: number): string {
  return api.media.successTemplate.replace('{version}', String(version));
}

export interface FixtureRoute {
  name: string;
  method: HttpMethod;
  path: string;
  auth?: (string | string[])[];
  versions?: number[];
  parameters?: Parameter[];
  /** `operations[].match` constants, as the IR holds them. */
  match?: MatchSelector[];
}

/** A minimal but complete `Api` around the given routes, anonymous unless `auth` says otherwise. */
export function fixtureApi(routes: FixtureRoute[], overrides: Partial<Api> = {}): Api {
  const operations = routes.map((route): Operation => {
    const parsed = parsePathTemplate(route.path);
    if (!parsed.ok) throw new Error(parsed.problem);
    const pathParams = pathParamNames(parsed.template).flatMap((name): Parameter[] =>
      name
        ? [
            {
              name,
              key: name,
              in: 'path',
              required: true,
              schema: { kind: 'string', meta: {} },
              style: 'simple',
              explode: false,
              deprecated: false,
            },
          ]
        : [],
    );
    const versions = route.versions ?? [1];
    // A HEAD operation answers with headers alone, as the IR builds it from a manifest.
    const json: Payload = { mediaType: 'application/json', kind: 'json', schema: { kind: 'unknown', meta: {} }, encoding: [] };
    const response: Response = { status: 200, also: [], headers: [], contents: route.method === 'HEAD' ? [] : [json] };
    return {
      name: route.name,
      methodName: camelCase(route.name),
      typeName: pascalCase(route.name),
      method: route.method,
      path: parsed.template,
      group: 'all',
      summary: route.name,
      notes: [],
      deprecated: false,
      idempotent: route.method !== 'POST',
      auth: authAlternatives(route.auth ?? []),
      versions,
      byVersion: versions.map((version) => ({ version, response })),
      defaultVersion: versions[versions.length - 1]!,
      parameters: [...pathParams, ...(route.parameters ?? [])],
      response,
      ...(route.match ? { match: route.match } : {}),
    };
  });
  return {
    id: 'fixture',
    title: 'Fixture API',
    manifestPath: 'fixture.yaml',
    clientName: 'FixtureClient',
    packageName: 'fixture-client',
    packageInfo: { version: '0.1.0' },
    servers: [{ url: 'https://example.test' }],
    basePath: '/',
    media: {
      successTemplate: 'application/vnd.fixture.v{version}+json',
      problem: 'application/problem+json',
      versions: [1],
      current: 1,
    },
    compression: ['gzip'],
    securitySchemes: [],
    schemas: [],
    groups: [{ name: 'All', key: 'all', slug: 'all', operations }],
    operations,
    ...overrides,
  };
}

/** Sign a JWT the way a client (or an attacker) would, independent of the server's own signer. */
export function mintJwt(
  secret: string,
  claims: JWTPayload,
  { issuer = 'sdkgen-server', expiresIn = 600, alg = 'HS256' }: { issuer?: string; expiresIn?: number; alg?: string } = {},
): Promise<string> {
  return mintAnyJwt(claims, { secret, issuer, expiresIn, alg });
}

/** An unsigned `alg: none` token, which no server should accept. */
export function unsignedJwt(claims: JWTPayload): string {
  return unsignedAnyJwt(claims, 'sdkgen-server');
}

export function decodeJwtPayload(token: string): JWTPayload {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as JWTPayload;
}

export function basic(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}
