/**
 * Per-operation authentication. The operation lists the schemes it accepts in order of
 * preference; the first of them for which the request presents a credential decides. A presented
 * credential that fails is a 401 rather than a reason to look at the next one, so the outcome never
 * depends on which of several credentials happens to be valid. Credentials of schemes the
 * operation does not accept (e.g. Basic outside the token endpoint) authenticate nothing.
 */
import { principalFromClaims } from './claims.ts';
import type { PresentedCredentials } from './credentials.ts';
import type { AuthInfo } from './handler.ts';
import { TokenRejected } from './jwt.ts';
import type { ResolvedOptions } from './options.ts';
import { HttpProblem } from './problem.ts';
import type { RouteSpec, SchemeSpec, ServiceDescription } from './service.ts';

export async function authenticate(
  service: ServiceDescription,
  route: RouteSpec,
  credentials: PresentedCredentials,
  options: ResolvedOptions,
  tenant: string | undefined,
): Promise<AuthInfo | undefined> {
  if (route.auth.length === 0) return undefined;
  const accepted = route.auth.map((name) => schemeNamed(service, name));
  const fail = (detail: string, bearerError?: string) =>
    unauthorized(service, route, accepted, detail, bearerError);
  const { authorization } = credentials;

  for (const scheme of accepted) {
    if (scheme.kind === 'apiKey') {
      const key = credentials.apiKeys.get(scheme.name);
      if (key === undefined) continue;
      const principal = await options.verifyApiKey?.(key, scheme.name, tenant);
      if (!principal) throw fail(`The key in ${keyPlace(scheme)} is not valid.`);
      return { scheme: scheme.name, principal };
    }
    if (scheme.kind === 'basic' && authorization?.kind === 'basic') {
      const principal = await options.verifyBasic?.(
        authorization.username,
        authorization.password,
        tenant,
      );
      if (!principal) throw fail('The user name or password is not valid.');
      return { scheme: scheme.name, principal };
    }
    if (
      scheme.kind === 'bearer' &&
      authorization?.kind === 'bearer' &&
      authorization.jws === isJwtScheme(scheme)
    ) {
      if (!authorization.jws) {
        const principal = await options.verifyBearerToken?.(
          authorization.token,
          scheme.name,
          tenant,
        );
        if (!principal) throw fail('The bearer token is not valid.', 'invalid_token');
        return { scheme: scheme.name, principal };
      }
      try {
        const claims = await options.jwt.verify(authorization.token);
        return {
          scheme: scheme.name,
          principal: principalFromClaims(claims, service.tokenFlow),
          claims,
        };
      } catch (error) {
        if (error instanceof TokenRejected) throw fail(error.message, 'invalid_token');
        throw error;
      }
    }
  }
  throw fail(explainMissing(credentials, accepted));
}

function explainMissing(credentials: PresentedCredentials, accepted: SchemeSpec[]): string {
  const names = accepted.map((s) => s.name).join(', ');
  const presented = credentials.authorization;
  if (presented?.kind === 'malformed') return presented.reason;
  if (presented?.kind === 'basic') {
    return `Basic credentials are not accepted here; use one of: ${names}.`;
  }
  if (presented?.kind === 'bearer') {
    return `A ${presented.jws ? 'JWT' : 'non-JWT'} bearer token is not accepted here; use one of: ${names}.`;
  }
  return `Authentication is required; use one of: ${names}.`;
}

/** Where an apiKey scheme's key goes, in words: `the X-API-Key header`, `the api_key query parameter`. */
function keyPlace(scheme: SchemeSpec): string {
  if (scheme.query !== undefined) return `the ${scheme.query} query parameter`;
  if (scheme.cookie !== undefined) return `the ${scheme.cookie} cookie`;
  return `the ${scheme.header} header`;
}

/** The auth-param of an `ApiKey` challenge naming where the key goes: `header="X-API-Key"`, `query="api_key"`, `cookie="key"`. */
function keyParameter(scheme: SchemeSpec): string {
  // Percent-encoded: a query parameter may be named with characters a header cannot carry.
  if (scheme.query !== undefined) return `query="${encodeURIComponent(scheme.query)}"`;
  if (scheme.cookie !== undefined) return `cookie="${scheme.cookie}"`;
  return `header="${scheme.header}"`;
}

function isJwtScheme(scheme: SchemeSpec): boolean {
  return scheme.bearerFormat?.toUpperCase() === 'JWT';
}

function schemeNamed(service: ServiceDescription, name: string): SchemeSpec {
  const scheme = service.schemes.find((s) => s.name === name);
  if (!scheme) throw new Error(`The service description has no security scheme named ${name}.`);
  return scheme;
}

/** A 401 whose `WWW-Authenticate` lists one challenge per accepted kind of credential. */
function unauthorized(
  service: ServiceDescription,
  route: RouteSpec,
  accepted: SchemeSpec[],
  detail: string,
  bearerError?: string,
): HttpProblem {
  const realm = `realm="${service.title.replace(/["\\]/g, '')}"`;
  const challenges = new Set<string>();
  for (const scheme of accepted) {
    if (scheme.kind === 'apiKey') challenges.add(`ApiKey ${realm}, ${keyParameter(scheme)}`);
    if (scheme.kind === 'basic') challenges.add(`Basic ${realm}, charset="UTF-8"`);
    if (scheme.kind === 'bearer') {
      challenges.add(`Bearer ${realm}${bearerError ? `, error="${bearerError}"` : ''}`);
    }
  }
  return new HttpProblem(401, {
    kind: 'unauthorized',
    detail,
    headers: { 'WWW-Authenticate': [...challenges] },
    extensions: { operation: route.name, acceptedSchemes: route.auth },
  });
}
