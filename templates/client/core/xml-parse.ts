/**
 * A small XML reader for response bodies of data (`OperationSpec.xml`), written here because the
 * generated client has no dependencies. It reads a document into the tree xml-data.ts maps to data,
 * the tree fast-xml-parser gives the server:
 * an element with neither attributes nor child elements is its text; any other is a record of
 * its attributes (`@name`), its child elements by name (a list where a name repeats) and its text
 * (`#text`). Namespace prefixes are dropped (`<s3:Key>` is `Key`), as are `xmlns` attributes,
 * comments, processing instructions and the XML declaration; CDATA is text, and the five
 * predefined entities and character references are decoded. A DOCTYPE is refused, so no entity
 * of the document's own is ever expanded. Malformed input throws an `XmlSyntaxError` saying
 * where.
 */

import { ATTRIBUTE_PREFIX, TEXT_KEY, type XmlElement, type XmlNode } from './xml-data.ts';

export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
}

const NAME = /[A-Za-z_:][\w.:-]*/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The document's root element: its name (without a prefix) and its content. */
export function parseXml(text: string): { name: string; node: XmlNode } {
  const reader = new Reader(text);
  reader.skipMisc();
  if (reader.peek('<!DOCTYPE')) throw reader.error('a DOCTYPE is not accepted');
  if (!reader.peek('<')) throw reader.error('expected the root element');
  const root = reader.element();
  reader.skipMisc();
  if (!reader.done()) throw reader.error('text after the root element');
  return root;
}

class Reader {
  #at = 0;
  constructor(readonly text: string) {}

  done(): boolean {
    return this.#at >= this.text.length;
  }

  peek(literal: string): boolean {
    return this.text.startsWith(literal, this.#at);
  }

  /** Spaces, comments, processing instructions and the XML declaration, outside the root. */
  skipMisc(): void {
    for (;;) {
      while (/\s/.test(this.text[this.#at] ?? '')) this.#at++;
      if (this.peek('<?')) this.#skipPast('?>');
      else if (this.peek('<!--')) this.#skipPast('-->');
      else return;
    }
  }

  /** The element at `<`, read to its end tag. */
  element(): { name: string; node: XmlNode } {
    this.#at++;
    const name = this.#name();
    // No prototype: an element named `__proto__` or `constructor` is a child like any other.
    const record: XmlElement = Object.create(null);
    let attributes = false;
    for (;;) {
      this.#spaces();
      if (this.peek('/>')) {
        this.#at += 2;
        return { name: localName(name), node: attributes ? record : '' };
      }
      if (this.peek('>')) break;
      const attribute = this.#name();
      this.#spaces();
      this.#expect('=');
      this.#spaces();
      const quote = this.text[this.#at];
      if (quote !== '"' && quote !== "'") throw this.error(`expected a quoted value for the attribute ${attribute}`);
      const end = this.text.indexOf(quote, this.#at + 1);
      if (end === -1) throw this.error(`the value of the attribute ${attribute} is not closed`);
      const value = this.#decode(this.text.slice(this.#at + 1, end));
      this.#at = end + 1;
      if (attribute === 'xmlns' || attribute.startsWith('xmlns:')) continue;
      record[ATTRIBUTE_PREFIX + localName(attribute)] = value;
      attributes = true;
    }
    this.#at++;
    let text = '';
    let children = false;
    for (;;) {
      const next = this.text.indexOf('<', this.#at);
      if (next === -1) throw this.error(`the element ${name} is not closed`);
      text += this.#decode(this.text.slice(this.#at, next));
      this.#at = next;
      if (this.peek('</')) break;
      if (this.peek('<!--')) this.#skipPast('-->');
      else if (this.peek('<?')) this.#skipPast('?>');
      else if (this.peek('<![CDATA[')) {
        const end = this.text.indexOf(']]>', this.#at);
        if (end === -1) throw this.error('a CDATA section is not closed');
        text += this.text.slice(this.#at + 9, end);
        this.#at = end + 3;
      } else {
        const child = this.element();
        const held = record[child.name];
        // Appended in place: a list of thousands of items (EC2's instances) is not copied per item.
        if (held === undefined) record[child.name] = child.node;
        else if (Array.isArray(held)) held.push(child.node);
        else record[child.name] = [held, child.node];
        children = true;
      }
    }
    const endTag = this.#at;
    this.#at += 2;
    const closing = this.#name();
    if (closing !== name) throw this.error(`expected </${name}>, found </${closing}>`, endTag);
    this.#spaces();
    this.#expect('>');
    if (!children && !attributes) return { name: localName(name), node: text };
    if (text !== '') record[TEXT_KEY] = text;
    return { name: localName(name), node: record };
  }

  /** Where the reader is, or `at`, as a line and a column (both from 1). */
  error(reason: string, at = this.#at): XmlSyntaxError {
    const before = this.text.slice(0, at).split('\n');
    return new XmlSyntaxError(`${reason} (line ${before.length}, column ${before.at(-1)!.length + 1})`);
  }

  #name(): string {
    NAME.lastIndex = this.#at;
    const found = NAME.exec(this.text);
    if (!found) throw this.error('expected a name');
    this.#at += found[0].length;
    return found[0];
  }

  #spaces(): void {
    while (/\s/.test(this.text[this.#at] ?? '')) this.#at++;
  }

  #expect(literal: string): void {
    if (!this.peek(literal)) throw this.error(`expected "${literal}"`);
    this.#at += literal.length;
  }

  #skipPast(end: string): void {
    const found = this.text.indexOf(end, this.#at);
    if (found === -1) throw this.error(`expected "${end}"`);
    this.#at = found + end.length;
  }

  /** Text with its entity and character references decoded; any other reference is malformed. */
  #decode(raw: string): string {
    if (!raw.includes('&')) return raw;
    return raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
      const code = ref.startsWith('#x') ? Number.parseInt(ref.slice(2), 16) : ref.startsWith('#') ? Number.parseInt(ref.slice(1), 10) : undefined;
      const decoded = code === undefined ? ENTITIES[ref] : Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
      if (decoded === undefined || !whole.endsWith(';')) throw this.error(`"${whole}" is not a reference XML defines`);
      return decoded;
    });
  }
}

/** A name without its namespace prefix. */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}
