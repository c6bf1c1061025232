/**
 * One HTTP exchange: `fetch` under the attempt's deadline, with redirects followed by hand
 * (see `redirects.ts`) and every failure mapped to an `ApiError`. Ordinary calls and the
 * client's own token requests both go through here, so both get the same protection.
 */
import type { Deadline } from './deadline.ts';
import { crossOriginRefusal, isRedirect, type RedirectPolicy, redirectedInit, redirectTarget, type SendInit, withoutCredentials } from './redirects.ts';
import { RedirectError } from './errors.ts';

export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Send `init` to `url`, following redirects that `policy` allows; resolves with the final response, body unread. */
export async function send(fetch: Fetch, address: URL | string, init: SendInit, deadline: Deadline, policy: RedirectPolicy): Promise<Response> {
  let crossed = false;
  let origin: string | undefined;
  for (let hops = 0; ; hops++) {
    let response: Response;
    try {
      response = await fetch(address, { ...init, redirect: 'manual', signal: deadline.signal });
    } catch (error) {
      throw deadline.failure(error, new URL(address).origin, false);
    }
    // Most answers are final: the address is parsed only when it has to be resolved against.
    if (response.type !== 'opaqueredirect' && !isRedirect(response)) return response;
    const url = new URL(address);
    origin ??= url.origin;
    const target = redirectTarget(response, url);
    await discard(response);
    if (hops >= policy.maxRedirects) {
      throw new RedirectError(`Gave up after ${policy.maxRedirects} redirects, the last from ${url.origin}.`, { status: response.status });
    }
    if (target.origin !== origin && !crossed) {
      if (!policy.followCrossOrigin) throw crossOriginRefusal(url, target, response.status);
      // Once stripped, credentials stay off for the rest of the chain, even back on the first origin.
      init = withoutCredentials(init, policy);
      crossed = true;
    }
    init = redirectedInit(response.status, init);
    address = crossed && policy.stripQuery ? policy.stripQuery(target) : target;
  }
}

/** Release the connection of a response whose body will not be read. */
export async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}
