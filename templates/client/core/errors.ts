/**
 * Every failure the client raises is an `ApiError`, so one `instanceof` check catches them all,
 * and each cause has its own subclass so callers can react precisely (retry a connection error,
 * show `detail` of a problem, ignore an abort).
 *
 * Errors never carry request headers, credentials or tokens: only the status, the server's
 * problem document and the raw response. `toJSON` lists exactly what is safe to log.
 */

export class ApiError extends Error {
  override name = 'ApiError';
  /** The HTTP status, when a response was received. */
  readonly status: number | undefined;

  constructor(message: string, options: { status?: number | undefined; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message, status: this.status };
  }
}

/** An RFC 7807 problem document; unknown members are kept as extensions. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  instance?: string;
  [extension: string]: unknown;
}

/** The server answered with a non-2xx status. */
export class ProblemError extends ApiError {
  override name = 'ProblemError';

  declare readonly status: number;
  readonly type: string | undefined;
  readonly title: string | undefined;
  readonly detail: string | undefined;
  readonly instance: string | undefined;
  /** Members of the problem beyond the five standard ones, e.g. `parameters`, `timestamp`. */
  readonly extensions: Record<string, unknown>;
  /** The parsed problem, or the body text when it was not JSON. */
  readonly body: unknown;
  /** The raw response; its body has already been read. */
  readonly response: Response;

  constructor(message: string, response: Response, problem: Problem | undefined, body: unknown) {
    super(message, { status: response.status });
    const { type, title, status: _status, detail, instance, ...extensions } = problem ?? {};
    this.type = stringOr(type);
    this.title = stringOr(title);
    this.detail = stringOr(detail);
    this.instance = stringOr(instance);
    this.extensions = extensions;
    this.body = body;
    this.response = response;
  }

  override toJSON(): Record<string, unknown> {
    const { type, title, detail, instance, extensions } = this;
    return { ...super.toJSON(), type, title, detail, instance, extensions };
  }
}

/** A member of a problem document as a string, when it is one. */
function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The request never got a response: DNS, refused connection, reset, TLS, … */
export class ConnectionError extends ApiError {
  override name = 'ConnectionError';
}

/** No response arrived within the timeout. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
}

/** The caller's `AbortSignal` cancelled the request. */
export class AbortError extends ApiError {
  override name = 'AbortError';
}

/** The request was rejected before sending: a missing or unrepresentable parameter. */
export class InvalidRequestError extends ApiError {
  override name = 'InvalidRequestError';
}

/** The requested API version does not exist for the operation; nothing was sent. */
export class ApiVersionError extends InvalidRequestError {
  override name = 'ApiVersionError';
}

/** No configured credential is accepted by the operation, or a token could not be obtained. */
export class CredentialsError extends ApiError {
  override name = 'CredentialsError';
}

/**
 * The server redirected somewhere the client will not follow: to another origin (a credential
 * must never go there; see `followCrossOriginRedirects`), more than `maxRedirects` times, or
 * in a browser, where a redirect cannot be inspected at all.
 */
export class RedirectError extends ApiError {
  override name = 'RedirectError';
}

/** A response body grew beyond the byte limit; the client stopped reading and closed the connection. */
export class ResponseTooLargeError extends ApiError {
  override name = 'ResponseTooLargeError';
  /** The limit that was exceeded, in bytes (after decompression). */
  readonly limit: number;

  constructor(message: string, options: { status?: number | undefined; limit: number }) {
    super(message, { status: options.status });
    this.limit = options.limit;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), limit: this.limit };
  }
}

/** A successful response declared JSON but its body is not valid JSON. */
export class ResponseParseError extends ApiError {
  override name = 'ResponseParseError';
  /** The start of the body, whitespace collapsed, to see what came back instead. */
  readonly snippet: string;

  constructor(message: string, options: { status: number; snippet: string; cause?: unknown }) {
    super(message, options);
    this.snippet = options.snippet;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), snippet: this.snippet };
  }
}
