/**
 * The request body in the media type the call sends: the operation's first declared type, or
 * the one `RequestOptions.contentType` picks among the declared ones. Each kind is encoded its
 * own way: JSON serialised, forms in bracket style, multipart as `FormData` (whose Content-Type
 * `fetch` sets, boundary included), XML of data as a document (xml-data.ts), text as given, and
 * raw bytes passed through as a stream.
 *
 * Named as `encoders.body` by the specs of operations that send a body (and by custom requests),
 * so a bundle of operations without one leaves it out.
 */
import { InvalidRequestError } from './errors.ts';
import { isXmlMediaType, mediaKind, withVersion } from './media.ts';
import type { BodyChoice, EncodedBody, Encoders, OperationSpec } from './spec.ts';
import { isBlobLike, isNodeReadable, isWebStream, webStreamOf } from './uploads.ts';

type Params = Record<string, unknown>;

/** The body to send for `operation` in API `version`, or undefined when none is sent (then no Content-Type either). */
export async function encodeBody(operation: OperationSpec, params: Params, version: number, choice: BodyChoice = {}): Promise<EncodedBody | undefined> {
  if (operation.body === 'none') return undefined;
  const value = mergeExtra(operation, params['body'], choice.extra);
  if (value === undefined) {
    if (operation.body === 'required') throw new InvalidRequestError(`${operation.name}: a request body is required.`);
    return undefined;
  }
  const contentType = chosenType(operation, version, choice.contentType);
  switch (mediaKind(contentType)) {
    case 'json':
      return { body: json(operation, value), contentType, streamed: false };
    case 'form':
      // A body already encoded (URLSearchParams, text, bytes) goes as it is. A list or a number
      // has no field names: fetch would send a list as `a,b`.
      if (Array.isArray(value) || value === null || (typeof value !== 'object' && typeof value !== 'string')) {
        throw new InvalidRequestError(`${operation.name}: a form body (${contentType}) is an object of its fields or a URLSearchParams, not ${describe(value)}.`);
      }
      return { body: isObject(value) ? encoder(operation, 'form', contentType)(value, operation.formBrackets) : (value as BodyInit), contentType, streamed: false };
    case 'multipart':
      // A FormData of the caller's own is sent as it is; fetch supplies the boundary either way.
      // Anything else has no fields to make parts of: fetch would send it as text/plain (a list
      // given for Jira's list-typed multipart bodies), so it is refused before anything is sent.
      if (!isObject(value) && !(typeof FormData !== 'undefined' && value instanceof FormData)) {
        throw new InvalidRequestError(`${operation.name}: a ${contentType} body is an object of its fields or a FormData, not ${describe(value)}.`);
      }
      return {
        body: isObject(value) ? await encoder(operation, 'multipart', contentType)(value, operation.partTypes) : value,
        contentType: undefined,
        streamed: false,
      };
    case 'text':
      // An object or a list given for an XML body of data is written as the document its spec shapes.
      if ((isObject(value) || Array.isArray(value)) && isXmlMediaType(contentType) && operation.xml?.body) {
        return { body: encoder(operation, 'xml', contentType)(value, operation.xml.body.xml), contentType, streamed: false };
      }
      // A Blob or stream of text (a large CSV) travels like any raw body.
      return typeof value === 'string' ? { body: value, contentType, streamed: false } : binary(operation, value, contentType);
    case 'binary':
      return binary(operation, value, contentType);
  }
}

/** The spec's writer of object bodies of `kind`; generated specs that send that kind always name one. */
function encoder<Kind extends 'form' | 'multipart' | 'xml'>(operation: OperationSpec, kind: Kind, contentType: string): NonNullable<Encoders[Kind]> {
  const found = operation.encoders?.[kind];
  if (!found) throw new InvalidRequestError(`${operation.name}: an object body cannot be sent as ${contentType}; its spec names no ${kind} encoder.`);
  return found;
}

function chosenType(operation: OperationSpec, version: number, requested: string | undefined): string {
  const declared = (operation.bodyMediaTypes ?? ['application/json']).map((type) => withVersion(type, version));
  if (requested === undefined) return declared[0]!;
  const picked = withVersion(requested, version);
  if (!declared.includes(picked)) {
    throw new InvalidRequestError(`${operation.name}: the body cannot be sent as ${picked}; it can be sent as ${declared.join(' or ')}.`);
  }
  return picked;
}

function mergeExtra(operation: OperationSpec, value: unknown, extra: Record<string, unknown> | undefined): unknown {
  if (extra === undefined) return value;
  if (value === undefined) return extra;
  if (!isObject(value)) throw new InvalidRequestError(`${operation.name}: extra body keys need an object body.`);
  return { ...value, ...extra };
}

function json(operation: OperationSpec, value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    // A BigInt or a cycle: JSON.stringify throws a TypeError, and client failures are ApiErrors.
    throw new InvalidRequestError(`${operation.name}: the request body cannot be serialised as JSON.`, { cause: error });
  }
}

/** Raw bytes, never copied: Blobs and byte arrays as they are, streams (web or Node) streamed. */
function binary(operation: OperationSpec, value: unknown, declared: string): EncodedBody {
  // fetch would send an object or a list as its String() ("[object Object]"), not its data.
  if (isObject(value) || Array.isArray(value)) {
    throw new InvalidRequestError(`${operation.name}: a body sent as ${declared} is text, bytes, a Blob or a stream, not ${describe(value)}.`);
  }
  // A wildcard declaration (`*/*`, `image/*`) is not a Content-Type; the Blob's own type is.
  const contentType = declared.includes('*') ? (isBlobLike(value) && value.type) || 'application/octet-stream' : declared;
  if (isNodeReadable(value) && !isWebStream(value)) return { body: webStreamOf(value), contentType, streamed: true };
  return { body: value as BodyInit, contentType, streamed: isWebStream(value) };
}

/** What a value is, for an error message: `a list`, `a string`, `a Blob`. */
function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null || typeof value !== 'object') return `a ${value === null ? 'null' : typeof value}`;
  if (isObject(value)) return 'an object';
  return `a ${Object.getPrototypeOf(value)?.constructor?.name ?? 'value'}`;
}

/** A plain object (not bytes, a stream, a Blob or a FormData), whose keys can be encoded and merged. */
function isObject(value: unknown): value is Params {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
