/** The params object of an operation: given an operation, want its members and declaration. */
import { describe, expect, it } from 'vitest';
import { paramMembers, paramsDeclaration, paramsOptional, type ParamMember } from '../../../generator/emit/client/params-type.ts';
import { renderTs } from '../../../generator/emit/ts/render.ts';
import type { Operation } from '../../../generator/ir/types.ts';
import { json, operation, parameter, ref } from './fixture.ts';

const base = { method: 'POST', group: 'g', summary: 's', path: '/x' } as const;
const unknownBody = { required: true, contents: [json({ kind: 'unknown', meta: {} })] };

const cases: { name: string; given: Operation; want: ParamMember[]; optional: boolean }[] = [
  { name: 'no parameters', given: operation({ ...base, name: 'a' }), want: [], optional: true },
  {
    name: 'path parameters are required strings whatever their schema',
    given: operation({
      ...base,
      name: 'b',
      parameters: [parameter({ name: 'id', in: 'path', schema: { kind: 'integer', meta: {} }, description: 'The id.' })],
    }),
    want: [{ name: 'id', type: 'string', optional: false, doc: 'The id.' }],
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
      { name: 'sort', type: '"asc" | "desc"', optional: false },
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
];

describe('paramMembers', () => {
  it.each(cases)('$name', ({ given, want, optional }) => {
    const members = paramMembers(given);
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
      ['export interface ListParams {', '    /** Identifier. */', '    projectId: string;', '    "page-size"?: number;', '}'].join('\n'),
    );
  });

  it('declares Record<string, never> for an operation without parameters', () => {
    expect(render(paramsDeclaration('InfoParams', []))).toBe('export type InfoParams = Record<string, never>;');
  });
});
