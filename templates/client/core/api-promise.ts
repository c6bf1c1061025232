/**
 * The return value of every operation: awaiting it yields the parsed payload, while
 * `withResponse()` and `asResponse()` expose the raw `Response` for headers, status or
 * streaming. The request starts at once; the body is only read when the payload is wanted.
 */

export class APIPromise<T> extends Promise<T> {
  readonly #response: Promise<Response>;
  readonly #parse: (response: Response) => Promise<T>;
  #parsed: Promise<T> | undefined;

  // Derived promises (`then`, `catch`, …) are plain promises: only the original has a response.
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  constructor(response: Promise<Response>, parse: (response: Response) => Promise<T>) {
    // The base promise is never observed: every consumer goes through `then`, overridden below.
    super((resolve) => resolve(undefined as T));
    this.#response = response;
    this.#parse = parse;
  }

  /** The raw response, body unread: for status, headers or streaming the payload yourself. */
  asResponse(): Promise<Response> {
    return this.#response;
  }

  /** The parsed payload together with the response it came from (its body is then consumed). */
  async withResponse(): Promise<{ data: T; response: Response }> {
    const [data, response] = await Promise.all([this.#payload(), this.#response]);
    return { data, response };
  }

  // `reason: any` matches the built-in Promise signatures, so handlers may annotate the error type.
  override then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: any) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#payload().then(onfulfilled, onrejected);
  }

  override catch<R = never>(onrejected?: ((reason: any) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.#payload().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#payload().finally(onfinally);
  }

  #payload(): Promise<T> {
    this.#parsed ??= this.#response.then(this.#parse);
    return this.#parsed;
  }
}
