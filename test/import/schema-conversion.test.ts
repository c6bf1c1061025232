/**
 * Given an OpenAPI schema (3.0 or 3.1 spelling), want this manifest schema and these warnings.
 * Each row is one rule of generator/import/schema/*.
 */
import { describe, expect, it } from 'vitest';
import type { ImportContext } from '../../generator/import/context.ts';
import { RefResolver } from '../../generator/import/resolve-ref.ts';
import { convertSchema } from '../../generator/import/schema/convert-schema.ts';
import { WarningLog } from '../../generator/import/warnings.ts';
import type { ManifestSchema } from '../../generator/manifest/schema.ts';

const COMPONENTS = { Pet: { type: 'object' }, 'pet.Tag': { type: 'string' }, Deep: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } };

type OpenApiVersion = '3.0' | '3.1';

/** `version` only documents which spelling a row uses: the converter accepts both everywhere. */
function convert(schema: unknown, version: OpenApiVersion = '3.1') {
  const doc = { openapi: version === '3.0' ? '3.0.3' : '3.1.0', components: { schemas: COMPONENTS } };
  const warnings = new WarningLog();
  const ctx: ImportContext = {
    doc,
    warnings,
    refs: new RefResolver(doc, warnings),
    schemaNames: new Map([['Pet', 'Pet'], ['pet.Tag', 'PetTag'], ['Deep', 'Deep']]),
  };
  return { schema: convertSchema(schema, '/s', ctx), warnings: warnings.list.map((w) => `${w.pointer}: ${w.message}`) };
}

interface Case {
  name: string;
  given: unknown;
  version?: OpenApiVersion;
  want: ManifestSchema;
  warnings?: string[];
}

const CASES: Case[] = [
  { name: '3.0 nullable', version: '3.0', given: { type: 'string', nullable: true }, want: { type: 'string', nullable: true } },
  { name: '3.1 type list with null', given: { type: ['integer', 'null'] }, want: { type: 'integer', nullable: true } },
  { name: 'type list of several types', given: { type: ['string', 'number', 'null'] }, want: { type: ['string', 'number'], nullable: true } },
  { name: 'only null', given: { type: 'null' }, want: { type: 'null' } },
  { name: 'oneOf with null collapses to the variant', given: { oneOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'null' }] }, want: { $ref: 'Pet', nullable: true } },
  { name: 'anyOf of several with null keeps the union', given: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Pet' }, { type: 'null' }] }, want: { anyOf: [{ type: 'string' }, { $ref: 'Pet' }], nullable: true } },
  { name: 'anyOf of bare types becomes a type list', given: { anyOf: [{ type: 'string' }, { type: 'integer' }] }, want: { type: ['string', 'integer'] } },
  { name: 'nullable enum does not repeat null', given: { type: ['string', 'null'], enum: ['a', null] }, want: { type: 'string', nullable: true, enum: ['a'] } },
  { name: 'enum without type is a string enum', given: { enum: ['a', 'b'] }, want: { type: 'string', enum: ['a', 'b'] } },
  { name: 'properties without type are an object', given: { properties: { a: { type: 'string' } }, required: ['a'] }, want: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } } },
  { name: 'items without type are an array', given: { items: { type: 'string' } }, want: { type: 'array', items: { type: 'string' } } },
  { name: 'additionalProperties {} is true', given: { type: 'object', additionalProperties: {} }, want: { type: 'object', additionalProperties: true } },
  { name: 'additionalProperties false stays: it closes the object', given: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }, want: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false } },
  // Open Banking's `Risk`: no property at all, so `{}` is its only value.
  { name: 'an object closed without properties stays closed', given: { type: 'object', properties: {}, additionalProperties: false }, want: { type: 'object', properties: {}, additionalProperties: false } },
  { name: 'items {} means any item', given: { type: 'array', items: {} }, want: { type: 'array' } },
  { name: '3.0 boolean exclusive bounds', version: '3.0', given: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false }, want: { type: 'number', exclusiveMinimum: 0, maximum: 9 } },
  { name: '3.0 boolean exclusive bound used', version: '3.0', given: { type: 'number', maximum: 9, exclusiveMaximum: true }, want: { type: 'number', exclusiveMaximum: 9 } },
  { name: '3.1 examples: the first becomes example', given: { type: 'string', examples: ['x', 'y'] }, want: { type: 'string', example: 'x' } },
  { name: 'example wins over examples', given: { type: 'string', example: 'e', examples: ['x'] }, want: { type: 'string', example: 'e' } },
  { name: 'constraints, formats and annotations are kept', given: { type: 'string', format: 'email', minLength: 3, maxLength: 9, pattern: '^a', title: 'T', description: 'D', deprecated: true, readOnly: true, default: 'abc' }, want: { type: 'string', format: 'email', title: 'T', description: 'D', minLength: 3, maxLength: 9, pattern: '^a', deprecated: true, readOnly: true, default: 'abc' } },
  { name: 'component $ref stays a name (sanitised)', given: { $ref: '#/components/schemas/pet.Tag' }, want: { $ref: 'PetTag' } },
  { name: '$ref with a description', given: { $ref: '#/components/schemas/Pet', description: 'The pet.' }, want: { $ref: 'Pet', description: 'The pet.' } },
  { name: 'deep $ref is inlined', given: { $ref: '#/components/schemas/Deep/properties/id' }, want: { type: 'integer', minimum: 1 } },
  { name: 'const', given: { const: 'dog' }, want: { const: 'dog' } },
  { name: 'boolean schema true', given: { type: 'object', properties: { any: true } }, want: { type: 'object', properties: { any: {} } } },
  {
    name: 'discriminator mapping by ref and by name',
    given: { oneOf: [{ $ref: '#/components/schemas/Pet' }], discriminator: { propertyName: 'kind', mapping: { a: '#/components/schemas/Pet', b: 'pet.Tag' } } },
    want: { oneOf: [{ $ref: 'Pet' }], discriminator: { propertyName: 'kind', mapping: { a: 'Pet', b: 'PetTag' } } },
  },
  { name: 'not', given: { type: 'string', not: { enum: ['x'] } }, want: { type: 'string' }, warnings: ['/s/not: schema keyword "not" is not supported; ignored'] },
  { name: 'tuple items', given: { type: 'array', items: [{ type: 'string' }] }, want: { type: 'array' }, warnings: ['/s/items: tuple "items" (a list of schemas) is not supported; items are typed as any value'] },
  { name: 'unknown type', given: { type: 'file' }, want: {}, warnings: ['/s/type: unknown type "file"; ignored'] },
  { name: 'missing component', given: { $ref: '#/components/schemas/Nope' }, want: {}, warnings: ['/s/$ref: reference "#/components/schemas/Nope" points at nothing; treated as any value'] },
  { name: 'external ref', given: { $ref: 'other.yaml#/Pet' }, want: {}, warnings: ['/s/$ref: external reference "other.yaml#/Pet" is not supported; inline it or bundle the document first'] },
  { name: 'false schema', given: false, want: {}, warnings: ['/s: the schema "false" (no value is valid) is not supported; treated as any value'] },
  { name: 'required not among properties', given: { type: 'object', properties: { a: {} }, required: ['a', 'b'] }, want: { type: 'object', required: ['a', 'b'], properties: { a: {}, b: {} } }, warnings: ['/s/required/1: required property "b" is not among the properties; added as any value'] },
  { name: 'keyword next to $ref', given: { $ref: '#/components/schemas/Pet', type: 'object' }, want: { $ref: 'Pet' }, warnings: ['/s/type: "type" next to "$ref" is not supported; ignored'] },
  // SoundCloud's upload requires names of the schema it refers to; Prism applies them, as 3.1 does.
  {
    name: 'required beside $ref: an allOf, the names the referenced schema declares required quietly',
    given: { $ref: '#/components/schemas/Deep', required: ['id'], description: 'D' },
    want: { allOf: [{ $ref: 'Deep', description: 'D' }, { type: 'object', required: ['id'], properties: { id: {} } }] },
  },
  {
    name: 'properties beside $ref: an allOf with them, warned where the part is off',
    given: { $ref: '#/components/schemas/Pet', properties: { extra: { type: 'string' } }, required: ['missing'] },
    want: { allOf: [{ $ref: 'Pet' }, { type: 'object', required: ['missing'], properties: { extra: { type: 'string' }, missing: {} } }] },
    warnings: ['/s/required/0: required property "missing" is not among the properties; added as any value'],
  },
  { name: 'bad keyword values', given: { type: 'string', minLength: -1, pattern: 3 }, want: { type: 'string' }, warnings: ['/s/minLength: expected a non-negative integer for "minLength"; ignored', '/s/pattern: expected a string for "pattern"; ignored'] },
  {
    name: 'anyOf of one required list next to properties: the name becomes required',
    given: { type: 'object', properties: { source: { type: 'string' } }, anyOf: [{ required: ['source'] }], nullable: true },
    want: { type: 'object', nullable: true, required: ['source'], properties: { source: { type: 'string' } } },
  },
  {
    name: 'anyOf of several required lists next to properties: the shared name is required, the choice a union of objects requiring the rest',
    given: { type: 'object', properties: { a: { type: 'string' }, b: {}, c: {} }, required: ['c'], anyOf: [{ required: ['a', 'c'] }, { required: ['b', 'c'] }] },
    want: {
      allOf: [
        { type: 'object', required: ['c'], properties: { a: { type: 'string' }, b: {}, c: {} } },
        { anyOf: [{ type: 'object', required: ['a'], properties: { a: { type: 'string' } } }, { type: 'object', required: ['b'], properties: { b: {} } }] },
      ],
    },
    warnings: [],
  },
  {
    name: "oneOf of required lists beside a closed object (GitHub's project item: an id, or owner, repo and number): the object stays closed",
    given: {
      type: 'object',
      additionalProperties: false,
      properties: { type: { type: 'string' }, id: { type: 'integer' }, owner: { type: 'string' }, repo: { type: 'string' }, number: { type: 'integer' } },
      required: ['type'],
      oneOf: [{ required: ['id'] }, { required: ['owner', 'repo', 'number'] }],
    },
    want: {
      allOf: [
        { type: 'object', required: ['type'], properties: { type: { type: 'string' }, id: { type: 'integer' }, owner: { type: 'string' }, repo: { type: 'string' }, number: { type: 'integer' } }, additionalProperties: false },
        {
          oneOf: [
            { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
            { type: 'object', required: ['owner', 'repo', 'number'], properties: { owner: { type: 'string' }, repo: { type: 'string' }, number: { type: 'integer' } } },
          ],
        },
      ],
    },
    warnings: [],
  },
  {
    name: 'anyOf where one variant requires nothing more: no constraint, the others stay optional with a warning',
    given: { type: 'object', properties: { a: {}, b: {} }, required: ['a'], anyOf: [{ required: ['a'] }, { required: ['b'] }] },
    want: { type: 'object', required: ['a'], properties: { a: {}, b: {} } },
    warnings: ['/s/anyOf: "anyOf" only says which properties are required (b); the manifest cannot require one of several, so they stay optional'],
  },
  {
    name: 'anyOf of a required list or an empty object (maxProperties 0): the properties become a part of an allOf',
    given: { type: 'object', nullable: true, properties: { content: { type: 'string' } }, anyOf: [{ required: ['content'] }, { type: 'object', maxProperties: 0 }] },
    want: {
      nullable: true,
      allOf: [{ type: 'object', properties: { content: { type: 'string' } } }, { anyOf: [{ required: ['content'] }, { type: 'object', maxProperties: 0 }] }],
    },
    warnings: [],
  },
  {
    name: 'allOf of required lists next to properties: every name is required',
    given: { properties: { a: {}, b: {} }, allOf: [{ required: ['a'] }, { required: ['b', 'z'] }] },
    want: { type: 'object', required: ['a', 'b'], properties: { a: {}, b: {} } },
    warnings: ['/s/allOf/1/required/1: required property "z" is not among the properties; ignored'],
  },
  {
    name: 'oneOf of schemas next to properties: the properties become a part of an allOf',
    given: { type: 'object', description: 'D', properties: { name: { type: 'string' } }, required: ['name'], oneOf: [{ $ref: '#/components/schemas/Pet' }, { properties: { status: { enum: ['done'] } }, additionalProperties: true }], discriminator: { propertyName: 'kind' } },
    want: {
      description: 'D',
      allOf: [
        { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
        { oneOf: [{ $ref: 'Pet' }, { type: 'object', properties: { status: { type: 'string', enum: ['done'] } }, additionalProperties: true }], discriminator: { propertyName: 'kind' } },
      ],
    },
  },
  {
    name: 'allOf next to properties: the properties become its first part',
    given: { properties: { id: { type: 'integer' } }, allOf: [{ $ref: '#/components/schemas/Pet' }] },
    want: { allOf: [{ type: 'object', properties: { id: { type: 'integer' } } }, { $ref: 'Pet' }] },
  },
  { name: 'extensions and externalDocs are dropped quietly', given: { type: 'string', 'x-foo': 1, externalDocs: { url: 'u' }, $comment: 'c' }, want: { type: 'string' } },
  // OpenAPI's XML Object: how the server writes the value where a response is XML.
  {
    name: 'xml names, namespaces and flags are kept',
    given: { type: 'array', items: { type: 'string' }, xml: { name: 'aliens', namespace: 'urn:z', prefix: 'z', wrapped: true, attribute: false, 'x-note': 1 } },
    want: { type: 'array', items: { type: 'string' }, xml: { name: 'aliens', namespace: 'urn:z', prefix: 'z', wrapped: true, attribute: false } },
  },
  { name: 'xml next to $ref is kept', given: { $ref: '#/components/schemas/Pet', xml: { name: 'pet' } }, want: { $ref: 'Pet', xml: { name: 'pet' } } },
  {
    name: 'xml members of the wrong kind or unknown are left out',
    given: { type: 'string', xml: { name: '', wrapped: 'yes', attribute: true, text: true } },
    want: { type: 'string', xml: { attribute: true } },
    warnings: ['/s/xml/name: expected a non-empty string for "name"; ignored', '/s/xml/wrapped: expected true or false for "wrapped"; ignored', '/s/xml/text: "text" is not a member of OpenAPI\'s XML object; ignored'],
  },
  { name: 'xml that is no object is left out', given: { type: 'string', xml: 'a' }, want: { type: 'string' }, warnings: ['/s/xml: expected an XML object (name, namespace, prefix, attribute, wrapped) for "xml"; ignored'] },
];

describe('convertSchema', () => {
  it.each(CASES)('$name', ({ given, version, want, warnings }) => {
    const result = convert(given, version);
    expect(result.schema).toEqual(want);
    expect(result.warnings).toEqual(warnings ?? []);
  });

  it('writes keys in manifest order', () => {
    const { schema } = convert({ example: 1, description: 'd', type: 'integer', maximum: 3, minimum: 1 });
    expect(Object.keys(schema)).toEqual(['type', 'description', 'minimum', 'maximum', 'example']);
  });
});
