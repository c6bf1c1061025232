/**
 * Given an OpenAPI schema, want this manifest schema and these warnings: the rows a mutation run
 * showed missing from schema-conversion.test.ts (every warning the converter can give, the
 * shapes of `$ref` that are and are not component references, discriminator edges).
 */
import { describe, expect, it } from 'vitest';
import type { ImportContext } from '../../generator/import/context.ts';
import { RefResolver } from '../../generator/import/resolve-ref.ts';
import { convertSchema } from '../../generator/import/schema/convert-schema.ts';
import { WarningLog } from '../../generator/import/warnings.ts';
import type { ManifestSchema } from '../../generator/manifest/schema.ts';

/** Components, plus local targets outside components: a self-referencing one and one at a component-like path. */
const DOC = {
  openapi: '3.1.0',
  components: { schemas: { Pet: { type: 'object' }, 'pet.Tag': { type: 'string' } } },
  'x-defs': { Node: { type: 'object', properties: { next: { $ref: '#/x-defs/Node' } } } },
  definitions: { schemas: { Pet: { type: 'string' } } },
};

function convert(schema: unknown) {
  const warnings = new WarningLog();
  const ctx: ImportContext = { doc: DOC, warnings, refs: new RefResolver(DOC, warnings), schemaNames: new Map([['Pet', 'Pet'], ['pet.Tag', 'PetTag']]) };
  return { schema: convertSchema(schema, '/s', ctx), warnings: warnings.list.map((w) => `${w.pointer}: ${w.message}`) };
}

const CASES: { name: string; given: unknown; want: ManifestSchema; warnings: string[] }[] = [
  { name: "a property that is not a schema", given: {"type":"object","properties":{"a":1}}, want: {"type": "object", "properties": {"a": {}}}, warnings: ["/s/properties/a: expected a schema object; treated as any value"] },
  { name: "nullable false", given: {"type":"string","nullable":false}, want: {"type": "string"}, warnings: [] },
  { name: "properties that are not a mapping", given: {"type":"object","properties":5}, want: {"type": "object"}, warnings: ["/s/properties: expected a mapping of property schemas; ignored"] },
  { name: "required with a non-string", given: {"type":"object","required":["a",5]}, want: {"type": "object"}, warnings: ["/s/required: expected a list of property names; ignored"] },
  { name: "additionalProperties as a schema", given: {"type":"object","additionalProperties":{"type":"string"}}, want: {"type": "object", "additionalProperties": {"type": "string"}}, warnings: [] },
  { name: "an empty allOf", given: {"allOf":[]}, want: {}, warnings: ["/s/allOf: expected a non-empty list of schemas for \"allOf\"; ignored"] },
  { name: "oneOf that is not a list", given: {"oneOf":"x"}, want: {}, warnings: ["/s/oneOf: expected a non-empty list of schemas for \"oneOf\"; ignored"] },
  { name: "a type list with an unknown entry", given: {"type":[5,"string"]}, want: {"type": ["string"]}, warnings: ["/s/type: unknown type 5; ignored"] },
  { name: "required naming no declared property: added as any value", given: {"type":"object","properties":{"a":{}},"required":["b"]}, want: {"type": "object", "required": ["b"], "properties": {"a": {}, "b": {}}}, warnings: ["/s/required/0: required property \"b\" is not among the properties; added as any value"] },
  { name: "required naming a property of a sibling allOf part: required there, as any value (the sibling types it)", given: {"allOf":[{"type":"object","properties":{"a":{"type":"string"}}},{"type":"object","properties":{"b":{}},"required":["a"]}]}, want: {"allOf": [{"type": "object", "properties": {"a": {"type": "string"}}}, {"type": "object", "required": ["a"], "properties": {"b": {}, "a": {}}}]}, warnings: [] },
  { name: "a part that only requires a name a nested allOf of its sibling declares", given: {"allOf":[{"allOf":[{"properties":{"name":{"type":"string"}}}]},{"required":["name"]}]}, want: {"allOf": [{"allOf": [{"type": "object", "properties": {"name": {"type": "string"}}}]}, {"type": "object", "required": ["name"], "properties": {"name": {}}}]}, warnings: [] },
  { name: "required naming a property of a sibling oneOf variant: ignored in the variant", given: {"oneOf":[{"type":"object","properties":{"a":{}}},{"type":"object","properties":{"b":{}},"required":["a"]}]}, want: {"oneOf": [{"type": "object", "properties": {"a": {}}}, {"type": "object", "properties": {"b": {}}}]}, warnings: ["/s/oneOf/1/required/0: required property \"a\" is not among the properties; ignored"] },
  { name: "required naming __proto__: ignored", given: {"type":"object","properties":{"a":{}},"required":["__proto__"]}, want: {"type": "object", "properties": {"a": {}}}, warnings: ["/s/required/0: required property \"__proto__\" is not among the properties; ignored"] },
  { name: "$ref with nullable true", given: {"$ref":"#/components/schemas/Pet","nullable":true}, want: {"$ref": "Pet", "nullable": true}, warnings: [] },
  { name: "$ref with nullable false", given: {"$ref":"#/components/schemas/Pet","nullable":false}, want: {"$ref": "Pet"}, warnings: [] },
  { name: "a recursive local $ref that is no component: inlined once, then any value", given: {"$ref":"#/x-defs/Node"}, want: {"type": "object", "properties": {"next": {}}}, warnings: ["/x-defs/Node/properties/next/$ref: reference \"#/x-defs/Node\" is recursive but not a component schema; move it to components/schemas. Treated as any value here"] },
  { name: "a local $ref to nothing", given: {"$ref":"#/x-defs/Nope"}, want: {}, warnings: ["/s/$ref: reference \"#/x-defs/Nope\" points at nothing; treated as any value"] },
  { name: "a property named __proto__", given: JSON.parse("{\"type\":\"object\",\"properties\":{\"__proto__\":{\"type\":\"string\"},\"a\":{}}}"), want: {"type": "object", "properties": {"a": {}}}, warnings: ["/s/properties/__proto__: property \"__proto__\" is dropped: JavaScript objects treat it as their prototype, so generated code cannot carry it"] },
  { name: "a discriminator with an empty propertyName", given: {"oneOf":[{"$ref":"#/components/schemas/Pet"}],"discriminator":{"propertyName":""}}, want: {"oneOf": [{"$ref": "Pet"}]}, warnings: ["/s/discriminator: expected a discriminator with a \"propertyName\"; ignored"] },
  { name: "a discriminator that is not a mapping", given: {"oneOf":[{"$ref":"#/components/schemas/Pet"}],"discriminator":"kind"}, want: {"oneOf": [{"$ref": "Pet"}]}, warnings: ["/s/discriminator: expected a discriminator with a \"propertyName\"; ignored"] },
  { name: "a discriminator field that is not supported (extensions are quiet)", given: {"oneOf":[{"$ref":"#/components/schemas/Pet"}],"discriminator":{"propertyName":"kind","foo":1,"x-bar":2}}, want: {"oneOf": [{"$ref": "Pet"}], "discriminator": {"propertyName": "kind"}}, warnings: ["/s/discriminator/foo: discriminator field \"foo\" is not supported; ignored"] },
  { name: "a discriminator value named __proto__", given: JSON.parse("{\"oneOf\":[{\"$ref\":\"#/components/schemas/Pet\"}],\"discriminator\":{\"propertyName\":\"kind\",\"mapping\":{\"__proto__\":\"Pet\",\"a\":\"Pet\"}}}"), want: {"oneOf": [{"$ref": "Pet"}], "discriminator": {"propertyName": "kind", "mapping": {"a": "Pet"}}}, warnings: ["/s/discriminator/mapping/__proto__: discriminator value \"__proto__\" is dropped: JavaScript objects treat it as their prototype, so generated code cannot carry it"] },
  { name: "discriminator mappings that name no component", given: {"oneOf":[{"$ref":"#/components/schemas/Pet"}],"discriminator":{"propertyName":"kind","mapping":{"a":"Nope","b":5}}}, want: {"oneOf": [{"$ref": "Pet"}], "discriminator": {"propertyName": "kind"}}, warnings: ["/s/discriminator/mapping/a: discriminator mapping \"Nope\" does not name a component schema; ignored", "/s/discriminator/mapping/b: discriminator mapping 5 does not name a component schema; ignored"] },
  { name: "a local $ref shaped like a component path elsewhere is inlined", given: {"$ref":"#/definitions/schemas/Pet"}, want: {"type": "string"}, warnings: [] },
  { name: "a component $ref with a malformed escape", given: {"$ref":"#/components/schemas/%ZZ"}, want: {}, warnings: ["/s/$ref: reference \"#/components/schemas/%ZZ\" has a malformed percent-escape; ignored"] },
  { name: "every annotation that may stand next to $ref", given: {"$ref":"#/components/schemas/Pet","title":"T","deprecated":true,"readOnly":true,"writeOnly":true,"default":{},"example":{"a":1},"description":"D"}, want: {"$ref": "Pet", "title": "T", "description": "D", "deprecated": true, "readOnly": true, "writeOnly": true, "default": {}, "example": {"a": 1}}, warnings: [] },
  { name: "examples next to $ref", given: {"$ref":"#/components/schemas/Pet","examples":[{"a":2}]}, want: {"$ref": "Pet", "example": {"a": 2}}, warnings: [] },
  { name: "$schema, $id and $anchor are dropped quietly", given: {"type":"string","$schema":"x","$id":"y","$anchor":"z"}, want: {"type": "string"}, warnings: [] },
  // Plain-value keywords (scalar-keywords.ts): each bad value is a warning naming what was expected.
  { name: "boolean keywords that are not booleans", given: {"type":"array","deprecated":"yes","readOnly":1,"writeOnly":"no","uniqueItems":"x"}, want: {"type": "array"}, warnings: ["/s/deprecated: expected true or false for \"deprecated\"; ignored", "/s/readOnly: expected true or false for \"readOnly\"; ignored", "/s/writeOnly: expected true or false for \"writeOnly\"; ignored", "/s/uniqueItems: expected true or false for \"uniqueItems\"; ignored"] },
  { name: "minProperties and maxProperties kept (Amadeus)", given: {"type":"object","minProperties":1,"maxProperties":1,"properties":{"a":{"type":"string"}}}, want: {"type": "object", "properties": {"a": {"type": "string"}}, "minProperties": 1, "maxProperties": 1}, warnings: [] },
  { name: "a negative maxProperties is not a count", given: {"type":"object","maxProperties":-1}, want: {"type": "object"}, warnings: ["/s/maxProperties: expected a non-negative integer for \"maxProperties\"; ignored"] },
  { name: "writeOnly, uniqueItems and a zero minItems kept; a fractional maxItems is not a count", given: {"type":"array","writeOnly":true,"uniqueItems":true,"minItems":0,"maxItems":1.5}, want: {"type": "array", "minItems": 0, "uniqueItems": true, "writeOnly": true}, warnings: ["/s/maxItems: expected a non-negative integer for \"maxItems\"; ignored"] },
  { name: "a non-numeric minimum and a zero multipleOf", given: {"type":"number","minimum":"a","maximum":5,"multipleOf":0}, want: {"type": "number", "maximum": 5}, warnings: ["/s/minimum: expected a number for \"minimum\"; ignored", "/s/multipleOf: expected a positive number for \"multipleOf\"; ignored"] },
  // array-enum.ts: an enum of single values on a list is the items' enum (Wordnik, Mailchimp).
  { name: "an enum of strings on a list of strings moves to the items", given: {"type":"array","items":{"type":"string"},"enum":["all","ahd-5"]}, want: {"type": "array", "items": {"type": "string", "enum": ["all", "ahd-5"]}}, warnings: ["/s/enum: an enum of single values on a list is read as the values of its items; moved to items"] },
  { name: "an enum on a list without items becomes the items", given: {"type":"array","enum":[1,2]}, want: {"type": "array", "items": {"enum": [1, 2]}}, warnings: ["/s/enum: an enum of single values on a list is read as the values of its items; moved to items"] },
  { name: "an enum on a list whose items have their own stays", given: {"type":"array","items":{"type":"string","enum":["a"]},"enum":["b"]}, want: {"type": "array", "items": {"type": "string", "enum": ["a"]}, "enum": ["b"]}, warnings: [] },
  { name: "an enum on a list of a component stays", given: {"type":"array","items":{"$ref":"#/components/schemas/Pet"},"enum":["b"]}, want: {"type": "array", "items": {"$ref": "Pet"}, "enum": ["b"]}, warnings: [] },
  // pattern-anchors.ts: Linode's Ruby anchors; a class and an escaped backslash keep theirs.
  { name: "Ruby anchors in a pattern become JavaScript's", given: {"type":"string","pattern":"\\A[a-z]+\\.(com|net)\\Z"}, want: {"type": "string", "pattern": "^[a-z]+\\.(com|net)$"}, warnings: ["/s/pattern: the anchors \\A, \\z and \\Z are not JavaScript's; read as ^ and $ (\"^[a-z]+\\\\.(com|net)$\")"] },
  { name: "\\z ends a pattern; \\\\A and [\\A] are not anchors", given: {"type":"string","pattern":"\\A[\\A-Z]\\\\A\\z"}, want: {"type": "string", "pattern": "^[\\A-Z]\\\\A$"}, warnings: ["/s/pattern: the anchors \\A, \\z and \\Z are not JavaScript's; read as ^ and $ (\"^[\\\\A-Z]\\\\\\\\A$\")"] },
  // PeerTube's usernames: with its slashes, the pattern wants a `/` before the start of the text.
  { name: 'a pattern written as an anchored JavaScript literal is read without its slashes', given: {"type":"string","pattern":"/^[a-z0-9._]+$/"}, want: {"type": "string", "pattern": "^[a-z0-9._]+$"}, warnings: ["/s/pattern: a pattern written as a JavaScript literal matches no text with its slashes; read without them (\"^[a-z0-9._]+$\")"] },
  { name: 'slashes around an unanchored pattern, or with flags, stay', given: {"type":"string","pattern":"/a+/i"}, want: {"type": "string", "pattern": "/a+/i"}, warnings: [] },
  { name: "a JavaScript pattern is kept as written", given: {"type":"string","pattern":"^[A-Z]\\d$"}, want: {"type": "string", "pattern": "^[A-Z]\\d$"}, warnings: [] },
  { name: "a fractional multipleOf", given: {"type":"number","multipleOf":2.5}, want: {"type": "number", "multipleOf": 2.5}, warnings: [] },
  { name: "a non-numeric multipleOf", given: {"type":"number","multipleOf":"x"}, want: {"type": "number"}, warnings: ["/s/multipleOf: expected a positive number for \"multipleOf\"; ignored"] },
  { name: "a zero minLength kept; a non-numeric maxLength", given: {"type":"string","minLength":0,"maxLength":"x"}, want: {"type": "string", "minLength": 0}, warnings: ["/s/maxLength: expected a non-negative integer for \"maxLength\"; ignored"] },
  { name: "a non-numeric exclusiveMinimum next to a 3.1 exclusiveMaximum", given: {"type":"number","exclusiveMinimum":"x","exclusiveMaximum":3}, want: {"type": "number", "exclusiveMaximum": 3}, warnings: ["/s/exclusiveMinimum: expected a number for \"exclusiveMinimum\"; ignored"] },
  { name: "3.0 exclusiveMinimum true without minimum", given: {"type":"number","exclusiveMinimum":true}, want: {"type": "number"}, warnings: ["/s/exclusiveMinimum: \"exclusiveMinimum: true\" needs \"minimum\"; ignored"] },
  { name: "3.0 exclusiveMinimum false leaves minimum as it is", given: {"type":"number","minimum":1,"exclusiveMinimum":false}, want: {"type": "number", "minimum": 1}, warnings: [] },
  { name: "an empty enum", given: {"type":"string","enum":[]}, want: {"type": "string"}, warnings: ["/s/enum: expected a non-empty list of strings, numbers, booleans or null for \"enum\"; ignored"] },
  { name: "an enum that is not a list", given: {"type":"string","enum":"x"}, want: {"type": "string"}, warnings: ["/s/enum: expected a non-empty list of strings, numbers, booleans or null for \"enum\"; ignored"] },
  // Enode's charging reasons: `[{override: true}, DEFAULT]` of a string; only DEFAULT can be one.
  { name: "an enum with an object keeps its scalars", given: {"type":"string","enum":["a",{"b":1}]}, want: {"type": "string", "enum": ["a"]}, warnings: ["/s/enum: values that are objects or lists cannot be of type string; left out of the enum"] },
  { name: "an untyped enum with an object, which may be that object", given: {"enum":["a",{"b":1}]}, want: {}, warnings: ["/s/enum: expected a non-empty list of strings, numbers, booleans or null for \"enum\"; ignored"] },
  { name: "an enum with a list, of a nullable integer (3.1)", given: {"type":["integer","null"],"enum":[1,[2],null]}, want: {"type": "integer", "nullable": true, "enum": [1]}, warnings: ["/s/enum: values that are objects or lists cannot be of type integer; left out of the enum"] },
  { name: "an enum of objects only", given: {"type":"string","enum":[{"b":1},[2]]}, want: {"type": "string"}, warnings: ["/s/enum: expected a non-empty list of strings, numbers, booleans or null for \"enum\"; ignored"] },
  { name: "an enum of mixed scalars", given: {"enum":[1,true,"a"]}, want: {"enum": [1, true, "a"]}, warnings: [] },
  { name: "a const that is an object", given: {"const":{"a":1}}, want: {}, warnings: ["/s/const: expected a string, number, boolean or null for \"const\"; ignored"] },
  { name: "a null const", given: {"const":null}, want: {"const": null}, warnings: [] },
  { name: "examples that are not a list", given: {"type":"string","examples":"x"}, want: {"type": "string"}, warnings: ["/s/examples: expected a list of examples for \"examples\"; ignored"] },
  { name: "an empty examples list", given: {"type":"string","examples":[]}, want: {"type": "string"}, warnings: [] },
  { name: "string keywords that are not strings", given: {"type":"string","title":5,"format":6}, want: {"type": "string"}, warnings: ["/s/title: expected a string for \"title\"; ignored", "/s/format: expected a string for \"format\"; ignored"] },
  { name: "null default and example are values", given: {"type":"string","default":null,"example":null}, want: {"type": "string", "default": null, "example": null}, warnings: [] },
  // Implied forms (implied-forms.ts): a type list from bare anyOf members, a type from object, array or string keywords.
  { name: "anyOf of one bare type stays anyOf", given: {"anyOf":[{"type":"string"}]}, want: {"anyOf": [{"type": "string"}]}, warnings: [] },
  { name: "anyOf with a constrained member stays anyOf", given: {"anyOf":[{"type":"string"},{"type":"integer","minimum":1}]}, want: {"anyOf": [{"type": "string"}, {"type": "integer", "minimum": 1}]}, warnings: [] },
  { name: "anyOf repeating a bare type stays anyOf", given: {"anyOf":[{"type":"string"},{"type":"string"}]}, want: {"anyOf": [{"type": "string"}, {"type": "string"}]}, warnings: [] },
  { name: "anyOf of bare types next to a type stays anyOf", given: {"type":"object","anyOf":[{"type":"string"},{"type":"integer"}]}, want: {"type": "object", "anyOf": [{"type": "string"}, {"type": "integer"}]}, warnings: [] },
  { name: "anyOf with a $ref stays anyOf", given: {"anyOf":[{"type":"string"},{"$ref":"#/components/schemas/Pet"}]}, want: {"anyOf": [{"type": "string"}, {"$ref": "Pet"}]}, warnings: [] },
  { name: "anyOf with a type list member stays anyOf", given: {"anyOf":[{"type":["string","integer"]},{"type":"boolean"}]}, want: {"anyOf": [{"type": ["string", "integer"]}, {"type": "boolean"}]}, warnings: [] },
  { name: "enum with const: no type implied", given: {"enum":["a"],"const":"a"}, want: {"enum": ["a"], "const": "a"}, warnings: [] },
  { name: "additionalProperties true implies an object", given: {"additionalProperties":true}, want: {"type": "object", "additionalProperties": true}, warnings: [] },
  { name: "additionalProperties false implies an object, which without properties is empty", given: {"additionalProperties":false}, want: {"type": "object", "additionalProperties": false}, warnings: [] },
  // Read literally, nothing but `{}` would fit: the variants' own properties would all be extra.
  { name: "additionalProperties false next to a combinator is left to its variants", given: {"additionalProperties":false,"oneOf":[{"properties":{"a":{"type":"string"}}},{"properties":{"b":{"type":"string"}}}]}, want: {"allOf": [{"type": "object"}, {"oneOf": [{"type": "object", "properties": {"a": {"type": "string"}}}, {"type": "object", "properties": {"b": {"type": "string"}}}]}]}, warnings: [] },
  { name: "required alone implies no type (JSON Schema applies it to objects only; Linode overlays it on lists)", given: {"required":["a"]}, want: {"required": ["a"]}, warnings: [] },
  { name: "an enum of mixed scalars implies no type", given: {"enum":[1,"a"]}, want: {"enum": [1, "a"]}, warnings: [] },
  { name: "a description alone implies no type", given: {"description":"only a description"}, want: {"description": "only a description"}, warnings: [] },
  { name: "$ref with annotations implies no type", given: {"$ref":"#/components/schemas/Pet","description":"D","default":"x"}, want: {"$ref": "Pet", "description": "D", "default": "x"}, warnings: [] },
  { name: "allOf implies no type", given: {"allOf":[{"$ref":"#/components/schemas/Pet"}],"description":"D"}, want: {"description": "D", "allOf": [{"$ref": "Pet"}]}, warnings: [] },
  { name: "oneOf implies no type", given: {"oneOf":[{"type":"string"},{"type":"integer"}],"description":"D"}, want: {"description": "D", "oneOf": [{"type": "string"}, {"type": "integer"}]}, warnings: [] },
  // Null unions (nullable.ts) and keywords next to combinators (combinator-siblings.ts).
  { name: "oneOf of null alone stays as it is", given: {"oneOf":[{"type":"null"}]}, want: {"oneOf": [{"type": "null"}]}, warnings: [] },
  { name: "anyOf of one variant and null, with a clashing description: the union stays", given: {"anyOf":[{"type":"string","description":"a"},{"type":"null"}],"description":"b"}, want: {"nullable": true, "description": "b", "anyOf": [{"type": "string", "description": "a"}]}, warnings: [] },
  { name: "anyOf of one variant and null, with the same description: the variant itself", given: {"anyOf":[{"type":"string","description":"a"},{"type":"null"}],"description":"a"}, want: {"type": "string", "nullable": true, "description": "a"}, warnings: [] },
  { name: "a nullable enum of null alone loses its enum", given: {"type":["string","null"],"enum":[null]}, want: {"type": "string", "nullable": true}, warnings: [] },
  { name: "required-only anyOf variants may carry a title or description", given: {"properties":{"a":{},"b":{}},"anyOf":[{"required":["a"],"description":"x"},{"required":["b"],"title":"t"}]}, want: {"allOf": [{"type": "object", "properties": {"a": {}, "b": {}}}, {"anyOf": [{"type": "object", "required": ["a"], "properties": {"a": {}}}, {"type": "object", "required": ["b"], "properties": {"b": {}}}]}]}, warnings: [] },
  { name: "an object-typed required-only variant", given: {"properties":{"a":{}},"anyOf":[{"type":"object","required":["a"]}]}, want: {"type": "object", "required": ["a"], "properties": {"a": {}}}, warnings: [] },
  { name: "a string-typed variant with required is no required list", given: {"properties":{"a":{}},"anyOf":[{"type":"string","required":["a"]}]}, want: {"allOf": [{"type": "object", "properties": {"a": {}}}, {"anyOf": [{"type": "string", "required": ["a"]}]}]}, warnings: [] },
  { name: "an empty variant is no required list", given: {"properties":{"a":{}},"anyOf":[{}]}, want: {"allOf": [{"type": "object", "properties": {"a": {}}}, {"anyOf": [{}]}]}, warnings: [] },
  { name: "a choice between required sets keeps each set", given: {"properties":{"a":{},"b":{},"c":{}},"anyOf":[{"required":["a","b"]},{"required":["c"]}]}, want: {"allOf": [{"type": "object", "properties": {"a": {}, "b": {}, "c": {}}}, {"anyOf": [{"type": "object", "required": ["a", "b"], "properties": {"a": {}, "b": {}}}, {"type": "object", "required": ["c"], "properties": {"c": {}}}]}]}, warnings: [] },
  { name: "a required list next to another kind of variant: the properties become a part of an allOf", given: {"properties":{"a":{}},"anyOf":[{"required":["a"]},{"type":"string"}]}, want: {"allOf": [{"type": "object", "properties": {"a": {}}}, {"anyOf": [{"required": ["a"]}, {"type": "string"}]}]}, warnings: [] },
  { name: "an object type and nullable next to oneOf stay outside the allOf", given: {"type":"object","properties":{"a":{}},"oneOf":[{"$ref":"#/components/schemas/Pet"}],"nullable":true}, want: {"nullable": true, "allOf": [{"type": "object", "properties": {"a": {}}}, {"oneOf": [{"$ref": "Pet"}]}]}, warnings: [] },
];

describe('convertSchema, edges', () => {
  it.each(CASES)('$name', ({ given, want, warnings }) => {
    expect(convert(given)).toEqual({ schema: want, warnings });
  });
});
