/**
 * Form and multipart request bodies as the server receives them (templates/client/core/
 * form-encoding.ts, multipart.ts), edges a mutation run showed untested: bracket names at every
 * depth, absent values, dates, names that need escaping, and each kind of multipart field
 * (plain values, arrays, files, JSON parts) with the Content-Type each part gets. The server
 * parses the multipart body it got with the platform's own FormData parser.
 */
import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../../templates/client/core/errors.ts';
import { encodeForm } from '../../../templates/client/core/form-encoding.ts';
import { encodeMultipart } from '../../../templates/client/core/multipart.ts';
import { makeClient, operation } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };
const WHEN = new Date(Date.UTC(2030, 0, 2, 3, 4, 5, 6));
const WHEN_ISO = '2030-01-02T03:04:05.006Z';

describe('a URL-encoded form body', () => {
  const submit = operation({
    name: 'submit',
    method: 'POST',
    path: '/forms',
    body: 'required',
    bodyMediaTypes: ['application/x-www-form-urlencoded'],
    formBrackets: ['expand'],
    encoders: { form: encodeForm },
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['flat fields', { a: 'x y', b: 1, c: false }, 'a=x+y&b=1&c=false'],
    ['a nested object', { metadata: { k: 'v', n: 2 } }, 'metadata[k]=v&metadata[n]=2'],
    ['a list of scalars repeats its name (OpenAPI\'s default)', { tags: ['a', 'b c', 1, WHEN] }, 'tags=a&tags=b+c&tags=1&tags=2030-01-02T03%3A04%3A05.006Z'],
    ['absent items of a list are left out', { tags: ['a', null, undefined] }, 'tags=a'],
    ['a list the spec brackets (deepObject, as Stripe declares)', { expand: ['a', 'b'] }, 'expand[0]=a&expand[1]=b'],
    ['an array of objects', { items: [{ price: 5 }, { price: 6 }] }, 'items[0][price]=5&items[1][price]=6'],
    ['an array inside an object', { m: { list: [1, 2] } }, 'm[list][0]=1&m[list][1]=2'],
    ['absent values are left out', { a: null, b: undefined, c: 0, d: { e: null } }, 'c=0'],
    ['a date as ISO 8601', { at: WHEN, m: { at: WHEN } }, 'at=2030-01-02T03%3A04%3A05.006Z&m[at]=2030-01-02T03%3A04%3A05.006Z'],
    ['names and values that need escaping', { 'a b': { 'c&d': 'e=f' } }, 'a+b[c%26d]=e%3Df'],
    ['an empty object', {}, ''],
    ['an empty array', { x: [] }, ''],
  ])('%s', async (_what, body, want) => {
    const { client } = makeClient(server().url, direct);
    await client.send(submit, { body });
    const [request] = server().requests;
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.body).toBe(want);
  });
});

describe('a multipart body', () => {
  const upload = operation({
    name: 'upload',
    method: 'POST',
    path: '/uploads',
    body: 'required',
    bodyMediaTypes: ['multipart/form-data'],
    partTypes: { meta: 'application/vnd.meta+json', xml: 'application/xml', loose: 'text/json', listed: 'text/csv, text/plain', any: 'image/*' },
    encoders: { multipart: encodeMultipart },
  });

  /** The parts the server got, parsed by the platform's FormData parser, as plain values. */
  async function partsSent(body: Record<string, unknown>) {
    const { client } = makeClient(server().url, direct);
    await client.send(upload, { body });
    const [request] = server().requests;
    const form = await new Response(new Uint8Array(request!.bytes), { headers: { 'content-type': String(request!.headers['content-type']) } }).formData();
    const parts: [string, unknown][] = [];
    for (const [name, value] of form) {
      parts.push([name, typeof value === 'string' ? value : { filename: value.name, type: value.type, text: await value.text() }]);
    }
    return parts;
  }

  it.each<[string, Record<string, unknown>, [string, unknown][]]>([
    ['plain values as text fields', { title: 'a b', n: 5, flag: false, at: WHEN }, [['title', 'a b'], ['n', '5'], ['flag', 'false'], ['at', WHEN_ISO]]],
    ['absent values are left out', { a: null, b: undefined, c: 'x' }, [['c', 'x']]],
    ['an array repeats the field, without its absent items', { tag: ['a', null, 'b', undefined] }, [['tag', 'a'], ['tag', 'b']]],
    ['a File keeps its name and type', { doc: new File(['hi'], 'notes.txt', { type: 'text/plain' }) }, [['doc', { filename: 'notes.txt', type: 'text/plain', text: 'hi' }]]],
    ['a Blob is named after its field', { doc: new Blob(['hi'], { type: 'text/markdown' }) }, [['doc', { filename: 'doc', type: 'text/markdown', text: 'hi' }]]],
    ['bytes without a type travel as octet-stream', { raw: new Uint8Array([65, 66]) }, [['raw', { filename: 'raw', type: 'application/octet-stream', text: 'AB' }]]],
    ['an object as JSON text in a field (a part with a file name is an upload to most servers)', { info: { a: [1] } }, [['info', '{"a":[1]}']]],
    ['an object under its declared type, as a typed part', { meta: { a: 1 } }, [['meta', { filename: 'meta.json', type: 'application/vnd.meta+json', text: '{"a":1}' }]]],
    ['an object under a declared type that is no JSON type, as JSON text', { xml: { a: 1 } }, [['xml', '{"a":1}']]],
    ['an object under text/json, a JSON type too, as a typed part', { loose: { a: 1 } }, [['loose', { filename: 'loose.json', type: 'text/json', text: '{"a":1}' }]]],
    ['an array of objects as JSON text fields', { info: [{ a: 1 }, { b: 2 }] }, [['info', '{"a":1}'], ['info', '{"b":2}']]],
    ['a declared list of types is no Content-Type', { listed: new Uint8Array([67]) }, [['listed', { filename: 'listed', type: 'application/octet-stream', text: 'C' }]]],
    ['a declared wildcard gives way to the file type', { any: new Blob(['p'], { type: 'image/png' }) }, [['any', { filename: 'any', type: 'image/png', text: 'p' }]]],
  ])('%s', async (_what, body, want) => {
    expect(await partsSent(body)).toEqual(want);
  });
});

describe('a spec that sends a body but names no body encoder', () => {
  it('refuses the call before sending', async () => {
    const { client } = makeClient(server().url, direct);
    const bare = { ...operation({ name: 'post_thing', method: 'POST', path: '/things', body: 'required' }), encoders: {} };
    const error = await client.send(bare, { body: { a: 1 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toBe('post_thing: its spec sends a body but names no body encoder.');
    expect(server().requests).toHaveLength(0);
  });
});

describe('a text or binary body given an object', () => {
  // Swagger Petstore's addPet takes JSON or XML: a Pet object asked to go out as XML would have
  // gone as "[object Object]", which fetch makes of it.
  it.each([
    ['application/xml', { name: 'Rex' }, 'add_pet: a body sent as application/xml is text, bytes, a Blob or a stream, not an object.'],
    ['application/octet-stream', [1, 2], 'add_pet: a body sent as application/octet-stream is text, bytes, a Blob or a stream, not a list.'],
  ])('refuses %s before sending', async (mediaType, body, message) => {
    const { client } = makeClient(server().url, direct);
    const addPet = operation({ name: 'add_pet', method: 'POST', path: '/pets', body: 'required', bodyMediaTypes: [mediaType] });
    const error = await client.send(addPet, { body }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toBe(message);
    expect(server().requests).toHaveLength(0);
  });

  it('still sends text and bytes as they are', async () => {
    const { client } = makeClient(server().url, direct);
    const addPet = operation({ name: 'add_pet', method: 'POST', path: '/pets', body: 'required', bodyMediaTypes: ['application/xml'] });
    await client.send(addPet, { body: '<Pet><name>Rex</name></Pet>' }).catch(() => undefined);
    expect(server().requests.at(-1)?.body).toBe('<Pet><name>Rex</name></Pet>');
  });
});
