/**
 * One server under test, run as its own process by server-throughput.ts so that the load
 * generator (autocannon, in the parent) never shares an event loop with it:
 *
 *   node --import tsx bench/server-target.ts sdkgen|fastify|fastify-schemas
 *
 * Every server gets the same work: every ICA route, an API-key check (`X-API-Key` must equal
 * {@link API_KEY}, else 401) and a handler that returns `{ ok: true }` as JSON. The generated
 * server does its full pipeline (routing, version negotiation, authentication through
 * `verifyApiKey`, parameter decoding, validation by the generated zod validators, serialisation);
 * Fastify gets the routes find-my-way accepts plus an `onRequest` hook for the key, and with
 * `fastify-schemas` each route's params, query, headers and JSON body schemas from our OpenAPI
 * export (validated by Fastify's ajv). Prints the port on stdout, exits when stdin closes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createHandler } from '../generated/ica/server/index.ts';
import { componentsSchema, fastifySchema } from './fastify-schemas.ts';
import { registerAll, service } from './routes.ts';

export const API_KEY = 'bench-api-key-0123456789';
const kind = process.argv[2];

async function listen(): Promise<{ port: number; refused: number }> {
  if (kind === 'sdkgen') {
    const handler = () => ({ ok: true });
    const handlers = Object.fromEntries(service.routes.map((r) => [r.handler, handler]));
    const listener = createHandler(handlers as never, {
      verifyApiKey: (key) => (key === API_KEY ? { subject: 'bench' } : null),
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
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers['x-api-key'] !== API_KEY) await reply.code(401).send({ title: 'Unauthorized' });
    });
    const validating = kind === 'fastify-schemas';
    if (validating) app.addSchema(componentsSchema());
    const refused = registerAll((method, path, { index }) =>
      app.route({
        method: method as 'GET',
        url: path,
        ...(validating ? { schema: fastifySchema(service.routes[index]!) } : {}),
        handler: async () => ({ ok: true }),
      }),
    );
    await app.ready();
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { port: (app.server.address() as AddressInfo).port, refused: refused.length };
  }
  throw new Error(`usage: server-target.ts sdkgen|fastify|fastify-schemas, got ${kind}`);
}

if (kind) {
  const { port, refused } = await listen();
  process.stdout.write(`${JSON.stringify({ port, refused })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
}
