/**
 * Operations whose camelCase names collide with `Object.prototype` members (`valueOf`,
 * `toString`, `hasOwnProperty`, `constructor`) must not be served by those members: without a
 * handler of their own they answer 501, never 200 with the handlers object and its secrets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import { fixtureApi } from './support/api.ts';
import { request } from './support/http.ts';
import { expectProblem } from './support/problems.ts';
import { startServer, TRANSPORTS, type RunningServer } from './support/servers.ts';

const COLLIDING = ['value_of', 'to_string', 'has_own_property', 'constructor', 'is_prototype_of'];

const service = describeService(
  fixtureApi([
    ...COLLIDING.map((name) => ({ name, method: 'GET' as const, path: `/${name}` })),
    { name: 'get_thing', method: 'GET', path: '/thing' },
    // A custom method named like a prototype member must be routed like any other.
    { name: 'stringify_thing', method: 'GET', path: '/thing:toString' },
  ]),
);

/** Handlers that keep a secret next to the one operation they implement. */
const handlers = { databasePassword: 'hunter2', getThing: () => ({ thing: 1 }) };

describe.each(TRANSPORTS)('handler lookup over %s', (transport) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(transport, service, handlers, {
      // A static response for an inherited name must not be found through the prototype either.
      staticResponses: { get_thing: { shadowed: true } },
    });
  });
  afterAll(() => server.close());

  it.each(COLLIDING)('%s without a handler answers 501', async (name) => {
    const response = await request(server.url, 'GET', `/${name}`);
    expect(response.text).not.toContain('hunter2');
    const body = expectProblem(response, 501, `${new URL(server.url).pathname.replace(/\/$/, '')}/${name}`);
    expect(body.operation).toBe(name);
  });

  it('routes a custom method named toString and answers 501 without a handler', async () => {
    const response = await request(server.url, 'GET', '/thing:toString');
    expect(response.status, response.text).toBe(501);
    expect(response.json().operation).toBe('stringify_thing');
  });

  it('still calls handlers that are own properties', async () => {
    expect((await request(server.url, 'GET', '/thing')).json()).toEqual({ thing: 1 });
  });
});
