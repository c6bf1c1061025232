/**
 * The handler's `body`, read as the operation's request body (`requestBody`) declares it: the
 * request's `Content-Type` picks one declared media type, whose kind decides how it is read.
 * JSON, forms, text and XML of data are read whole under `bodyLimit`; binary bodies are handed over as a
 * stream and multipart files as temporary files, both under `uploadLimit`.
 */
import type { IncomingRequest } from './dispatch.ts';
import { streamBody } from './binary-body.ts';
import { readBody } from './body.ts';
import { parseForm } from './form-body.ts';
import { parseXmlBody } from './xml-request.ts';
import { readMultipart } from './multipart-body.ts';
import type { ResolvedOptions } from './options.ts';
import { HttpProblem } from './problem.ts';
import { matchRequestContent } from './request-content.ts';
import type { ContentSpec, PayloadKind, RouteSpec } from './service.ts';

export interface RequestBody {
  value: unknown;
  /** How the body was read: the kind of the declared media type it matched; absent without a body. */
  kind?: PayloadKind;
  /** Frees what reading left behind (temporary files); call it once the response is sent. */
  cleanup?: () => Promise<void>;
}

/** What a request without a body reads as; never changed, so one object serves them all. */
const NO_BODY: RequestBody = Object.freeze({ value: undefined });

/** A promise only when there is a body to read: a request without one waits for nothing. */
export function readRequestBody(
  request: IncomingRequest,
  route: RouteSpec,
  options: ResolvedOptions,
): RequestBody | Promise<RequestBody> {
  // Operations that declare no body never read one; node:http discards what was sent.
  if (!route.body) return NO_BODY;
  if (request.parsedBody) return { value: request.parsedBody.value, kind: parsedKind(request, route.body.contents, route.versions) };
  // A typed empty body ('' as text, zero bytes) is a value; only JSON and forms need content.
  if (isEmpty(request) && request.headers['content-type'] === undefined) return emptyBody(route.body.required);
  return readDeclaredBody(request, route.body, route.versions, options, Object.hasOwn(options.validators, route.name));
}

/** Binary bodies are handed over at once; the rest are read whole, then decoded. */
function readDeclaredBody(
  request: IncomingRequest,
  declared: NonNullable<RouteSpec['body']>,
  versions: readonly number[],
  options: ResolvedOptions,
  /** The operation has validators: a form or multipart field whose text does not convert is left to them. */
  lenient: boolean,
): RequestBody | Promise<RequestBody> {
  const { headers, body: stream } = request;
  const content = matchRequestContent(declared.contents, headers['content-type'], versions);
  switch (content.kind) {
    case 'binary':
      return { value: streamBody(stream, headers, options.uploadLimit), kind: 'binary' };
    case 'multipart': {
      const limits = { fieldLimit: options.bodyLimit, fileLimit: options.uploadLimit };
      return readMultipart(stream, headers, content.shape, limits, lenient).then((parts) => ({ ...parts, kind: 'multipart' }));
    }
    default:
      // One `then`, not an async function: every promise hop is paid on each request with a body.
      return readBody(stream, headers, options.bodyLimit).then((bytes) => decodeText(bytes.toString('utf8'), content, declared, lenient));
  }
}

/** A JSON, form, text or XML body, decoded from its text. */
function decodeText(
  text: string,
  content: ReturnType<typeof matchRequestContent>,
  declared: NonNullable<RouteSpec['body']>,
  lenient: boolean,
): RequestBody {
  // XML of data is read as the data it holds, and checked as JSON is (xml-request.ts).
  if (content.xml) return { value: parseXmlBody(text, content.xml, content.shape, lenient), kind: 'json' };
  if (content.kind === 'text') return { value: text, kind: 'text' };
  // A required form sent empty is a form without fields where validators will name each field
  // it lacks; otherwise empty content is no body, as empty JSON is.
  if (text === '' && !(content.kind === 'form' && declared.required && lenient)) return emptyBody(declared.required);
  if (content.kind === 'form') return { value: parseForm(text, content.shape, lenient), kind: 'form' };
  return { value: parseJson(text), kind: 'json' };
}

/**
 * A body a framework already parsed is checked as JSON or a form when its `Content-Type` names
 * such a declared type. A parsed multipart body is not: its files are the framework's objects
 * (often kept apart from the fields), not ours.
 */
function parsedKind(
  request: IncomingRequest,
  contents: readonly ContentSpec[],
  versions: readonly number[],
): PayloadKind | undefined {
  const contentType = request.headers['content-type'];
  // Stryker disable next-line ConditionalExpression: a fast path; no declared type matches an absent one, and the catch says the same
  if (contentType === undefined) return undefined;
  // Stryker disable BlockStatement: an emptied catch returns undefined all the same
  try {
    const { kind } = matchRequestContent(contents, contentType, versions);
    return kind === 'multipart' ? undefined : kind;
  } catch {
    return undefined;
  }
  // Stryker restore BlockStatement
}

function emptyBody(required: boolean): RequestBody {
  if (!required) return NO_BODY;
  throw new HttpProblem(400, { kind: 'body-required', detail: 'A request body is required.' });
}

/** No body at all: HTTP/1.1 sends either a length or chunked framing when there is one. */
function isEmpty(request: IncomingRequest): boolean {
  const { headers } = request;
  if (headers['content-length'] !== undefined) return Number(headers['content-length']) === 0;
  return headers['transfer-encoding'] === undefined || request.body.readableEnded;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpProblem(400, {
      kind: 'malformed-json',
      detail: `The request body is not valid JSON: ${(error as Error).message}`,
    });
  }
}
