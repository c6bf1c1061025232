/**
 * The server runtime's validation (templates/server/core/validate.ts and validation-issue.ts),
 * called directly with the validators `validators.ts` holds for the validation fixture (compiled
 * in memory by the stub, as `sdkgen serve` does) and the fixture's own route descriptions: which
 * parts are checked for which body kind, the exact `errors` entries, and when a handler's result
 * is held to its schema. The same checks over HTTP, through the generated server, are in
 * test/emit/server/validators.test.ts; this file lets a mutation run see the template itself.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import { stubValidators } from '../../../generator/serve/stub-validators.ts';
import { reply } from '../../../templates/server/core/handler.ts';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import type { PayloadKind, RouteSpec } from '../../../templates/server/core/service.ts';
import { uploadedFile } from '../../../templates/server/core/uploaded-file.ts';
import { validateRequest, validateResult } from '../../../templates/server/core/validate.ts';

const api = await loadApi('test/fixtures/manifests/validation.yaml');
const validators = stubValidators(api);
const routes = describeService(api).routes;
const route = (name: string) => routes.find((r) => r.name === name) as RouteSpec;

const ORDER_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const order = { id: ORDER_ID, items: [{ name: 'bolt', quantity: 3 }], status: 'open' };
const file = uploadedFile({ fieldName: 'file', filename: 'a.pdf', type: 'application/pdf', size: 1, path: '/nonexistent' });
const headers = { xRequestId: ORDER_ID };

interface Case {
  name: string;
  operation: string;
  input: { version?: number; params?: Record<string, unknown>; query?: Record<string, unknown>; headers?: Record<string, unknown>; body?: unknown };
  kind?: PayloadKind;
  /** The `errors` of the 400, or [] when the request passes. */
  errors: { pointer: string; detail: string }[];
}

const CASES: Case[] = [
  { name: 'valid parameters pass', operation: 'get_order', input: { params: { orderId: 7 }, query: { pageSize: 5 }, headers }, errors: [] },
  { name: 'every failing part is listed, in order', operation: 'get_order', input: { params: { orderId: 0 }, query: { pageSize: 51, ratio: 2 }, headers: {} }, errors: [
    { pointer: '/path/orderId', detail: 'expected number ≥ 1, got 0' },
    { pointer: '/query/pageSize', detail: 'expected number ≤ 50, got 51' },
    { pointer: '/query/ratio', detail: 'expected number ≤ 1, got 2' },
    { pointer: '/headers/X-Request-Id', detail: 'expected uuid, got nothing' },
  ] },
  { name: 'text that did not convert is quoted', operation: 'get_order', input: { params: { orderId: 'abc' }, query: { expand: 'maybe' }, headers }, errors: [
    { pointer: '/path/orderId', detail: 'expected integer ≥ 1, got "abc"' },
    { pointer: '/query/expand', detail: 'expected boolean, got "maybe"' },
  ] },
  { name: 'a JSON body is checked as JSON', operation: 'create_order', kind: 'json', input: { body: { ...order, status: 'lost' } }, errors: [{ pointer: '/body/status', detail: 'expected one of "open", "paid", "shipped", got "lost"' }] },
  { name: 'an unexpected property of a closed object', operation: 'put_extras', kind: 'json', input: { body: { closed: { a: 'x', b: 1 } } }, errors: [{ pointer: '/body/closed/b', detail: 'unexpected property' }] },
  { name: 'a discriminator naming no variant', operation: 'adopt_pet', kind: 'json', input: { body: { kind: 'cow' } }, errors: [{ pointer: '/body/kind', detail: 'expected one of "cat", "dog", got "cow"' }] },
  { name: 'a long string is cut in the message', operation: 'create_order', kind: 'json', input: { body: { ...order, id: 'x'.repeat(50) } }, errors: [{ pointer: '/body/id', detail: `expected uuid, got "${'x'.repeat(40)}…"` }] },
  { name: 'a body read as text is not held to the JSON schema', operation: 'create_order', kind: 'text', input: { body: 'anything' }, errors: [] },
  { name: 'no body, nothing to check', operation: 'create_order', kind: 'json', input: {}, errors: [] },
  { name: 'a form body is checked with the form schema', operation: 'sign_up', kind: 'form', input: { body: { name: '', age: 17 } }, errors: [
    { pointer: '/body/name', detail: 'expected string of at least 1 characters, got ""' },
    { pointer: '/body/age', detail: 'expected number ≥ 18, got 17' },
  ] },
  { name: 'a multipart body needs its file parts to be files', operation: 'attach_file', kind: 'multipart', input: { body: { file: 'text', title: file } }, errors: [
    { pointer: '/body/file', detail: 'expected a file, got "text"' },
    { pointer: '/body/title', detail: 'expected string, got a file' },
  ] },
  { name: 'a multipart body with a file passes', operation: 'attach_file', kind: 'multipart', input: { body: { file, title: 'T', scans: [file] } }, errors: [] },
  { name: 'a list and an object where text belongs', operation: 'sign_up', kind: 'form', input: { body: { name: ['a'], age: { n: 1 } } }, errors: [
    { pointer: '/body/name', detail: 'expected string, got an array' },
    { pointer: '/body/age', detail: 'expected integer ≥ 18, got an object' },
  ] },
];

function errorsOf(run: () => void): { status: number; detail: string; errors: unknown } | [] {
  try {
    run();
    return [];
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
    expect(error.init.kind).toBe('invalid-request');
    return { status: error.status, detail: error.init.detail!, errors: error.init.extensions?.errors };
  }
}

describe('validateRequest', () => {
  it.each(CASES)('$name', ({ operation, input, kind, errors }) => {
    const got = errorsOf(() => validateRequest(validators[operation]!, route(operation), { version: 2, params: {}, query: {}, headers: {}, body: undefined, ...input }, kind));
    if (errors.length === 0) return void expect(got).toEqual([]);
    const detail = `The request does not match the API description: ${errors.length === 1 ? 'one problem' : `${errors.length} problems`}.`;
    expect(got).toEqual({ status: 400, detail, errors });
  });
});

describe('validateRequest with validators given by hand', () => {
  const bare = (params: RouteSpec['params']): RouteSpec => ({ name: 'op', handler: 'op', method: 'GET', path: '/x', pathParams: [], auth: [], versions: [1], params, response: { status: 200, contents: [] } });
  const errors = (spec: RouteSpec, headers: Record<string, unknown>) =>
    errorsOf(() => validateRequest({ headers: z.object({ xRequestId: z.uuid(), other: z.string() }) }, spec, { version: 1, params: {}, query: {}, headers, body: undefined }, undefined));

  it('names a failing header by its wire name, found among the header parameters only', () => {
    const spec = bare([
      { name: 'xRequestId', key: 'xRequestId', in: 'query', required: false, type: 'string' },
      { name: 'X-Other', key: 'other', in: 'header', required: false, type: 'string' },
      { name: 'X-Request-Id', key: 'xRequestId', in: 'header', required: false, type: 'string' },
    ]);
    expect(errors(spec, { xRequestId: 'x', other: 'o' })).toMatchObject({ errors: [{ pointer: '/headers/X-Request-Id', detail: 'expected uuid, got "x"' }] });
  });

  it('keeps the key of a header no parameter declares', () => {
    expect(errors(bare([]), { xRequestId: ORDER_ID })).toMatchObject({ errors: [{ pointer: '/headers/other', detail: 'expected string, got nothing' }] });
  });

  it('checks a body against the validators of the version, or the operation\'s own', () => {
    const validators = { body: z.object({ a: z.number() }), byVersion: { 2: { body: z.object({ b: z.number() }) } } };
    const run = (version: number, body: unknown) => errorsOf(() => validateRequest(validators, bare([]), { version, params: {}, query: {}, headers: {}, body }, 'json'));
    expect(run(1, { a: 1 })).toEqual([]);
    expect(run(2, { b: 1 })).toEqual([]);
    expect(run(2, { a: 1 })).toMatchObject({ errors: [{ pointer: '/body/b' }] });
  });
});

describe('validateResult', () => {
  const choice = (version: number, kind: PayloadKind = 'json') => ({ version, content: { mediaType: 'application/json', kind } });
  const check = (result: unknown, version = 1, kind: PayloadKind = 'json') => () => validateResult(validators.get_report!, route('get_report'), choice(version, kind), result);

  it('holds the result to the schema of the version it answers in', () => {
    expect(check({ lines: ['a'] }, 1)).not.toThrow();
    expect(check({ rows: 2 }, 2)).not.toThrow();
    expect(check({ rows: 2 }, 1)).toThrow("The get_report handler's response does not match the API description:\n  /response/lines: expected array, got nothing");
  });
  it('leaves alone what is not the declared JSON answer', () => {
    expect(check(undefined)).not.toThrow();
    expect(check('text', 1, 'text')).not.toThrow();
    expect(check(new Uint8Array([1]))).not.toThrow();
    // Another status than the declared one has no schema here; the declared one is checked.
    expect(check(reply(202, { rows: 'x' }))).not.toThrow();
    expect(check(reply(200, { rows: 2 }))).toThrow('/response/lines: expected array, got nothing');
  });
  it('holds a result without a declared media type to JSON, and lists each failure on its line', () => {
    const validators = { response: z.object({ a: z.number(), b: z.string() }) };
    const run = (result: unknown) => () => validateResult(validators, route('get_report'), { version: 1 }, result);
    expect(run({ a: 1, b: 'x' })).not.toThrow();
    expect(run({})).toThrow("The get_report handler's response does not match the API description:\n  /response/a: expected number, got nothing\n  /response/b: expected string, got nothing");
  });
});
