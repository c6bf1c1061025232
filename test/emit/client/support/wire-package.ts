/**
 * The client emitted from the wire fixture (test/fixtures/manifests/wire.yaml), written to a
 * temporary folder and imported, for byte-by-byte tests against a recording loopback server.
 */
import { afterAll, beforeAll } from 'vitest';
import { emitClient } from '../../../../generator/emit/client/index.ts';
import { loadApi } from '../../../../generator/ir/build.ts';
import { startServer, type TestServer } from '../../../templates/client/support/server.ts';
import { type EmittedPackage, writePackage } from './emitted-package.ts';

export const WIRE_MANIFEST = 'test/fixtures/manifests/wire.yaml';

type Call = (params?: object, options?: object) => Promise<unknown> & { asResponse(): Promise<Response> };

/** The part of the emitted module the tests use. */
export interface WireModule {
  WireClient: new (options: { apiKey: string; baseURL: string; maxRetries?: number; apiVersion?: number }) => WireClient;
  toFile(data: unknown, filename: string, options?: { type?: string }): Promise<File>;
}

export interface WireClient {
  bodies: Record<'createItem' | 'patchItem' | 'createCharge' | 'uploadFile' | 'putBlob' | 'putNote' | 'importItems', Call>;
  responses: Record<'downloadBlob' | 'exportItems' | 'deleteItem' | 'getItem', Call>;
  parameters: Record<'searchItems' | 'getIssue' | 'getTiles' | 'findItems', Call>;
  request(request: object, options?: object): Promise<unknown>;
}

/** Emit and write the wire client; `remove()` the package when done. */
export async function emitWirePackage(): Promise<EmittedPackage> {
  return writePackage(emitClient(await loadApi(WIRE_MANIFEST)));
}

export async function importWireClient(emitted: EmittedPackage): Promise<WireModule> {
  return (await import(`${emitted.client}/src/index.ts`)) as WireModule;
}

export interface WireHarness {
  server: TestServer;
  emitted: EmittedPackage;
  wire: WireModule;
  /** Without retries, on the recording server, with API key `k-1`. */
  client: WireClient;
}

/**
 * Registers hooks that start a recording server and import the wire client before the file's
 * tests, and stop and remove both after them; the harness is filled in by `beforeAll`.
 */
export function useWireHarness(): WireHarness {
  const harness = {} as WireHarness;
  beforeAll(async () => {
    harness.server = await startServer();
    harness.emitted = await emitWirePackage();
    harness.wire = await importWireClient(harness.emitted);
    harness.client = new harness.wire.WireClient({ apiKey: 'k-1', baseURL: harness.server.url, maxRetries: 0 });
  }, 60_000);
  afterAll(async () => {
    await harness.server?.close();
    harness.emitted?.remove();
  });
  return harness;
}
