/**
 * The payload of a successful response, read the way the operation declares it: JSON parsed,
 * text as a string, raw bytes handed over as a `Response` to read as a Blob, ArrayBuffer or
 * stream (never parsed, never buffered by the client), and no content as `undefined`.
 */
import { InvalidRequestError, ResponseParseError } from './errors.ts';
import { isJsonMediaType, mediaKind } from './media.ts';
import { snippetOf } from './problem.ts';
import type { ReceivedResponse } from './received.ts';
import type { OperationSpec } from './spec.ts';

export type ResponseDecoder = (received: ReceivedResponse) => Promise<unknown>;

/**
 * How to read a success of `operation`: by its Content-Type (`decodeBody`), unless the spec
 * declares response media types or other statuses and names `readByMediaType` to read by them.
 * A status whose XML carries data (`xml.responses`) is read as that data when it comes as XML,
 * where the spec names the reader (`readXml`); otherwise XML is text.
 */
export function decoderFor(operation: OperationSpec): ResponseDecoder {
  const { readByMediaType: byType, readXml } = operation;
  if (!byType && (operation.responseMediaTypes || operation.alsoResponses)) {
    throw new InvalidRequestError(`${operation.name}: its spec declares response media types but names no readByMediaType.`);
  }
  const decoder = byType ? byType(operation) : decodeBody;
  // Named by the specs whose responses carry XML of data (xml-read.ts), so other bundles leave it out.
  return readXml ? readXml(operation, decoder) : decoder;
}

/**
 * Reads a success by the kind of the preferred media type its status declares, the main one's
 * for the main status and for any status the spec does not list: JSON parsed, text as a string,
 * raw bytes as a `Response`, no content as `undefined`. Named as `readByMediaType` by the specs
 * that declare response media types or other statuses, so other bundles leave it out.
 */
export function readByMediaType(operation: OperationSpec): ResponseDecoder {
  const main = decoderForMediaTypes(operation.responseMediaTypes);
  const also = operation.alsoResponses;
  if (also === undefined) return main;
  return (received) => {
    const declared = Object.hasOwn(also, received.response.status) ? also[received.response.status] : undefined;
    return (declared === undefined ? main : decoderForMediaTypes(declared))(received);
  };
}

function decoderForMediaTypes(declared: string[] | undefined): ResponseDecoder {
  if (declared === undefined) return decodeBody;
  if (declared.length === 0) return discardBody;
  const kind = mediaKind(declared[0]!);
  if (kind === 'binary') return async (received) => received.raw();
  if (kind === 'text') return async (received) => (isEmpty(received.response) ? discardBody(received).then(() => '') : received.text());
  return decodeBody;
}

async function discardBody(received: ReceivedResponse): Promise<undefined> {
  await received.discard();
  return undefined;
}

export function isEmpty(response: Response): boolean {
  return response.status === 204 || response.status === 205 || response.headers.get('content-length') === '0';
}

/**
 * The payload of a successful response: parsed JSON for JSON media types, text for text and for
 * untyped bodies that are not JSON, a Blob for anything binary, undefined for no content. The
 * body is read within the size limit and the attempt's deadline; JSON that does not parse is a
 * `ResponseParseError`, like every other failure an `ApiError`.
 */
export async function decodeBody(received: ReceivedResponse): Promise<unknown> {
  const { response } = received;
  if (isEmpty(response)) return discardBody(received);
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
