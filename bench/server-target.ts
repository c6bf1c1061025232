/**
 * One server under test, run as its own process by server-throughput.ts so that the load
 * generator (autocannon, in the parent) never shares an event loop with it:
 *
 *   node bench/.work/server-target-<api>.mjs sdkgen|fastify|fastify-schemas <openapi.json>
 *
 * The source imports the generated ICA server; server-throughput.ts compiles it once per API,
 * pointing those imports at that API's generated server (ICA's, or the Petstore's).
 *
 * Every server gets the same work: every route of the API, its declared authentication (the
 * first of a route's schemes the request satisfies: an API key equal to {@link API_KEY}, or a
 * bearer token equal to {@link BEARER_TOKEN}; else 401) and a handler that returns `{ ok: true }`
 * as JSON. The generated server does its full pipeline (routing, version negotiation,
 * authentication through `verifyApiKey` and `verifyBearerToken`, parameter decoding, body
 * reading, validation by the generated zod validators, serialisation). Fastify gets the routes
 * find-my-way accepts, each with an `onRequest` hook for its schemes, and with `fastify-schemas`
 * each route's params, query, headers and JSON body schemas from our OpenAPI export (validated
 * by Fastify's ajv). Prints the port on stdout, exits when stdin closes.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createHandler } from '../generated/ica/server/index.ts';
import { componentsSchema, fastifySchema, type OpenApi } from './fastify-schemas.ts';
import { registerAll, type RouteSpec, service } from './routes.ts';

export const API_KEY = 'bench-api-key-0123456789';
export const BEARER_TOKEN = 'bench-bearer-token-0123456789';

/** The check Fastify runs for a route's declared schemes: any one of them passing lets it in. */
function authCheck(route: RouteSpec): ((headers: IncomingHttpHeaders) => boolean) | undefined {
  if (route.auth.length === 0) return undefined;
  const checks = route.auth.map((alternative) => {
    const scheme = typeof alternative === 'string' ? service.schemes.find((s) => s.name === alternative) : undefined;
    if (scheme?.kind === 'apiKey' && scheme.header) {
      const header = scheme.header.toLowerCase();
      return (headers: IncomingHttpHeaders) => headers[header] === API_KEY;
    }
    if (scheme?.kind === 'bearer') return (headers: IncomingHttpHeaders) => headers.authorization === `Bearer ${BEARER_TOKEN}`;
    // Schemes the mix never uses (Basic, cookies, combined requirements) never pass here.
    return () => false;
  });
  return checks.length === 1 ? checks[0] : (headers) => checks.some((check) => check(headers));
}

async function listen(kind: string | undefined, document: OpenApi): Promise<{ port: number; refused: number }> {
  if (kind === 'sdkgen') {
    const handler = () => ({ ok: true });
    const handlers = Object.fromEntries(service.routes.map((r) => [r.handler, handler]));
    const listener = createHandler(handlers as never, {
      verifyApiKey: (key) => (key === API_KEY ? { subject: 'bench' } : null),
      verifyBearerToken: (token) => (token === BEARER_TOKEN ? { subject: 'bench' } : null),
      onError: (error) => process.stderr.write(`server error: ${String(error)}\n`),
    });
    const server = createServer(listener);
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, refused: 0 };
  }
  if (kind === 'fastify' || kind === 'fastify-schemas') {
    // OpenAPI schemas carry keywords ajv does not know (`example`, `discriminator`): ignore them.
    const app = Fastify({ logger: false, keepAliveTimeout: 60_000, ajv: { customOptions: { strict: false } } });
    const validating = kind === 'fastify-schemas';
    if (validating) app.addSchema(componentsSchema(document));
    const refused = registerAll((method, path, { index }) => {
      const route = service.routes[index]!;
      const check = authCheck(route);
      app.route({
        method: method as 'GET',
        url: path,
        ...(validating ? { schema: fastifySchema(document, route) } : {}),
        ...(check
          ? {
              onRequest: async (request, reply) => {
                if (!check(request.headers)) await reply.code(401).send({ title: 'Unauthorized' });
              },
            }
          : {}),
        handler: async () => ({ ok: true }),
      });
    });
    await app.ready();
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { port: (app.server.address() as AddressInfo).port, refused: refused.length };
  }
  throw new Error(`usage: server-target.mjs sdkgen|fastify|fastify-schemas <openapi.json>, got ${kind}`);
}

const [kind, openapi] = process.argv.slice(2);
if (kind && openapi) {
  const { port, refused } = await listen(kind, JSON.parse(readFileSync(openapi, 'utf8')) as OpenApi);
  process.stdout.write(`${JSON.stringify({ port, refused, routes: service.routes.length })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}
