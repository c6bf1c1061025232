/**
 * The time limit and cancellation of one attempt, from sending the request until the last byte
 * of its response body has been read (or the body is handed to the caller and finished there).
 * A body that stalls or never ends is as much a hung request as a server that never answers.
 *
 * Every way an attempt fails is mapped to one distinct error, because the right reaction
 * differs: an abort is the caller's own decision, a timeout or a dropped connection may be
 * worth retrying.
 */
import { AbortError, ApiError, ConnectionError, TimeoutError } from './errors.ts';

/** setTimeout fires at once for delays above this, so longer timeouts mean "none". */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Something to stop when the attempt ends early, e.g. the reader of a body in progress. */
interface Cancellable {
  cancel(reason?: unknown): Promise<void>;
}

export class Deadline {
  /**
   * Aborts when the caller aborts or time runs out, with the `AbortError` or `TimeoutError` as
   * its reason; give it to `fetch` and to anything else the attempt waits for (e.g. a token).
   */
  readonly signal: AbortSignal;
  readonly #controller = new AbortController();
  readonly #timeout: number;
  readonly #label: string;
  readonly #caller: AbortSignal | undefined;
  // Both are made only when needed: one timer per attempt, and a listener only for a caller's signal.
  #timer: ReturnType<typeof setTimeout> | undefined;
  #onAbort: (() => void) | undefined;
  #body: Cancellable | undefined;

  /** Start the clock for `label` (an operation name); throws `AbortError` at once when `caller` is already aborted. */
  constructor(timeout: number, caller: AbortSignal | undefined, label: string) {
    if (caller?.aborted) throw new AbortError('The request was aborted before it was sent.');
    this.signal = this.#controller.signal;
    this.#timeout = timeout;
    this.#label = label;
    this.#caller = caller;
    // A module-level callback with the deadline as its argument: no closure per attempt.
    if (timeout > 0 && timeout <= MAX_TIMER_MS) this.#timer = setTimeout(expire, timeout, this);
    if (caller) caller.addEventListener('abort', (this.#onAbort = () => this.stop(new AbortError('The request was aborted.'))), { once: true });
  }

  /**
   * Cancel `body` too when the attempt stops. `fetch` implementations normally fail the body
   * stream when their signal aborts, but not all do, and a read must never outlive the deadline.
   */
  watch(body: Cancellable | undefined): void {
    this.#body = body;
  }

  /** The attempt is over: stop the clock and stop listening to the caller. Idempotent. */
  release(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#onAbort) this.#caller!.removeEventListener('abort', this.#onAbort);
    this.#onAbort = undefined;
    this.#body = undefined;
  }

  /** `error`, from sending to `origin` (`reading`: or from reading its answer), as the `ApiError` it means. */
  failure(error: unknown, origin: string, reading: boolean): ApiError {
    if (error instanceof ApiError) return error;
    if (this.signal.aborted) return this.signal.reason as ApiError;
    const message = reading ? `The connection to ${origin} broke while reading the response` : `Could not reach ${origin}`;
    return new ConnectionError(`${message}: ${describeFailure(error)}`, { cause: error });
  }

  /** @internal End the attempt with `reason`: abort the signal and cancel the body being read. */
  stop(reason: ApiError): void {
    const body = this.#body;
    this.release();
    this.#controller.abort(reason);
    body?.cancel(reason).catch(() => undefined);
  }

  /** @internal The message of this deadline's `TimeoutError`. */
  get expiredMessage(): string {
    return `${this.#label} did not complete within ${this.#timeout} ms.`;
  }
}

function expire(deadline: Deadline): void {
  deadline.stop(new TimeoutError(deadline.expiredMessage));
}

/** `fetch failed (ECONNREFUSED)`: runtimes hide the useful part in `cause`. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined;
  return detail ? `${error.message} (${detail})` : error.message;
}
