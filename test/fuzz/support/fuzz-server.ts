/**
 * The generated server as the fuzzer sees it: most operations implemented by a trivial handler
 * (so requests get through routing, auth, parameters and body parsing to a 2xx), every fifth
 * left unimplemented (so 501 is exercised too). Anything that escapes the request pipeline
 * (an uncaught exception, an unhandled rejection, a call to `onError`) is collected, not lost.
 */
import type { Handlers } from '../../../generated/ica/server/index.ts';
import { serverOptions } from '../../contract/support/credentials.ts';
import { service } from '../../contract/support/ica.ts';
import { startIcaServer, type RunningServer } from '../../contract/support/server.ts';

export interface FuzzServer extends RunningServer {
  port: number;
  /** snake_case names of the operations that have a handler. */
  implemented: Set<string>;
  /** Errors that reached `onError` or the process: each one is a bug. */
  escaped: unknown[];
}

export async function startFuzzServer(): Promise<FuzzServer> {
  const implemented = new Set<string>();
  const handlers: Record<string, () => unknown> = {};
  service.routes.forEach((route, index) => {
    if (index % 5 === 0) return;
    implemented.add(route.name);
    handlers[route.handler] = () => ({ operation: route.name });
  });
  const escaped: unknown[] = [];
  const onProcessError = (error: unknown) => escaped.push(error);
  process.on('uncaughtException', onProcessError);
  process.on('unhandledRejection', onProcessError);
  // The trivial handlers answer off-schema on purpose; the fuzzer checks requests, not responses.
  const running = await startIcaServer(handlers as Handlers, { ...serverOptions(escaped), validateResponses: false });
  return {
    ...running,
    port: Number(new URL(running.url).port),
    implemented,
    escaped,
    close: async () => {
      process.off('uncaughtException', onProcessError);
      process.off('unhandledRejection', onProcessError);
      await running.close();
    },
  };
}
