/**
 * One HTTP exchange: `fetch` with a timeout and the caller's abort signal, and with every way it
 * can fail mapped to a distinct error, because the right reaction differs: an abort is the
 * caller's own decision, a timeout or a dropped connection may be worth retrying.
 */
import { AbortError, ConnectionError, TimeoutError } from './errors.ts';

export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** setTimeout fires at once for delays above this, so longer timeouts mean "none". */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Deadline {
  /** Milliseconds until the response headers must have arrived. */
  timeout: number;
  signal?: AbortSignal | undefined;
}

export async function fetchWithDeadline(fetch: Fetch, url: URL, init: RequestInit, deadline: Deadline): Promise<Response> {
  const { timeout, signal } = deadline;
  if (signal?.aborted) throw new AbortError('The request was aborted before it was sent.');
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0 && timeout <= MAX_TIMER_MS
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (signal?.aborted) throw new AbortError('The request was aborted.', { cause: error });
    if (timedOut) throw new TimeoutError(`No response from ${url.origin} within ${timeout} ms.`, { cause: error });
    throw new ConnectionError(`Could not reach ${url.origin}: ${describeFailure(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** `fetch failed (ECONNREFUSED)`: runtimes hide the useful part in `cause`. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined;
  return detail ? `${error.message} (${detail})` : error.message;
}
