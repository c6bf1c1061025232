/**
 * The schema checks (generator/manifest/checks/schemas.ts) on edits a mutation run showed
 * untested: which schema names are PascalCase, unknown `$ref`s in every place a schema may
 * stand and every place a schema nests another, `required` beside the properties, the errors
 * schema, and which circular aliases are reported (once per cycle, not for a schema that only
 * leads into one). Given an edit of the minimal fixture, want exactly these diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from '../support/diagnostics.ts';

const diagnosticsOf = diagnosticsReader('schemas');

/** These schemas added before Pet (from line 23). */
const schemas = (lines: string) => edit(MINIMAL_FIXTURE, ['schemas:\n', `schemas:\n${lines}`]);
/** archive_pet (operations[2], line 46) with these lines after its summary. */
const archive = (lines: string) => edit(MINIMAL_FIXTURE, ['    summary: Archive a pet.\n', `    summary: Archive a pet.\n${lines}`]);

const CASES: { name: string; yaml: string; want: string[] }[] = [
  { name: 'PascalCase names, with digits, of one letter', yaml: schemas('  P: {}\n  PetV2: {}\n  ABC9: {}\n'), want: [] },
  {
    name: 'names that are not PascalCase',
    yaml: schemas('  pet: {}\n  Pet_Tag: {}\n  9Pet: {}\n  PetTag-: {}\n  _Pet: {}\n'),
    want: [
      '23:3  schemas.pet: expected a PascalCase schema name such as "Project", got "pet"',
      '24:3  schemas.Pet_Tag: expected a PascalCase schema name such as "Project", got "Pet_Tag"',
      '25:3  schemas["9Pet"]: expected a PascalCase schema name such as "Project", got "9Pet"',
      '26:3  schemas.PetTag-: expected a PascalCase schema name such as "Project", got "PetTag-"',
      '27:3  schemas._Pet: expected a PascalCase schema name such as "Project", got "_Pet"',
    ],
  },
  {
    name: 'unknown $refs where schemas nest',
    yaml: schemas(
      '  Box:\n    type: object\n    properties: { a: { $ref: A1 } }\n    additionalProperties: { $ref: A2 }\n    allOf: [{ $ref: A3 }]\n    oneOf: [{ $ref: A4 }]\n    anyOf: [{ $ref: A5 }]\n  List: { type: array, items: { $ref: A6 } }\n',
    ),
    want: [
      '25:30  schemas.Box.properties.a.$ref: unknown schema "A1"; known: Box, List, Pet',
      '26:35  schemas.Box.additionalProperties.$ref: unknown schema "A2"; known: Box, List, Pet',
      '27:21  schemas.Box.allOf[0].$ref: unknown schema "A3"; known: Box, List, Pet',
      '28:21  schemas.Box.oneOf[0].$ref: unknown schema "A4"; known: Box, List, Pet',
      '29:21  schemas.Box.anyOf[0].$ref: unknown schema "A5"; known: Box, List, Pet',
      '30:39  schemas.List.items.$ref: unknown schema "A6"; known: Box, List, Pet',
    ],
  },
  {
    name: 'an unknown $ref in a path parameter',
    yaml: edit(MINIMAL_FIXTURE, ['petId: { description: Identifier of a pet. }', 'petId: { description: Identifier of a pet., schema: { $ref: Id } }\n  other: ~']),
    want: ['30:63  pathParameters.petId.schema.$ref: unknown schema "Id"; known: Pet', '31:10  pathParameters.other: expected a mapping, got null'],
  },
  {
    name: 'unknown $refs in parameters, bodies, content, other statuses and headers',
    yaml: archive(
      '    parameters: [5, { name: q, in: query, schema: { $ref: Q } }]\n    requestBody: { content: { application/json: { schema: { $ref: B } }, text/plain: 5 } }\n' +
        '    response:\n      schema: { $ref: R }\n      also: { 201: { schema: { $ref: S } }, 202: 5 }\n      headers: { X-A: { schema: { $ref: H } }, X-B: 5 }\n',
    ),
    want: [
      '51:18  operations[2].parameters[0]: expected a mapping, got 5',
      '51:59  operations[2].parameters[1].schema.$ref: unknown schema "Q"; known: Pet',
      '52:67  operations[2].requestBody.content["application/json"].schema.$ref: unknown schema "B"; known: Pet',
      '52:86  operations[2].requestBody.content["text/plain"]: expected a mapping, got 5',
      '54:23  operations[2].response.schema.$ref: unknown schema "R"; known: Pet',
      '55:38  operations[2].response.also["201"].schema.$ref: unknown schema "S"; known: Pet',
      '55:50  operations[2].response.also["202"]: expected a mapping, got 5',
      '56:41  operations[2].response.headers.X-A.schema.$ref: unknown schema "H"; known: Pet',
      '56:53  operations[2].response.headers.X-B: expected a mapping, got 5',
    ],
  },
  {
    name: 'unknown $refs in a version',
    yaml: archive('    versions:\n      1: ~\n      2: { requestBody: { schema: { $ref: VB } }, response: { schema: { $ref: VR } } }\n      3: none\n'),
    want: [
      '53:43  operations[2].versions["2"].requestBody.schema.$ref: unknown schema "VB"; known: Pet',
      '53:79  operations[2].versions["2"].response.schema.$ref: unknown schema "VR"; known: Pet',
      '54:10  operations[2].versions["3"]: expected a mapping, got "none"',
    ],
  },
  { name: 'a $ref that is not a string is left to the shape check', yaml: schemas('  Box: { $ref: 5 }\n'), want: ['23:16  schemas.Box.$ref: expected a string, got 5'] },
  {
    name: 'required names that are not properties, or not strings',
    yaml: schemas('  Box: { type: object, required: [a, b, 5], properties: { a: {} } }\n'),
    want: ['23:38  schemas.Box.required[1]: required field "b" is not among the properties, did you mean "a"?', '23:41  schemas.Box.required[2]: expected a string, got 5'],
  },
  {
    name: 'a required prototype member name is not a property',
    yaml: schemas('  Box: { type: object, required: [toString], properties: { a: {} } }\n'),
    want: ['23:35  schemas.Box.required[0]: required field "toString" is not among the properties'],
  },
  { name: 'required without properties is not checked', yaml: schemas('  Box: { type: object, required: [a] }\n'), want: [] },
  {
    name: 'an errors schema that is unknown',
    yaml: edit(MINIMAL_FIXTURE, ['groups:\n', 'errors: { schema: Problem }\ngroups:\n']),
    want: ['31:19  errors.schema: unknown schema "Problem"; known: Pet'],
  },
  { name: 'an errors schema that is known', yaml: edit(MINIMAL_FIXTURE, ['groups:\n', 'errors: { schema: Pet }\ngroups:\n']), want: [] },
  {
    name: 'a schema that is its own alias',
    yaml: schemas('  A: { $ref: A }\n'),
    want: ['23:6  schemas.A: circular schema reference A -> A has no property or array in between, so it describes no value'],
  },
  {
    name: 'a cycle through oneOf and anyOf, reported once',
    yaml: schemas('  A: { oneOf: [{ $ref: Pet }, { $ref: B }] }\n  B: { anyOf: [{ $ref: C }] }\n  C: { $ref: A }\n'),
    want: ['23:6  schemas.A: circular schema reference A -> B -> C -> A has no property or array in between, so it describes no value'],
  },
  {
    name: 'a schema that only leads into a cycle',
    yaml: schemas('  Z: { $ref: A }\n  A: { $ref: B }\n  B: { $ref: A }\n'),
    want: ['24:6  schemas.A: circular schema reference A -> B -> A has no property or array in between, so it describes no value'],
  },
  {
    name: 'two cycles',
    yaml: schemas('  A: { $ref: B }\n  B: { $ref: A }\n  C: { allOf: [{ $ref: D }] }\n  D: { $ref: C }\n'),
    want: [
      '23:6  schemas.A: circular schema reference A -> B -> A has no property or array in between, so it describes no value',
      '25:6  schemas.C: circular schema reference C -> D -> C has no property or array in between, so it describes no value',
    ],
  },
  { name: 'recursion through a property or an item is fine', yaml: schemas('  Tree: { type: object, properties: { kids: { type: array, items: { $ref: Tree } } } }\n'), want: [] },
  {
    name: 'cycles that share a schema are reported once',
    yaml: schemas('  A: { allOf: [{ $ref: B }, { $ref: C }] }\n  B: { $ref: A }\n  C: { $ref: A }\n'),
    want: ['23:6  schemas.A: circular schema reference A -> B -> A has no property or array in between, so it describes no value'],
  },
  {
    name: 'a $ref that is a number names no schema, not even one called 5',
    yaml: schemas('  A: { $ref: 5 }\n  "5": { $ref: A }\n'),
    want: ['23:14  schemas.A.$ref: expected a string, got 5', '24:3  schemas["5"]: expected a PascalCase schema name such as "Project", got "5"'],
  },
  {
    name: 'an errors schema that is not a string',
    yaml: edit(MINIMAL_FIXTURE, ['groups:\n', 'errors: { schema: 5 }\ngroups:\n']),
    want: ['31:19  errors.schema: expected a string, got 5'],
  },
  {
    name: 'a request body has no other statuses or headers',
    yaml: archive('    requestBody: { schema: { type: string }, also: { 201: { schema: { $ref: S } } }, headers: { X-A: { schema: { $ref: H } } } }\n'),
    want: ['51:46  operations[2].requestBody.also: unknown field', '51:86  operations[2].requestBody.headers: unknown field'],
  },
  {
    name: 'an unknown $ref where no schemas are declared',
    yaml: MINIMAL_FIXTURE.slice(0, MINIMAL_FIXTURE.indexOf('schemas:\n')) + MINIMAL_FIXTURE.slice(MINIMAL_FIXTURE.indexOf('pathParameters:\n')),
    want: ['38:23  operations[1].response.schema.$ref: unknown schema "Pet"; known: none'],
  },
];

describe('schema checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});
