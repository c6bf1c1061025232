/**
 * templates/server/core/xml-request.ts: an XML request body of data read as the data it holds,
 * by the schema's `xml` hints and field types (the mapping the client shares, client/core/xml-data.ts).
 * Given/want rows, refusals, and documents written by xmlDocument read back as the data they
 * were written from.
 */
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import type { FieldShape, XmlShape } from '../../../templates/server/core/service.ts';
import { xmlDocument } from '../../../templates/client/core/xml-data.ts';
import { parseXmlBody } from '../../../templates/server/core/xml-request.ts';

const pet: FieldShape = {
  properties: {
    id: 'integer',
    name: 'string',
    sold: 'boolean',
    photoUrls: { items: 'string' },
    tags: { items: { properties: { id: 'integer', name: 'string' } } },
    category: { properties: { id: 'integer' } },
  },
};
// Swagger Petstore's hints: a renamed category, wrapped lists, and here an id attribute.
const petXml: XmlShape = {
  name: 'Pet',
  properties: { id: { attribute: true }, category: { name: 'Category' }, photoUrls: { name: 'photoUrl', wrapped: true }, tags: { name: 'tag', wrapped: true, items: { name: 'Tag' } } },
};

describe('parseXmlBody', () => {
  it.each<[string, string, XmlShape, FieldShape, unknown]>([
    [
      'attributes, renamed elements, wrapped lists and typed text',
      '<?xml version="1.0"?><Pet id="7"><Category><id>1</id></Category><name>Rex</name><sold>true</sold><photoUrl><photoUrls>a</photoUrls><photoUrls>b</photoUrls></photoUrl><tag><Tag><id>2</id><name>good</name></Tag></tag></Pet>',
      petXml,
      pet,
      { id: 7, category: { id: 1 }, name: 'Rex', sold: true, photoUrls: ['a', 'b'], tags: [{ id: 2, name: 'good' }] },
    ],
    ['a list of one element is a list', '<Pet><photoUrl><photoUrls>a</photoUrls></photoUrl></Pet>', petXml, pet, { photoUrls: ['a'] }],
    ['an empty wrapper is an empty list', '<Pet><photoUrl/></Pet>', petXml, pet, { photoUrls: [] }],
    ['unwrapped lists repeat the property', '<Zoo><animals>a</animals><animals>b</animals></Zoo>', { name: 'Zoo' }, { properties: { animals: { items: 'string' } } }, { animals: ['a', 'b'] }],
    ['unwrapped lists of named items', '<Zoo><animal>a</animal></Zoo>', { name: 'Zoo', properties: { animals: { items: { name: 'animal' } } } }, { properties: { animals: { items: 'string' } } }, { animals: ['a'] }],
    ['a root list', '<Pets><Pet><id>1</id></Pet><Pet><id>2</id></Pet></Pets>', { name: 'Pets', items: { name: 'Pet' } }, { items: { properties: { id: 'integer' } } }, [{ id: 1 }, { id: 2 }]],
    ['namespace prefixes are read past', '<ex:Pet xmlns:ex="urn:x"><ex:name>Rex</ex:name></ex:Pet>', { name: 'Pet', prefix: 'ex', namespace: 'urn:x' }, pet, { name: 'Rex' }],
    ['entities are decoded', '<Pet><name>a &lt; b &amp; c</name></Pet>', petXml, pet, { name: 'a < b & c' }],
    ['an element with attributes holds its text', '<Pet><name lang="en">Rex</name></Pet>', petXml, pet, { name: 'Rex' }],
    ['an empty element is empty text', '<Pet><name/></Pet>', petXml, pet, { name: '' }],
    ['spaces in text are data', '<Pet><name> Rex </name></Pet>', petXml, pet, { name: ' Rex ' }],
    [
      'an indented document reads as a compact one',
      '<Pet id="7">\n  <Category>\n  </Category>\n  <photoUrl>\n    <photoUrls>a</photoUrls>\n  </photoUrl>\n  <tag>\n  </tag>\n</Pet>\n',
      petXml,
      pet,
      { id: 7, category: {}, photoUrls: ['a'], tags: [] },
    ],
    ['elements the schema does not declare are kept, for the validator', '<Pet><name>Rex</name><color>red</color></Pet>', petXml, pet, { name: 'Rex', color: 'red' }],
    ['text that does not convert is kept, for the validator (lenient)', '<Pet><id>x</id></Pet>', { name: 'Pet' }, pet, { id: 'x' }],
    // CloudFront's `Items`: XML has no element for an empty list, so a required one not there is empty.
    ['a required unwrapped list with no element is empty', '<Zoo><name>z</name></Zoo>', { name: 'Zoo' }, { properties: { name: 'string', animals: { items: 'string' } }, requiredLists: ['animals'] }, { name: 'z', animals: [] }],
    // S3's `<Tagging/>` of a RestoreRequest: an object element with no children still has its required lists.
    ['an empty object element holds its required lists, empty', '<Zoo><keeper/></Zoo>', { name: 'Zoo' }, { properties: { keeper: { properties: { tags: { items: 'string' } }, requiredLists: ['tags'] } } }, { keeper: { tags: [] } }],
    ['an optional unwrapped list with no element is left out', '<Zoo><name>z</name></Zoo>', { name: 'Zoo' }, { properties: { name: 'string', animals: { items: 'string' } } }, { name: 'z' }],
    ['a number in spaces is a number, as XML Schema reads it', '<Pet><id> 7 </id></Pet>', { name: 'Pet' }, pet, { id: 7 }],
    ['a character reference in an attribute is decoded', '<Pet id="7"><name>a&#10;b&#233;</name></Pet>', petXml, pet, { id: 7, name: 'a\nbé' }],
  ])('%s', (_what, text, xml, shape, want) => {
    expect(parseXmlBody(text, xml, shape, true)).toEqual(want);
  });

  it.each([
    ['a DOCTYPE, before any entity is expanded', '<!DOCTYPE x [<!ENTITY a "b">]><Pet><name>&a;</name></Pet>', 'a DOCTYPE is not accepted'],
    ['text that is not XML', '<Pet><name>Rex</Pet>', "Expected closing tag 'name'"],
    ['an unclosed element', '<Pet>', "Unclosed tag 'Pet'"],
  ])('refuses %s with a 400', (_what, text, reason) => {
    let thrown: unknown;
    try {
      parseXmlBody(text, petXml, pet);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpProblem);
    expect((thrown as HttpProblem).status).toBe(400);
    expect((thrown as HttpProblem).init.detail).toContain(reason);
  });

  it('refuses text that does not convert when there are no validators to report it', () => {
    expect(() => parseXmlBody('<Pet><id>x</id></Pet>', petXml, pet)).toThrow(HttpProblem);
  });

  it('reads what the server writes as the data it was written from', () => {
    const value = { id: 7, category: { id: 1 }, name: 'a < "b"', sold: false, photoUrls: ['x', 'y'], tags: [{ id: 2, name: 'good' }, { id: 3, name: 'old' }] };
    expect(parseXmlBody(xmlDocument(value, petXml), petXml, pet)).toEqual(value);
  });
});
