/**
 * The wire client's types under `tsc --strict` (its own tsconfig): parameters typed from their
 * schemas, bodies typed by media type, responses by kind. Each `@ts-expect-error` line must
 * fail to compile, or tsc reports the directive as unused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type EmittedPackage, typeCheck } from './support/emitted-package.ts';
import { emitWirePackage } from './support/wire-package.ts';

let emitted: EmittedPackage;
beforeAll(async () => {
  emitted = await emitWirePackage();
}, 60_000);
afterAll(() => emitted.remove());

const usage = `
import { type Item, toFile, type Uploadable, WireClient } from './index.ts';

const client = new WireClient({ apiKey: 'k' });

// Path parameters keep their schema's type.
const issue: Item = await client.parameters.getIssue({ owner: 'o', issueNumber: 42 });
// @ts-expect-error an integer path parameter is not a string
await client.parameters.getIssue({ owner: 'o', issueNumber: '42' });
// Query parameters too: enums, booleans, arrays and objects.
await client.parameters.searchItems({ sort: 'name', active: true, ids: [1], created: { gte: 1 } });
// @ts-expect-error not one of the enum's values
await client.parameters.searchItems({ sort: 'size' });

// Bodies by kind.
const file: Uploadable = await toFile(new Uint8Array([1]), 'a.bin');
await client.bodies.uploadFile({ body: { file, description: 'd' } });
await client.bodies.uploadFile({ body: { file: new Blob(['x']) } });
// @ts-expect-error a file field takes bytes, not a string
await client.bodies.uploadFile({ body: { file: 'not a file' } });
await client.bodies.putBlob({ blobId: 'b', body: new Blob(['x']).stream() });
// @ts-expect-error a raw body is bytes, not an object
await client.bodies.putBlob({ blobId: 'b', body: { id: 1 } });
// @ts-expect-error a text body is a string
await client.bodies.putNote({ noteId: 'n', body: 42 });
await client.bodies.importItems({ body: 'id\\n1' }, { contentType: 'text/csv' });
// @ts-expect-error only the declared media types can be picked
await client.bodies.importItems({ body: 'id\\n1' }, { contentType: 'application/xml' });

// Responses by kind.
const none: void = await client.responses.deleteItem({ itemId: 1 });
// @ts-expect-error 204 gives nothing to read
const nothing: Item = await client.responses.deleteItem({ itemId: 1 });
const csv: string = await client.responses.exportItems();
const download: Response = await client.responses.downloadBlob({ blobId: 'b' });
const bytes: ArrayBuffer = await download.arrayBuffer();

// Escape hatches.
const extra: unknown = await client.request({ method: 'GET', path: '/v1/other', query: { region: 'eu' } });
await client.responses.getItem({ itemId: 1 }, { query: { expand: 'tags' }, headers: { 'X-Extra': '1' } });

export { issue, none, nothing, csv, bytes, extra };
`;

it('types parameters, bodies and responses by their schemas and media types', async () => {
  emitted.write('client/src/usage.ts', usage);
  const result = await typeCheck(emitted.client);
  expect(result.output).toBe('');
  expect(result.code).toBe(0);
}, 60_000);
