/**
 * Turning a handler's return value into a response body (templates/server/core/response-body.ts)
 * through its public function: what each kind of value becomes, its length when known, and the
 * Content-Type used when no response content was negotiated.
 */
import { Readable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { encodeBody } from '../../../templates/server/core/response-body.ts';
import type { PayloadKind } from '../../../templates/server/core/service.ts';

const JSON_TYPE = 'application/json';
const OCTETS = 'application/octet-stream';
const TEXT = 'text/plain; charset=utf-8';

async function bytesOf(body: unknown): Promise<string> {
  expect(body).toBeInstanceOf(Readable);
  const chunks = (await (body as Readable).toArray()) as Uint8Array[];
  return Buffer.concat(chunks).toString('utf8');
}

describe('encodeBody: values that become text', () => {
  class Point {
    constructor(
      readonly x: number,
      readonly y: number,
    ) {}
  }
  const bare = Object.assign(Object.create(null) as object, { a: 1 });
  const rows: { name: string; value: unknown; kind: PayloadKind; body: string | undefined; type: string }[] = [
    { name: 'a plain object', value: { a: 1, b: [true] }, kind: 'json', body: '{"a":1,"b":[true]}', type: JSON_TYPE },
    { name: 'a plain object, whatever the kind', value: { a: 1 }, kind: 'text', body: '{"a":1}', type: JSON_TYPE },
    { name: 'an array', value: [1, 'two'], kind: 'json', body: '[1,"two"]', type: JSON_TYPE },
    { name: 'an object without a prototype', value: bare, kind: 'json', body: '{"a":1}', type: JSON_TYPE },
    { name: 'a class instance', value: new Point(1, 2), kind: 'json', body: '{"x":1,"y":2}', type: JSON_TYPE },
    { name: 'a Date', value: new Date(0), kind: 'json', body: '"1970-01-01T00:00:00.000Z"', type: JSON_TYPE },
    { name: 'null', value: null, kind: 'json', body: 'null', type: JSON_TYPE },
    { name: 'null under a text content', value: null, kind: 'text', body: 'null', type: JSON_TYPE },
    { name: 'a number', value: 42, kind: 'json', body: '42', type: JSON_TYPE },
    { name: 'a boolean', value: false, kind: 'text', body: 'false', type: JSON_TYPE },
    { name: 'undefined', value: undefined, kind: 'json', body: undefined, type: JSON_TYPE },
    { name: 'a string negotiated as JSON is a JSON string', value: 'hi "x"', kind: 'json', body: '"hi \\"x\\""', type: JSON_TYPE },
    { name: 'a string negotiated as text is the text itself', value: 'hi "x"', kind: 'text', body: 'hi "x"', type: TEXT },
    { name: 'a string under a binary content', value: 'raw', kind: 'binary', body: 'raw', type: TEXT },
    { name: 'an empty string as text', value: '', kind: 'text', body: '', type: TEXT },
  ];
  it.each(rows)('$name', ({ value, kind, body, type }) => {
    const encoded = encodeBody(value, kind);
    expect(encoded).toEqual({ body, fallbackType: type });
    expect(encoded.length).toBeUndefined();
  });
});

describe('encodeBody: values that go out as bytes, unbuffered', () => {
  it('hands a Node stream over as it is', () => {
    const stream = Readable.from(['a', 'b']);
    expect(encodeBody(stream, 'binary')).toEqual({ body: stream, fallbackType: OCTETS });
  });

  it('hands a Node stream over even when JSON was negotiated', () => {
    const stream = Readable.from(['a']);
    expect(encodeBody(stream, 'json').body).toBe(stream);
  });

  it('reads a web stream through a Node stream, length unknown', async () => {
    const web = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('web '));
        controller.enqueue(new TextEncoder().encode('bytes'));
        controller.close();
      },
    });
    const encoded = encodeBody(web, 'binary');
    expect(encoded.fallbackType).toBe(OCTETS);
    expect(encoded.length).toBeUndefined();
    expect(await bytesOf(encoded.body)).toBe('web bytes');
  });

  it('streams a Blob with its size and its own type', async () => {
    const encoded = encodeBody(new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'binary');
    expect(encoded.length).toBe(6);
    expect(encoded.fallbackType).toBe('image/svg+xml');
    expect(await bytesOf(encoded.body)).toBe('<svg/>');
  });

  it('streams a Blob without a type as octets', async () => {
    const encoded = encodeBody(new Blob(['abc']), 'json');
    expect(encoded).toMatchObject({ length: 3, fallbackType: OCTETS });
    expect(await bytesOf(encoded.body)).toBe('abc');
  });

  it('sends bytes as they are, only the view of a larger buffer', () => {
    const whole = new TextEncoder().encode('..inside..');
    const view = whole.subarray(2, 8);
    const encoded = encodeBody(view, 'json');
    expect(Buffer.isBuffer(encoded.body)).toBe(true);
    expect((encoded.body as Buffer).toString('utf8')).toBe('inside');
    expect(encoded).toMatchObject({ length: 6, fallbackType: OCTETS });
  });

  it('sends a Buffer as it is', () => {
    const encoded = encodeBody(Buffer.from('buf'), 'text');
    expect(encoded).toEqual({ body: Buffer.from('buf'), length: 3, fallbackType: OCTETS });
  });

  it('sends an empty byte array with length 0', () => {
    expect(encodeBody(new Uint8Array(0), 'binary')).toEqual({ body: Buffer.alloc(0), length: 0, fallbackType: OCTETS });
  });

  it('takes plain objects and arrays for data even when they have a getReader method', () => {
    const object = { a: 1, getReader: () => 'not a stream' };
    expect(encodeBody(object, 'binary')).toEqual({ body: '{"a":1}', fallbackType: JSON_TYPE });
    const array = Object.assign([1, 2], { getReader: () => 'not a stream' });
    expect(encodeBody(array, 'binary')).toEqual({ body: '[1,2]', fallbackType: JSON_TYPE });
  });

  it('takes an object with a getReader method for a web stream only when it is a function', () => {
    class Reader {
      getReader = 'no';
    }
    expect(encodeBody(new Reader(), 'json')).toEqual({ body: '{"getReader":"no"}', fallbackType: JSON_TYPE });
  });
});
