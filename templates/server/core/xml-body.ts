/**
 * A handler's data as an XML document, for a response whose negotiated media type is XML
 * (`application/xml`, `text/xml`, `…+xml`) and whose schema describes data. The shape (from the
 * schema's `xml` hints, see service.ts) names the root element and whatever the description
 * renames, writes as attributes, wraps or puts in a namespace; everything else follows OpenAPI's
 * defaults: an object is an element per property, named after it, and a list is its items
 * repeated under the property's name. A handler that returns a string sends its own XML instead.
 */
import { isPlainRecord } from './records.ts';
import type { XmlShape } from './service.ts';

/** An XML 1.0 Name, roughly: names that are not (a map's keys) go out as `<entry key="…">`. */
const XML_NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
/** Characters XML 1.0 cannot carry at all, even escaped. */
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlDocument(value: unknown, shape: XmlShape): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(value, shape.name ?? 'root', shape, 'item')}`;
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
  if (isPlainRecord(value)) {
    let attributes = '';
    let children = '';
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (item === undefined) continue;
      const inner = shape?.properties?.[key];
      const childName = inner?.name ?? key;
      if (inner?.attribute && !isPlainRecord(item) && !Array.isArray(item)) attributes += ` ${childName}="${escaped(text(item), true)}"`;
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
