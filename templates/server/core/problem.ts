/**
 * RFC 7807 problem details. Every failure the server produces, and every `HttpProblem` a handler
 * throws, becomes one of these, so clients parse exactly one error shape.
 */

/** Reason phrases for the statuses the server produces itself; `title` falls back to them. */
const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

export interface ProblemInit {
  /** Short kebab-case name of the problem kind, appended to `problemTypeBase` to form `type`. */
  kind?: string;
  title?: string;
  detail?: string;
  /** Response headers that belong to the problem, e.g. `Allow` or `WWW-Authenticate`. */
  headers?: Record<string, string | string[]>;
  /** Extension members added to the body, e.g. `{ operation: 'archive_data' }`. */
  extensions?: Record<string, unknown>;
}

/**
 * Throw this from a handler (or anywhere in the pipeline) to answer with a problem response of a
 * chosen status. Anything else thrown becomes a 500 whose details stay on the server.
 */
export class HttpProblem extends Error {
  readonly status: number;
  readonly init: ProblemInit;

  constructor(status: number, init: ProblemInit = {}) {
    super(init.detail ?? init.title ?? TITLES[status] ?? `HTTP ${status}`);
    this.name = 'HttpProblem';
    this.status = status;
    this.init = init;
  }
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance: string;
  [extension: string]: unknown;
}

/**
 * Build the body. `type` is `about:blank` (meaning "see the status code") unless the server was
 * given a base URI under which problem kinds are documented.
 */
export function problemBody(
  problem: HttpProblem,
  instance: string,
  typeBase: string | undefined,
): ProblemBody {
  const { kind, title, detail, extensions } = problem.init;
  return {
    ...extensions,
    type: typeBase && kind ? `${typeBase}${kind}` : 'about:blank',
    title: title ?? TITLES[problem.status] ?? `HTTP ${problem.status}`,
    status: problem.status,
    ...(detail !== undefined ? { detail } : {}),
    instance,
  };
}
