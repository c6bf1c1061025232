/**
 * One token request shared by every call that needs a token while it is under way.
 *
 * Each waiter brings its own signal (its attempt's deadline: the caller's abort signal and
 * timeout) and gives up alone when it fires; the others keep waiting. The request itself runs
 * under the client's own timeout and is cancelled only once every waiter has given up, so one
 * impatient caller never fails the rest, and a stalled token response never outlives the
 * callers who wanted it.
 */
import { AbortError, ApiError } from './errors.ts';

export class TokenFlight<T> {
  readonly #controller = new AbortController();
  readonly #result: Promise<T>;
  readonly #onOver: () => void;
  #waiters = 0;
  /** A waiter without a signal never gives up, so the request is never abandoned. */
  #committed = false;
  #settled = false;

  /**
   * Start `run` at once. `onOver` is called when no new waiter should join any more: when the
   * request settles, or earlier, when every waiter has given up and the request is cancelled.
   */
  constructor(run: (signal: AbortSignal) => Promise<T>, onOver: () => void) {
    this.#onOver = onOver;
    this.#result = run(this.#controller.signal);
    const settle = () => {
      this.#settled = true;
      onOver();
    };
    this.#result.then(settle, settle);
  }

  /** The result, or the reason of `signal` as soon as it aborts (while the request goes on for the others). */
  wait(signal?: AbortSignal): Promise<T> {
    if (signal === undefined) {
      this.#committed = true;
      return this.#result;
    }
    if (signal.aborted) {
      this.#abandonIfUnwanted();
      return Promise.reject(reasonOf(signal));
    }
    this.#waiters++;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        reject(reasonOf(signal));
        this.#waiters--;
        this.#abandonIfUnwanted();
      };
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: a signal aborts once, and a settled request removes the listener itself
      signal.addEventListener('abort', leave, { once: true });
      this.#result.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }

  /** Cancel the request once nobody waits for it any more. */
  #abandonIfUnwanted(): void {
    if (this.#waiters > 0 || this.#committed || this.#settled || this.#controller.signal.aborted) return;
    this.#controller.abort(new AbortError('Every call waiting for this token gave up.'));
    this.#onOver();
  }
}

/** A deadline's signal carries its `AbortError` or `TimeoutError`; any other signal means an abort. */
function reasonOf(signal: AbortSignal): ApiError {
  return signal.reason instanceof ApiError ? signal.reason : new AbortError('The request was aborted.');
}
