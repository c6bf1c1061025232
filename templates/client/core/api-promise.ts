/**
 * The return value of every operation: awaiting it yields the parsed payload, while
 * `withResponse()` and `asResponse()` expose the raw `Response` for headers, status or
 * streaming. The request starts at once; the body is only read when the payload is wanted.
 * `H` types the headers the operation declares (`response.headers`), parsed by `withResponse()`.
 */
import type { ReceivedResponse } from './received.ts';

/** Reads the declared headers of a response; none without declared headers. */
export type HeaderReader = (received: ReceivedResponse) => Record<string, unknown>;

export class APIPromise<T, H extends object = object> extends Promise<T> {
  readonly #received: Promise<ReceivedResponse>;
  readonly #parse: (received: ReceivedResponse) => Promise<T>;
  readonly #headers: HeaderReader;
  #parsed: Promise<T> | undefined;

  // Derived promises (`then`, `catch`, …) are plain promises: only the original has a response.
  // Stryker disable next-line BlockStatement: a species getter that returns undefined makes derived promises plain Promises too
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  /** @internal Generated code gets these from `ClientCore.request`, never constructs them. */
  constructor(received: Promise<ReceivedResponse>, parse: (received: ReceivedResponse) => Promise<T>, headers: HeaderReader = () => ({})) {
    // The base promise is never observed: every consumer goes through `then`, overridden below.
    super(settleUnobserved);
    this.#received = received;
    this.#parse = parse;
    this.#headers = headers;
  }

  /**
   * The raw response, body unread: for status, headers or streaming the payload yourself. The
   * body stays under the call's timeout and signal, but is not size-limited.
   */
  asResponse(): Promise<Response> {
    return this.#received.then((received) => received.raw());
  }

  /**
   * The parsed payload together with the response it came from (its body is then consumed) and
   * its declared headers, parsed by their types; every header is still on `response.headers`.
   */
  async withResponse(): Promise<{ data: T; response: Response; headers: H }> {
    const [data, received] = await Promise.all([this.#payload(), this.#received]);
    return { data, response: received.response, headers: this.#headers(received) as H };
  }

  // `catch` and `finally` call `then`, as the built-in ones do. `reason: any` matches the built-in
  // Promise signatures, so handlers may annotate the error type.
  override then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: any) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#payload().then(onfulfilled, onrejected);
  }

  #payload(): Promise<T> {
    this.#parsed ??= this.#received.then(this.#parse);
    return this.#parsed;
  }
}

// Stryker disable next-line BlockStatement: nothing observes the base promise (every consumer goes through the overridden then)
function settleUnobserved(resolve: (value: never) => void): void {
  resolve(undefined as never);
}
