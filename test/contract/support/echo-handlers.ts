/**
 * A handler for every operation, built from the route table, that records what it received and
 * echoes it back. Each handler knows the route it was registered for, so a record proves which
 * handler ran, independently of what the runtime reports in `ctx.operation`.
 */
import type { HandlerContext, Handlers } from '../../../generated/ica/server/index.ts';
import type { RouteSpec } from '../../../generated/ica/server/core/service.ts';

/** Correlates a client call with the handler invocation it caused. */
export const CALL_HEADER = 'x-contract-call';

export interface Received {
  /** The route this handler was registered for. */
  registeredFor: string;
  /** What the runtime says it dispatched. */
  ctxOperation: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  authScheme: string | undefined;
  /** The request headers the contract looks at, as the server received them. */
  wire: { call?: string; accept?: string; contentType?: string };
}

export interface EchoHandlers {
  handlers: Handlers;
  /** Every invocation so far, in order. */
  received: Received[];
}

interface HandlerInputLike {
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  auth?: { scheme: string } | undefined;
}

export function echoHandlers(routes: readonly RouteSpec[]): EchoHandlers {
  const received: Received[] = [];
  const entries = routes.map((route) => {
    const handler = (input: HandlerInputLike, ctx: HandlerContext) => {
      const record: Received = {
        registeredFor: route.name,
        ctxOperation: ctx.operation,
        params: input.params,
        query: input.query,
        headers: input.headers,
        body: input.body,
        authScheme: input.auth?.scheme,
        wire: {
          call: single(ctx.requestHeaders[CALL_HEADER]),
          accept: ctx.requestHeaders.accept,
          contentType: ctx.requestHeaders['content-type'],
        },
      };
      received.push(record);
      const { registeredFor, params, query, headers, body } = record;
      return { operation: registeredFor, params, query, headers, body };
    };
    return [route.handler, handler] as const;
  });
  // Handlers' methods are typed per operation; these are generic over all of them.
  return { handlers: Object.fromEntries(entries) as Handlers, received };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
