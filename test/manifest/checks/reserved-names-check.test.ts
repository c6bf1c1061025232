/**
 * The reserved-name checks (generator/manifest/checks/reserved-names.ts) on edits a mutation run
 * showed untested: `prototype`, names that only become a prototype member or `then` in code
 * (camelCased operation, group and header names), group keys and names, groups declared by use,
 * client options, path parameters and segments, and a discriminator value `__proto__`. Given an
 * edit of the minimal fixture, want exactly these diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from '../support/diagnostics.ts';

const diagnosticsOf = diagnosticsReader('reserved');

/** list_pets (operations[0], line 34) with these lines after its summary. */
const listPets = (lines: string) => edit(MINIMAL_FIXTURE, ['    summary: List the pets.\n', `    summary: List the pets.\n${lines}`]);
/** The groups list (line 31) written as `groups`. */
const groups = (list: string) => edit(MINIMAL_FIXTURE, ['groups:\n  - name: Pets\n', `groups:\n${list}`]);
const withoutGroups = MINIMAL_FIXTURE.replace('groups:\n  - name: Pets\n', '');

const CASES: { name: string; yaml: string; want: string[] }[] = [
  {
    name: 'a security scheme named prototype',
    yaml: MINIMAL_FIXTURE.replaceAll('Basic', 'prototype'),
    want: ['17:5  security.schemes.prototype: security scheme name "prototype" is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'a client option that is a prototype member',
    yaml: edit(MINIMAL_FIXTURE, ['Basic: { type: basic }', 'Basic: { type: basic, clientOption: hasOwnProperty }']),
    want: ['17:41  security.schemes.Basic.clientOption: client option "hasOwnProperty" is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'an operation name that becomes a prototype member',
    yaml: edit(MINIMAL_FIXTURE, ['name: list_pets', 'name: to_string']),
    want: ['34:11  operations[0].name: operation name "to_string" (it becomes "toString" in code) is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'a group key then',
    yaml: groups('  - name: Pets\n    key: then\n'),
    want: ['33:10  groups[0].key: group key "then" would make the generated module or client a thenable, which await calls; choose another'],
  },
  {
    name: 'a group key that is a prototype member',
    yaml: groups('  - name: Pets\n    key: valueOf\n'),
    want: ['33:10  groups[0].key: group key "valueOf" is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'a group name that becomes then',
    yaml: MINIMAL_FIXTURE.replaceAll('Pets', 'Then'),
    want: ['32:11  groups[0].name: group "Then" (it becomes "then" in code) would make the generated module or client a thenable, which await calls; choose another'],
  },
  {
    name: 'a group with a fine key and a reserved name',
    yaml: groups('  - name: Pets\n  - 5\n  - name: Then\n    key: later\n'),
    want: ['33:5  groups[1]: expected a mapping, got 5'],
  },
  {
    name: 'a group declared by use that becomes a prototype member',
    yaml: edit(withoutGroups, ['group: Pets\n    summary: Get one pet.', 'group: Value of\n    summary: Get one pet.']),
    want: ['40:12  operations[1].group: group "Value of" (it becomes "valueOf" in code) is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'a path parameter that is a prototype member',
    yaml: edit(MINIMAL_FIXTURE, ['path: /api/pets\n', 'path: /api/owners/{constructor}\n']),
    want: [
      "36:11  operations[0].path: path parameter {constructor} is not declared: add it to this operation's parameters or to pathParameters",
      '36:11  operations[0].path: path parameter "constructor" is a name every JavaScript object already has; choose another',
    ],
  },
  {
    name: 'a path segment __proto__',
    yaml: edit(MINIMAL_FIXTURE, ['path: /api/pets\n', 'path: /api/__proto__/pets\n']),
    want: ['36:11  operations[0].path: path segment "__proto__" is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'a path that does not parse is left to the path check',
    yaml: edit(MINIMAL_FIXTURE, ['path: /api/pets\n', 'path: /api/{constructor\n']),
    want: ['36:11  operations[0].path: unmatched "{" in path segment "{constructor"'],
  },
  {
    name: 'a header parameter that becomes a prototype member',
    yaml: listPets('    parameters: [{ name: Value-Of, in: header }, { name: value-of, in: query }]\n'),
    want: ['39:26  operations[0].parameters[0].name: parameter "Value-Of" (it becomes "valueOf" in code) is a name every JavaScript object already has; choose another'],
  },
  {
    name: 'a discriminator value __proto__',
    yaml: edit(MINIMAL_FIXTURE, [
      'schemas:\n',
      'schemas:\n  Kind:\n    oneOf: [{ $ref: Pet }]\n    discriminator: { propertyName: name, mapping: { __proto__: Pet, cat: Pet } }\n',
    ]),
    want: ['25:53  schemas.Kind.discriminator.mapping.__proto__: a discriminator value "__proto__" cannot be carried into generated code; rename it'],
  },
  {
    name: 'a security scheme that is null',
    yaml: edit(MINIMAL_FIXTURE, ['    Basic: { type: basic }\n', '    Basic: { type: basic }\n    Odd: ~\n']),
    want: ['18:10  security.schemes.Odd: expected a mapping, got null'],
  },
  {
    name: 'path parameters that are null',
    yaml: edit(MINIMAL_FIXTURE, ['pathParameters:\n  petId: { description: Identifier of a pet. }\n', 'pathParameters: ~\n']),
    want: [
      '29:17  pathParameters: expected a mapping, got null',
      "40:11  operations[1].path: path parameter {petId} is not declared: add it to this operation's parameters or to pathParameters",
      "47:11  operations[2].path: path parameter {petId} is not declared: add it to this operation's parameters or to pathParameters",
    ],
  },
  {
    name: 'a group declared by use that is not a string',
    yaml: edit(withoutGroups, ['group: Pets\n    summary: Get one pet.', 'group: 5\n    summary: Get one pet.']),
    want: ['40:12  operations[1].group: expected a string, got 5'],
  },
];

describe('reserved-name checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});
