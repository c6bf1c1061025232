/**
 * The version checks (generator/manifest/checks/versions.ts) on edits a mutation run showed
 * untested: `defaults.versions` listed twice, a `versions` list (one payload for all), the
 * default payloads of versions that declare none (by method), `requestBody: none`, where a
 * clash is reported (the version's own payload or the operation's), which earlier version a
 * clash names, and which literal media types name another version. Given an edit of the
 * minimal fixture, want exactly these diagnostics.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticsReader, edit, MINIMAL_FIXTURE } from '../support/diagnostics.ts';

const diagnosticsOf = diagnosticsReader('versions');

/** The API's success media type without `{version}`: every version shares it. */
const FIXED = edit(MINIMAL_FIXTURE, ['success: application/vnd.pets.v{version}+json', 'success: application/json']);
/** archive_pet (operations[2], line 46) with another method and these lines after its summary. */
const archive = (yaml: string, method: string, lines: string) =>
  edit(
    yaml,
    ['    method: POST\n    path: /api/pets/{petId}:archive\n', `    method: ${method}\n    path: /api/pets/{petId}:archive\n`],
    ['    summary: Archive a pet.\n', `    summary: Archive a pet.\n${lines}`],
  );
/** A versions map whose version 2 sends a string. */
const V2_SENDS = '    versions:\n      1: ~\n      2: { requestBody: { schema: { type: string } } }\n';
/** A versions map whose version 2 answers a string. */
const V2_ANSWERS = '    versions:\n      1: ~\n      2: { response: { schema: { type: string } } }\n';
/** Version 1 answers `mediaType` under the fixture's versioned success type. */
const v1Answers = (mediaType: string) =>
  archive(MINIMAL_FIXTURE, 'POST', `    versions:\n      1: { response: { content: { ${mediaType}: { schema: { type: string } } } } }\n      2: ~\n`);

const CASES: { name: string; yaml: string; want: string[] }[] = [
  {
    name: 'a default version listed twice',
    yaml: edit(MINIMAL_FIXTURE, ['groups:\n', 'defaults: { versions: [1, 2, 1] }\ngroups:\n']),
    want: ['31:30  defaults.versions[2]: version 1 is listed twice'],
  },
  {
    name: 'a versions list shares one payload, even in a literal versioned media type',
    yaml: archive(MINIMAL_FIXTURE, 'POST', '    versions: [1, 2]\n    response: { content: { application/vnd.pets.v1+json: { schema: { type: string } } } }\n'),
    want: [],
  },
  {
    name: 'POST versions without a body of their own send the default one',
    yaml: archive(FIXED, 'POST', V2_SENDS),
    want: [
      '53:25  operations[2].versions["2"].requestBody: versions 1 and 2 both send application/json with different payloads, so the server cannot tell which version a request is in; give each version its own media type, e.g. "application/vnd.acme.v{version}+json"',
    ],
  },
  {
    name: 'PUT too',
    yaml: archive(FIXED, 'PUT', V2_SENDS),
    want: [
      '53:25  operations[2].versions["2"].requestBody: versions 1 and 2 both send application/json with different payloads, so the server cannot tell which version a request is in; give each version its own media type, e.g. "application/vnd.acme.v{version}+json"',
    ],
  },
  {
    name: 'PATCH too',
    yaml: archive(FIXED, 'PATCH', V2_SENDS),
    want: [
      '53:25  operations[2].versions["2"].requestBody: versions 1 and 2 both send application/json with different payloads, so the server cannot tell which version a request is in; give each version its own media type, e.g. "application/vnd.acme.v{version}+json"',
    ],
  },
  { name: 'DELETE sends none by default', yaml: archive(FIXED, 'DELETE', V2_SENDS), want: [] },
  {
    name: 'every method answers the default response',
    yaml: archive(FIXED, 'DELETE', V2_ANSWERS),
    want: [
      '53:22  operations[2].versions["2"].response: versions 1 and 2 both answer application/json with different payloads, so a request cannot ask for one of them in Accept; give each version its own media type, e.g. "application/vnd.acme.v{version}+json"',
    ],
  },
  {
    name: 'requestBody none sends nothing',
    yaml: archive(FIXED, 'POST', '    versions:\n      1: { requestBody: none }\n      2: { requestBody: { schema: { type: string } } }\n'),
    want: [],
  },
  { name: 'requestBody none under a versioned media type', yaml: archive(MINIMAL_FIXTURE, 'POST', '    requestBody: none\n    versions: { 1: ~, 2: ~ }\n'), want: [] },
  {
    name: 'a version that only names the media type sends the default payload',
    yaml: archive(FIXED, 'POST', '    versions:\n      1: ~\n      2: { requestBody: { mediaType: application/json } }\n'),
    want: [],
  },
  {
    name: 'a version that sends another media type',
    yaml: archive(FIXED, 'POST', '    versions:\n      1: ~\n      2: { requestBody: { mediaType: application/xml, schema: { type: string } } }\n'),
    want: [],
  },
  {
    name: 'a clash inherited from the operation is reported at the operation',
    yaml: archive(
      FIXED,
      'POST',
      '    requestBody: { schema: { type: integer } }\n    versions:\n      1: { requestBody: { schema: { type: string } } }\n      2: { response: { schema: { type: string } } }\n',
    ),
    want: [
      '51:18  operations[2].requestBody: versions 1 and 2 both send application/json with different payloads, so the server cannot tell which version a request is in; give each version its own media type, e.g. "application/vnd.acme.v{version}+json"',
      '54:22  operations[2].versions["2"].response: versions 1 and 2 both answer application/json with different payloads, so a request cannot ask for one of them in Accept; give each version its own media type, e.g. "application/vnd.acme.v{version}+json"',
    ],
  },
  {
    name: 'versions with one payload do not clash, and a clash names the first version',
    yaml: archive(
      FIXED,
      'POST',
      '    requestBody: { schema: { type: integer } }\n    versions:\n      1: ~\n      2: { response: {} }\n      3: { requestBody: { schema: { type: string } } }\n',
    ),
    want: [
      '55:25  operations[2].versions["3"].requestBody: versions 1 and 3 both send application/json with different payloads, so the server cannot tell which version a request is in; give each version its own media type, e.g. "application/vnd.acme.v{version}+json"',
    ],
  },
  {
    name: 'a success media type that is not a string',
    yaml: archive(edit(MINIMAL_FIXTURE, ['success: application/vnd.pets.v{version}+json', 'success: 5']), 'POST', V2_SENDS),
    want: ['9:12  media.success: expected a string, got 5'],
  },
  {
    name: 'no success media type',
    yaml: archive(edit(MINIMAL_FIXTURE, ['  success: application/vnd.pets.v{version}+json\n', '']), 'POST', V2_SENDS),
    want: ['9:3  media.success: required field is missing'],
  },
  {
    name: 'a literal media type of another version',
    yaml: v1Answers('application/vnd.pets.v2+json'),
    want: ['52:22  operations[2].versions["1"].response: version 1 declares application/vnd.pets.v2+json, the media type of version 2; write it with {version} or under version 2'],
  },
  {
    name: 'a literal media type of a two-digit version',
    yaml: v1Answers('application/vnd.pets.v12+json'),
    want: [
      '52:22  operations[2].versions["1"].response: version 1 declares application/vnd.pets.v12+json, the media type of version 12; write it with {version} or under version 12',
    ],
  },
  // As long as the template's suffix, so that the text between prefix and suffix length is "2".
  { name: 'a media type with another suffix names no version', yaml: v1Answers('application/vnd.pets.v2+yaml'), want: [] },
  { name: 'a media type with another prefix names no version', yaml: v1Answers('application/vnd.petsXv2+json'), want: [] },
  {
    name: 'no success media type, and a literal media type',
    yaml: archive(
      edit(MINIMAL_FIXTURE, ['  success: application/vnd.pets.v{version}+json\n', '']),
      'POST',
      '    versions:\n      1: { response: { content: { application/vnd.pets.v2+json: {} } } }\n      2: ~\n',
    ),
    want: ['9:3  media.success: required field is missing'],
  },
  { name: 'a media type with letters before the number names no version', yaml: v1Answers('application/vnd.pets.vx2+json'), want: [] },
  { name: 'a media type with letters after the number names no version', yaml: v1Answers('application/vnd.pets.v2x+json'), want: [] },
];

describe('version checks', () => {
  it.each(CASES)('$name', async ({ yaml, want }) => {
    expect(await diagnosticsOf(yaml)).toEqual(want);
  });
});
