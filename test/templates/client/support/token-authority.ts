/**
 * Server-side token logic for auth tests: issues JWTs from POST /api/tokens, refreshes them at
 * POST /api/tokens:refresh, and accepts other requests carrying a token it issued and has not
 * revoked. Counts what matters: token creations and refreshes.
 */
import type { FakeClock } from './fake-clock.ts';
import { makeJwt } from './jwt.ts';
import type { Handler, Reply } from './server.ts';

export interface TokenAuthority {
  handler: Handler;
  creations: number;
  refreshes: number;
  /** Tokens issued so far, in order. */
  issued: string[];
  /** Make the server refuse a token it issued (as after a revocation). */
  revoke(token: string): void;
  /** Make refresh requests fail with 500. */
  failRefresh: boolean;
}

const unauthorized: Reply = { status: 401, json: { title: 'Unauthorized', status: 401 } };

export function tokenAuthority(clock: FakeClock, lifetimeSeconds = 3600): TokenAuthority {
  const revoked = new Set<string>();
  const authority: TokenAuthority = {
    creations: 0,
    refreshes: 0,
    issued: [],
    failRefresh: false,
    revoke: (token) => void revoked.add(token),
    handler: async (request) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (request.method === 'POST' && request.pathname === '/api/tokens') {
        authority.creations++;
        const token = await makeJwt(clock.now(), lifetimeSeconds);
        authority.issued.push(token);
        return { json: { token } };
      }
      if (request.method === 'POST' && request.pathname === '/api/tokens:refresh') {
        authority.refreshes++;
        if (authority.failRefresh) return { status: 500, json: { title: 'Refresh broken' } };
        if (!bearer || revoked.has(bearer)) return unauthorized;
        const token = await makeJwt(clock.now(), lifetimeSeconds);
        authority.issued.push(token);
        return { json: { token } };
      }
      if (bearer && (revoked.has(bearer) || !authority.issued.includes(bearer))) return unauthorized;
      return { json: { ok: true } };
    },
  };
  return authority;
}
