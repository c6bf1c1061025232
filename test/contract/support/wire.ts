/** Concrete requests for routes, for tests that speak HTTP directly instead of through the client. */
import type { RouteSpec } from '../../../generated/ica/server/core/service.ts';

/** The route's path with each parameter replaced by a plain, valid value. */
export function concretePath(route: RouteSpec): string {
  return route.path.replace(/\{([^{}]+)\}/g, (_, name: string) => `${name}-1`);
}

export interface ProblemCheck {
  ok: boolean;
  why?: string;
}

/** Whether `response`/`text` is an RFC 7807 problem with the given status. */
export function checkProblem(status: number, contentType: string | null, text: string): ProblemCheck {
  if (contentType !== 'application/problem+json') return { ok: false, why: `content-type ${contentType}` };
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (body.status !== status) return { ok: false, why: `body.status ${String(body.status)}` };
    if (typeof body.title !== 'string' || typeof body.type !== 'string') return { ok: false, why: 'no title/type' };
    return { ok: true };
  } catch {
    return { ok: false, why: 'body is not JSON' };
  }
}
