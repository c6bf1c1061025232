/**
 * Client options that authenticate against `serve` with a config file accepting `credential`
 * as every API key and opaque bearer token, and `user` for Basic: the stub's own demo JWT where
 * a scheme takes JWTs (which it verifies by signature, so no configured text passes).
 */
import { takesJwt } from '../../../generator/ir/jwt-scheme.ts';
import type { Api } from '../../../generator/ir/types.ts';
import type { RunningStub } from '../../../generator/serve/index.ts';

export function stubCredentials(api: Api, stub: RunningStub, credential: string, user: { username: string; password: string }): Record<string, unknown> {
  const credentialOf = (scheme: Api['securitySchemes'][number]) => {
    if (scheme.kind === 'basic') return { email: user.username, password: user.password };
    return takesJwt(scheme) ? stub.demoJwt : credential;
  };
  return Object.fromEntries(api.securitySchemes.map((scheme) => [scheme.clientOption, credentialOf(scheme)]));
}
