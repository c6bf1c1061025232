/**
 * The path checks (generator/manifest/checks/paths.ts) on edits a mutation run showed untested:
 * the base path's edges, fields of the wrong type (reported once by the shape check, never a
 * crash or a second, confused diagnostic), repeated path parameters, case rules of parameter
 * names, and the hint of a duplicate route. Given an edit of the minimal fixture, want exactly
 * these diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from './support/diagnostics.ts';

const fixture = MINIMAL_FIXTURE;
const diagnosticsOf = diagnosticsReader('paths');

const parameters = (list: string) => ['    summary: List the pets.\n', `    summary: List the pets.\n    parameters: ${list}\n`] as [string, string];

const CASES: { name: string; yaml: string; want: string[] }[] = [
  { name: 'basePath "/" accepts every path', yaml: edit(fixture, ['basePath: /api\n', 'basePath: /\n']), want: [] },
  { name: 'a path equal to the base path', yaml: edit(fixture, ['path: /api/pets\n', 'path: /api\n']), want: [] },
  { name: 'an action right on the base path', yaml: edit(fixture, ['path: /api/pets\n', 'path: /api:batch\n']), want: [] },
  {
    name: 'a path that only starts with the base path text',
    yaml: edit(fixture, ['path: /api/pets\n', 'path: /apis/pets\n']),
    want: ['36:11  operations[0].path: expected the path to start with the base path "/api", got "/apis/pets"'],
  },
  {
    name: 'a basePath that is not a string: one diagnostic, no path compared with it',
    yaml: edit(fixture, ['basePath: /api\n', 'basePath: 5\n']),
    want: ['7:11  basePath: expected a string, got 5'],
  },
  { name: 'a path that is not a string', yaml: edit(fixture, ['path: /api/pets\n', 'path: 5\n']), want: ['36:11  operations[0].path: expected a string, got 5'] },
  {
    name: 'two operations whose method is not a string are no duplicate route',
    yaml: edit(fixture, ['    method: GET\n    path: /api/pets\n', '    method: 5\n    path: /api/pets\n'], ['    method: GET\n    path: /api/pets/{petId}\n', '    method: 5\n    path: /api/pets\n']),
    want: ["35:13  operations[0].method: expected 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', got 5", "40:13  operations[1].method: expected 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', got 5"],
  },
  {
    name: 'a path parameter used twice',
    yaml: edit(fixture, ['path: /api/pets/{petId}\n', 'path: /api/pets/{petId}/{petId}\n']),
    want: [
      '41:11  operations[1].path: path parameter {petId} appears twice',
      '41:11  operations[1].path: path parameter {petId} becomes the key "petId" of the params object, like path petId; rename one',
    ],
  },
  {
    name: 'parameters of the wrong shape are reported by the shape check alone',
    yaml: edit(fixture, parameters('[5, { name: 5, in: path }, { name: x, in: 5 }]')),
    want: [
      '39:18  operations[0].parameters[0]: expected a mapping, got 5',
      '39:29  operations[0].parameters[1].name: expected a string, got 5',
      "39:59  operations[0].parameters[2].in: expected 'path' | 'query' | 'header', got 5",
    ],
  },
  {
    name: 'repeated parameters of the wrong shape are no duplicates, and a numeric header name is no crash',
    yaml: edit(fixture, parameters('[5, 6, { name: 5, in: header }, { name: 5, in: header }, { name: x, in: 7 }, { name: x, in: 7 }]')),
    want: [
      '39:18  operations[0].parameters[0]: expected a mapping, got 5',
      '39:21  operations[0].parameters[1]: expected a mapping, got 6',
      '39:32  operations[0].parameters[2].name: expected a string, got 5',
      '39:57  operations[0].parameters[3].name: expected a string, got 5',
      "39:89  operations[0].parameters[4].in: expected 'path' | 'query' | 'header', got 7",
      "39:109  operations[0].parameters[5].in: expected 'path' | 'query' | 'header', got 7",
    ],
  },
  { name: 'parameters that are not a list', yaml: edit(fixture, parameters('{}')), want: ['39:17  operations[0].parameters: expected a list, got {}'] },
  {
    name: 'header parameter names differ only in case: a duplicate',
    yaml: edit(fixture, parameters('[{ name: X-Trace, in: header }, { name: x-trace, in: header }]')),
    want: ['39:57  operations[0].parameters[1].name: duplicate header parameter "x-trace"'],
  },
  {
    name: 'query names are not header names: any text, and case matters',
    yaml: edit(fixture, parameters('[{ name: page size, in: query }, { name: Limit, in: query }, { name: limit, in: query }]')),
    want: [],
  },
  {
    name: 'a route that only the later operation gives a match: the earlier takes what the match does not select (valid)',
    yaml: edit(
      fixture,
      ['path: /api/pets/{petId}:archive\n', 'path: /api/tokens\n    parameters: [{ name: petId, in: query }]\n'],
      ['path: /api/tokens\n    group', 'path: /api/tokens\n    match: { headers: { X-Target: Pets.CreateToken } }\n    group'],
    ),
    want: [],
  },
];

describe('path checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});
