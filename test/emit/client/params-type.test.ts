/** The params object of an operation: given an operation, want its members and declaration. */
import { describe, expect, it } from 'vitest';
import { paramMembers, paramsDeclaration, paramsOptional, type ParamMember } from '../../../generator/emit/client/params-type.ts';
import { renderTs } from '../../../generator/emit/ts/render.ts';
import type { Operation, Payload, PayloadKind, Schema } from '../../../generator/ir/types.ts';
import { json, operation, parameter, ref, string } from './fixture.ts';

const base = { method: 'POST', group: 'g', summary: 's', path: '/x' } as const;
const unknown: Schema = { kind: 'unknown', meta: {} };
const binary: Schema = { kind: 'string', format: 'binary', meta: {} };
const upload: Schema = {
  kind: 'object',
  properties: [
    { name: 'file', schema: binary, required: true },
    { name: 'note', schema: string, required: false },
  ],
  additionalProperties: false,
  meta: {},
};
const payload = (mediaType: string, kind: PayloadKind, schema: Schema): Payload => ({ mediaType, kind, schema, encoding: [] });
const unknownBody = { required: true, contents: [json({ kind: 'unknown', meta: {} })] };

const cases: { name: string; given: Operation; want: ParamMember[]; optional: boolean }[] = [
  { name: 'no parameters', given: operation({ ...base, name: 'a' }), want: [], optional: true },
  {
    name: 'path parameters are required and typed when scalar, strings otherwise',
    given: operation({
      ...base,
      name: 'b',
      parameters: [
        parameter({ name: 'id', in: 'path', schema: { kind: 'integer', meta: {} }, description: 'The id.' }),
        parameter({ name: 'kind', in: 'path', schema: { kind: 'string', enum: ['a', 'b'], meta: {} } }),
        parameter({ name: 'shape', in: 'path', schema: { kind: 'object', properties: [], additionalProperties: true, meta: {} } }),
      ],
    }),
    want: [
      { name: 'id', type: 'number', optional: false, doc: 'The id.' },
      { name: 'kind', type: "'a' | 'b'", optional: false },
      { name: 'shape', type: 'string', optional: false },
    ],
    optional: false,
  },
  {
    name: 'query and header parameters are typed, optional unless required',
    given: operation({
      ...base,
      name: 'c',
      parameters: [
        parameter({ name: 'pageSize', in: 'query', schema: { kind: 'integer', meta: {} } }),
        parameter({ name: 'sort', in: 'query', required: true, schema: { kind: 'string', enum: ['asc', 'desc'], meta: {} } }),
        parameter({ name: 'tags', in: 'query', schema: { kind: 'array', items: ref('Tag'), meta: {} } }),
        parameter({ name: 'X-Request-Id', key: 'xRequestId', in: 'header', deprecated: true }),
      ],
    }),
    want: [
      { name: 'pageSize', type: 'number', optional: true },
      { name: 'sort', type: "'asc' | 'desc'", optional: false },
      { name: 'tags', type: 'Tag[]', optional: true },
      { name: 'xRequestId', type: 'string', optional: true, doc: '@deprecated' },
    ],
    optional: false,
  },
  {
    name: 'an undescribed body is optional unknown even when required',
    given: operation({ ...base, name: 'd', requestBody: unknownBody }),
    want: [{ name: 'body', type: 'unknown', optional: true }],
    optional: true,
  },
  {
    name: 'a typed required body is required',
    given: operation({ ...base, name: 'e', requestBody: { ...unknownBody, contents: [json(ref('Update'))], description: 'New */ values.' } }),
    want: [{ name: 'body', type: 'Update', optional: false, doc: 'New *\\/ values.' }],
    optional: false,
  },
  {
    name: 'a typed optional body is optional',
    given: operation({ ...base, name: 'f', requestBody: { ...unknownBody, required: false, contents: [json(ref('Update'))] } }),
    want: [{ name: 'body', type: 'Update', optional: true }],
    optional: true,
  },
  {
    name: 'a multipart body types its file fields Uploadable, over a named schema',
    given: operation({ ...base, name: 'h', requestBody: { required: true, contents: [payload('multipart/form-data', 'multipart', ref('Upload'))] } }),
    want: [{ name: 'body', type: "Omit<Upload, 'file'> & { file: Uploadable }", optional: false }],
    optional: false,
  },
  {
    name: 'a multipart body types its file fields Uploadable, inline',
    given: operation({ ...base, name: 'i', requestBody: { required: true, contents: [payload('multipart/form-data', 'multipart', upload)] } }),
    want: [{ name: 'body', type: '{ note?: string } & { file: Uploadable }', optional: false }],
    optional: false,
  },
  {
    name: 'raw bytes are a BinaryBody and text a string, required by their kind alone',
    given: operation({
      ...base,
      name: 'j',
      requestBody: { required: true, contents: [payload('application/octet-stream', 'binary', unknown), payload('text/csv', 'text', unknown)] },
    }),
    want: [{ name: 'body', type: 'BinaryBody | string', optional: false }],
    optional: false,
  },
  {
    // Jira's columns and attachment, Adafruit's batches: the schema names no field, so the caller builds them.
    name: 'a form or multipart body whose schema names no fields is the caller\'s own URLSearchParams or FormData (or fields by name)',
    given: operation({
      ...base,
      name: 'k',
      requestBody: {
        required: true,
        contents: [
          payload('multipart/form-data', 'multipart', { kind: 'array', items: string, meta: {} }),
          payload('application/x-www-form-urlencoded', 'form', ref('Columns')),
          payload('application/json', 'json', ref('Columns')),
        ],
      },
    }),
    want: [{ name: 'body', type: 'FormData | Record<string, Uploadable | string> | URLSearchParams | string | Columns', optional: false }],
    optional: false,
  },
];

const schemas = [
  { name: 'Upload', schema: upload },
  { name: 'Columns', schema: { kind: 'array', items: string, meta: {} } as Schema },
];

describe('paramMembers', () => {
  it.each(cases)('$name', ({ given, want, optional }) => {
    const members = paramMembers(given, {}, schemas);
    expect(members).toEqual(want);
    expect(paramsOptional(members)).toBe(optional);
  });

  it('refuses a parameter keyed `body` next to a request body', () => {
    const given = operation({ ...base, name: 'g', parameters: [parameter({ name: 'body', in: 'query' })], requestBody: unknownBody });
    expect(() => paramMembers(given)).toThrow(/would declare "body" twice/);
  });
});

describe('paramsDeclaration', () => {
  const render = (statement: ReturnType<typeof paramsDeclaration>) => renderTs('m.yaml', [statement]).split('\n').slice(2).join('\n').trim();

  it('declares an interface with docs and quoted keys', () => {
    const members: ParamMember[] = [
      { name: 'projectId', type: 'string', optional: false, doc: 'Identifier.' },
      { name: 'page-size', type: 'number', optional: true },
    ];
    expect(render(paramsDeclaration('ListParams', members))).toBe(
      ['export interface ListParams {', '  /** Identifier. */', '  projectId: string;', "  'page-size'?: number;", '}'].join('\n'),
    );
  });

  it('declares Record<string, never> for an operation without parameters', () => {
    expect(render(paramsDeclaration('InfoParams', []))).toBe('export type InfoParams = Record<string, never>;');
  });
});
