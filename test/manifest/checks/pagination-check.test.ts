/**
 * The pagination checks (generator/manifest/checks/pagination.ts) on edits a mutation run showed
 * untested: which parameters count as query parameters, how the known ones are listed, a cursor
 * taken from the last item, paging refused for versioned payloads, and response fields looked
 * up through `$ref`s, nested properties and schemas whose fields are not knowable (open objects,
 * combinators, no properties). Given an edit of the minimal fixture, want exactly these
 * diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from '../support/diagnostics.ts';

const diagnosticsOf = diagnosticsReader('pagination');

/** list_pets (no response) with these lines added after its summary. */
const listPets = (lines: string) => edit(MINIMAL_FIXTURE, ['    summary: List the pets.\n', `    summary: List the pets.\n${lines}`]);
/** get_pet answering `schema` (line 45), paged over `items` with an offset, and these schemas added (from line 23). */
const pagedOver = (items: string, schema: string, schemas = '') =>
  edit(
    MINIMAL_FIXTURE,
    ['schemas:\n', `schemas:\n${schemas}`],
    ['    summary: Get one pet.\n', '    summary: Get one pet.\n    parameters: [{ name: offset, in: query }]\n'],
    ['      schema: { $ref: Pet }\n', `      schema: ${schema}\n    pagination: { style: offset, offset: offset, items: ${items} }\n`],
  );
/** Schemas A0 … A<n-1>, each an alias of the next, the last one of Pet. */
const aliases = (n: number) => Array.from({ length: n }, (_, i) => `  A${i}: { $ref: ${i === n - 1 ? 'Pet' : `A${i + 1}`} }\n`).join('');

const CASES: { name: string; yaml: string; want: string[] }[] = [
  {
    name: 'only query parameters with a name count; a null parameter is left to the shape check',
    yaml: listPets('    parameters: [~, { name: cursor, in: header }, { name: 5, in: query }]\n    pagination: { style: offset, offset: cursor }\n'),
    want: [
      '39:18  operations[0].parameters[0]: expected a mapping, got null',
      '39:59  operations[0].parameters[2].name: expected a string, got 5',
      '40:42  operations[0].pagination.offset: "cursor" is not a query parameter of list_pets; it has no query parameters',
    ],
  },
  {
    name: 'the known query parameters are listed',
    yaml: listPets('    parameters: [{ name: from, in: query }, { name: count, in: query }]\n    pagination: { style: offset, offset: start, limit: count }\n'),
    want: ['40:42  operations[0].pagination.offset: "start" is not a query parameter of list_pets; its query parameters are from, count'],
  },
  {
    name: 'a cursor taken from the last item',
    yaml: listPets('    parameters: [{ name: after, in: query }]\n    pagination: { style: cursor, cursor: after, cursorFromItem: name }\n'),
    want: [],
  },
  {
    name: 'a cursor with both sources',
    yaml: listPets('    parameters: [{ name: after, in: query }]\n    pagination: { style: cursor, cursor: after, cursorFromItem: name, nextCursor: next }\n'),
    want: [
      '40:5  operations[0].pagination: a cursor needs exactly one of nextCursor (the response field with the next cursor) and cursorFromItem (the field of the last item that is the cursor)',
    ],
  },
  {
    name: 'paging an operation whose payloads differ by version',
    yaml: listPets(
      '    parameters: [{ name: p, in: query }]\n    versions:\n      1: ~\n      2: { response: { schema: { type: string } } }\n    pagination: { style: page, page: p }\n',
    ),
    want: ['43:26  operations[0].pagination.style: pagination of an operation whose payloads differ by version is not supported; page list_pets in one payload for every version'],
  },
  { name: 'a field the response has', yaml: pagedOver('tag', '{ $ref: Pet }'), want: [] },
  {
    name: 'a field reached through a property and an alias',
    yaml: pagedOver(
      'owner.name',
      '{ $ref: Box }',
      '  Box: { type: object, properties: { owner: { $ref: Owner } } }\n  Owner: { type: object, properties: { name: { type: string } } }\n',
    ),
    want: [],
  },
  {
    name: 'a nested field the response lacks lists the fields where it is missing',
    yaml: pagedOver(
      'owner.nick',
      '{ $ref: Box }',
      '  Box: { type: object, properties: { owner: { $ref: Owner } } }\n  Owner: { type: object, properties: { name: { type: string }, age: { type: integer } } }\n',
    ),
    want: ['49:57  operations[1].pagination.items: the response has no field "nick" (it has name, age)'],
  },
  {
    name: 'a response that declares no fields',
    yaml: pagedOver('pets', '{ type: object, properties: {} }'),
    want: ['47:57  operations[1].pagination.items: the response has no field "pets" (it declares no fields)'],
  },
  {
    name: 'a field of a prototype member name is not declared',
    yaml: pagedOver('constructor', '{ $ref: Pet }'),
    want: ['47:57  operations[1].pagination.items: the response has no field "constructor" (it has name, tag)'],
  },
  {
    name: 'a property without properties: not knowable',
    yaml: pagedOver('tag.x', '{ $ref: Pet }'),
    want: [],
  },
  {
    name: 'a property whose schema is unknown: not knowable',
    yaml: pagedOver('owner.x', '{ type: object, properties: { owner: { $ref: Nobody } } }'),
    want: ['46:60  operations[1].response.schema.properties.owner.$ref: unknown schema "Nobody"; known: Pet'],
  },
  { name: 'open objects are not knowable', yaml: pagedOver('pets', '{ type: object, properties: { a: {} }, additionalProperties: true }'), want: [] },
  {
    name: 'closed objects are',
    yaml: pagedOver('pets', '{ type: object, properties: { a: {} }, additionalProperties: false }'),
    want: ['47:57  operations[1].pagination.items: the response has no field "pets" (it has a)'],
  },
  { name: 'allOf is not knowable', yaml: pagedOver('pets', '{ type: object, properties: { a: {} }, allOf: [{ type: object }] }'), want: [] },
  { name: 'oneOf is not knowable', yaml: pagedOver('pets', '{ type: object, properties: { a: {} }, oneOf: [{ type: object }] }'), want: [] },
  { name: 'anyOf is not knowable', yaml: pagedOver('pets', '{ type: object, properties: { a: {} }, anyOf: [{ type: object }] }'), want: [] },
  {
    name: 'a $ref written as a pointer is followed',
    yaml: pagedOver('pets', '{ $ref: "#/schemas/Pet" }'),
    want: [
      '46:23  operations[1].response.schema.$ref: unknown schema "#/schemas/Pet"; known: Pet',
      '47:57  operations[1].pagination.items: the response has no field "pets" (it has name, tag)',
    ],
  },
  {
    name: 'a $ref with the pointer text inside is not followed',
    yaml: pagedOver('pets', '{ $ref: "Pet#/schemas/" }'),
    want: ['46:23  operations[1].response.schema.$ref: unknown schema "Pet#/schemas/"; known: Pet'],
  },
  {
    name: 'twenty aliases are followed',
    yaml: pagedOver('pets', '{ $ref: A0 }', aliases(19)),
    want: ['66:57  operations[1].pagination.items: the response has no field "pets" (it has name, tag)'],
  },
  { name: 'twenty-one are not', yaml: pagedOver('pets', '{ $ref: A0 }', aliases(20)), want: [] },
  {
    name: 'a circular alias ends',
    yaml: pagedOver('pets', '{ $ref: A }', '  A: { $ref: B }\n  B: { $ref: A }\n'),
    want: ['23:6  schemas.A: circular schema reference A -> B -> A has no property or array in between, so it describes no value'],
  },
];

describe('pagination checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});
