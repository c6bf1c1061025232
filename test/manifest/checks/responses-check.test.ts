/**
 * The response checks (generator/manifest/checks/responses.ts) on edits a mutation run showed
 * untested: every header HTTP manages, every scalar header type (and `null` beside one), header
 * and `also` entries of the wrong type (the shape check's diagnostic alone, no crash), an `also`
 * entry's own payload form, which bodies a 204 may not have, and the main status taken from the
 * response or, in a `versions` entry, from the operation's response. Given an edit of the minimal
 * fixture, want exactly these diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from '../support/diagnostics.ts';

const diagnosticsOf = diagnosticsReader('responses');

/** get_pet's response (line 44) with these lines added after its schema. */
const response = (lines: string) => edit(MINIMAL_FIXTURE, ['      schema: { $ref: Pet }\n', `      schema: { $ref: Pet }\n${lines}`]);

const CASES: { name: string; yaml: string; want: string[] }[] = [
  {
    name: 'every header HTTP writes itself is refused',
    yaml: response(
      '      headers:\n        Content-Length: {}\n        Content-Encoding: {}\n        Transfer-Encoding: {}\n        Connection: {}\n        Vary: {}\n        X-Rate: {}\n',
    ),
    want: [
      '47:9  operations[1].response.headers.Content-Length: "Content-Length" is written by HTTP itself, not by the operation; remove it',
      '48:9  operations[1].response.headers.Content-Encoding: "Content-Encoding" is written by HTTP itself, not by the operation; remove it',
      '49:9  operations[1].response.headers.Transfer-Encoding: "Transfer-Encoding" is written by HTTP itself, not by the operation; remove it',
      '50:9  operations[1].response.headers.Connection: "Connection" is written by HTTP itself, not by the operation; remove it',
      '51:9  operations[1].response.headers.Vary: "Vary" is written by HTTP itself, not by the operation; remove it',
    ],
  },
  {
    name: 'scalar header types, alone or with null, are text; a list with an object is not',
    yaml: response(
      '      headers:\n        X-A: { schema: { type: string } }\n        X-B: { schema: { type: number } }\n        X-C: { schema: { type: boolean } }\n' +
        '        X-D: { schema: { type: [integer, "null"] } }\n        X-E: { schema: { type: "null" } }\n        X-F: { schema: {} }\n        X-G: { schema: { type: [string, object] } }\n',
    ),
    want: ['53:32  operations[1].response.headers.X-G.schema.type: a header value is text: expected string, integer, number or boolean, got "object"'],
  },
  {
    name: 'a header type that is not a string',
    yaml: response('      headers:\n        X-A: { schema: { type: 5 } }\n'),
    want: ["47:32  operations[1].response.headers.X-A.schema.type: expected 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null' or a list, got 5"],
  },
  { name: 'a header that is null', yaml: response('      headers:\n        X-A: ~\n'), want: ['47:14  operations[1].response.headers.X-A: expected a mapping, got null'] },
  { name: 'an also entry that is null', yaml: response('      also:\n        201: ~\n'), want: [] },
  {
    name: "an also entry's media type",
    yaml: response('      also:\n        201: { mediaType: json }\n'),
    want: ['47:27  operations[1].response.also["201"].mediaType: expected a media type such as "application/json", got "json"'],
  },
  { name: 'a 204 with no body, or an empty content map', yaml: response('      also:\n        204: {}\n        205: { content: {} }\n'), want: [] },
  {
    name: 'a 204 with content',
    yaml: response('      also:\n        204: { content: { application/json: { schema: { type: string } } } }\n'),
    want: ['47:9  operations[1].response.also["204"]: a 204 response has no body; remove its schema and content'],
  },
  {
    name: 'the main status set on the response',
    yaml: response('      status: 201\n      also: { 200: {}, 201: {} }\n'),
    want: ['47:24  operations[1].response.also["201"]: 201 is the operation\'s main status (response.status); list only the other ones in also'],
  },
  {
    name: "a version's response takes the operation's main status",
    yaml: response('      status: 201\n    versions:\n      1: ~\n      2: { response: { schema: { $ref: Pet }, also: { 201: {}, 200: {} } } }\n'),
    want: ['49:55  operations[1].versions["2"].response.also["201"]: 201 is the operation\'s main status (response.status); list only the other ones in also'],
  },
  {
    name: "a version's own status is its main status",
    yaml: response('      status: 201\n    versions:\n      1: ~\n      2: { response: { status: 202, schema: { $ref: Pet }, also: { 201: {} } } }\n'),
    want: [],
  },
];

describe('response checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});
