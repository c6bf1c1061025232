/**
 * A second opinion on the wire format from an independent validator: the wire fixture's
 * generated OpenAPI export is served by Stoplight Prism (`prism mock --errors`), the generated
 * wire client calls every operation against it, and Prism must find nothing to object to (no
 * 4xx with `sl-violations`) and answer the declared status. Prism treats any `+json` type as
 * JSON and matches versioned types only as the export lists them, so this complements the
 * exact-header checks of wire-conformance.test.ts rather than replacing them.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WireClient, WireModule } from '../emit/client/support/wire-package.ts';
import { generateApi, type GeneratedApi } from '../contract/support/generated-api.ts';
import { EVERY_QUERY_STYLE } from '../contract/support/wire-recording.ts';
import { startPrism, type RunningPrism } from './support/prism.ts';

let generated: GeneratedApi;
let prism: RunningPrism;
let wire: WireModule;
const clients: Record<1 | 2, WireClient> = {} as never;
let upload: File;

beforeAll(async () => {
  generated = await generateApi('test/fixtures/manifests/wire.yaml', ['client', 'openapi']);
  prism = await startPrism(join(generated.outDir, 'openapi.json'));
  wire = await generated.importClient<WireModule>();
  for (const apiVersion of [1, 2] as const) clients[apiVersion] = new wire.WireClient({ apiKey: 'k', baseURL: prism.url, maxRetries: 0, apiVersion });
  upload = await wire.toFile(new Uint8Array(MiB).fill(7), 'a.bin');
}, 120_000);
afterAll(async () => {
  await prism?.close();
  generated?.remove();
});

/** Returns the call's APIPromise unawaited, so its response can be inspected. */
type Call = () => { withResponse(): Promise<{ data: unknown; response: Response }> };
const MiB = 1024 * 1024;
const item = { id: 1, name: 'a', tags: ['x'] };

/** Every operation, called the way a user would, with the status the manifest declares. */
const calls: Record<string, { status: number; call: Call[] }> = {
  create_item: { status: 201, call: [() => clients[1].bodies.createItem({ body: item }) as any, () => clients[2].bodies.createItem({ body: item }) as any] },
  patch_item: { status: 200, call: [() => clients[2].bodies.patchItem({ itemId: 42, body: item }) as any] },
  create_charge: {
    status: 200,
    call: [() => clients[2].bodies.createCharge({ body: { amount: 2000, currency: 'eur', metadata: { order: 'A 1' }, items: [{ price: 'p_1', quantity: 2 }, { price: 'p_2' }] } }) as any],
  },
  // Without `labels`: Prism cannot read an array from multipart parts, see the last test.
  upload_file: { status: 201, call: [() => clients[2].bodies.uploadFile({ body: { file: upload, description: 'd' } }) as any] },
  put_blob: { status: 200, call: [() => clients[2].bodies.putBlob({ blobId: 'b1', body: new Blob([new Uint8Array(2 * MiB).fill(9)]).stream() }) as any] },
  put_note: { status: 204, call: [() => clients[2].bodies.putNote({ noteId: 'n1', body: 'héllo' }) as any] },
  import_items: {
    status: 202,
    call: [() => clients[2].bodies.importItems({ body: [item] }) as any, () => clients[2].bodies.importItems({ body: 'id,name\n1,a\n' }, { contentType: 'text/csv' }) as any],
  },
  download_blob: { status: 200, call: [() => clients[2].responses.downloadBlob({ blobId: 'b1' }) as any] },
  export_items: { status: 200, call: [() => clients[2].responses.exportItems() as any] },
  delete_item: { status: 204, call: [() => clients[2].responses.deleteItem({ itemId: 3 }) as any] },
  get_item: { status: 200, call: [() => clients[1].responses.getItem({ itemId: 5 }) as any, () => clients[2].responses.getItem({ itemId: 5 }) as any] },
  search_items: {
    status: 200,
    // The object header goes along: Prism crashes on an absent optional one (it splits undefined).
    call: [() => clients[2].parameters.searchItems({ ...EVERY_QUERY_STYLE, xTrace: ['t1', 't2'], xTenant: { home: 't-1', retries: 3 } }) as any],
  },
  get_issue: { status: 200, call: [() => clients[2].parameters.getIssue({ owner: 'octo cat', issueNumber: 12 }) as any] },
  // Prism does not validate parameters sent as JSON text (it takes `where=notjson`); wire-round-trip.test.ts checks them.
  find_items: { status: 200, call: [() => clients[2].parameters.findItems({ scope: { team: 'core' }, where: { name: 'a' }, xFilter: [1, 2] }) as any] },
};

/**
 * Operations Prism cannot take, with the reason; wire-round-trip.test.ts checks them against the
 * generated server instead.
 */
const beyondPrism: Record<string, string> = {
  // Lists and objects in the path (simple, label and matrix styles): Prism 5 throws
  // "value.split is not a function" in its path deserialiser and stops answering altogether.
  get_tiles: 'Prism crashes on list and object path values',
};

it('calls every operation of wire.yaml', () => {
  expect([...Object.keys(calls), ...Object.keys(beyondPrism)].sort()).toEqual(generated.api.operations.map((op) => op.name).sort());
});

it.each(Object.entries(calls))('%s: Prism finds no violation and answers the declared status', async (name, { status, call }) => {
  for (const make of call) {
    const outcome = await make()
      .withResponse()
      .then(({ data, response }) => ({ status: response.status, violations: response.headers.get('sl-violations'), data }))
      .catch((error: { status?: number; response?: Response; message: string }) => ({
        status: error.status,
        violations: error.response?.headers.get('sl-violations') ?? error.message,
        data: undefined,
      }));
    expect(outcome.violations, prism.output().slice(-2000)).toBeNull();
    expect(outcome.status).toBe(status);
    // Prism mocks a binary response with the schema's example text ("string"), so only its
    // delivery as a Response is checked here; the bytes are checked in wire-round-trip.test.ts.
    if (name === 'download_blob') expect(outcome.data).toBeInstanceOf(Response);
    if (status === 204) expect(outcome.data).toBeUndefined();
  }
});

/**
 * OpenAPI writes a multipart array as one part per item under the property's name, which is
 * what the client sends (and the generated server reads, see wire-round-trip.test.ts). Prism
 * reads repeated parts as a single string and objects that the property "must be array",
 * whatever the count; this pins that limitation, so `labels` can join the call above once a
 * Prism release reads such parts.
 */
it('Prism limitation: a multipart array field is refused for its type alone', async () => {
  const error = await clients[2].bodies.uploadFile({ body: { file: upload, labels: ['a', 'b'] } }).then(
    () => undefined,
    (failure: { status?: number; response?: Response }) => failure,
  );
  expect(error?.status).toBe(422);
  const violations = JSON.parse(error?.response?.headers.get('sl-violations') ?? '[]') as { location: string[]; code: string }[];
  expect(violations.map((v) => [v.location.join('.'), v.code])).toEqual([['request.body.labels', 'type']]);
});
