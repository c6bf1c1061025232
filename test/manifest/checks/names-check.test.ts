/**
 * The name checks (generator/manifest/checks/names.ts): which operation names are snake_case,
 * two names that give one method, repeated group names and keys, and operation groups checked
 * only against a declared `groups` list. Given an edit of the minimal fixture, want exactly
 * these diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from '../support/diagnostics.ts';

const diagnosticsOf = diagnosticsReader('names');

/** The four operations renamed, in fixture order. */
const named = (a: string, b: string, c: string, d: string) =>
  edit(
    MINIMAL_FIXTURE,
    ['name: list_pets', `name: ${a}`],
    ['name: get_pet', `name: ${b}`],
    ['name: archive_pet', `name: ${c}`],
    ['name: create_token\n', `name: ${d}\n`],
    ['create: create_token', `create: ${d}`],
  );
const withoutGroups = MINIMAL_FIXTURE.replace('groups:\n  - name: Pets\n', '');

const CASES: { name: string; yaml: string; want: string[] }[] = [
  { name: 'snake_case names with digits', yaml: named('v2', 'get_pet2', 'archive_2', 'create_token_v10'), want: [] },
  {
    name: 'names that start with a digit or an underscore, or end with one',
    yaml: named('2pets', '_get_pet', 'archive_', 'x'),
    want: [
      '34:11  operations[0].name: expected a snake_case name such as "get_project", got "2pets"',
      '39:11  operations[1].name: expected a snake_case name such as "get_project", got "_get_pet"',
      '46:11  operations[2].name: expected a snake_case name such as "get_project", got "archive_"',
    ],
  },
  {
    name: 'names with capitals, a double underscore or a dash',
    yaml: named('Pets', 'get__pet', 'archive-pet', 'create_Token'),
    want: [
      '34:11  operations[0].name: expected a snake_case name such as "get_project", got "Pets"',
      '39:11  operations[1].name: expected a snake_case name such as "get_project", got "get__pet"',
      '46:11  operations[2].name: expected a snake_case name such as "get_project", got "archive-pet"',
      '51:11  operations[3].name: expected a snake_case name such as "get_project", got "create_Token"',
    ],
  },
  {
    name: 'two names that give one method',
    yaml: named('get_item_v2', 'get_item_v_2', 'archive_pet', 'create_token'),
    want: ['39:11  operations[1].name: operation name "get_item_v_2" becomes the method getItemV2, like operations[0] on line 34'],
  },
  { name: 'a name that is not a string', yaml: edit(MINIMAL_FIXTURE, ['name: list_pets', 'name: 5']), want: ['34:11  operations[0].name: expected a string, got 5'] },
  {
    name: 'a group declared twice',
    yaml: edit(MINIMAL_FIXTURE, ['  - name: Pets\n', '  - name: Pets\n  - 5\n  - name: Pets\n']),
    want: ['33:5  groups[1]: expected a mapping, got 5', '34:11  groups[2].name: duplicate group "Pets"'],
  },
  {
    name: 'a group key used twice',
    yaml: edit(MINIMAL_FIXTURE, ['  - name: Pets\n', '  - name: Pets\n    key: animals\n  - name: Cats\n    key: animals\n']),
    want: ['35:10  groups[1].key: duplicate group key "animals"', '35:10  groups[1].key: group "Cats" gets the key "animals", like group "Pets"'],
  },
  {
    name: 'an unknown group with no near name',
    yaml: edit(MINIMAL_FIXTURE, ['group: Pets\n    summary: Get one pet.', 'group: Owners\n    summary: Get one pet.']),
    want: ['42:12  operations[1].group: unknown group "Owners"; declare it under groups'],
  },
  {
    name: 'without a groups list every group is declared by use',
    yaml: edit(withoutGroups, ['group: Pets\n    summary: Get one pet.', 'group: Owners\n    summary: Get one pet.']),
    want: [],
  },
  {
    name: 'a groups list that is not a list',
    yaml: edit(withoutGroups, ['operations:\n', 'groups: { name: Pets }\noperations:\n']),
    want: ['31:9  groups: expected a list, got {"name":"Pets"}'],
  },
  {
    name: 'a repeated name or method points at the line of the first name',
    yaml: edit(
      MINIMAL_FIXTURE,
      ['  - name: list_pets\n    method: GET\n', '  - method: GET\n    name: get_item_v2\n'],
      ['name: get_pet', 'name: get_item_v_2'],
      ['name: archive_pet', 'name: get_item_v2'],
    ),
    want: [
      '39:11  operations[1].name: operation name "get_item_v_2" becomes the method getItemV2, like operations[0] on line 35',
      '46:11  operations[2].name: duplicate operation name "get_item_v2", first used by operations[0] on line 35',
    ],
  },
  {
    name: 'groups or group names that are not strings, and an operation group that is not a string',
    yaml: edit(
      MINIMAL_FIXTURE,
      ['  - name: Pets\n', '  - name: Pets\n  - ~\n  - { name: 5 }\n  - { name: 5 }\n'],
      ['group: Pets\n    summary: Get one pet.', 'group: 5\n    summary: Get one pet.'],
    ),
    want: [
      '33:5  groups[1]: expected a mapping, got null',
      '34:13  groups[2].name: expected a string, got 5',
      '35:13  groups[3].name: expected a string, got 5',
      '45:12  operations[1].group: expected a string, got 5',
    ],
  },
];

describe('name checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});
