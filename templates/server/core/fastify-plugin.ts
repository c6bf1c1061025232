/**
 * The Fastify transport: a plugin that claims every path under its prefix and runs our own
 * router on it. Fastify's router is bypassed on purpose: it cannot tell `{id}:release` from
 * `{id}:deprecate` in the same segment, which AIP-136 custom methods need.
 *
 * Fastify is an optional peer dependency, so the types below describe only the few members the
 * plugin uses instead of importing them from `fastify`; a real instance satisfies them.
 */
import type { IncomingMessage } from 'node:http';
import { createDispatch } from './dispatch.ts';
import type { ServerOptions } from './options.ts';
import { HttpProblem } from './problem.ts';
import { type OutgoingResponse, problemResponse } from './respond.ts';
import type { ServiceDescription } from './service.ts';

type ParserDone = (error: Error | null, body?: unknown) => void;

export interface FastifyRequestLike {
  raw: IncomingMessage;
}

export interface FastifyReplyLike {
  code(status: number): FastifyReplyLike;
  headers(values: Record<string, string | string[]>): FastifyReplyLike;
  send(payload?: unknown): FastifyReplyLike;
}

export interface FastifyInstanceLike {
  /** The prefix the plugin was registered under; requests still carry it in their URL. */
  prefix: string;
  removeAllContentTypeParsers(): void;
  addContentTypeParser(
    type: string,
    parser: (request: unknown, payload: unknown, done: ParserDone) => void,
  ): void;
  route(options: {
    method: string[];
    url: string;
    handler: (request: FastifyRequestLike, reply: FastifyReplyLike) => Promise<FastifyReplyLike>;
  }): unknown;
}

export type FastifyPluginOptions<H extends object> = ServerOptions & { handlers: H };

/**
 * A plugin for `fastify.register(plugin, { prefix, handlers, ...options })`. The body parsers are
 * replaced only inside the plugin's own encapsulated context, where the request stream is left
 * unread for the server's own body handling (limit, media type, JSON errors as problems).
 */
export function createFastifyPlugin<H extends object>(service: ServiceDescription) {
  return async function serverPlugin(
    fastify: FastifyInstanceLike,
    options: FastifyPluginOptions<H>,
  ): Promise<void> {
    const { handlers, ...serverOptions } = options;
    // Fastify passes `register`'s own `prefix` option through to us as well; `fastify.prefix`
    // already includes it (and any outer prefixes), so it is the only one that counts.
    const dispatch = createDispatch(service, handlers, {
      ...serverOptions,
      prefix: fastify.prefix,
    });

    fastify.removeAllContentTypeParsers();
    fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    fastify.route({
      // HEAD is listed rather than left to Fastify's `exposeHeadRoutes`, which an app may turn
      // off: a HEAD operation, or the GET one in its place, answers it, sent without a body.
      method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url: '/*',
      handler: async (request, reply) => {
        const { raw } = request;
        const { response } = await dispatch({
          method: raw.method ?? 'GET',
          url: raw.url ?? '/',
          headers: raw.headers,
          body: raw,
        });
        return reply.code(response.status).headers(response.headers).send(asSent(response.body));
      },
    });
  };
}

/**
 * Fastify decodes and checks every URL before any plugin sees it, and answers a broken
 * percent-encoding with its own JSON error. Pass this as the server's `frameworkErrors` option,
 * `Fastify({ frameworkErrors: problemFrameworkErrors(service) })`, to answer those as problems too;
 * give it the server's `problemTypeBase` so their `type` names the kind as the server's own do.
 */
export function problemFrameworkErrors(service: ServiceDescription, options: Pick<ServerOptions, 'problemTypeBase'> = {}) {
  return (
    error: { statusCode?: number; message: string },
    request: FastifyRequestLike,
    reply: FastifyReplyLike,
  ): void => {
    const { statusCode = 400 } = error;
    const status = statusCode >= 400 && statusCode < 500 ? statusCode : 400;
    const url = request.raw.url ?? '/';
    const problem = new HttpProblem(status, { kind: 'bad-request', detail: error.message });
    const response = problemResponse(problem, {
      instance: url.split('?')[0]!,
      mediaType: service.media.problem,
      typeBase: options.problemTypeBase,
    });
    reply.code(response.status).headers(response.headers).send(asSent(response.body));
  };
}

/** Fastify adds `; charset=utf-8` to the Content-Type of a string it sends; as bytes, the declared type goes out as it is. */
function asSent(body: OutgoingResponse['body']): OutgoingResponse['body'] {
  return typeof body === 'string' ? Buffer.from(body) : body;
}
