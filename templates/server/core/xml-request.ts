/**
 * An XML request body of data (`requestBody.content` of an XML media type whose schema describes
 * data) read as the data it holds: the document is parsed by fast-xml-parser, its elements and
 * attributes are mapped back to property names by the schema's `xml` hints (the same `XmlShape`
 * the server writes responses by, xml-body.ts), and the text is converted as form fields are
 * (field-shape.ts): integers, numbers and booleans where the schema says so, lists where it
 * declares one, even of one element. The handler gets the data, checked by the body's validator
 * as JSON is. A document that is not well-formed XML is a 400 saying where; one with a DOCTYPE
 * is refused before parsing, so no entity is ever expanded.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { coerceFields } from './field-shape.ts';
import { HttpProblem } from './problem.ts';
import { isRecord } from './records.ts';
import type { FieldShape, XmlShape } from './service.ts';

const ATTRIBUTE = '@';
const TEXT = '#text';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE,
  textNodeName: TEXT,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: true,
  processEntities: true,
  // Text is data: its spaces are kept (whitespace between elements is never read as a value).
  trimValues: false,
  htmlEntities: false,
});

export function parseXmlBody(text: string, xml: XmlShape, shape: FieldShape | undefined, lenient = false): unknown {
  if (/<!DOCTYPE/i.test(text)) throw invalidXml('a DOCTYPE is not accepted');
  const checked = XMLValidator.validate(text);
  if (checked !== true) throw invalidXml(`${checked.err.msg.replace(/\.$/, '')} (line ${checked.err.line}, column ${checked.err.col})`);
  const document = parser.parse(text) as Record<string, unknown>;
  const roots = Object.keys(document);
  if (roots.length !== 1) throw invalidXml('it must have one root element');
  return coerceFields(fromElement(document[roots[0]!], xml, shape, 'item'), shape, '', lenient);
}

/** An element's content as the data `shape` declares, its names mapped back by `xml`. */
function fromElement(node: unknown, xml: XmlShape | undefined, shape: FieldShape | undefined, itemName: string): unknown {
  if (typeof shape === 'object' && 'items' in shape) {
    // A root or wrapped list: its items are the children of one name.
    const items = isRecord(node) ? node[xml?.items?.name ?? itemName] : undefined;
    return listOf(items).map((item) => fromElement(item, xml?.items, shape.items, itemName));
  }
  // An object element with no children (`<owner/>`, or only the spaces of an indented document) is an empty object.
  if (typeof shape === 'object' && 'properties' in shape) return isRecord(node) ? fromObject(node, xml, shape) : typeof node === 'string' && node.trim() === '' ? {} : node;
  // A scalar, or any value: an element with attributes holds its text under TEXT.
  return isRecord(node) && shape !== undefined && shape !== 'unknown' ? node[TEXT] ?? '' : node;
}

function fromObject(node: Record<string, unknown>, xml: XmlShape | undefined, shape: Extract<FieldShape, { properties: unknown }>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const read = new Set<string>([TEXT]);
  for (const [property, inner] of Object.entries(shape.properties)) {
    const hints = xml?.properties?.[property];
    const name = hints?.name ?? property;
    let value: unknown;
    if (hints?.attribute) {
      value = node[`${ATTRIBUTE}${name}`];
      read.add(`${ATTRIBUTE}${name}`);
    } else if (typeof inner === 'object' && 'items' in inner) {
      // OpenAPI: a wrapped list's items, and an unwrapped list's repeated elements, take the property's name.
      const itemsName = hints?.items?.name ?? property;
      const holder = hints?.wrapped ? node[name] : node;
      read.add(hints?.wrapped ? name : itemsName);
      const items = isRecord(holder) ? holder[itemsName] : undefined;
      if (items !== undefined || (hints?.wrapped && holder !== undefined)) value = listOf(items).map((item) => fromElement(item, hints?.items, inner.items, itemsName));
    } else {
      const child = node[name];
      read.add(name);
      if (child !== undefined) value = fromElement(Array.isArray(child) ? child.at(-1) : child, hints, inner, property);
    }
    if (value !== undefined) result[property] = value;
  }
  // Elements the schema does not declare are kept as they came, for its validator to judge.
  for (const key of Object.keys(node)) {
    if (read.has(key) || Object.hasOwn(result, key)) continue;
    result[key.startsWith(ATTRIBUTE) ? key.slice(ATTRIBUTE.length) : key] = shape.additional === undefined ? node[key] : fromElement(node[key], undefined, shape.additional, key);
  }
  return result;
}

function listOf(value: unknown): unknown[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function invalidXml(reason: string): HttpProblem {
  return new HttpProblem(400, { kind: 'malformed-xml', detail: `The request body is not XML the server can read: ${reason}.` });
}
