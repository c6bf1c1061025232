/**
 * An XML request body of data (`requestBody.content` of an XML media type whose schema describes
 * data) read as the data it holds: the document is parsed by fast-xml-parser, its elements and
 * attributes are mapped back to property names by the schema's `xml` hints (the same `XmlShape`
 * the server writes responses by, and the mapping the generated client reads responses with,
 * xml-data.ts), and the text is converted as form fields are (field-shape.ts): integers, numbers
 * and booleans where the schema says so, lists where it declares one, even of one element. The
 * handler gets the data, checked by the body's validator as JSON is. A document that is not
 * well-formed XML is a 400 saying where; one with a DOCTYPE is refused before parsing, so no
 * entity of its own is ever expanded.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { coerceFields } from './field-shape.ts';
import { HttpProblem } from './problem.ts';
import { ATTRIBUTE_PREFIX, dataOfXml, TEXT_KEY, type FieldShape, type XmlShape } from '../../client/core/xml-data.ts';

/** How fast-xml-parser reads a document into the tree xml-data.ts maps (the client's own parser gives the same). */
export const XML_PARSER_OPTIONS = {
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE_PREFIX,
  textNodeName: TEXT_KEY,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: true,
  processEntities: true,
  // Text is data: its spaces are kept (whitespace between elements is never read as a value).
  trimValues: false,
  // Also decodes character references (`&#10;`, which the writers put for a newline in an
  // attribute); without it they stayed as written. HTML's named entities come with it.
  htmlEntities: true,
} as const;

const parser = new XMLParser(XML_PARSER_OPTIONS);

export function parseXmlBody(text: string, xml: XmlShape, shape: FieldShape | undefined, lenient = false): unknown {
  if (/<!DOCTYPE/i.test(text)) throw invalidXml('a DOCTYPE is not accepted');
  const checked = XMLValidator.validate(text);
  if (checked !== true) throw invalidXml(`${checked.err.msg.replace(/\.$/, '')} (line ${checked.err.line}, column ${checked.err.col})`);
  const document = parser.parse(text) as Record<string, unknown>;
  const roots = Object.keys(document);
  if (roots.length !== 1) throw invalidXml('it must have one root element');
  // Text that does not convert stays text, for coerceFields (or, lenient, the validator) to refuse.
  return coerceFields(dataOfXml(document[roots[0]!], xml, shape ?? 'unknown'), shape, '', lenient);
}

function invalidXml(reason: string): HttpProblem {
  return new HttpProblem(400, { kind: 'malformed-xml', detail: `The request body is not XML the server can read: ${reason}.` });
}
