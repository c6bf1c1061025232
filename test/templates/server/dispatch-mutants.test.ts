/**
 * The request pipeline (templates/server/core/dispatch.ts) called as a custom transport would:
 * where validators change how text is read, when a handler's result is checked, when temporary
 * upload files are released, which operations see the token flow's tenant, and what the 500 and
 * 501 problems say. Over HTTP the same paths are covered through the generated server; these
 * cases call the template itself so a mutation run sees them.
 */
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import { stubValidators } from '../../../generator/serve/stub-validators.ts';
import { createDispatch, type IncomingRequest } from '../../../templates/server/core/dispatch.ts';
import { type HandlerInput, reply } from '../../../templates/server/core/handler.ts';
import type { ServerOptions } from '../../../templates/server/core/options.ts';
import type { UploadedFile } from '../../../templates/server/core/uploaded-file.ts';
import { basic, fixtureApi, loadManifestApi } from './support/api.ts';

const validation = await loadApi('test/fixtures/manifests/validation.yaml');
const validationService = describeService(validation);
const validators = stubValidators(validation);
const wire = describeService(await loadApi('test/fixtures/manifests/wire.yaml'));
const responses = describeService(await loadApi('test/fixtures/manifests/responses.yaml'));

const ORDER_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const order = { id: ORDER_ID, items: [{ name: 'bolt', quantity: 3 }], status: 'open' };

function incoming(method: string, url: string, headers: Record<string, string | string[]> = {}, body: string | Buffer = ''): IncomingRequest {
  return { method, url, headers, body: Readable.from(body === '' ? [] : [Buffer.from(body)]) };
}

async function answer(dispatch: ReturnType<typeof createDispatch>, request: IncomingRequest) {
  const { response, ...rest } = await dispatch(request);
  const text = typeof response.body === 'string' || Buffer.isBuffer(response.body) ? String(response.body) : '';
  return { status: response.status, headers: response.headers, json: () => JSON.parse(text) as Record<string, any>, body: response.body, keys: Object.keys({ response, ...rest }) };
}

describe('validators decide how parameter text is read', () => {
  const getOrder = () => order;
  it('with validators, text that does not convert is reported by them, beside the other failures', async () => {
    const dispatch = createDispatch(validationService, { getOrder }, { validators });
    const res = await answer(dispatch, incoming('GET', '/api/orders/abc?pageSize=99', { 'x-request-id': ORDER_ID }));
    expect(res.status).toBe(400);
    expect(res.json().errors).toEqual([
      { pointer: '/path/orderId', detail: 'expected integer ≥ 1, got "abc"' },
      { pointer: '/query/pageSize', detail: 'expected number ≤ 50, got 99' },
    ]);
  });
  it('without validators, the first text that does not convert fails on its own', async () => {
    const dispatch = createDispatch(validationService, { getOrder });
    const res = await answer(dispatch, incoming('GET', '/api/orders/abc?pageSize=99', { 'x-request-id': ORDER_ID }));
    expect(res.status).toBe(400);
    expect(res.json().errors).toBeUndefined();
    expect(res.json().detail).toMatch(/orderId/);
  });
  it('a body the validators refuse never reaches the handler', async () => {
    let called = false;
    const dispatch = createDispatch(validationService, { createOrder: () => ((called = true), order) }, { validators });
    const res = await answer(dispatch, incoming('POST', '/api/orders', { 'content-type': 'application/vnd.check.v2+json' }, JSON.stringify({ ...order, status: 'lost' })));
    expect(res.status).toBe(400);
    expect(res.json().errors).toEqual([{ pointer: '/body/status', detail: 'expected one of "open", "paid", "shipped", got "lost"' }]);
    expect(called).toBe(false);
  });
});

describe('a handler result is held to its schema only when asked', () => {
  const wrong = () => ({ ...order, status: 'lost' });
  const cases: { name: string; options: ServerOptions; status: number }[] = [
    { name: 'validators and validateResponses: a 500', options: { validators, validateResponses: true }, status: 500 },
    { name: 'validators alone: sent as returned', options: { validators, validateResponses: false }, status: 200 },
    { name: 'validateResponses without validators: nothing to check with', options: { validateResponses: true }, status: 200 },
  ];
  it.each(cases)('$name', async ({ options, status }) => {
    const logged: unknown[] = [];
    const dispatch = createDispatch(validationService, { getOrder: wrong }, { ...options, onError: (error) => logged.push(error) });
    const res = await answer(dispatch, incoming('GET', `/api/orders/7`, { 'x-request-id': ORDER_ID }));
    expect(res.status).toBe(status);
    expect(logged).toHaveLength(status === 500 ? 1 : 0);
  });
});

describe('temporary upload files live until the answer is out', () => {
  const BOUNDARY = 'sdkgen-boundary';
  const upload = (text: string) => incoming('POST', '/v1/files', { 'x-key': 'k', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`);
  const options: ServerOptions = { verifyApiKey: () => ({ subject: 'uploader' }) };

  /** Cleanup runs after the answer, on the file system's own time: wait for it, within bounds. */
  async function gone(path: string): Promise<boolean> {
    for (let i = 0; i < 400 && existsSync(path); i++) await sleep(5);
    return !existsSync(path);
  }

  const handlers = (seen: string[], answer: (file: UploadedFile) => unknown) => ({
    uploadFile: ({ body }: HandlerInput) => {
      const { file } = body as { file: UploadedFile };
      seen.push(file.path);
      expect(existsSync(file.path)).toBe(true);
      return answer(file);
    },
  });
  const ways: { name: string; answer: (file: UploadedFile) => unknown; status: number }[] = [
    { name: 'at once', answer: (file) => ({ name: file.filename, size: file.size }), status: 201 },
    { name: 'later', answer: async (file) => ({ name: file.filename, size: file.size }), status: 201 },
    { name: 'after reading the file later', answer: async (file) => { await sleep(20); return { name: file.filename, size: (await file.arrayBuffer()).byteLength }; }, status: 201 },
    { name: 'by throwing', answer: () => { throw new Error('handler bug'); }, status: 500 },
    { name: 'by rejecting', answer: () => Promise.reject(new Error('handler outage')), status: 500 },
  ];
  it.each(ways)('a handler answering $name: the file is removed', async ({ answer: respond, status }) => {
    const seen: string[] = [];
    const dispatch = createDispatch(wire, handlers(seen, respond), { ...options, onError: () => undefined });
    const res = await answer(dispatch, upload('hello'));
    expect(res.status).toBe(status);
    expect(seen).toHaveLength(1);
    expect(await gone(seen[0]!)).toBe(true);
  });

  it('a stream over the file keeps it until the stream has been read', async () => {
    const seen: string[] = [];
    const dispatch = createDispatch(wire, handlers(seen, (file) => file.stream()), options);
    const res = await answer(dispatch, upload('streamed back'));
    expect(res.status).toBe(201);
    expect(res.body).toBeInstanceOf(Readable);
    await sleep(50);
    expect(existsSync(seen[0]!)).toBe(true);
    const chunks: Buffer[] = [];
    (res.body as Readable).on('data', (chunk: Buffer) => chunks.push(chunk));
    await finished(res.body as Readable);
    expect(Buffer.concat(chunks).toString()).toBe('streamed back');
    expect(await gone(seen[0]!)).toBe(true);
  });
});

describe('the token flow tenant goes to verifiers only where the operation declares it', async () => {
  const { service } = await loadManifestApi();
  // hide_project (with a path parameter) made to accept Basic too, without declaring the tenant parameter.
  const routes = service.routes.map((route) => (route.name === 'hide_project' ? { ...route, auth: [...route.auth, 'BasicAuth'] } : route));
  const widened = { ...service, routes, tree: service.tree };
  const tenants: (string | undefined)[] = [];
  const dispatch = createDispatch(widened, { hideProject: () => ({ hidden: true }) }, {
    jwtSecret: 'dispatch-test-secret-dispatch-test!!',
    verifyBasic: (_user, _password, tenant) => (tenants.push(tenant), { subject: 'ann', ...(tenant ? { tenant } : {}) }),
  });
  const authorization = basic('ann@example.com', 's3cret');
  it('the token operation, which declares it, passes it on', async () => {
    tenants.length = 0;
    const res = await answer(dispatch, incoming('POST', '/api/tokens?tenant=acme', { authorization }));
    expect([res.status, res.json().detail]).toEqual([200, undefined]);
    expect(tenants).toEqual(['acme']);
  });
  it('another operation does not, whatever its query says', async () => {
    tenants.length = 0;
    const res = await answer(dispatch, incoming('POST', '/api/projects/p1:hide?tenant=acme', { authorization, accept: 'application/vnd.illumina.v3+json' }));
    expect([res.status, tenants]).toEqual([200, [undefined]]);
  });
});

describe('problems and labels', () => {
  it('an operation without a handler is a 501 of kind not-implemented, naming it', async () => {
    const dispatch = createDispatch(validationService, {}, { problemTypeBase: 'https://errors.example/' });
    const res = await answer(dispatch, incoming('GET', '/api/orders/7', { 'x-request-id': ORDER_ID }));
    expect(res.status).toBe(501);
    expect(res.json()).toMatchObject({ type: 'https://errors.example/not-implemented', operation: 'get_order' });
  });
  it('a handler bug is a 500 of kind internal-error that tells the client nothing', async () => {
    const dispatch = createDispatch(validationService, { getOrder: () => { throw new Error('secret detail'); } }, { problemTypeBase: 'https://errors.example/', onError: () => undefined });
    const res = await answer(dispatch, incoming('GET', '/api/orders/7', { 'x-request-id': ORDER_ID }));
    expect(res.json()).toMatchObject({ status: 500, type: 'https://errors.example/internal-error', detail: 'The server failed to process the request.', operation: 'get_order' });
  });
  it('an unmatched path has no operation at all, not an undefined one', async () => {
    const res = await answer(createDispatch(validationService, {}), incoming('GET', '/nowhere'));
    expect(res.status).toBe(404);
    expect(res.keys).toEqual(['response']);
  });
  it('Accept sent as several header lines is read as one list', async () => {
    const dispatch = createDispatch(validationService, { getOrder: () => order });
    const res = await answer(dispatch, incoming('GET', '/api/orders/7', { 'x-request-id': ORDER_ID, accept: ['text/html', 'application/vnd.check.v2+json'] }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.check.v2+json');
  });
  it('a body where the operation declares none goes out labelled with the API media type of its version', async () => {
    const service = describeService(fixtureApi([{ name: 'get_bare', method: 'GET', path: '/bare' }]));
    const bare = { ...service, routes: service.routes.map((route) => ({ ...route, response: { ...route.response, contents: [] } })) };
    const res = await answer(createDispatch(bare, { getBare: () => ({ undeclared: true }) }), incoming('GET', '/bare'));
    expect([res.status, res.headers['content-type'], res.json()]).toEqual([200, 'application/vnd.fixture.v1+json', { undeclared: true }]);
  });
  it('another declared success status goes out in a media type that status declares', async () => {
    const route = responses.routes.find((r) => r.response.also?.some((a) => a.status === 202))!;
    const dispatch = createDispatch(responses, { [route.handler]: () => reply(202, 'queued') }, { verifyApiKey: () => ({ subject: 's' }), verifyBearerToken: () => ({ subject: 's' }), jwtSecret: 'dispatch-test-secret-dispatch-test!!' });
    const path = route.path.replace(/\{[^}]+\}/g, 'x');
    const res = await answer(dispatch, incoming(route.method, path, { 'x-key': 'k', authorization: 'Bearer t', ...(route.body ? { 'content-type': 'application/json' } : {}) }, route.body ? '{}' : ''));
    expect([res.status, res.headers['content-type'], res.status === 202 ? '' : res.json().detail]).toEqual([202, 'text/plain; charset=utf-8', '']);
  });
});
