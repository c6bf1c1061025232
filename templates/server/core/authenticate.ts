/**
 * Per-operation authentication. The operation lists the alternatives it accepts in order of
 * preference, each one scheme or several a request carries together; the first alternative whose
 * every credential the request presents decides. A presented credential that fails is a 401
 * rather than a reason to look at the next one, so the outcome never depends on which of several
 * credentials happens to be valid. Credentials of schemes the operation does not accept (e.g.
 * Basic outside the token endpoint) authenticate nothing. An empty alternative allows anonymous
 * access: a request that completes no other alternative is handled without `AuthInfo`.
 */
import { principalFromClaims } from './claims.ts';
import type { PresentedCredentials } from './credentials.ts';
import { after, type Eventually } from './eventually.ts';
import type { AuthInfo, Principal } from './handler.ts';
import { TokenRejected } from './jwt.ts';
import type { ResolvedOptions } from './options.ts';
import { HttpProblem } from './problem.ts';
import type { RouteSpec, SchemeSpec, ServiceDescription } from './service.ts';

/** A verifier's answer, or the promise of one. */

/**
 * The request's `AuthInfo`, or a 401 thrown. Synchronous verifiers (the usual API-key lookup) get
 * a synchronous answer, so the request waits for no extra turn of the event loop; a verifier that
 * returns a promise, and JWT verification, make it a promise.
 */
export function authenticate(
  service: ServiceDescription,
  route: RouteSpec,
  credentials: PresentedCredentials,
  options: ResolvedOptions,
  tenant: string | undefined,
): Eventually<AuthInfo | undefined> {
  if (route.auth.length === 0) return undefined;
  const { schemes: accepted, alternatives, anonymous } = acceptedSchemes(service, route.auth);
  const rejection: Rejection = { service, route, accepted };

  for (const alternative of alternatives) {
    // One scheme (nearly every operation): checked at once, with no list or closure per request.
    if (alternative.length === 1) {
      const scheme = alternative[0]!;
      if (isPresented(scheme, credentials)) return verifyPresented(scheme, credentials, options, tenant, rejection);
    } else if (alternative.length > 0 && alternative.every((scheme) => isPresented(scheme, credentials))) {
      return allOf(alternative, (scheme) => verifyPresented(scheme, credentials, options, tenant, rejection));
    }
  }
  if (anonymous) return undefined;
  throw unauthorized(rejection, explainMissing(credentials, route.auth));
}

/** Whether the request carries a credential of `scheme`'s kind, where `scheme` takes it. */
function isPresented(scheme: SchemeSpec, { apiKeys, authorization }: PresentedCredentials): boolean {
  if (scheme.kind === 'apiKey') return apiKeys.has(scheme.name);
  if (scheme.kind === 'basic') return authorization?.kind === 'basic';
  return authorization?.kind === 'bearer' && authorization.jws === isJwtScheme(scheme);
}

/** Checks the credential the request presents for `scheme` (see `isPresented`): its `AuthInfo`, or a 401 thrown. */
function verifyPresented(
  scheme: SchemeSpec,
  credentials: PresentedCredentials,
  options: ResolvedOptions,
  tenant: string | undefined,
  rejection: Rejection,
): Eventually<AuthInfo> {
  const { authorization } = credentials;
  if (scheme.kind === 'apiKey') {
    return verdict(options.verifyApiKey?.(credentials.apiKeys.get(scheme.name)!, scheme.name, tenant), scheme, rejection, invalidKey);
  }
  if (authorization?.kind === 'basic') {
    return verdict(options.verifyBasic?.(authorization.username, authorization.password, tenant), scheme, rejection, invalidPassword);
  }
  const { token, jws } = authorization as Extract<PresentedCredentials['authorization'], { kind: 'bearer' }>;
  if (!jws) return verdict(options.verifyBearerToken?.(token, scheme.name, tenant), scheme, rejection, invalidToken);
  return verifyJwt(scheme, token, options, rejection);
}

/** Schemes sent together: each is checked in turn; the first's result leads, and `together` lists them all. */
function allOf(schemes: SchemeSpec[], verify: (scheme: SchemeSpec) => Eventually<AuthInfo>): Eventually<AuthInfo> {
  const results: AuthInfo[] = [];
  const next = (i: number): AuthInfo | Promise<AuthInfo> => {
    if (i === schemes.length) return { ...results[0]!, together: results };
    return after(verify(schemes[i]!), (info: AuthInfo) => {
      results.push(info);
      return next(i + 1);
    });
  };
  return next(0);
}

/** What a 401 for this request names: the route and the schemes it accepts. */
interface Rejection {
  service: ServiceDescription;
  route: RouteSpec;
  accepted: SchemeSpec[];
}

/** Why a presented credential failed, worded for its scheme; with the bearer `error` code. */
interface Failure {
  detail(scheme: SchemeSpec): string;
  bearerError?: string;
}

const invalidKey: Failure = { detail: (scheme) => `The key in ${keyPlace(scheme)} is not valid.` };
const invalidPassword: Failure = { detail: () => 'The user name or password is not valid.' };
const invalidToken: Failure = { detail: () => 'The bearer token is not valid.', bearerError: 'invalid_token' };

/**
 * A verifier's answer as the request's `AuthInfo`, or a 401. A synchronous verifier (the usual
 * API-key lookup) gets a synchronous answer, so the request waits for no extra turn of the event
 * loop; one that returns a promise makes this a promise.
 */
function verdict(
  answer: Eventually<Principal | null | undefined>,
  scheme: SchemeSpec,
  rejection: Rejection,
  failure: Failure,
): Eventually<AuthInfo> {
  return after(answer, (principal) => settle(principal, scheme, rejection, failure));
}

function settle(principal: Principal | null | undefined, scheme: SchemeSpec, rejection: Rejection, failure: Failure): AuthInfo {
  if (!principal) throw unauthorized(rejection, failure.detail(scheme), failure.bearerError);
  return { scheme: scheme.name, principal };
}

async function verifyJwt(scheme: SchemeSpec, token: string, options: ResolvedOptions, rejection: Rejection): Promise<AuthInfo> {
  try {
    const claims = await options.jwt.verify(token);
    return {
      scheme: scheme.name,
      principal: principalFromClaims(claims, rejection.service.tokenFlow),
      claims,
    };
  } catch (error) {
    if (error instanceof TokenRejected) throw unauthorized(rejection, error.message, 'invalid_token');
    throw error;
  }
}

/** A route's alternatives as schemes, and every scheme they name (for challenges), in order of preference. */
interface Accepted {
  alternatives: SchemeSpec[][];
  schemes: SchemeSpec[];
  /** An empty alternative is listed: a request without credentials gets through. */
  anonymous: boolean;
}

/** Looked up once per route's `auth` list. */
const acceptedByAuth = new WeakMap<ServiceDescription, WeakMap<RouteSpec['auth'], Accepted>>();

function acceptedSchemes(service: ServiceDescription, auth: RouteSpec['auth']): Accepted {
  let byAuth = acceptedByAuth.get(service);
  if (byAuth === undefined) acceptedByAuth.set(service, (byAuth = new WeakMap()));
  let accepted = byAuth.get(auth);
  if (accepted === undefined) {
    const alternatives = auth.map((entry) => (typeof entry === 'string' ? [entry] : entry).map((name) => schemeNamed(service, name)));
    accepted = { alternatives, schemes: [...new Set(alternatives.flat())], anonymous: alternatives.some((alternative) => alternative.length === 0) };
    byAuth.set(auth, accepted);
  }
  return accepted;
}

function explainMissing(credentials: PresentedCredentials, auth: RouteSpec['auth']): string {
  const names = auth.map((entry) => (typeof entry === 'string' ? entry : entry.join(' and '))).join(', ');
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
function unauthorized({ service, route, accepted }: Rejection, detail: string, bearerError?: string): HttpProblem {
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
