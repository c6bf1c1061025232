/**
 * Request bodies by media type (issue 12), checked byte by byte on a recording loopback server
 * with the client emitted from the wire fixture: versioned JSON, a fixed +json type, bracket
 * forms, multipart with files, raw bytes streamed without buffering, text, and a per-call
 * choice among several declared types.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { useWireHarness } from './support/wire-package.ts';

const harness = useWireHarness();
beforeEach(() => harness.server.reset(() => ({ json: { id: 1, name: 'n' } })));

const only = () => {
  expect(harness.server.requests).toHaveLength(1);
  return harness.server.requests[0]!;
};

describe('JSON', () => {
  it('sends the versioned vendor type of the version sent, and accepts it back', async () => {
    await harness.client.bodies.createItem({ body: { id: 1, name: 'a' } });
    await harness.client.bodies.createItem({ body: { id: 2, name: 'b' } }, { apiVersion: 1 });
    const [v2, v1] = harness.server.requests;
    expect(v2!.headers['content-type']).toBe('application/vnd.wire.v2+json');
    expect(v2!.headers.accept).toBe('application/vnd.wire.v2+json, application/problem+json');
    expect(v2!.body).toBe('{"id":1,"name":"a"}');
    expect(v1!.headers['content-type']).toBe('application/vnd.wire.v1+json');
    expect(v1!.headers.accept).toBe('application/vnd.wire.v1+json, application/problem+json');
  });

  it('sends a fixed structured-syntax type as declared', async () => {
    await harness.client.bodies.patchItem({ itemId: 42, body: { id: 42, name: 'x' } });
    const request = only();
    expect(request.rawPath).toBe('/v1/items/42');
    expect(request.headers['content-type']).toBe('application/merge-patch+json');
  });
});

describe('URL-encoded form', () => {
  it('writes nested objects and arrays in bracket style', async () => {
    await harness.client.bodies.createCharge({
      body: { amount: 2000, currency: 'eur', metadata: { order: 'A 1', 'ref&': 'x=y' }, items: [{ price: 'p_1', quantity: 2 }, { price: 'p_2' }] },
    });
    const request = only();
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.body).toBe(
      'amount=2000&currency=eur&metadata[order]=A+1&metadata[ref%26]=x%3Dy&items[0][price]=p_1&items[0][quantity]=2&items[1][price]=p_2',
    );
  });
});

describe('multipart', () => {
  /** A multipart body as fetch writes it: each part's header lines, a blank line and the content. */
  const multipart = (boundary: string, ...parts: string[][]) =>
    [...parts.flatMap((part) => [`--${boundary}`, ...part]), `--${boundary}--`, ''].join('\r\n');
  const boundaryOf = (contentType: string | undefined) => /^multipart\/form-data; boundary=(.+)$/.exec(contentType ?? '')?.[1];

  it('sends a FormData whose boundary fetch sets, with typed fields and the declared part type', async () => {
    const file = await harness.wire.toFile(new TextEncoder().encode('ACGT\n'), 'reads.fastq', { type: 'text/plain' });
    await harness.client.bodies.uploadFile({ body: { file, description: 'my reads', labels: ['a', 'b'] } });
    const request = only();
    const boundary = boundaryOf(request.headers['content-type']);
    expect(boundary).toBeDefined();
    expect(request.body).toBe(
      multipart(
        boundary!,
        ['Content-Disposition: form-data; name="file"; filename="reads.fastq"', 'Content-Type: application/octet-stream', '', 'ACGT\n'],
        ['Content-Disposition: form-data; name="description"', '', 'my reads'],
        ['Content-Disposition: form-data; name="labels"', '', 'a'],
        ['Content-Disposition: form-data; name="labels"', '', 'b'],
      ),
    );
  });

  it.each([
    ['a Blob', () => new Blob(['bytes'])],
    ['a Uint8Array', () => new TextEncoder().encode('bytes')],
    ['an ArrayBuffer', () => new TextEncoder().encode('bytes').buffer],
    ['a web ReadableStream', () => new Blob(['by', 'tes']).stream()],
    ['a Node readable', () => Readable.from([Buffer.from('by'), Buffer.from('tes')])],
  ])('accepts %s as a file, named after its field', async (_name, make) => {
    await harness.client.bodies.uploadFile({ body: { file: make() } });
    const request = only();
    const boundary = boundaryOf(request.headers['content-type']);
    expect(request.body).toBe(
      multipart(boundary!, ['Content-Disposition: form-data; name="file"; filename="file"', 'Content-Type: application/octet-stream', '', 'bytes']),
    );
  });
});

describe('raw bytes', () => {
  const MIB = 1024 * 1024;

  it('streams a large ReadableStream as it is pulled, never buffering it whole', async () => {
    const chunk = 64 * 1024;
    const total = 8 * MIB;
    let produced = 0;
    const hash = createHash('sha256');
    const source = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (produced === total) return controller.close();
        // The last half is only produced once the server has received bytes: a client that read
        // the whole stream before sending would never get here, and the test would not finish.
        if (produced >= total / 2) await until(() => harness.server.bytesReceived > 0);
        const bytes = new Uint8Array(chunk).fill(produced / chunk);
        hash.update(bytes);
        produced += chunk;
        controller.enqueue(bytes);
      },
    }, { highWaterMark: 0 });
    harness.server.reset(() => ({ json: { name: 'b', size: total } }));
    await harness.client.bodies.putBlob({ blobId: 'big.bin', body: source });
    const request = only();
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(request.bytes.length).toBe(total);
    expect(createHash('sha256').update(request.bytes).digest('hex')).toBe(hash.digest('hex'));
  }, 60_000);

  it.each([
    ['a Blob', () => new Blob([new Uint8Array([0, 1, 255])])],
    ['a Uint8Array', () => new Uint8Array([0, 1, 255])],
    ['an ArrayBuffer', () => new Uint8Array([0, 1, 255]).buffer],
    ['a Node readable', () => Readable.from([Buffer.from([0]), Buffer.from([1, 255])])],
  ])('passes %s through unchanged', async (_name, make) => {
    await harness.client.bodies.putBlob({ blobId: 'b', body: make() });
    const request = only();
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect([...request.bytes]).toEqual([0, 1, 255]);
  });
});

describe('text and a choice of types', () => {
  it('sends a text body as it is', async () => {
    harness.server.reset(() => ({ status: 204 }));
    expect(await harness.client.bodies.putNote({ noteId: 'n1', body: 'héllo\nwörld' })).toBeUndefined();
    const request = only();
    expect(request.headers['content-type']).toBe('text/plain');
    expect(request.body).toBe('héllo\nwörld');
  });

  it('sends the first declared type by default, and another when the call picks it', async () => {
    await harness.client.bodies.importItems({ body: [{ id: 1, name: 'a' }] });
    await harness.client.bodies.importItems({ body: 'id,name\n1,a\n' }, { contentType: 'text/csv' });
    const [asJson, asCsv] = harness.server.requests;
    expect(asJson!.headers['content-type']).toBe('application/json');
    expect(asJson!.body).toBe('[{"id":1,"name":"a"}]');
    expect(asCsv!.headers['content-type']).toBe('text/csv');
    expect(asCsv!.body).toBe('id,name\n1,a\n');
  });

  it('refuses a type the operation does not declare, before sending', async () => {
    await expect(harness.client.bodies.importItems({ body: 'x' }, { contentType: 'application/xml' })).rejects.toThrow(/cannot be sent as application\/xml/);
    expect(harness.server.requests).toHaveLength(0);
  });
});

/** Resolves once `condition` holds, checking whenever the event loop comes round. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
