/**
 * Redirects, decided by the client rather than by `fetch`. Automatic redirects would carry the
 * API key or token to wherever a `Location` header points, and the client would then take that
 * site's answers (even its tokens) for the API's own. So: same origin only by default, a bounded
 * number of hops, and, when the caller opts in to other origins, no credential goes along.
 */
import { RedirectError } from './errors.ts';

export interface RedirectPolicy {
  /** Follow redirects to other origins, with every credential header removed; refuse them when false. */
  followCrossOrigin: boolean;
  maxRedirects: number;
  /** Names of the headers that carry credentials (Authorization, API-key headers, Cookie, …). */
  credentialHeaders: readonly string[];
  /** Removes the API keys a request carries in its query from the address of a hop to another origin. */
  stripQuery?: ((url: URL) => URL) | undefined;
}

/** The request as the transport sends it. */
export type SendInit = RequestInit & { method: string; headers: Headers | Record<string, string> };

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Headers that describe a body; they go when a redirect drops the body (Fetch standard). */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location'];

/** Whether `response` has a redirect status with a `Location`: only then is there anywhere to go. */
export function isRedirect(response: Response): boolean {
  return REDIRECT_STATUSES.has(response.status) && response.headers.has('location');
}

/** Where `response`, a redirect (`isRedirect`) or one a browser hides, redirects to. */
export function redirectTarget(response: Response, from: URL): URL {
  if (response.type === 'opaqueredirect') {
    throw new RedirectError(
      `The server at ${from.origin} answered with a redirect, which a browser does not let the client inspect; ` +
        'set baseURL to the address it redirects to.',
    );
  }
  let target: URL;
  try {
    target = new URL(response.headers.get('location')!, from);
  } catch {
    throw new RedirectError(`The server at ${from.origin} redirected to an invalid address.`, { status: response.status });
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new RedirectError(`The server at ${from.origin} redirected to a ${target.protocol} address.`, { status: response.status });
  }
  return target;
}

/**
 * The request to send to the next hop, as browsers do it: 303 becomes a GET (HEAD stays HEAD),
 * so do 301 and 302 after a POST, and all three drop the body; 307 and 308 repeat the request
 * as it was, which a streamed body cannot be.
 */
export function redirectedInit(status: number, init: SendInit): SendInit {
  const becomesGet = (status === 303 && init.method !== 'GET' && init.method !== 'HEAD') || ((status === 301 || status === 302) && init.method === 'POST');
  if (becomesGet) {
    const headers = new Headers(init.headers);
    for (const name of BODY_HEADERS) headers.delete(name);
    const { body: _dropped, ...rest } = init;
    return { ...rest, method: 'GET', headers };
  }
  if (typeof ReadableStream !== 'undefined' && init.body instanceof ReadableStream) {
    throw new RedirectError(`The server answered ${status}, which asks to send the body again, but a streamed body cannot be sent twice.`, {
      status,
    });
  }
  return init;
}

/** `init` without any credential, for a hop to another origin. */
export function withoutCredentials(init: SendInit, policy: RedirectPolicy): SendInit {
  const headers = new Headers(init.headers);
  for (const name of policy.credentialHeaders) headers.delete(name);
  return { ...init, headers };
}

/** The refusal of a cross-origin redirect; it names the origin only (never a path or query, which may hold secrets). */
export function crossOriginRefusal(from: URL, to: URL, status: number): RedirectError {
  return new RedirectError(
    `The server at ${from.origin} redirected to another origin, ${to.origin}; the client does not send credentials there. ` +
      'Set followCrossOriginRedirects to follow such redirects without credentials.',
    { status },
  );
}
