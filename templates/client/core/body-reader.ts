/**
 * Reads a response body chunk by chunk under its attempt's deadline and within a byte limit.
 *
 * The limit counts the bytes `fetch` hands over, which are already decompressed, so a small
 * gzip bomb is stopped as soon as its output passes the limit; the stream is then cancelled,
 * which closes the connection instead of draining it. Reading chunk by chunk (rather than
 * `response.text()`) is also what lets a stalled body time out and an abort interrupt it with any
 * `fetch`. (`ReceivedResponse.text()` skips this reader only for the platform's own fetch, which
 * fails the body when its signal aborts, and a declared uncompressed length within the limit.)
 *
 * `chunks()` collects the whole body for parsing; `stream()` hands it on as a web stream with
 * the same guarantees, for callers who read it themselves.
 */
import type { Deadline } from './deadline.ts';
import { ApiError, ResponseTooLargeError } from './errors.ts';
import { discard } from './transport.ts';

export interface BodyLimits {
  deadline: Deadline;
  /** Maximum decoded bytes; Infinity for none. */
  limit: number;
  /** Where the request went, for error messages. */
  origin: string;
  /** Whether the `fetch` that answered stops the body when the deadline's signal aborts (the platform's does). */
  fetchHonoursSignal: boolean;
  /** Operation name, for error messages. */
  operation: string;
}

export class BoundedBody {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  readonly #limits: BodyLimits;
  readonly #status: number;
  #received = 0;

  constructor(response: Response, limits: BodyLimits) {
    this.#limits = limits;
    this.#status = response.status;
    // A declared length over the limit fails at once; a compressed one says nothing of the decoded size.
    if (limits.limit !== Infinity && !response.headers.has('content-encoding') && Number(response.headers.get('content-length')) > limits.limit) {
      void discard(response);
      limits.deadline.release();
      throw this.#tooLarge();
    }
    try {
      this.#reader = response.body?.getReader();
    } catch (error) {
      limits.deadline.release();
      throw new ApiError(`The response body of ${limits.operation} was already read.`, { status: response.status, cause: error });
    }
    limits.deadline.watch(this.#reader);
  }

  /** The next chunk, or undefined at the end. Any failure cancels the body and releases the deadline. */
  async next(): Promise<Uint8Array | undefined> {
    const { deadline, limit, origin } = this.#limits;
    const reader = this.#reader;
    if (reader === undefined) return this.#end();
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      deadline.release();
      throw deadline.failure(error, origin, true);
    }
    // A fetch that ignores its signal leaves the stream alone; the deadline then cancelled it, which reads as the end.
    // Stryker disable next-line BooleanLiteral: with its signal aborted, failure() returns the signal's reason whatever `reading` says
    if (deadline.signal.aborted) throw deadline.failure(undefined, origin, true);
    if (chunk.done) return this.#end();
    this.#received += chunk.value.byteLength;
    if (this.#received > limit) {
      await this.cancel();
      throw this.#tooLarge();
    }
    return chunk.value;
  }

  /** The whole body, chunk by chunk. */
  async chunks(): Promise<Uint8Array[]> {
    const chunks: Uint8Array[] = [];
    for (let chunk = await this.next(); chunk !== undefined; chunk = await this.next()) chunks.push(chunk);
    return chunks;
  }

  /** The rest of the body as a stream; it errors with the same `ApiError`s `next()` throws. */
  stream(): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        const chunk = await this.next();
        if (chunk === undefined) controller.close();
        else controller.enqueue(chunk);
      },
      cancel: () => this.cancel(),
    });
  }

  /** Stop reading: close the connection and release the deadline. */
  async cancel(): Promise<void> {
    this.#limits.deadline.release();
    await this.#reader?.cancel().catch(() => undefined);
  }

  #end(): undefined {
    this.#limits.deadline.release();
    return undefined;
  }

  #tooLarge(): ResponseTooLargeError {
    const { limit, operation } = this.#limits;
    return new ResponseTooLargeError(
      `The response of ${operation} is larger than ${limit} bytes (maxResponseBytes); the client stopped reading it.`,
      { status: this.#status, limit },
    );
  }
}
