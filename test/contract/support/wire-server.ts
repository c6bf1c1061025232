/**
 * The generated wire server on 127.0.0.1 at a random port, in this process, with the recording
 * handlers, behind a plain node:http server that logs each request line and its headers as they
 * arrived (the body is left untouched for the generated listener to read).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GeneratedApi } from './generated-api.ts';
import { recordingHandlers, type Seen } from './wire-recording.ts';

export const WIRE_KEY = 'wire-key-1';

export interface WireRequest {
  method: string;
  /** The request target as sent, percent-encoding and query intact. */
  url: string;
  headers: IncomingHttpHeaders;
}

export interface RecordingWireServer {
  url: string;
  /** What the handlers received, in order. */
  seen: Seen[];
  /** What came over the wire, in order. */
  wire: WireRequest[];
  /** Errors the generated server reported through `onError`. */
  errors: unknown[];
  /** Called when the binary upload handler starts, before it reads the body. */
  events: { blobStarted?: () => void };
  /** Forget what was recorded. */
  reset(): void;
  close(): Promise<void>;
}

type CreateHandler = (handlers: object, options: object) => (req: unknown, res: unknown) => void;

export async function startWireServer(generated: GeneratedApi): Promise<RecordingWireServer> {
  const { createHandler } = await generated.importServer<{ createHandler: CreateHandler }>();
  const seen: Seen[] = [];
  const wire: WireRequest[] = [];
  const errors: unknown[] = [];
  const events: RecordingWireServer['events'] = {};
  const listener = createHandler(recordingHandlers(seen, events), {
    verifyApiKey: (key: string) => (key === WIRE_KEY ? { subject: 'contract' } : null),
    onError: (error: unknown) => errors.push(error),
    validateResponses: true,
  });
  const server: Server = createServer((req, res) => {
    wire.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    wire,
    errors,
    events,
    reset: () => {
      seen.length = 0;
      wire.length = 0;
      delete events.blobStarted;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
