/**
 * A response that has arrived while its body is still on the way. The attempt's deadline stays
 * armed until the body is read, cancelled or handed over and finished, so a body that stalls
 * times out and an abort still interrupts it.
 */
import { type BodyLimits, BoundedBody } from './body-reader.ts';
import { discard } from './transport.ts';

/** Statuses whose responses cannot carry a body, so `new Response(stream, …)` would refuse them. */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 103, 204, 205, 304]);

export class ReceivedResponse {
  readonly response: Response;
  readonly #limits: BodyLimits;
  #raw: Response | undefined;

  constructor(response: Response, limits: BodyLimits) {
    this.response = response;
    this.#limits = limits;
  }

  get operation(): string {
    return this.#limits.operation;
  }

  /** The body as text (UTF-8), within the size limit. */
  async text(): Promise<string> {
    const { response } = this;
    const { deadline, limit, origin, fetchHonoursSignal } = this.#limits;
    // Fast path: a declared, uncompressed length within the limit cannot grow past it, and a fetch
    // that honours its signal fails the body when the deadline aborts, so the platform may read it whole.
    const length = fetchHonoursSignal && !response.headers.has('content-encoding') ? response.headers.get('content-length') : null;
    if (Number(length || Number.NaN) <= limit && response.body !== null && !response.bodyUsed && !response.body.locked) {
      try {
        return await response.text();
      } catch (error) {
        throw deadline.failure(error, origin, true);
      } finally {
        deadline.release();
      }
    }
    // UTF-8, as `response.text()` decodes it (a byte-order mark dropped, malformed bytes replaced).
    return (await this.blob()).text();
  }

  /** The body as a Blob of the response's content type, within the size limit. */
  async blob(): Promise<Blob> {
    const chunks = await new BoundedBody(this.response, this.#limits).chunks();
    return new Blob(chunks as BlobPart[], { type: this.response.headers.get('content-type') ?? '' });
  }

  /** Drop the body unread and end the attempt. */
  async discard(): Promise<void> {
    this.#limits.deadline.release();
    await discard(this.response);
  }

  /**
   * The response for the caller to read: its body still under the deadline and the caller's
   * signal, but not size-limited, since streaming a large body yourself is the point.
   */
  raw(): Response {
    if (this.#raw) return this.#raw;
    const { response } = this;
    if (response.body === null || response.bodyUsed || response.body.locked || NULL_BODY_STATUSES.has(response.status)) {
      this.#limits.deadline.release();
      return (this.#raw = response);
    }
    const body = new BoundedBody(response, { ...this.#limits, limit: Infinity });
    const raw = new Response(body.stream(), { status: response.status, statusText: response.statusText, headers: response.headers });
    Object.defineProperty(raw, 'url', { value: response.url });
    return (this.#raw = raw);
  }
}
