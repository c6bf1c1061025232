/**
 * Which checks `validators.ts` holds per operation (generator/emit/server/validators-file.ts):
 * path parameters that any text satisfies get no `params` validator, because a matched route
 * always has them as text; every other location and any constrained path parameter keeps one.
 * What the validators accept and refuse is in validators.test.ts, over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { validatorsFile } from '../../../generator/emit/server/validators-file.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import type { Api, Operation, Parameter, Schema } from '../../../generator/ir/types.ts';

const meta = {};
const base = await loadApi('test/fixtures/manifests/validation.yaml');
const template = base.operations.find((op) => op.name === 'get_order')!;

/** The validators entry printed for `get_order` with only these parameters (and no payloads). */
function entryFor(parameters: Partial<Parameter>[]): string | undefined {
  const op: Operation = {
    ...template,
    parameters: parameters.map((p) => ({ ...template.parameters[0]!, ...p }) as Parameter),
    response: { ...template.response, contents: [] },
    byVersion: template.byVersion.map((entry) => ({ ...entry, response: { ...entry.response, contents: [] } })),
  };
  const api: Api = { ...base, operations: [op] };
  const match = /get_order: (\{.*\}),\n/.exec(validatorsFile(api).content);
  return match?.[1];
}

const text: Schema = { kind: 'string', meta };
const CASES: { name: string; given: Partial<Parameter>[]; want: string | undefined }[] = [
  { name: 'a plain text path parameter: nothing to check', given: [{ in: 'path', key: 'orderId', schema: text, required: true }], want: undefined },
  { name: 'a path parameter of any value', given: [{ in: 'path', key: 'orderId', schema: { kind: 'unknown', meta }, required: true }], want: undefined },
  { name: 'an array path parameter is checked as the list the server reads', given: [{ in: 'path', key: 'ids', schema: { kind: 'array', items: text, meta }, required: true }], want: '{ params: z.object({ ids: z.array(z.string()) }) }' },
  { name: 'an integer path parameter', given: [{ in: 'path', key: 'orderId', schema: { kind: 'integer', meta }, required: true }], want: '{ params: z.object({ orderId: z.int() }) }' },
  { name: 'a text path parameter with a pattern', given: [{ in: 'path', key: 'orderId', schema: { kind: 'string', meta: { constraints: { pattern: '^o-' } } }, required: true }], want: "{ params: z.object({ orderId: z.string().regex(new RegExp('^o-', 'u')) }) }" },
  { name: 'a byte (base64) query parameter', given: [{ in: 'query', key: 'logo', schema: { kind: 'string', format: 'byte', meta }, required: true }], want: '{ query: z.object({ logo: z.base64() }) }' },
  { name: 'a uuid path parameter', given: [{ in: 'path', key: 'orderId', schema: { kind: 'string', format: 'uuid', meta }, required: true }], want: '{ params: z.object({ orderId: z.guid() }) }' },
  { name: 'one constrained path parameter keeps the others', given: [{ in: 'path', key: 'a', schema: text, required: true }, { in: 'path', key: 'b', schema: { kind: 'integer', meta }, required: true }], want: '{ params: z.object({ a: z.string(), b: z.int() }) }' },
  { name: 'a required text query parameter may still be missing', given: [{ in: 'query', key: 'q', schema: text, required: true }], want: '{ query: z.object({ q: z.string() }) }' },
];

describe('validators.ts entries', () => {
  it.each(CASES)('$name', ({ given, want }) => {
    expect(entryFor(given)).toBe(want);
  });
});
