/**
 * Hooks for a test file that runs the wire fixture's generated client against its generated
 * server: generate both once (`beforeAll`), start the recording server, build clients pinned to
 * API version 1 and 2 without retries; after every test the server must have reported no
 * error, and after the file everything is stopped and removed.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { WireClient, WireModule } from '../../emit/client/support/wire-package.ts';
import { generateApi, type GeneratedApi } from './generated-api.ts';
import { startWireServer, WIRE_KEY, type RecordingWireServer } from './wire-server.ts';

export interface WireRoundTrip {
  generated: GeneratedApi;
  server: RecordingWireServer;
  wire: WireModule;
  clients: Record<1 | 2, WireClient>;
}

export function useWireRoundTrip(): WireRoundTrip {
  const harness = { clients: {} } as WireRoundTrip;
  beforeAll(async () => {
    harness.generated = await generateApi('test/fixtures/manifests/wire.yaml', ['client', 'server']);
    harness.server = await startWireServer(harness.generated);
    harness.wire = await harness.generated.importClient<WireModule>();
    for (const apiVersion of [1, 2] as const) {
      harness.clients[apiVersion] = new harness.wire.WireClient({ apiKey: WIRE_KEY, baseURL: harness.server.url, maxRetries: 0, apiVersion });
    }
  }, 120_000);
  afterAll(async () => {
    await harness.server?.close();
    harness.generated?.remove();
  });
  beforeEach(() => harness.server.reset());
  afterEach(() => expect(harness.server.errors).toEqual([]));
  return harness;
}

/** The single request of the test, on the wire and at its handler. */
export function onlyRequest(server: RecordingWireServer) {
  expect(server.wire).toHaveLength(1);
  expect(server.seen).toHaveLength(1);
  return { wire: server.wire[0]!, seen: server.seen[0]! };
}
