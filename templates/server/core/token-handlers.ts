/**
 * Built-in implementations of the token flow's operations, so a server can hand out and renew
 * its own JWTs without application code. Authentication has already run when these are called:
 * the create operation receives a verified API key, Basic or bearer principal, the refresh
 * operation a verified, unexpired JWT. Tokens are issued for the principal's tenant only.
 */
import { claimsFor, SOURCE_CLAIM } from './claims.ts';
import type { HandlerInput, OperationHandler } from './handler.ts';
import type { ResolvedOptions } from './options.ts';
import { HttpProblem } from './problem.ts';
import type { ServiceDescription, TokenFlowSpec } from './service.ts';

/** Handlers by snake_case operation name; empty when the API declares no token flow. */
export function tokenHandlers(
  service: ServiceDescription,
  options: ResolvedOptions,
): Map<string, OperationHandler> {
  const flow = service.tokenFlow;
  const handlers = new Map<string, OperationHandler>();
  if (!flow) return handlers;
  handlers.set(flow.createOperation, createToken(service, flow, options));
  if (flow.refreshOperation) handlers.set(flow.refreshOperation, refreshToken(flow, options));
  return handlers;
}

function createToken(
  service: ServiceDescription,
  flow: TokenFlowSpec,
  options: ResolvedOptions,
): OperationHandler {
  const route = service.routes.find((r) => r.name === flow.createOperation);
  const tenantKey = route?.params.find(
    (p) => p.in === 'query' && p.name === flow.tenantParameter,
  )?.key;

  return async (input) => {
    const auth = requireAuth(input, flow.createOperation);
    const requested =
      tenantKey !== undefined && Object.hasOwn(input.query, tenantKey)
        ? input.query[tenantKey]
        : undefined;
    // The tenant is the verified principal's; naming another one never widens what it may do.
    const { principal } = auth;
    if (typeof requested === 'string' && requested !== '' && requested !== principal.tenant) {
      throw tenantRefused(requested);
    }
    // A token exchanged for another token keeps the scheme it was originally obtained with.
    const source =
      typeof auth.claims?.[SOURCE_CLAIM] === 'string' ? auth.claims[SOURCE_CLAIM] : auth.scheme;
    const token = await options.jwt.sign(
      claimsFor(principal, source, flow),
      options.tokenTtlSeconds,
    );
    return { [flow.tokenField]: token };
  };
}

function refreshToken(flow: TokenFlowSpec, options: ResolvedOptions): OperationHandler {
  return async (input) => {
    const auth = requireAuth(input, flow.refreshOperation!);
    const claims = auth.claims;
    if (!claims) {
      throw new HttpProblem(400, {
        kind: 'token-required',
        detail: `Only a JWT can be refreshed; obtain one with ${flow.createOperation}.`,
      });
    }
    const source = typeof claims[SOURCE_CLAIM] === 'string' ? claims[SOURCE_CLAIM] : flow.scheme;
    if (flow.notRefreshableFrom.includes(source)) {
      throw new HttpProblem(403, {
        kind: 'token-not-refreshable',
        title: 'Token Not Refreshable',
        detail: `A token obtained with ${source} cannot be refreshed; create a new one with ${flow.createOperation}.`,
        extensions: { source },
      });
    }
    const token = await options.jwt.sign(
      claimsFor(auth.principal, source, flow),
      options.tokenTtlSeconds,
    );
    return { [flow.tokenField]: token };
  };
}

/**
 * Deliberately says nothing about the tenants the credentials are valid for. A verifier that
 * accepts a credential for the requested tenant allows it by returning that tenant.
 */
function tenantRefused(tenant: string): HttpProblem {
  return new HttpProblem(403, {
    kind: 'tenant-not-allowed',
    title: 'Tenant Not Allowed',
    detail: `The credentials are not valid for the tenant ${JSON.stringify(tenant)}.`,
    extensions: { tenant },
  });
}

function requireAuth(input: HandlerInput, operation: string): NonNullable<HandlerInput['auth']> {
  // Only reachable if the manifest declares the token operation without authentication.
  if (!input.auth) throw new Error(`${operation} needs an authenticated request to issue a token.`);
  return input.auth;
}
