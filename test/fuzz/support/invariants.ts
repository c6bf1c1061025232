/**
 * What every answer of the server must look like, whatever was sent:
 * - 2xx only with the vendor JSON media type (or no content);
 * - otherwise a 4xx, or a 501 for an operation that really has no handler, as
 *   `application/problem+json` whose `status` member matches;
 * - never a 5xx other than 501 (a 500 means the pipeline failed on the input).
 * Node's own HTTP parser answers some malformed requests before the server code sees them,
 * with a bare 400/431 and no body; those are told apart so tests can allow them where expected.
 */
import type { RawRequest, RawResponse } from './raw-http.ts';

export function isNodeParserAnswer(response: RawResponse): boolean {
  return (
    (response.status === 400 || response.status === 431) &&
    response.headers['content-type'] === undefined &&
    response.text === ''
  );
}

/** A description of what is wrong with `response`, or undefined when it is acceptable. */
export function violation(
  request: RawRequest,
  response: RawResponse,
  implemented: ReadonlySet<string>,
): string | undefined {
  const { status, headers } = response;
  const type = headers['content-type'];
  const head = request.method === 'HEAD';
  if (status >= 200 && status < 300) {
    if (status === 204 || type?.startsWith('application/vnd.illumina.v')) return undefined;
    return `2xx with content-type ${type}`;
  }
  if (isNodeParserAnswer(response)) return `rejected by Node's HTTP parser (${status}) before reaching the server`;
  if (!(status >= 400 && status < 500) && status !== 501) return `status ${status}: ${response.text.slice(0, 300)}`;
  if (type !== 'application/problem+json') return `${status} with content-type ${type}`;
  if (head) return undefined;
  let body: { status?: unknown; title?: unknown; type?: unknown; operation?: unknown };
  try {
    body = JSON.parse(response.text) as typeof body;
  } catch {
    return `${status} problem body is not JSON: ${response.text.slice(0, 200)}`;
  }
  if (body.status !== status || typeof body.title !== 'string' || typeof body.type !== 'string') {
    return `malformed problem: ${response.text.slice(0, 200)}`;
  }
  if (status === 501 && implemented.has(String(body.operation))) {
    return `501 for ${String(body.operation)}, which has a handler`;
  }
  if (status === 405 && !headers.allow) return '405 without Allow';
  return undefined;
}
