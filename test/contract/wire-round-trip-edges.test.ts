/**
 * Edge values through the wire fixture's generated client and server: the values a client is
 * tempted to drop or mangle (false, 0, negative numbers, empty lists and files, `%` and `.` in
 * path segments, Node streams as files and bodies, non-ASCII file names, empty typed bodies)
 * must arrive exactly as given.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { onlyRequest, useWireRoundTrip } from './support/wire-harness.ts';
import { digestOf } from './support/wire-recording.ts';

const harness = useWireRoundTrip();
const client = () => harness.clients[2];
const only = () => onlyRequest(harness.server);

describe('values that are easy to lose', () => {
  it('false, 0 and an empty list: the first two arrive typed, the list is left out', async () => {
    await client().parameters.searchItems({ active: false, limit: 0, tags: [], created: { gte: 0 } });
    const { wire, seen } = only();
    expect(wire.url).toBe('/v1/items?created[gte]=0&limit=0&active=false');
    expect(seen.query).toEqual({ created: { gte: 0 }, limit: 0, active: false });
  });

  it('0 and negative integers in the path arrive as numbers', async () => {
    expect(await client().responses.getItem({ itemId: 0 })).toEqual({ id: 0, name: 'v2' });
    expect(await client().responses.deleteItem({ itemId: -1 })).toBeUndefined();
    expect(harness.server.seen.map((seen) => seen.params)).toEqual([{ itemId: 0 }, { itemId: -1 }]);
  });

  it('"%" and "." inside a path segment stay inside it', async () => {
    await client().parameters.getIssue({ owner: '100%', issueNumber: 1 });
    await client().parameters.getIssue({ owner: 'a.b', issueNumber: 2 });
    expect(harness.server.wire.map((wire) => wire.url)).toEqual(['/v1/repos/100%25/issues/1', '/v1/repos/a.b/issues/2']);
    expect(harness.server.seen.map((seen) => seen.params.owner)).toEqual(['100%', 'a.b']);
  });

  it('a form with an amount of 0, an empty currency and one partial item', async () => {
    const charge = { amount: 0, currency: '', items: [{ quantity: 3 }] };
    expect(await client().bodies.createCharge({ body: charge })).toEqual(charge);
  });
});

describe('files and streams', () => {
  it('an empty multipart file arrives as an empty file', async () => {
    expect(await client().bodies.uploadFile({ body: { file: new Uint8Array(0) } })).toEqual({ name: 'file', size: 0, type: 'application/octet-stream' });
    expect(only().seen.body).toEqual({ file: { fieldName: 'file', filename: 'file', type: 'application/octet-stream', ...(await digestOf([])) } });
  });

  it('Node readables as a multipart file and as a raw body', async () => {
    const chunks = () => Readable.from([Buffer.from('ab'), Buffer.from('c')]);
    await client().bodies.uploadFile({ body: { file: chunks() } });
    await client().bodies.putBlob({ blobId: 'n', body: chunks() });
    const abc = await digestOf([Buffer.from('abc')]);
    expect(harness.server.seen.map((seen) => seen.body)).toEqual([{ file: { fieldName: 'file', filename: 'file', type: 'application/octet-stream', ...abc } }, { readable: true, ...abc }]);
  });

  // fetch (like browsers) writes the filename as raw UTF-8; busboy decoded it as latin1
  // (`rÃ©sumÃ©.txt`) until the server set `defParamCharset: 'utf8'`.
  it('a non-ASCII file name arrives as sent', async () => {
    const file = await harness.wire.toFile(new Uint8Array([1]), 'résumé.txt');
    expect(await client().bodies.uploadFile({ body: { file } })).toMatchObject({ name: 'résumé.txt' });
  });

  // A required body that is present but empty (Content-Length: 0 with its Content-Type) was
  // refused with 400 "A request body is required", although '' is a valid `type: string` text
  // and a zero-byte blob a valid binary body (an empty multipart file is accepted, see above).
  it('an empty text body and an empty binary body are accepted', async () => {
    expect(await client().bodies.putNote({ noteId: 'n', body: '' })).toBeUndefined();
    expect(await client().bodies.putBlob({ blobId: 'b', body: new Uint8Array(0) })).toEqual({ name: 'b', size: 0 });
  });
});
