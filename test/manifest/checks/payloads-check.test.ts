/**
 * The payload checks (generator/manifest/checks/payloads.ts) on edits a mutation run showed
 * untested: which texts are media types, a payload given in two forms, media types and
 * encodings in a `content` map, bodies HTTP cannot carry (on the operation and in a version),
 * and parameter styles per location. Given an edit of the minimal fixture, want exactly these
 * diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from '../support/diagnostics.ts';

const diagnosticsOf = diagnosticsReader('payloads');

/** archive_pet (operations[2], line 46) with these lines after its summary. */
const archive = (lines: string) => edit(MINIMAL_FIXTURE, ['    summary: Archive a pet.\n', `    summary: Archive a pet.\n${lines}`]);
/** archive_pet's request body in `mediaType`. */
const sends = (mediaType: string) => archive(`    requestBody: { mediaType: "${mediaType}", schema: { type: string } }\n`);
/** The same in single quotes, for a media type that holds double quotes. */
const sendsQuoted = (mediaType: string) => archive(`    requestBody: { mediaType: '${mediaType}', schema: { type: string } }\n`);

const CASES: { name: string; yaml: string; want: string[] }[] = [
  {
    name: 'media types of one character each side, with a version, with a version and a suffix',
    yaml: archive('    requestBody:\n      content:\n        a/b: {}\n        ab/cd: {}\n        x/v{version}: {}\n        x.y/v{version}+json: {}\n'),
    want: [],
  },
  { name: 'media types with every allowed character', yaml: archive('    requestBody:\n      content:\n        "a!#$&^_.+-Z9/b!#$&^_.+-Z9": {}\n'), want: [] },
  {
    name: 'a media type with a character before it',
    yaml: sends('@a/b'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "@a/b"'],
  },
  {
    name: 'a media type with a character after it',
    yaml: sends('a/b@'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "a/b@"'],
  },
  {
    name: 'a media type with no subtype',
    yaml: sends('application/'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "application/"'],
  },
  { name: 'a media type with no type', yaml: sends('/json'), want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "/json"'] },
  {
    name: 'a media type with a parameter other than a UTF-8 charset',
    yaml: sends('text/plain; charset=iso-8859-1'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "text/plain; charset=iso-8859-1"'],
  },
  { name: 'a media type with two parameters', yaml: sends('application/json; charset=utf-8; v=1'), want: [] },
  { name: "a vendor type's own parameter (Waterlinked)", yaml: sends('application/vnd.waterlinked.poi+json; type=collection'), want: [] },
  { name: 'a quoted parameter value', yaml: sendsQuoted('text/csv; header="present"'), want: [] },
  {
    name: 'a parameter without a value',
    yaml: sends('application/json; v='),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "application/json; v="'],
  },
  {
    name: 'a quoted value holding a comma, which would split an Accept list',
    yaml: sendsQuoted('application/json; v="1,2"'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "application/json; v=\\"1,2\\""'],
  },
  {
    name: 'a charset other than UTF-8 after another parameter',
    yaml: sends('text/plain; format=flowed; CHARSET=latin1'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "text/plain; format=flowed; CHARSET=latin1"'],
  },
  {
    name: 'a media type with a UTF-8 charset in the API\'s spelling',
    yaml: sends('application/json;charset=UTF-8'),
    want: [],
  },
  {
    name: 'a media type with {version} in the type',
    yaml: sends('v{version}/json'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "v{version}/json"'],
  },
  {
    name: 'a media type with {version} twice',
    yaml: sends('a/v{version}{version}'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "a/v{version}{version}"'],
  },
  {
    name: 'a media type that starts its subtype with a sign',
    yaml: sends('a/+json'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "a/+json"'],
  },
  {
    name: 'a media type that starts with a sign',
    yaml: sends('+a/json'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a media type such as "application/json", got "+a/json"'],
  },
  {
    name: 'a response may declare a range of one type, a request body cannot',
    yaml: archive(
      '    requestBody:\n      content:\n        image/*: {}\n    response:\n      content:\n        image/*: {}\n        "*/*": {}\n        text/plain: {}\n',
    ),
    want: [
      '53:9  operations[2].requestBody.content["image/*"]: expected a media type such as "multipart/form-data", got "image/*"',
      '57:9  operations[2].response.content["*/*"]: expected a media type such as "image/png", or a range such as "image/*", got "*/*"',
    ],
  },
  {
    name: 'content with a mediaType and a schema beside it',
    yaml: archive('    requestBody:\n      mediaType: application/json\n      schema: { type: string }\n      content: { "application json": {} }\n'),
    want: [
      '52:7  operations[2].requestBody.mediaType: give either mediaType or content, not both',
      '53:7  operations[2].requestBody.schema: give either schema or content, not both',
      '54:18  operations[2].requestBody.content["application json"]: expected a media type such as "multipart/form-data", got "application json"',
    ],
  },
  {
    name: 'an encoding naming a property the schema lacks',
    yaml: archive(
      '    requestBody:\n      content:\n        multipart/form-data:\n          schema: { type: object, properties: { file: {} } }\n          encoding: { file: {}, photo: {} }\n',
    ),
    want: ['55:33  operations[2].requestBody.content["multipart/form-data"].encoding.photo: encoding names "photo", which is not a property of the schema'],
  },
  {
    name: 'an encoding beside a schema without properties is not checked',
    yaml: archive('    requestBody:\n      content:\n        multipart/form-data:\n          schema: { type: object }\n          encoding: { photo: {} }\n        text/plain: ~\n'),
    want: ['56:21  operations[2].requestBody.content["text/plain"]: expected a mapping, got null'],
  },
  {
    name: 'a GET with a body',
    yaml: edit(MINIMAL_FIXTURE, ['    summary: List the pets.\n', '    summary: List the pets.\n    requestBody: { schema: { type: string } }\n']),
    want: ['39:18  operations[0].requestBody: a GET request cannot carry a body (fetch refuses to send one); remove it or use POST'],
  },
  {
    name: 'a HEAD with a request body',
    yaml: edit(
      MINIMAL_FIXTURE,
      ['    method: GET\n    path: /api/pets\n', '    method: HEAD\n    path: /api/pets\n'],
      ['    summary: List the pets.\n', '    summary: List the pets.\n    requestBody: { schema: { type: string } }\n'],
    ),
    want: ['39:18  operations[0].requestBody: a HEAD request cannot carry a body (fetch refuses to send one); remove it or use POST'],
  },
  {
    name: 'a HEAD answering with a schema',
    yaml: edit(
      MINIMAL_FIXTURE,
      ['    method: GET\n    path: /api/pets\n', '    method: HEAD\n    path: /api/pets\n'],
      ['    summary: List the pets.\n', '    summary: List the pets.\n    response: { schema: { type: string } }\n'],
    ),
    want: ['39:25  operations[0].response.schema: a HEAD response has no body (it answers with headers alone); remove its schema and content'],
  },
  {
    name: 'a HEAD answering with content in one version',
    yaml: edit(
      MINIMAL_FIXTURE,
      ['    method: GET\n    path: /api/pets\n', '    method: HEAD\n    path: /api/pets\n'],
      ['    summary: List the pets.\n', '    summary: List the pets.\n    versions:\n      1: { response: { content: { text/plain: {} } } }\n'],
    ),
    want: ['40:33  operations[0].versions["1"].response.content: a HEAD response has no body (it answers with headers alone); remove its schema and content'],
  },
  {
    name: 'a HEAD with another success status that has a body',
    yaml: edit(
      MINIMAL_FIXTURE,
      ['    method: GET\n    path: /api/pets\n', '    method: HEAD\n    path: /api/pets\n'],
      ['    summary: List the pets.\n', '    summary: List the pets.\n    response: { also: { 206: { schema: { type: string } } } }\n'],
    ),
    want: ['39:25  operations[0].response.also["206"]: a HEAD response has no body (it answers with headers alone); remove its schema and content'],
  },
  {
    name: 'a HEAD answering with headers and empty content',
    yaml: edit(
      MINIMAL_FIXTURE,
      ['    method: GET\n    path: /api/pets\n', '    method: HEAD\n    path: /api/pets\n'],
      ['    summary: List the pets.\n', '    summary: List the pets.\n    response: { content: {}, headers: { ETag: {} }, also: { 206: {} } }\n'],
    ),
    want: [],
  },
  {
    name: 'a 204 with a schema',
    yaml: archive('    response: { status: 204, schema: { type: string } }\n'),
    want: ['51:25  operations[2].response.status: a 204 response has no body; remove its schema and content'],
  },
  {
    name: 'a 205 with content',
    yaml: archive('    response: { status: 205, content: { application/json: {} } }\n'),
    want: ['51:25  operations[2].response.status: a 205 response has no body; remove its schema and content'],
  },
  { name: 'a 204 with empty content', yaml: archive('    response: { status: 204, content: {} }\n'), want: [] },
  {
    name: 'a version giving a 204 a schema',
    yaml: archive('    response: { status: 204 }\n    versions:\n      1: ~\n      2: { response: { schema: { type: string } } }\n'),
    want: ['54:32  operations[2].versions["2"].response.schema: a 204 response has no body; remove its schema and content'],
  },
  {
    name: 'a version with its own status',
    yaml: archive('    response: { status: 204 }\n    versions:\n      1: ~\n      2: { response: { status: 200, schema: { type: string } } }\n'),
    want: [],
  },
  {
    name: 'styles allowed per location',
    yaml: archive(
      '    parameters:\n      - { name: a, in: query, style: deepObject }\n      - { name: b, in: header, style: simple }\n      - { name: petId, in: path, style: matrix }\n      - { name: c, in: query, style: spaceDelimited }\n      - { name: d, in: query, style: pipeDelimited }\n      - { name: e, in: query, style: form }\n',
    ),
    want: [],
  },
  {
    name: 'parameters sent as JSON text',
    yaml: archive(
      '    parameters:\n      - { name: a, in: query, contentType: application/json }\n      - { name: b, in: header, contentType: application/vnd.acme.v1+json }\n      - { name: petId, in: path, contentType: application/json }\n',
    ),
    want: [],
  },
  {
    name: 'JSON text only, and without a style',
    yaml: archive(
      '    parameters:\n      - { name: a, in: query, contentType: text/plain }\n      - { name: b, in: query, style: deepObject, explode: true, contentType: application/json }\n',
    ),
    want: [
      '52:44  operations[2].parameters[0].contentType: a parameter can be sent as JSON text only; "text/plain" is not a JSON media type (application/json or a +json type)',
      '53:38  operations[2].parameters[1].style: "style" does not apply to a parameter sent as JSON text ("contentType"); remove one of them',
      '53:59  operations[2].parameters[1].explode: "explode" does not apply to a parameter sent as JSON text ("contentType"); remove one of them',
    ],
  },
  {
    name: 'styles not allowed in their location',
    yaml: archive(
      '    parameters:\n      - { name: a, in: query, style: simple }\n      - { name: b, in: header, style: form }\n      - { name: petId, in: path, style: label }\n      - ~\n      - { name: c, in: cookie, style: form }\n      - { name: d, in: query, style: 5 }\n      - { name: e, in: toString, style: form }\n',
    ),
    want: [
      '52:38  operations[2].parameters[0].style: style "simple" is not allowed for a query parameter; expected one of form, spaceDelimited, pipeDelimited, deepObject',
      '53:39  operations[2].parameters[1].style: style "form" is not allowed for a header parameter; expected one of simple',
      '55:9  operations[2].parameters[3]: expected a mapping, got null',
      '56:24  operations[2].parameters[4].in: expected one of path, query, header, got "cookie"',
      "57:38  operations[2].parameters[5].style: expected 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject' | 'simple' | 'label' | 'matrix', got 5",
      '58:24  operations[2].parameters[6].in: expected one of path, query, header, got "toString"',
    ],
  },
  {
    name: 'the simple style in the path',
    yaml: edit(MINIMAL_FIXTURE, ['    summary: Get one pet.\n', '    summary: Get one pet.\n    parameters: [{ name: petId, in: path, style: simple }]\n']),
    want: [],
  },
  {
    name: "a response's media type",
    yaml: archive('    response: { mediaType: json }\n'),
    want: ['51:17  operations[2].response.mediaType: unknown field', '51:28  operations[2].response.mediaType: expected a media type such as "application/json", got "json"'],
  },
  {
    name: 'a media type that is not a string is left to the shape check',
    yaml: archive('    requestBody: { mediaType: 5 }\n'),
    want: ['51:31  operations[2].requestBody.mediaType: expected a string, got 5'],
  },
];

describe('payload checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});
