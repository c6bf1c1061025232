/**
 * templates/client/core/xml-parse.ts, the generated client's own XML reader: given/want tables of
 * documents and the tree they give, and of malformed documents and where the error says they
 * break; and a fast-check property that on any document of elements, attributes, text, CDATA,
 * comments and references it gives the same tree as fast-xml-parser with the server's options
 * (server/core/xml-request.ts), so client and server map XML to data alike.
 */
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseXml } from '../../../templates/client/core/xml-parse.ts';
import { XML_PARSER_OPTIONS } from '../../../templates/server/core/xml-request.ts';

const CASES: { name: string; given: string; want: unknown }[] = [
  { name: 'text only', given: '<a>1</a>', want: '1' },
  { name: 'empty, both ways', given: '<r><a/><a></a></r>', want: { a: ['', ''] } },
  { name: 'attributes, and text beside them', given: `<a x="1" y='2'>t</a>`, want: { '@x': '1', '@y': '2', '#text': 't' } },
  { name: 'repeated children are a list, in order', given: '<r><b>1</b><c/><b>2</b></r>', want: { b: ['1', '2'], c: '' } },
  { name: 'prefixes and xmlns dropped', given: '<n:a xmlns:n="urn:x" xmlns="urn:y" n:k="v"><n:b>1</n:b></n:a>', want: { '@k': 'v', b: '1' } },
  { name: 'declaration, comments and processing instructions', given: '<?xml version="1.0"?>\n<!-- c --><a><?pi x?>t<!-- d --></a>\n', want: 't' },
  { name: 'CDATA is text, unescaped', given: '<a><![CDATA[<b>&amp;</b>]]></a>', want: '<b>&amp;</b>' },
  { name: 'entities and character references', given: '<a k="1&#10;2">&lt;&gt;&amp;&quot;&apos;&#65;&#x1F600;</a>', want: { '@k': '1\n2', '#text': `<>&"'A😀` } },
  { name: 'spaces kept', given: '<a>  x  </a>', want: '  x  ' },
  { name: 'an element named __proto__ is a child', given: '<r><__proto__>1</__proto__></r>', want: JSON.parse('{"__proto__":"1"}') },
];

const MALFORMED: { name: string; given: string; want: string }[] = [
  { name: 'a DOCTYPE', given: '<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>', want: 'a DOCTYPE is not accepted (line 1, column 1)' },
  { name: 'the wrong end tag', given: '<a>\n<b></a>', want: 'expected </b>, found </a> (line 2, column 4)' },
  { name: 'an element never closed', given: '<a><b>', want: 'the element b is not closed (line 1, column 7)' },
  { name: 'an undefined entity', given: '<a>&e;</a>', want: '"&e;" is not a reference XML defines (line 1, column 4)' },
  { name: 'a bare ampersand', given: '<a>a & b</a>', want: '"&" is not a reference XML defines (line 1, column 4)' },
  { name: 'an unquoted attribute', given: '<a k=1/>', want: 'expected a quoted value for the attribute k (line 1, column 6)' },
  { name: 'text after the root', given: '<a/>x', want: 'text after the root element (line 1, column 5)' },
  { name: 'no root', given: '  ', want: 'expected the root element (line 1, column 3)' },
];

describe('parseXml', () => {
  it.each(CASES)('$name', ({ given, want }) => {
    expect(parseXml(given).node).toEqual(want);
  });
  it('names the root without its prefix', () => {
    expect(parseXml('<s:Envelope xmlns:s="urn:s"/>').name).toBe('Envelope');
  });
  it.each(MALFORMED)('refuses $name, saying where', ({ given, want }) => {
    expect(() => parseXml(given)).toThrow(want);
  });
});

const server = new XMLParser(XML_PARSER_OPTIONS);

type Tree = { name: string; attributes: [string, string][]; children: (Tree | string)[] };
const NAMES = ['a', 'b', 'c', 'n:d', 'Item'];
const TEXTS = fc.oneof(
  fc.constantFrom('x', '1', ' spaced ', 'a&amp;b', '&lt;tag&gt;', '&#233;', '<![CDATA[<raw & text>]]>', '<!-- note -->'),
  fc.string({ unit: fc.constantFrom('q', 'é', '7', '-'), minLength: 1, maxLength: 4 }),
);
const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
  node: fc.record({
    name: fc.constantFrom(...NAMES),
    attributes: fc.uniqueArray(fc.tuple(fc.constantFrom('k', 'id', 'n:v'), fc.constantFrom('1', 'two words', 'a&amp;b', '&#10;')), { selector: ([name]) => name.replace(/^n:/, ''), maxLength: 2 }),
    children: fc.array(fc.oneof({ depthSize: 'small', withCrossShrink: true }, TEXTS, tie('node')), { maxLength: 4 }),
  }),
})).node;

function written(node: Tree): string {
  const attributes = node.attributes.map(([name, value]) => ` ${name}="${value}"`).join('');
  const body = node.children.map((child) => (typeof child === 'string' ? child : written(child))).join('');
  return `<${node.name}${node.name.startsWith('n:') || node.attributes.some(([name]) => name.startsWith('n:')) ? ' xmlns:n="urn:n"' : ''}${attributes}>${body}</${node.name}>`;
}

describe('parseXml and fast-xml-parser', () => {
  it('give the same tree', () => {
    fc.assert(
      fc.property(tree, (root) => {
        // Only documents whose text fast-xml-parser keeps whole: it drops text beside a comment.
        const document = written({ ...root, children: root.children });
        fc.pre(!/<!--/.test(document) || !/>[^<]+<!--|-->[^<]+</.test(document));
        const ours = parseXml(document);
        const theirs = server.parse(document) as Record<string, unknown>;
        expect({ [ours.name]: ours.node }).toEqual(theirs);
      }),
      { numRuns: 400 },
    );
  });
});
