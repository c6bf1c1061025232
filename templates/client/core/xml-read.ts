/**
 * XML responses of data read as the data they hold (`OperationSpec.readXml`, named by the specs of
 * operations whose preferred response is such XML, `OperationSpec.xml.responses`): the document
 * parsed by xml-parse.ts, then mapped by the schema's `xml` hints and types (xml-data.ts), as the
 * server reads XML request bodies. A status that came as JSON after all is read as JSON; any other
 * answer as its declared kind. XML that does not parse is a `ResponseParseError` saying where.
 */
import { ResponseParseError } from './errors.ts';
import { isJsonMediaType, isXmlMediaType } from './media.ts';
import { snippetOf } from './problem.ts';
import { decodeBody, isEmpty, type ResponseDecoder } from './response-body.ts';
import type { OperationSpec } from './spec.ts';
import { dataOfXml } from './xml-data.ts';
import { parseXml } from './xml-parse.ts';

/** How `operation` reads a success: XML of data by its spec's `xml.responses`, everything else by `otherwise`. */
export function readXml(operation: OperationSpec, otherwise: ResponseDecoder): ResponseDecoder {
  const shapes = operation.xml?.responses ?? {};
  return async (received) => {
    const { response } = received;
    const payload = Object.hasOwn(shapes, response.status) ? shapes[response.status] : undefined;
    if (payload === undefined || isEmpty(response)) return otherwise(received);
    const contentType = response.headers.get('content-type');
    if (!isXmlMediaType(contentType)) return (isJsonMediaType(contentType) ? decodeBody : otherwise)(received);
    const text = await received.text();
    try {
      return dataOfXml(parseXml(text).node, payload.xml, payload.shape);
    } catch (error) {
      const snippet = snippetOf(text);
      throw new ResponseParseError(`${received.operation}: the ${response.status} response is not XML the client can read: ${(error as Error).message}`, {
        status: response.status,
        snippet,
        cause: error,
      });
    }
  };
}
