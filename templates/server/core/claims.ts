/**
 * The claims the server writes into the JWTs it issues, and how a verified JWT turns back into a
 * principal. Shared by authentication and the token endpoints so both read the same names.
 */
import type { Principal } from './handler.ts';
import type { JWTPayload } from './jwt.ts';
import type { TokenFlowSpec } from './service.ts';

/** Names the security scheme the token was obtained with, e.g. `KeyAuth`; decides refreshability. */
export const SOURCE_CLAIM = 'src';

/** The tenant is stored under the token flow's tenant parameter name, so the claim reads like the request. */
export function tenantClaim(flow: TokenFlowSpec | undefined): string {
  return flow?.tenantParameter ?? 'tenant';
}

export function claimsFor(
  principal: Principal,
  source: string,
  flow: TokenFlowSpec | undefined,
): JWTPayload & { sub: string } {
  return {
    sub: principal.subject,
    [SOURCE_CLAIM]: source,
    ...(principal.tenant !== undefined ? { [tenantClaim(flow)]: principal.tenant } : {}),
  };
}

export function principalFromClaims(
  claims: JWTPayload,
  flow: TokenFlowSpec | undefined,
): Principal {
  const tenant = claims[tenantClaim(flow)];
  return { subject: claims.sub ?? '', ...(typeof tenant === 'string' ? { tenant } : {}) };
}
