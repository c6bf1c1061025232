/**
 * The generated validators (server/validators.ts) of test/fixtures/manifests/validation.yaml,
 * over loopback HTTP against the generated server: per schema construct, payloads that pass
 * reach the handler, and payloads that fail get a 400 problem whose `errors` name each failure
 * by JSON pointer, without the handler being called. With `validateResponses`, a handler's
 * wrong result is a 500 and the log says what was wrong.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi, type GeneratedApi } from '../../contract/support/generated-api.ts';
import { connectChain, type Middleware } from '../../templates/server/support/servers.ts';

interface ServerModule {
  createHandler(handlers: object, options?: object): (req: any, res: any, next?: () => void) => void;
  fastifyPlugin(app: unknown, options: object): Promise<void>;
}

const ORDER_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const validOrder = {
  id: ORDER_ID,
  items: [{ name: 'bolt', quantity: 3, price: 0.5, sku: 'ABC-12', note: null }],
  status: 'open',
  placedAt: '2026-11-25T13:00:00Z',
  contact: 'buyer@example.com',
  website: 'https://example.com/shop',
  trackingPage: '../orders/1?tab=track#top',
  trackingTemplate: 'https://shop.example.com/orders/{id}{?fields}',
  assignee: { login: 'octocat' },
  sourcePointer: '/items/0',
};

let generated: GeneratedApi;
let server: ServerModule;
let base: string;
let http: Server;
const calls: string[] = [];
const logged: string[] = [];
/** What `get_order` answers; a test swaps in a wrong shape. */
let orderAnswer: unknown = validOrder;
/** What `create_account` answers for the account it got: the server sets `id`, and never echoes `password`. */
let accountAnswer = (body: { name: string }): unknown => ({ account: { id: 1, name: body.name } });

const handlers = {
  createOrder: ({ body }: { body: unknown }) => (calls.push('createOrder'), body),
  getOrder: () => (calls.push('getOrder'), orderAnswer),
  adoptPet: ({ body }: { body: unknown }) => (calls.push('adoptPet'), body),
  putExtras: () => void calls.push('putExtras'),
  putTree: ({ body }: { body: unknown }) => (calls.push('putTree'), body),
  signUp: ({ body }: { body: unknown }) => void calls.push(`signUp ${JSON.stringify(body)}`),
  setColumns: ({ body }: { body: unknown }) => void calls.push(`setColumns ${JSON.stringify(body)}`),
  uploadRaw: ({ body }: { body: Record<string, { filename: string; size: number }> }) => void calls.push(`uploadRaw ${Object.entries(body).map(([name, file]) => `${name}=${file.filename}:${file.size}`)}`),
  attachFile: ({ body }: { body: { file: { filename: string; size: number }; title: string; pages?: number; scans?: { filename: string }[] } }) =>
    void calls.push(`attachFile ${body.file.filename}:${body.file.size} ${body.title} ${body.pages} ${(body.scans ?? []).map((s) => s.filename).join(',')}`),
  createAccount: ({ body }: { body: { name: string } }) => (calls.push('createAccount'), accountAnswer(body)),
  getReport: ({ version }: { version: number }) => (calls.push('getReport'), version === 1 ? { lines: ['a'] } : { rows: 2 }),
};
const options = { validateResponses: true, onError: (error: unknown) => logged.push(String((error as Error).message)) };

beforeAll(async () => {
  generated = await generateApi('test/fixtures/manifests/validation.yaml', ['server']);
  server = await generated.importServer<ServerModule>();
  const listener = server.createHandler(handlers, options);
  http = createServer((req, res) => listener(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  generated?.remove();
});

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, url = base) {
  // A URLSearchParams body goes as a form, FormData as multipart (fetch sets its type), anything else as JSON.
  const form = body instanceof URLSearchParams;
  const multipart = body instanceof FormData;
  const type = form ? 'application/x-www-form-urlencoded' : 'application/json';
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body !== undefined && !multipart ? { 'content-type': type } : {}), ...headers },
    ...(body !== undefined ? { body: form ? body.toString() : multipart ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), body: text ? JSON.parse(text) : undefined };
}

/** Each case: a request that must fail, and exactly the `errors` it must get. */
interface Invalid {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  errors: { pointer: string; detail: string }[];
}

/** A multipart body: strings as text fields, Blobs as file parts. */
function multipart(fields: [string, string | Blob, string?][]): FormData {
  const data = new FormData();
  for (const [name, value, filename] of fields) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, filename);
  }
  return data;
}
const pdf = (text: string) => new Blob([text], { type: 'application/pdf' });

const withItem = (item: object) => ({ ...validOrder, items: [{ ...validOrder.items[0], ...item }] });
const HEADERS = { 'x-request-id': ORDER_ID };

const INVALID: Invalid[] = [
  { name: 'required property missing', method: 'POST', path: '/api/orders', body: { ...validOrder, status: undefined }, errors: [{ pointer: '/body/status', detail: 'expected one of "open", "paid", "shipped", got nothing' }] },
  { name: 'enum', method: 'POST', path: '/api/orders', body: { ...validOrder, status: 'lost' }, errors: [{ pointer: '/body/status', detail: 'expected one of "open", "paid", "shipped", got "lost"' }] },
  { name: 'wrong type deep in an array', method: 'POST', path: '/api/orders', body: withItem({ name: 7 }), errors: [{ pointer: '/body/items/0/name', detail: 'expected string, got 7' }] },
  { name: 'integer minimum', method: 'POST', path: '/api/orders', body: withItem({ quantity: 0 }), errors: [{ pointer: '/body/items/0/quantity', detail: 'expected number ≥ 1, got 0' }] },
  { name: 'integer maximum', method: 'POST', path: '/api/orders', body: withItem({ quantity: 101 }), errors: [{ pointer: '/body/items/0/quantity', detail: 'expected number ≤ 100, got 101' }] },
  { name: 'integer, not a fraction', method: 'POST', path: '/api/orders', body: withItem({ quantity: 1.5 }), errors: [{ pointer: '/body/items/0/quantity', detail: 'expected integer ≥ 1 and ≤ 100, got 1.5' }] },
  { name: 'exclusive minimum', method: 'POST', path: '/api/orders', body: withItem({ price: 0 }), errors: [{ pointer: '/body/items/0/price', detail: 'expected number > 0, got 0' }] },
  { name: 'minLength', method: 'POST', path: '/api/orders', body: withItem({ name: '' }), errors: [{ pointer: '/body/items/0/name', detail: 'expected string of at least 1 characters, got ""' }] },
  { name: 'maxLength', method: 'POST', path: '/api/orders', body: withItem({ name: 'x'.repeat(21) }), errors: [{ pointer: '/body/items/0/name', detail: `expected string of at most 20 characters, got "${'x'.repeat(21)}"` }] },
  { name: 'pattern', method: 'POST', path: '/api/orders', body: withItem({ sku: 'abc' }), errors: [{ pointer: '/body/items/0/sku', detail: 'expected string matching /^[A-Z]{3}-[0-9]+$/, got "abc"' }] },
  { name: 'not nullable', method: 'POST', path: '/api/orders', body: withItem({ name: null }), errors: [{ pointer: '/body/items/0/name', detail: 'expected string, got null' }] },
  { name: 'minItems', method: 'POST', path: '/api/orders', body: { ...validOrder, items: [] }, errors: [{ pointer: '/body/items', detail: 'expected at least 1 items, got an array' }] },
  { name: 'array expected', method: 'POST', path: '/api/orders', body: { ...validOrder, items: {} }, errors: [{ pointer: '/body/items', detail: 'expected array, got an object' }] },
  { name: 'format uuid', method: 'POST', path: '/api/orders', body: { ...validOrder, id: 'order-1' }, errors: [{ pointer: '/body/id', detail: 'expected uuid, got "order-1"' }] },
  { name: 'format date-time', method: 'POST', path: '/api/orders', body: { ...validOrder, placedAt: '2026-11-25' }, errors: [{ pointer: '/body/placedAt', detail: 'expected date-time, got "2026-11-25"' }] },
  { name: 'format email', method: 'POST', path: '/api/orders', body: { ...validOrder, contact: 'buyer' }, errors: [{ pointer: '/body/contact', detail: 'expected email, got "buyer"' }] },
  { name: 'format uri', method: 'POST', path: '/api/orders', body: { ...validOrder, website: 'not a uri' }, errors: [{ pointer: '/body/website', detail: 'expected uri, got "not a uri"' }] },
  { name: 'format uri-reference', method: 'POST', path: '/api/orders', body: { ...validOrder, trackingPage: '/orders/{id}/track' }, errors: [{ pointer: '/body/trackingPage', detail: 'expected uri-reference, got "/orders/{id}/track"' }] },
  { name: 'a oneOf of required lists: neither', method: 'POST', path: '/api/orders', body: { ...validOrder, assignee: {} }, errors: [{ pointer: '/body/assignee', detail: 'expected a value matching one of the variants, got an object' }] },
  { name: 'a oneOf of required lists: a property the object does not declare', method: 'POST', path: '/api/orders', body: { ...validOrder, assignee: { id: 1, email: 'a@b.c' } }, errors: [{ pointer: '/body/assignee/email', detail: 'unexpected property' }] },
  { name: 'format json-pointer', method: 'POST', path: '/api/orders', body: { ...validOrder, sourcePointer: '#/items/0' }, errors: [{ pointer: '/body/sourcePointer', detail: 'expected json-pointer, got "#/items/0"' }] },
  { name: 'format uri-template', method: 'POST', path: '/api/orders', body: { ...validOrder, trackingTemplate: 'orders {id}' }, errors: [{ pointer: '/body/trackingTemplate', detail: 'expected uri-template, got "orders {id}"' }] },
  {
    name: 'every failure at once',
    method: 'POST',
    path: '/api/orders',
    body: { ...validOrder, id: 5, items: [{ quantity: 'x' }] },
    errors: [
      { pointer: '/body/id', detail: 'expected uuid, got 5' },
      { pointer: '/body/items/0/name', detail: 'expected string, got nothing' },
      { pointer: '/body/items/0/quantity', detail: 'expected integer ≥ 1 and ≤ 100, got "x"' },
    ],
  },
  { name: 'body not an object', method: 'POST', path: '/api/orders', body: [1], errors: [{ pointer: '/body', detail: 'expected object, got an array' }] },
  { name: 'discriminator names no variant', method: 'POST', path: '/api/pets', body: { kind: 'fish' }, errors: [{ pointer: '/body/kind', detail: 'expected one of "cat", "dog", got "fish"' }] },
  { name: 'discriminated variant checked', method: 'POST', path: '/api/pets', body: { kind: 'dog', goodBoy: 'yes' }, errors: [{ pointer: '/body/goodBoy', detail: 'expected boolean, got "yes"' }] },
  { name: 'additionalProperties false', method: 'PUT', path: '/api/extras', body: { closed: { a: 'x', b: 1, 'c/d': 2 } }, errors: [{ pointer: '/body/closed/b', detail: 'unexpected property' }, { pointer: '/body/closed/c~1d', detail: 'unexpected property' }] },
  { name: 'minProperties', method: 'PUT', path: '/api/extras', body: { bounded: {} }, errors: [{ pointer: '/body/bounded', detail: 'expected an object with at least 1 property, got an object' }] },
  { name: 'maxProperties', method: 'PUT', path: '/api/extras', body: { bounded: { a: 1, b: 2, c: 3 } }, errors: [{ pointer: '/body/bounded', detail: 'expected an object with at most 2 properties, got an object' }] },
  { name: 'additionalProperties schema', method: 'PUT', path: '/api/extras', body: { labels: { red: 1, blue: 'two' } }, errors: [{ pointer: '/body/labels/blue', detail: 'expected integer, got "two"' }] },
  { name: 'recursive schema, deep', method: 'PUT', path: '/api/categories', body: { name: 'a', children: [{ name: 'b', children: [{ name: 3 }] }] }, errors: [{ pointer: '/body/children/0/children/0/name', detail: 'expected string, got 3' }] },
  { name: 'path integer from text', method: 'GET', path: '/api/orders/abc', headers: HEADERS, errors: [{ pointer: '/path/orderId', detail: 'expected integer ≥ 1, got "abc"' }] },
  { name: 'path minimum', method: 'GET', path: '/api/orders/0', headers: HEADERS, errors: [{ pointer: '/path/orderId', detail: 'expected number ≥ 1, got 0' }] },
  { name: 'query integer from text', method: 'GET', path: '/api/orders/1?pageSize=abc', headers: HEADERS, errors: [{ pointer: '/query/pageSize', detail: 'expected integer ≥ 1 and ≤ 50, got "abc"' }] },
  { name: 'query maximum', method: 'GET', path: '/api/orders/1?pageSize=51', headers: HEADERS, errors: [{ pointer: '/query/pageSize', detail: 'expected number ≤ 50, got 51' }] },
  { name: 'query allOf of an integer from text', method: 'GET', path: '/api/orders/1?batch=0', headers: HEADERS, errors: [{ pointer: '/query/batch', detail: 'expected number ≥ 1, got 0' }] },
  { name: 'query boolean from text', method: 'GET', path: '/api/orders/1?expand=yes', headers: HEADERS, errors: [{ pointer: '/query/expand', detail: 'expected boolean, got "yes"' }] },
  { name: 'query number from text', method: 'GET', path: '/api/orders/1?ratio=2', headers: HEADERS, errors: [{ pointer: '/query/ratio', detail: 'expected number ≤ 1, got 2' }] },
  { name: 'query array item enum', method: 'GET', path: '/api/orders/1?fields=id,price', headers: HEADERS, errors: [{ pointer: '/query/fields/1', detail: 'expected one of "id", "items", "status", got "price"' }] },
  { name: 'required header missing', method: 'GET', path: '/api/orders/1', errors: [{ pointer: '/headers/X-Request-Id', detail: 'expected uuid, got nothing' }] },
  { name: 'header format', method: 'GET', path: '/api/orders/1', headers: { 'x-request-id': 'r1' }, errors: [{ pointer: '/headers/X-Request-Id', detail: 'expected uuid, got "r1"' }] },
  {
    name: 'parameters of every location at once',
    method: 'GET',
    path: '/api/orders/0?pageSize=0&expand=1',
    errors: [
      { pointer: '/path/orderId', detail: 'expected number ≥ 1, got 0' },
      { pointer: '/query/pageSize', detail: 'expected number ≥ 1, got 0' },
      { pointer: '/query/expand', detail: 'expected boolean, got "1"' },
      { pointer: '/headers/X-Request-Id', detail: 'expected uuid, got nothing' },
    ],
  },
  {
    name: 'form body: a required field missing, text that is no integer, boolean or enum value',
    method: 'POST',
    path: '/api/signups',
    body: new URLSearchParams('age=young&newsletter=maybe&plan=gold'),
    errors: [
      { pointer: '/body/name', detail: 'expected string, got nothing' },
      { pointer: '/body/age', detail: 'expected integer ≥ 18, got "young"' },
      { pointer: '/body/newsletter', detail: 'expected boolean, got "maybe"' },
      { pointer: '/body/plan', detail: 'expected one of "free", "pro", got "gold"' },
    ],
  },
  {
    name: 'form body: a converted field out of bounds, too many items',
    method: 'POST',
    path: '/api/signups',
    body: new URLSearchParams('name=Ann&age=17&tags=a&tags=b&tags=c&tags=d'),
    errors: [
      { pointer: '/body/age', detail: 'expected number ≥ 18, got 17' },
      { pointer: '/body/tags', detail: 'expected at most 3 items, got an array' },
    ],
  },
  {
    name: 'multipart body: a required file missing, text that is no integer, a file where text belongs',
    method: 'POST',
    path: '/api/attachments',
    body: multipart([['title', pdf('cover'), 'title.pdf'], ['pages', 'many']]),
    errors: [
      { pointer: '/body/file', detail: 'expected a file, got nothing' },
      { pointer: '/body/title', detail: 'expected string, got a file' },
      { pointer: '/body/pages', detail: 'expected integer ≥ 1, got "many"' },
    ],
  },
  {
    name: 'multipart body: text where a file belongs (a part without a file name)',
    method: 'POST',
    path: '/api/attachments',
    body: multipart([['file', 'not a file'], ['title', 'Raw']]),
    errors: [{ pointer: '/body/file', detail: 'expected a file, got "not a file"' }],
  },
  {
    name: 'multipart body: too many files in a list, a converted field out of bounds',
    method: 'POST',
    path: '/api/attachments',
    body: multipart([['file', pdf('a'), 'a.pdf'], ['title', 'Scans'], ['pages', '0'], ['scans', pdf('1'), '1.pdf'], ['scans', pdf('2'), '2.pdf'], ['scans', pdf('3'), '3.pdf']]),
    errors: [
      { pointer: '/body/pages', detail: 'expected number ≥ 1, got 0' },
      { pointer: '/body/scans', detail: 'expected at most 2 items, got an array' },
    ],
  },
  {
    name: 'a required writeOnly property missing from a request',
    method: 'POST',
    path: '/api/accounts',
    body: { name: 'Ann' },
    errors: [{ pointer: '/body/password', detail: 'expected string, got nothing' }],
  },
];

describe('an invalid request is a 400 problem listing every failure; the handler is not called', () => {
  it.each(INVALID)('$name', async ({ method, path, body, headers, errors }) => {
    calls.length = 0;
    const answer = await send(method, path, body, headers);
    expect(answer.type).toBe('application/problem+json');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    expect(calls).toEqual([]);
  });
});

/** Each case: a request that must pass, and the handler that must then be called. */
const VALID: { name: string; method: string; path: string; body?: unknown; headers?: Record<string, string>; handler: string; status: number }[] = [
  { name: 'full order', method: 'POST', path: '/api/orders', body: validOrder, handler: 'createOrder', status: 201 },
  { name: 'optional properties left out, undeclared ones kept', method: 'POST', path: '/api/orders', body: { id: ORDER_ID, items: [{ name: 'b', quantity: 1 }], status: 'paid', extra: true }, handler: 'createOrder', status: 201 },
  { name: 'nullable property null', method: 'POST', path: '/api/orders', body: withItem({ note: null }), handler: 'createOrder', status: 201 },
  { name: 'date-time with an offset', method: 'POST', path: '/api/orders', body: { ...validOrder, placedAt: '2026-11-25T13:00:00.123+01:00' }, handler: 'createOrder', status: 201 },
  { name: 'cat variant', method: 'POST', path: '/api/pets', body: { kind: 'cat', lives: 9 }, handler: 'adoptPet', status: 200 },
  { name: 'dog variant', method: 'POST', path: '/api/pets', body: { kind: 'dog', goodBoy: true }, handler: 'adoptPet', status: 200 },
  { name: 'open and mapped extras', method: 'PUT', path: '/api/extras', body: { closed: { a: 'x' }, open: { a: 'x', b: [1] }, labels: { red: 1 }, bounded: { a: 1, b: 2 } }, handler: 'putExtras', status: 204 },
  { name: 'recursive tree', method: 'PUT', path: '/api/categories', body: { name: 'a', children: [{ name: 'b', children: [{ name: 'c', children: [] }] }] }, handler: 'putTree', status: 200 },
  { name: 'parameters converted from text', method: 'GET', path: '/api/orders/7?pageSize=50&expand=true&fields=id,status&ratio=0.5&batch=3', headers: HEADERS, handler: 'getOrder', status: 200 },
  // A list schema names no fields: the fields arrive as decoded, unchecked and unconverted.
  { name: 'form body that names no fields', method: 'PUT', path: '/api/columns', body: new URLSearchParams('columns=id&columns=7'), handler: 'setColumns {"columns":["id","7"]}', status: 204 },
  { name: 'multipart body that names no fields', method: 'POST', path: '/api/uploads', body: multipart([['attachment', pdf('report'), 'report.pdf']]), handler: 'uploadRaw attachment=report.pdf:6', status: 204 },
  { name: 'form body converted from text', method: 'POST', path: '/api/signups', body: new URLSearchParams('name=Ann&age=30&newsletter=true&plan=pro&tags=a&tags=b'), handler: 'signUp {"name":"Ann","age":30,"newsletter":true,"plan":"pro","tags":["a","b"]}', status: 204 },
  {
    name: 'multipart body with files and converted fields',
    method: 'POST',
    path: '/api/attachments',
    body: multipart([['file', pdf('report'), 'report.pdf'], ['title', 'Q3'], ['pages', '12'], ['scans', pdf('p1'), 'p1.pdf'], ['scans', pdf('p2'), 'p2.pdf']]),
    handler: 'attachFile report.pdf:6 Q3 12 p1.pdf,p2.pdf',
    status: 204,
  },
  {
    name: 'multipart body with only the required parts',
    method: 'POST',
    path: '/api/attachments',
    body: multipart([['file', new Blob(['raw']), 'raw.bin'], ['title', 'Raw']]),
    handler: 'attachFile raw.bin:3 Raw undefined ',
    status: 204,
  },
  // The handler answers without `password`, which responses leave out.
  { name: 'a required readOnly property left out of a request', method: 'POST', path: '/api/accounts', body: { name: 'Ann', password: 'correct horse' }, handler: 'createAccount', status: 201 },
  { name: 'v1 response', method: 'GET', path: '/api/report', headers: { accept: 'application/vnd.check.v1+json' }, handler: 'getReport', status: 200 },
  { name: 'v2 response', method: 'GET', path: '/api/report', headers: { accept: 'application/vnd.check.v2+json' }, handler: 'getReport', status: 200 },
];

describe('a valid request reaches its handler', () => {
  it.each(VALID)('$name', async ({ method, path, body, headers, handler, status }) => {
    calls.length = 0;
    logged.length = 0;
    const answer = await send(method, path, body, headers);
    expect({ status: answer.status, logged }).toEqual({ status, logged: [] });
    expect(calls).toEqual([handler]);
  });
});

describe('validateResponses', () => {
  it('answers a wrong result with a 500 and logs each failure', async () => {
    orderAnswer = { ...validOrder, status: 'gone', items: [{ name: 'b' }] };
    logged.length = 0;
    try {
      const answer = await send('GET', '/api/orders/1', undefined, HEADERS);
      expect([answer.status, answer.type]).toEqual([500, 'application/problem+json']);
      expect(answer.body.errors).toBeUndefined();
      expect(logged).toEqual([
        "The get_order handler's response does not match the API description:\n" +
          '  /response/items/0/quantity: expected integer ≥ 1 and ≤ 100, got nothing\n' +
          '  /response/status: expected one of "open", "paid", "shipped", got "gone"',
      ]);
    } finally {
      orderAnswer = validOrder;
    }
  });

  it('requires readOnly properties in a response, where they are required', async () => {
    accountAnswer = (body) => ({ account: { name: body.name } });
    logged.length = 0;
    try {
      const answer = await send('POST', '/api/accounts', { name: 'Ann', password: 'correct horse' });
      expect(answer.status).toBe(500);
      expect(logged).toEqual(["The create_account handler's response does not match the API description:\n  /response/account/id: expected integer, got nothing"]);
    } finally {
      accountAnswer = (body) => ({ account: { id: 1, name: body.name } });
    }
  });

  it('checks the response of the version the request is in', async () => {
    const listener = server.createHandler({ getReport: () => ({ rows: 1 }) }, { ...options, validateResponses: true });
    const other = createServer((req, res) => listener(req, res));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      logged.length = 0;
      const v1 = await send('GET', '/api/report', undefined, { accept: 'application/vnd.check.v1+json' }, url);
      const v2 = await send('GET', '/api/report', undefined, { accept: 'application/vnd.check.v2+json' }, url);
      expect([v1.status, v2.status]).toEqual([500, 200]);
      expect(logged[0]).toContain('/response/lines: expected array, got nothing');
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('is off by default: the wrong result goes out', async () => {
    const listener = server.createHandler({ getOrder: () => ({ id: 1 }) }, {});
    const other = createServer((req, res) => listener(req, res));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await send('GET', '/api/orders/1', undefined, HEADERS, `http://127.0.0.1:${(other.address() as AddressInfo).port}`);
      expect([answer.status, answer.body]).toEqual([200, { id: 1 }]);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});

describe('other transports go through the same validation', () => {
  /** One bad request per body kind, with what it must get. */
  const bad = [
    { path: '/api/orders', body: () => ({ ...validOrder, status: 'lost' }), errors: [{ pointer: '/body/status', detail: 'expected one of "open", "paid", "shipped", got "lost"' }] },
    { path: '/api/signups', body: () => new URLSearchParams('name=Ann&age=young'), errors: [{ pointer: '/body/age', detail: 'expected integer ≥ 18, got "young"' }] },
    { path: '/api/attachments', body: () => multipart([['title', 'No file']]), errors: [{ pointer: '/body/file', detail: 'expected a file, got nothing' }] },
  ];

  async function expectRefused(url: string): Promise<void> {
    for (const { path, body, errors } of bad) {
      calls.length = 0;
      const answer = await send('POST', path, body(), {}, url);
      expect([path, answer.status, answer.body.errors, calls]).toEqual([path, 400, errors, []]);
    }
  }

  it('Fastify plugin', async () => {
    const app = Fastify();
    const plugin = (instance: unknown, opts: object) => server.fastifyPlugin(instance, opts);
    await app.register(plugin, { prefix: '/rest', handlers, ...options } as object);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await expectRefused(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/rest`);
    } finally {
      await app.close();
    }
  });

  it('Express-style middleware', async () => {
    const middleware = server.createHandler(handlers, options) as Middleware;
    const other = createServer(connectChain([middleware]));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      await expectRefused(`http://127.0.0.1:${(other.address() as AddressInfo).port}`);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
