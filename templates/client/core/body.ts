/**
 * Request and response payloads. JSON is the norm, but an operation may declare another media
 * type (an upload, a form); then the caller's `body` is passed to `fetch` untouched.
 */
import { InvalidRequestError } from './errors.ts';
import { isJsonMediaType } from './media.ts';
import type { OperationSpec } from './spec.ts';

export interface EncodedBody {
  body: BodyInit;
  contentType: string;
}

/** The body to send for `operation`, or undefined when none is sent (then no Content-Type either). */
export function encodeBody(operation: OperationSpec, params: Record<string, unknown>): EncodedBody | undefined {
  if (operation.body === 'none') return undefined;
  const value = params['body'];
  if (value === undefined) {
    if (operation.body === 'required') throw new InvalidRequestError(`${operation.name}: a request body is required.`);
    return undefined;
  }
  const contentType = operation.bodyMediaType ?? 'application/json';
  const body = isJsonMediaType(contentType) ? JSON.stringify(value) : (value as BodyInit);
  return { body, contentType };
}

/**
 * The payload of a successful response: parsed JSON for JSON media types, text for text and for
 * untyped bodies that are not JSON, a Blob for anything binary, undefined for no content.
 */
export async function decodeBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.headers.get('content-length') === '0') return undefined;
  const contentType = response.headers.get('content-type');
  if (!contentType) {
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (isJsonMediaType(contentType)) {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  }
  if (contentType.startsWith('text/')) return response.text();
  return response.blob();
}
