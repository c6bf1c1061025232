/**
 * `multipart/form-data` request bodies as the server runtime reads them
 * (templates/server/core/multipart-body.ts, uploaded-file.ts), over real loopback HTTP through
 * `readRequestBody` (support/body-reader.ts) and through `readMultipart` on a stream: text fields
 * and files by name, lists, the shape's conversion, part and size limits, malformed and cut-off
 * bodies, and the temporary files left behind (none, after cleanup or a failure).
 */
import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { readMultipart } from '../../../templates/server/core/multipart-body.ts';
import type { ServerOptions } from '../../../templates/server/core/options.ts';
import type { ContentSpec } from '../../../templates/server/core/service.ts';
import { isUploadedFile, uploadedFile } from '../../../templates/server/core/uploaded-file.ts';
import { type BodyReport, problem, tooLarge, useBodyServer } from './support/body-reader.ts';

// A body that is never read to its end hangs its request: fail such a test soon, not at the suite's 30 s.
vi.setConfig({ testTimeout: 5_000 });

const server = useBodyServer();
const { send } = server;

const MULTIPART: ContentSpec = {
  mediaType: 'multipart/form-data',
  kind: 'multipart',
  shape: { properties: { title: 'string', pages: 'integer', doc: 'file', scans: { items: 'file' } } },
};

interface Part {
  name: string;
  value: string;
  filename?: string;
  type?: string;
  /** Replaces the Content-Disposition header. */
  disposition?: string;
}

const BOUNDARY = 'sdkgen-test-boundary';
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function multipartBody(parts: Part[], end = `--${BOUNDARY}--\r\n`): Buffer {
  const chunks = parts.map(({ name, value, filename, type, disposition }) => {
    const head = [`--${BOUNDARY}`, `Content-Disposition: ${disposition ?? `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`}`];
    if (type) head.push(`Content-Type: ${type}`);
    return `${head.join('\r\n')}\r\n\r\n${value}\r\n`;
  });
  return Buffer.from(chunks.join('') + end, 'utf8');
}

/** What JSON.parse says of `text`, as the problem quotes it. */
const jsonError = (text: string) => {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

const sendParts = (parts: Part[], options: ServerOptions = {}, body = multipartBody(parts)) =>
  send({ contents: [MULTIPART], options, headers: { 'content-type': MULTIPART_TYPE }, body });

/** What the handler gets for a file part: the `index`th file of the request. */
const fileOf = (fieldName: string, filename: string, type: string, content: string, index = 0) => ({
  file: { fieldName, filename, type, size: Buffer.byteLength(content), text: content, bytes: content, streamed: content, existed: true, at: `sdkgen-upload-*/${index}` },
});

describe('multipart bodies', () => {
  it.each<[string, Part[], unknown]>([
    ['text fields converted by the shape; a file as an UploadedFile', [
      { name: 'title', value: 'Report' },
      { name: 'pages', value: '3' },
      { name: 'doc', value: 'hello', filename: 'a.txt', type: 'text/plain' },
    ], { title: 'Report', pages: 3, doc: fileOf('doc', 'a.txt', 'text/plain', 'hello') }],
    ['a part of type octet-stream is a file, even without a name', [{ name: 'doc', value: 'bytes', type: 'application/octet-stream' }], { doc: fileOf('doc', '', 'application/octet-stream', 'bytes') }],
    ['a file keeps its own type and a UTF-8 name', [{ name: 'doc', value: 'png', filename: 'résumé.png', type: 'image/png' }], { doc: fileOf('doc', 'résumé.png', 'image/png', 'png') }],
    ['a list declared by the shape, from one file', [{ name: 'scans', value: 'one', filename: '1.txt' }], { scans: [fileOf('scans', '1.txt', 'text/plain', 'one')] }],
    ['a list named with [], in the order sent', [
      { name: 'extra[]', value: 'first', filename: 'x' },
      { name: 'extra[]', value: 'second', filename: 'y' },
    ], { extra: [fileOf('extra[]', 'x', 'text/plain', 'first'), fileOf('extra[]', 'y', 'text/plain', 'second', 1)] }],
    ['a repeated undeclared name makes a list', [
      { name: 'other', value: 'a', filename: 'a' },
      { name: 'other', value: 'b', filename: 'b' },
    ], { other: [fileOf('other', 'a', 'text/plain', 'a'), fileOf('other', 'b', 'text/plain', 'b', 1)] }],
    ['files after repeated text fields of their name', [
      { name: 'other', value: 'a' },
      { name: 'other', value: 'b' },
      { name: 'other', value: 'c', filename: 'c' },
    ], { other: ['a', 'b', fileOf('other', 'c', 'text/plain', 'c')] }],
    ['a file beside a text field of its name', [
      { name: 'other', value: 'text' },
      { name: 'other', value: 'b', filename: 'b' },
    ], { other: ['text', fileOf('other', 'b', 'text/plain', 'b')] }],
    ['a file under a prototype member name is undeclared', [{ name: 'toString', value: 'b', filename: 'b' }], { toString: fileOf('toString', 'b', 'text/plain', 'b') }],
    ['bracket names nest', [{ name: 'meta[a]', value: '1' }], { meta: { a: '1' } }],
    // The generated client sends an object field as a JSON Blob, which FormData names like a file (Box's attributes).
    ['a JSON part with a file name is a parsed field', [{ name: 'meta', value: '{"name":"Photo.png","parent":{"id":"0"}}', filename: 'meta.json', type: 'application/json' }], { meta: { name: 'Photo.png', parent: { id: '0' } } }],
    ['a JSON part without a file name too, of a +json type with parameters', [{ name: 'meta', value: '[1,2]', type: 'application/vnd.x+json; charset=utf-8' }], { meta: [1, 2] }],
    ['a text/json part too', [{ name: 'meta', value: '{"a":1}', type: 'Text/JSON; charset=utf-8' }], { meta: { a: 1 } }],
    ['but not a text/jsonl part', [{ name: 'meta', value: '{"a":1}', type: 'text/jsonl' }], { meta: '{"a":1}' }],
    ['JSON parts of one name, or named with [], make a list in the order sent', [
      { name: 'tags[]', value: '{"a":1}', filename: 'a.json', type: 'application/json' },
      { name: 'tags[]', value: '{"b":2}', type: 'application/json' },
    ], { tags: [{ a: 1 }, { b: 2 }] }],
    ['a JSON part, then a file (Box: attributes before the file)', [
      { name: 'meta', value: '{"name":"a.txt"}', filename: 'meta.json', type: 'application/json' },
      { name: 'doc', value: 'hello', filename: 'a.txt', type: 'text/plain' },
    ], { meta: { name: 'a.txt' }, doc: fileOf('doc', 'a.txt', 'text/plain', 'hello') }],
    ['a JSON part the shape declares text stays text', [{ name: 'title', value: '{"a":1}', type: 'application/json' }], { title: '{"a":1}' }],
    ['a JSON part the shape declares a file stays a file', [{ name: 'doc', value: '{}', filename: 'doc.json', type: 'application/json' }], { doc: fileOf('doc', 'doc.json', 'application/json', '{}') }],
    ['a part that is not form-data is skipped', [{ name: 'x', value: 'y', disposition: 'attachment' }], {}],
  ])('%s', async (_name, parts, value) => {
    expect(await sendParts(parts)).toStrictEqual({ value, kind: 'multipart', cleaned: true });
  });

  it.each<[string, ContentSpec]>([
    ['no shape', { mediaType: 'multipart/form-data', kind: 'multipart' }],
    ['a shape that is not an object of fields', { mediaType: 'multipart/form-data', kind: 'multipart', shape: 'unknown' }],
  ])('with %s, fields stay text and files go in by name', async (_name, content) => {
    const body = multipartBody([{ name: 'pages', value: '3' }, { name: 'scans', value: 'x', filename: 'x' }]);
    expect(await send({ contents: [content], headers: { 'content-type': MULTIPART_TYPE }, body })).toStrictEqual({ value: { pages: '3', scans: fileOf('scans', 'x', 'text/plain', 'x') }, kind: 'multipart', cleaned: true });
  });

  it('a field that does not convert (no validators) is a 400, and the files read before it are removed', async () => {
    const report = await sendParts([{ name: 'doc', value: 'x', filename: 'a' }, { name: 'pages', value: 'many' }]);
    expect(report).toStrictEqual(problem(400, 'invalid-body', 'Field pages must be an integer.', { extensions: { field: 'pages' } }));
    expect(readdirSync(server.uploads)).toEqual([]);
  });

  it('a JSON part that does not parse is a 400 naming it, and nothing is left behind', async () => {
    const report = await sendParts([{ name: 'doc', value: 'x', filename: 'a' }, { name: 'meta', value: '{"a":', filename: 'meta.json', type: 'application/json' }]);
    expect(report).toStrictEqual(problem(400, 'malformed-multipart', `The part meta is not valid JSON: ${jsonError('{"a":')}`));
    expect(readdirSync(server.uploads)).toEqual([]);
  });

  it('lenient with validators: a field that does not convert stays text', async () => {
    expect(await sendParts([{ name: 'pages', value: 'many' }], { validators: { op: {} } })).toStrictEqual({ value: { pages: 'many' }, kind: 'multipart', cleaned: true });
    expect(await sendParts([{ name: 'pages', value: 'many' }])).toStrictEqual(problem(400, 'invalid-body', 'Field pages must be an integer.', { extensions: { field: 'pages' } }));
  });

  it.each<[string, Part[], ServerOptions, BodyReport]>([
    ['a text field over the body limit', [{ name: 'title', value: 'hello' }], { bodyLimit: 4 }, tooLarge('The field title exceeds the limit of 4 bytes.')],
    ['a file over the upload limit', [{ name: 'doc', value: 'hello', filename: 'a' }], { uploadLimit: 4 }, tooLarge('The file doc exceeds the limit of 4 bytes.')],
    ['a second file over the upload limit', [{ name: 'doc', value: 'ok', filename: 'a' }, { name: 'scans', value: 'hello', filename: 'b' }], { uploadLimit: 4 }, tooLarge('The file scans exceeds the limit of 4 bytes.')],
  ])('413 for %s, and nothing left behind', async (_name, parts, options, want) => {
    expect(await sendParts(parts, options)).toStrictEqual(want);
    expect(readdirSync(server.uploads)).toEqual([]);
  });

  it('up to the limits is fine', async () => {
    const parts = [{ name: 'title', value: 'four' }, { name: 'doc', value: 'five!', filename: 'a' }];
    expect(await sendParts(parts, { bodyLimit: 4, uploadLimit: 5 })).toMatchObject({ value: { title: 'four', doc: { file: { size: 5 } } } });
  });

  const many = (count: number, part: (i: number) => Part) => Array.from({ length: count }, (_, i) => part(i));
  const tooManyParts = tooLarge('The multipart body has more parts than the limit of 1100.');
  it.each<[string, Part[]]>([
    ['more than 100 files', many(101, (i) => ({ name: `f${i}`, value: 'x', filename: 'x' }))],
    ['more than 1,000 fields', many(1001, (i) => ({ name: `f${i}`, value: 'x' }))],
    ['1,100 parts', many(1100, (i) => ({ name: `f${i}`, value: 'x', disposition: 'attachment' }))],
  ])('413 for %s', async (_name, parts) => {
    expect(await sendParts(parts)).toStrictEqual(tooManyParts);
    expect(readdirSync(server.uploads)).toEqual([]);
  });

  it('100 files and 1,000 fields are fine', async () => {
    const files = many(100, (i) => ({ name: `f${i}`, value: 'x', filename: 'x' }));
    const report = await sendParts(files);
    expect(Object.keys(report.value as object)).toHaveLength(100);
    const fields = many(999, (i) => ({ name: `g${i}`, value: 'x' }));
    expect(Object.keys((await sendParts(fields)).value as object)).toHaveLength(999);
  });

  it('400 for a multipart body without a boundary', async () => {
    const report = await send({ contents: [MULTIPART], headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    expect(report).toStrictEqual(problem(400, 'malformed-multipart', 'The multipart body cannot be read: Multipart: Boundary not found'));
  });

  it('400 for a multipart body cut short, and nothing left behind', async () => {
    const body = multipartBody([{ name: 'doc', value: 'hello', filename: 'a' }], `--${BOUNDARY}\r\nContent-Disposition: form-data; name="b"; filename="b"\r\n\r\npartial`);
    expect(await sendParts([], {}, body)).toStrictEqual(problem(400, 'malformed-multipart', 'The multipart body cannot be read: Unexpected end of form'));
    expect(readdirSync(server.uploads)).toEqual([]);
  });
});

describe('readMultipart on a stream', () => {
  it('a failing request fails a multipart read with its error, and the rest is drained', async () => {
    const source = new Readable({ read() {} });
    const reading = readMultipart(source, { 'content-type': MULTIPART_TYPE }, undefined, { fieldLimit: 10, fileLimit: 10 });
    source.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx`);
    source.destroy(new Error('aborted'));
    await expect(reading).rejects.toThrow('aborted');
  });

  const readParts = (parts: Part[]) =>
    readMultipart(Readable.from([multipartBody(parts)]), { 'content-type': MULTIPART_TYPE }, { properties: { n: 'integer' } }, { fieldLimit: 10, fileLimit: 10 });

  it('converts strictly unless told to be lenient', async () => {
    await expect(readParts([{ name: 'n', value: 'x' }])).rejects.toMatchObject({ status: 400, message: 'Field n must be an integer.' });
  });

  it('cleans up as often as asked', async () => {
    const body = await readParts([{ name: 'f', value: 'x', filename: 'x' }]);
    await body.cleanup();
    await expect(body.cleanup()).resolves.toBeUndefined();
  });

  it('a multipart part over its limit stops the parser and drains the request', async () => {
    const source = new Readable({ read() {} });
    const reading = readMultipart(source, { 'content-type': MULTIPART_TYPE }, undefined, { fieldLimit: 2, fileLimit: 10 });
    source.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nxyz\r\n--${BOUNDARY}\r\n`);
    await expect(reading).rejects.toMatchObject({ status: 413 });
    expect(source.readableFlowing).toBe(true);
    expect(source.listenerCount('data')).toBe(0);
  });
});

describe('isUploadedFile', () => {
  it('is true only for files this server made', () => {
    const info = { fieldName: 'f', filename: 'a', type: 'text/plain', size: 1, path: '/nonexistent' };
    expect(isUploadedFile(uploadedFile(info))).toBe(true);
    expect(isUploadedFile({ ...uploadedFile(info) })).toBe(false);
    expect(isUploadedFile(null)).toBe(false);
    expect(isUploadedFile('a')).toBe(false);
  });
});
