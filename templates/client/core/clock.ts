/**
 * Time, behind an interface. The client reads the clock to decide when a token expires and
 * sleeps between retries; tests replace both with a fake so they never wait nor depend on the
 * wall clock.
 */
import { AbortError } from './errors.ts';

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolve after `ms` milliseconds; reject with `AbortError` as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(new AbortError('The request was aborted.'));
      const onAbort = () => {
        clearTimeout(timer);
        reject(new AbortError('The request was aborted.'));
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: an aborted signal never fires again, and a sleep that ends removes the listener itself
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};
