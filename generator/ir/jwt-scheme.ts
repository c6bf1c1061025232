/**
 * A bearer scheme whose tokens are JWTs (manifest `bearerFormat: JWT`, any case): the generated
 * server verifies those by signature with its `jwtSecret` (templates/server/core/authenticate.ts
 * reads the same rule), so the stub signs a demo one and the server README says so.
 */
import type { SecurityScheme } from './types.ts';

export function takesJwt(scheme: SecurityScheme): boolean {
  return scheme.kind === 'bearer' && scheme.bearerFormat?.toUpperCase() === 'JWT';
}
