/**
 * The semantic checks as a whole (generator/manifest/checks/index.ts, context.ts): a manifest
 * that is not a mapping, or whose sections have the wrong type, gets the shape check's
 * diagnostic alone, never a crash or a confused second one. Given a manifest text, want exactly
 * these diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from '../support/diagnostics.ts';

const diagnosticsOf = diagnosticsReader('semantic');

const CASES: { name: string; yaml: string; want: string[] }[] = [
  { name: 'a manifest that is null', yaml: '~\n', want: ['1:1  (manifest): expected a mapping, got null'] },
  { name: 'a manifest that is a list', yaml: '- a\n', want: ['1:1  (manifest): expected a mapping, got ["a"]'] },
  {
    name: 'no operations list',
    yaml: MINIMAL_FIXTURE.slice(0, MINIMAL_FIXTURE.indexOf('operations:')),
    want: ['2:1  operations: required field is missing', '20:13  security.tokens.create: unknown operation "create_token"'],
  },
  {
    name: 'operations that are a mapping',
    yaml: MINIMAL_FIXTURE.slice(0, MINIMAL_FIXTURE.indexOf('operations:')) + 'operations: {}\n',
    want: ['20:13  security.tokens.create: unknown operation "create_token"', '33:13  operations: expected a list, got {}'],
  },
  {
    name: 'an operation that is not a mapping keeps the others at their index',
    yaml: edit(MINIMAL_FIXTURE, ['operations:\n', 'operations:\n  - 5\n'], ['name: get_pet', 'name: getPet']),
    want: ['34:5  operations[0]: expected a mapping, got 5', '40:11  operations[2].name: expected a snake_case name such as "get_project", got "getPet"'],
  },
  {
    name: 'an auth list with a number in it',
    yaml: edit(MINIMAL_FIXTURE, ['auth: [KeyAuth, Basic]', 'auth: [5, KeyAuth]']),
    want: ['56:12  operations[3].auth[0]: expected a string or a list, got 5'],
  },
  {
    name: 'an auth that is a name, not a list',
    yaml: edit(MINIMAL_FIXTURE, ['auth: [KeyAuth, Basic]', 'auth: KeyAuth']),
    want: ['56:11  operations[3].auth: expected a list, got "KeyAuth"'],
  },
];

describe('semantic checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});
