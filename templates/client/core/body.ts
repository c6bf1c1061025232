/**
 * Request and response payloads. JSON is the norm, but an operation may declare another media
 * type (an upload, a form); then the caller's `body` is passed to `fetch` untouched.
 */
import { InvalidRequestError, ResponseParseError } from './errors.ts';
import { isJsonMediaType } from './media.ts';
import { snippetOf } from './problem.ts';
import type { ReceivedResponse } from './received.ts';
import type { OperationSpec } from './spec.ts';

export interface EncodedBody {
  body: BodyInit;
  contentType: string;
}

/**
 * The body to send for `operation` in API `version`, or undefined when none is sent (then no
 * Content-Type either). A versioned media type (`application/vnd.acme.v{version}+json`) names
 * the version the request is sent in.
 */
export function encodeBody(operation: OperationSpec, params: Record<string, unknown>, version: number): EncodedBody | undefined {
  if (operation.body === 'none') return undefined;
  const value = params['body'];
  if (value === undefined) {
    if (operation.body === 'required') throw new InvalidRequestError(`${operation.name}: a request body is required.`);
    return undefined;
  }
  const contentType = (operation.bodyMediaType ?? 'application/json').replace('{version}', String(version));
  if (!isJsonMediaType(contentType)) return { body: value as BodyInit, contentType };
  try {
    return { body: JSON.stringify(value), contentType };
  } catch (error) {
    // A BigInt or a cycle: JSON.stringify throws a TypeError, and client failures are ApiErrors.
    throw new InvalidRequestError(`${operation.name}: the request body cannot be serialised as JSON.`, { cause: error });
  }
}

/**
 * The payload of a successful response: parsed JSON for JSON media types, text for text and for
 * untyped bodies that are not JSON, a Blob for anything binary, undefined for no content. The
 * body is read within the size limit and the attempt's deadline; JSON that does not parse is a
 * `ResponseParseError`, like every other failure an `ApiError`.
 */
export async function decodeBody(received: ReceivedResponse): Promise<unknown> {
  const { response } = received;
  if (response.status === 204 || response.status === 205 || response.headers.get('content-length') === '0') {
    await received.discard();
    return undefined;
  }
  const contentType = response.headers.get('content-type');
  const json = isJsonMediaType(contentType);
  if (contentType && !json && !contentType.startsWith('text/')) return received.blob();
  const text = await received.text();
  if (contentType && !json) return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    if (!contentType) return text;
    const snippet = snippetOf(text);
    throw new ResponseParseError(`${received.operation}: the ${response.status} response is not valid JSON: ${snippet}`, {
      status: response.status,
      snippet,
      cause: error,
    });
  }
}
