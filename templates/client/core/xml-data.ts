/**
 * XML payloads of data: how a document's elements map to the data the schema describes, both
 * ways. `XmlShape` comes from the schema's `xml` hints (OpenAPI's XML Object): the element name
 * (the root's always; elsewhere only where it is not the property's own), a namespace and prefix,
 * whether a scalar property is an attribute and a list is wrapped. `FieldShape` says which values
 * are lists, objects, numbers or booleans. Everything the hints leave out follows OpenAPI's
 * defaults: an object is an element per property, named after it, and a list is its items
 * repeated under the property's name (a wrapped list's items too).
 *
 * One file serves the client (which writes request bodies and reads responses) and the server
 * (which reads request bodies and writes responses), so both sides of a call agree; it imports
 * nothing. Documents are parsed elsewhere (the client's xml-parse.ts, the server's
 * fast-xml-parser) into the same tree: an element with neither attributes nor child elements is
 * its text; any other is a record of its attributes (`@name`), its children by name (a list where
 * a name repeats) and its text (`#text`).
 */

export interface XmlShape {
  name?: string;
  namespace?: string;
  prefix?: string;
  attribute?: true;
  wrapped?: true;
  items?: XmlShape;
  properties?: Record<string, XmlShape>;
}

/** What a value is: a scalar type, anything (`unknown`), a file part (multipart only), a list or an object. */
export type FieldShape =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'unknown'
  | 'file'
  | { items: FieldShape }
  | {
      properties: Record<string, FieldShape>;
      additional?: FieldShape;
      /** Required properties that are lists: XML has no element for an empty one, so none read is `[]`. */
      requiredLists?: string[];
    };

/** A parsed element: its text, or a record of its attributes, children and text. */
export type XmlNode = string | XmlElement;
export interface XmlElement {
  [name: string]: XmlNode | XmlNode[];
}

export const ATTRIBUTE_PREFIX = '@';
export const TEXT_KEY = '#text';

type ObjectShape = Extract<FieldShape, { properties: unknown }>;

/**
 * The data a parsed root element holds, by `xml` and `shape`: names mapped back, lists made of
 * repeated or wrapped elements (even of one), and text converted to the declared integers,
 * numbers and booleans. Text that does not convert stays text (a validator may judge it), and
 * elements the schema does not declare are kept under their own names.
 */
export function dataOfXml(root: unknown, xml: XmlShape, shape: FieldShape): unknown {
  return fromElement(root as XmlNode, xml, shape, 'item');
}

/** An element's content as the data `shape` declares, its names mapped back by `xml`. */
function fromElement(node: XmlNode | undefined, xml: XmlShape | undefined, shape: FieldShape, itemName: string): unknown {
  if (typeof shape === 'object' && 'items' in shape) {
    // A root or wrapped list: its items are the children of one name.
    const items = isElement(node) ? node[xml?.items?.name ?? itemName] : undefined;
    return listOf(items).map((item) => fromElement(item, xml?.items, shape.items, itemName));
  }
  if (typeof shape === 'object') {
    // An object element with no children (`<Owner/>`, or the spaces of an indented document) is an
    // object without fields, but for its required lists: empty, they were written as nothing (`<Tagging/>`).
    return isElement(node) ? fromObject(node, xml, shape) : typeof node === 'string' && node.trim() === '' ? fromObject({}, xml, shape) : node;
  }
  if (shape === 'unknown') return node;
  // A scalar: an element with attributes holds its text under TEXT_KEY.
  const text = isElement(node) ? node[TEXT_KEY] ?? '' : node;
  return typeof text === 'string' ? scalar(text, shape) : text;
}

function fromObject(node: XmlElement, xml: XmlShape | undefined, shape: ObjectShape): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const read = new Set<string>([TEXT_KEY]);
  for (const [property, inner] of Object.entries(shape.properties)) {
    const hints = xml?.properties?.[property];
    const name = hints?.name ?? property;
    let value: unknown;
    if (hints?.attribute) {
      const attribute = node[`${ATTRIBUTE_PREFIX}${name}`];
      read.add(`${ATTRIBUTE_PREFIX}${name}`);
      if (typeof attribute === 'string') value = typeof inner === 'string' ? scalar(attribute, inner) : attribute;
    } else if (typeof inner === 'object' && 'items' in inner) {
      // OpenAPI: a wrapped list's items, and an unwrapped list's repeated elements, take the property's name.
      const itemsName = hints?.items?.name ?? property;
      const holder = hints?.wrapped ? node[name] : node;
      read.add(hints?.wrapped ? name : itemsName);
      const items = isElement(holder) ? holder[itemsName] : undefined;
      if (items !== undefined || (hints?.wrapped && holder !== undefined) || shape.requiredLists?.includes(property)) {
        value = listOf(items).map((item) => fromElement(item, hints?.items, inner.items, itemsName));
      }
    } else {
      const child = node[name];
      read.add(name);
      if (child !== undefined) value = fromElement(Array.isArray(child) ? child.at(-1) : child, hints, inner, property);
    }
    if (value !== undefined) result[property] = value;
  }
  for (const key of Object.keys(node)) {
    if (read.has(key)) continue;
    const property = key.startsWith(ATTRIBUTE_PREFIX) ? key.slice(ATTRIBUTE_PREFIX.length) : key;
    if (Object.hasOwn(result, property)) continue;
    result[property] = shape.additional === undefined ? node[key] : fromElement(node[key] as XmlNode, undefined, shape.additional, key);
  }
  return result;
}

/** The text as the scalar type declared, or as it is when it is not one. */
function scalar(text: string, type: Exclude<FieldShape, object>): unknown {
  switch (type) {
    case 'integer':
      return /^-?\d+$/.test(text.trim()) ? Number(text) : text;
    case 'number':
      return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
    case 'boolean':
      return text.trim() === 'true' ? true : text.trim() === 'false' ? false : text;
    default:
      return text;
  }
}

function isElement(node: unknown): node is XmlElement {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

function listOf(value: XmlNode | XmlNode[] | undefined): XmlNode[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** An XML 1.0 Name, roughly: names that are not (a map's keys) go out as `<entry key="…">`. */
const XML_NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
/** Characters XML 1.0 cannot carry at all, even escaped. */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `value` (an object or a list) as an XML document whose root element `xml` names. */
export function xmlDocument(value: unknown, xml: XmlShape): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(value, xml.name ?? 'root', xml, 'item')}`;
}

/**
 * `value` as one element named `name` (the shape's prefix added); a list as the element that
 * wraps its items, which are named `itemName` unless they name themselves (OpenAPI: a wrapped
 * list's items take the property's name, not the wrapper's).
 */
function element(value: unknown, name: string, shape: XmlShape | undefined, itemName: string): string {
  const qualified = shape?.prefix ? `${shape.prefix}:${name}` : name;
  const valid = XML_NAME.test(qualified);
  const tag = valid ? qualified : 'entry';
  let open = valid ? tag : `${tag} key="${escaped(name, true)}"`;
  if (shape?.namespace) open += ` xmlns${shape.prefix ? `:${shape.prefix}` : ''}="${escaped(shape.namespace, true)}"`;
  if (value === null || value === undefined) return `<${open}/>`;
  if (Array.isArray(value)) {
    // Only reached for a root list, a wrapped one or a list in a list: the parent repeats the others.
    return `<${open}>${listItems(value, shape?.items?.name ?? itemName, shape?.items)}</${tag}>`;
  }
  if (isPlainObject(value)) {
    let attributes = '';
    let children = '';
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (item === undefined) continue;
      const inner = shape?.properties?.[key];
      const childName = inner?.name ?? key;
      if (inner?.attribute && !isPlainObject(item) && !Array.isArray(item)) attributes += ` ${childName}="${escaped(text(item), true)}"`;
      // An unwrapped list is its items repeated, named after the property: the list's own name has no effect.
      else if (Array.isArray(item) && !inner?.wrapped) children += listItems(item, inner?.items?.name ?? key, inner?.items);
      else children += element(item, childName, inner, key);
    }
    return children === '' ? `<${open}${attributes}/>` : `<${open}${attributes}>${children}</${tag}>`;
  }
  return `<${open}>${escaped(text(value), false)}</${tag}>`;
}

function listItems(items: unknown[], name: string, shape: XmlShape | undefined): string {
  return items.map((item) => element(item, name, shape, name)).join('');
}

function text(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function escaped(value: string, attribute: boolean): string {
  const safe = value.replace(NOT_XML, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return attribute ? safe.replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;') : safe.replace(/\r/g, '&#13;');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
