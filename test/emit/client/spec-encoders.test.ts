/**
 * Given an operation, want the runtime encoders its spec names (`OperationSpec.encoders`): each
 * only where the operation needs it, so a bundle of operations that do not leaves its code out.
 */
import { describe, expect, it } from 'vitest';
import { specFunctions } from '../../../generator/emit/client/operation-spec.ts';
import type { Api, Parameter, Schema } from '../../../generator/ir/types.ts';
import { fixtureApi, json, operation, parameter, ref } from './fixture.ts';

const meta = {};
const list: Schema = { kind: 'array', items: { kind: 'string', meta }, meta };
const api: Api = {
  ...fixtureApi,
  schemas: [
    { name: 'Id', schema: { kind: 'intersection', parts: [{ kind: 'string', meta }], meta } },
    { name: 'Ids', schema: list },
  ],
};
const get = (parameters: Parameter[]) => operation({ name: 'get_thing', method: 'GET', path: '/things/{id}', group: 'things', summary: 'Get.', parameters });
const id = (extra: Partial<Parameter> = {}) => parameter({ name: 'id', in: 'path', ...extra });

describe('specFunctions', () => {
  it.each<[string, ReturnType<typeof get>, string[]]>([
    ['a plain id: none', get([id()]), []],
    ['an id through a ref and an allOf: none', get([id({ schema: ref('Id') })]), []],
    ['an enum or a union of scalars: none', get([id({ schema: { kind: 'union', mode: 'oneOf', variants: [{ kind: 'integer', meta }, { kind: 'string', enum: ['a'], meta }], meta } })]), []],
    ['a list path value', get([id({ schema: list })]), ['encodeStyledSegment']],
    ['a list through a ref', get([id({ schema: ref('Ids') })]), ['encodeStyledSegment']],
    ['a path value of unknown type', get([id({ schema: { kind: 'unknown', meta } })]), ['encodeStyledSegment']],
    ['a scalar in label style', get([id({ style: 'label' })]), ['encodeStyledSegment']],
    ['a query parameter', get([id(), parameter({ name: 'q', in: 'query' })]), ['encodeQueryParams']],
    ['a header parameter', get([id(), parameter({ name: 'X-Trace', in: 'header' })]), ['encodeHeaderParams']],
    [
      'a form body',
      operation({ name: 'post_form', method: 'POST', path: '/forms', group: 'things', summary: 'Post.', requestBody: { required: true, contents: [{ ...json({ kind: 'object', properties: [], additionalProperties: true, meta }), mediaType: 'application/x-www-form-urlencoded', kind: 'form' }] } }),
      ['encodeBody', 'encodeForm'],
    ],
    [
      'a JSON body in one version only',
      operation({ name: 'put_thing', method: 'PUT', path: '/things', group: 'things', summary: 'Put.', versions: [1, 2], byVersion: [{ version: 1, response: { status: 204, also: [], headers: [], contents: [] } }, { version: 2, requestBody: { required: true, contents: [json({ kind: 'unknown', meta })] }, response: { status: 204, also: [], headers: [], contents: [] } }] }),
      ['encodeBody', 'readByMediaType'],
    ],
    [
      'a text response',
      operation({ name: 'get_text', method: 'GET', path: '/text', group: 'things', summary: 'Get.', response: { status: 200, also: [], headers: [], contents: [{ ...json({ kind: 'string', meta }), mediaType: 'text/plain', kind: 'text' }] } }),
      ['readByMediaType'],
    ],
  ])('%s', (_, given, want) => expect(specFunctions(given, api)).toEqual(want));
});

describe('the runtime functions specs name', () => {
  it('are all kept off operation names by validate and import (RUNTIME_FUNCTIONS)', async () => {
    const { RUNTIME_FUNCTIONS } = await import('../../../generator/manifest/checks/generated-names.ts');
    const everything = operation({
      name: 'post_all', method: 'POST', path: '/all/{id}', group: 'things', summary: 'Post.',
      parameters: [id({ schema: list }), parameter({ name: 'q', in: 'query' }), parameter({ name: 'X-Trace', in: 'header' })],
      requestBody: { required: true, contents: [{ ...json({ kind: 'object', properties: [], additionalProperties: true, meta }), mediaType: 'multipart/form-data', kind: 'multipart' }, { ...json({ kind: 'object', properties: [], additionalProperties: true, meta }), mediaType: 'application/x-www-form-urlencoded', kind: 'form' }] },
      response: { status: 200, also: [], headers: [{ name: 'X-Rate', key: 'xRate', required: false, schema: { kind: 'integer', meta } }], contents: [] },
    });
    const named = specFunctions(everything, api);
    expect(named).toHaveLength(8);
    for (const name of named) expect(RUNTIME_FUNCTIONS.has(name), name).toBe(true);
  });
});

describe('formBrackets', () => {
  it("names the form fields whose encoding is deepObject, as Stripe's lists are", async () => {
    const { operationSpecValue } = await import('../../../generator/emit/client/operation-spec.ts');
    const { inlineLiteral } = await import('../../../generator/emit/ts/literal.ts');
    const operationSpecLiteral = (...args: Parameters<typeof operationSpecValue>) => inlineLiteral(operationSpecValue(...args));
    const form = { ...json({ kind: 'object', properties: [], additionalProperties: true, meta }), mediaType: 'application/x-www-form-urlencoded', kind: 'form' as const };
    const post = (encoding: typeof form.encoding) =>
      operation({ name: 'post_form', method: 'POST', path: '/forms', group: 'things', summary: 'Post.', requestBody: { required: true, contents: [{ ...form, encoding }] } });
    expect(operationSpecLiteral(post([{ property: 'expand', style: 'deepObject', explode: true }, { property: 'tags', style: 'pipeDelimited' }]), api)).toContain("formBrackets: ['expand']");
    expect(operationSpecLiteral(post([]), api)).not.toContain('formBrackets');
  });
});
