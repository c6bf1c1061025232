/**
 * templates/client/core/xml-data.ts (xmlDocument): a request body of the client, or a handler's
 * data on the server, written as XML by its shape, following
 * OpenAPI's XML Object (names, attributes, wrapped lists, namespaces) and its defaults. Each
 * document is also parsed back by fast-xml-parser, so every row is well-formed XML.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { xmlDocument, type XmlShape } from '../../../templates/client/core/xml-data.ts';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

describe('xmlDocument', () => {
  it.each<[string, unknown, XmlShape, string]>([
    ['an object is an element per property, named after it', { id: 1, name: 'Rex' }, { name: 'Pet' }, '<Pet><id>1</id><name>Rex</name></Pet>'],
    ['a renamed property', { id: 1 }, { name: 'Pet', properties: { id: { name: 'identifier' } } }, '<Pet><identifier>1</identifier></Pet>'],
    ['a scalar property as an attribute', { id: 1, name: 'Rex' }, { name: 'Pet', properties: { id: { attribute: true } } }, '<Pet id="1"><name>Rex</name></Pet>'],
    ['a renamed attribute', { id: 1 }, { name: 'Pet', properties: { id: { name: 'pet-id', attribute: true } } }, '<Pet pet-id="1"/>'],
    // OpenAPI's XML Object examples: an unwrapped list repeats its items under the property's name.
    ['an unwrapped list repeats the property', { animals: ['a', 'b'] }, { name: 'Zoo' }, '<Zoo><animals>a</animals><animals>b</animals></Zoo>'],
    ['an unwrapped list ignores its own name', { animals: ['a'] }, { name: 'Zoo', properties: { animals: { name: 'aliens' } } }, '<Zoo><animals>a</animals></Zoo>'],
    ['an unwrapped list with named items', { animals: ['a'] }, { name: 'Zoo', properties: { animals: { items: { name: 'animal' } } } }, '<Zoo><animal>a</animal></Zoo>'],
    ['a wrapped list: items keep the property name', { animals: ['a', 'b'] }, { name: 'Zoo', properties: { animals: { name: 'aliens', wrapped: true } } }, '<Zoo><aliens><animals>a</animals><animals>b</animals></aliens></Zoo>'],
    [
      'a wrapped list with named items',
      { animals: ['a'] },
      { name: 'Zoo', properties: { animals: { wrapped: true, items: { name: 'animal' } } } },
      '<Zoo><animals><animal>a</animal></animals></Zoo>',
    ],
    ['a root list wraps its items', [{ id: 1 }, { id: 2 }], { name: 'Pets', items: { name: 'Pet' } }, '<Pets><Pet><id>1</id></Pet><Pet><id>2</id></Pet></Pets>'],
    ['a root list of unnamed items', [1, 2], { name: 'root' }, '<root><item>1</item><item>2</item></root>'],
    ['nested objects take their shapes', { owner: { id: 7 } }, { name: 'Pet', properties: { owner: { name: 'Person', properties: { id: { attribute: true } } } } }, '<Pet><Person id="7"/></Pet>'],
    ['a namespace on the root', { id: 1 }, { name: 'Pet', namespace: 'https://example.com/schema' }, '<Pet xmlns="https://example.com/schema"><id>1</id></Pet>'],
    [
      'a namespace and prefix',
      { id: 1 },
      { name: 'Pet', namespace: 'https://example.com/schema', prefix: 'ex' },
      '<ex:Pet xmlns:ex="https://example.com/schema"><id>1</id></ex:Pet>',
    ],
    ['text is escaped', { note: 'a < b & "c"' }, { name: 'Pet' }, '<Pet><note>a &lt; b &amp; "c"</note></Pet>'],
    ['attributes are escaped', { note: 'say "hi"\n<now>' }, { name: 'Pet', properties: { note: { attribute: true } } }, '<Pet note="say &quot;hi&quot;&#10;&lt;now&gt;"/>'],
    ['characters XML cannot carry become U+FFFD', { note: 'a\u0000b' }, { name: 'Pet' }, '<Pet><note>a\uFFFDb</note></Pet>'],
    ['a key that is no XML name is an entry', { labels: { 'two words': 'x', ok: 'y' } }, { name: 'Pet' }, '<Pet><labels><entry key="two words">x</entry><ok>y</ok></labels></Pet>'],
    ['null is an empty element, undefined is left out', { a: null, b: undefined, c: false }, { name: 'Pet' }, '<Pet><a/><c>false</c></Pet>'],
    ['an empty object is an empty element', {}, { name: 'Pet' }, '<Pet/>'],
    ['a list in a list wraps the inner ones', { grid: [[1, 2], [3]] }, { name: 'Board' }, '<Board><grid><grid>1</grid><grid>2</grid></grid><grid><grid>3</grid></grid></Board>'],
    ['an object without a prototype', Object.assign(Object.create(null), { id: 1 }), { name: 'Pet' }, '<Pet><id>1</id></Pet>'],
    ['dates as ISO text', { at: new Date(Date.UTC(2026, 0, 2)) }, { name: 'Event' }, '<Event><at>2026-01-02T00:00:00.000Z</at></Event>'],
  ])('%s', (_what, value, shape, want) => {
    const document = xmlDocument(value, shape);
    expect(document).toBe(HEAD + want);
    expect(XMLValidator.validate(document)).toBe(true);
  });

  it('reads back as the data it was written from', () => {
    const pet = { id: 8, name: 'doggie', photoUrls: ['a', 'b'], tags: [{ id: 1, name: 'x' }], status: 'sold' };
    const shape: XmlShape = { name: 'Pet', properties: { photoUrls: { name: 'photoUrl', wrapped: true }, tags: { name: 'tag', wrapped: true, items: { name: 'Tag' } } } };
    const read = new XMLParser({ ignoreDeclaration: true, parseTagValue: false }).parse(xmlDocument(pet, shape));
    expect(read).toEqual({ Pet: { id: '8', name: 'doggie', photoUrl: { photoUrls: ['a', 'b'] }, tag: { Tag: { id: '1', name: 'x' } }, status: 'sold' } });
  });
});
