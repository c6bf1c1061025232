/**
 * `createHttpServer`: the limits that keep a server answering while clients hold connections
 * open without finishing their requests (slowloris). Everything runs on 127.0.0.1 with a low
 * connection cap, so the attack stays small: it is the cap that is reached, not a system limit.
 */
import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createFastifyPlugin } from '../../../templates/server/core/fastify-plugin.ts';
import {
  createHttpServer,
  DEFAULT_SERVER_LIMITS,
} from '../../../templates/server/core/http-server.ts';
import { createNodeListener } from '../../../templates/server/core/node-handler.ts';
import { loadManifestApi } from './support/api.ts';
import { request } from './support/http.ts';
import { connectChain, mount } from './support/servers.ts';

const { service } = await loadManifestApi();
const listener = createNodeListener(service, {}, {
  verifyApiKey: (key) => (key === 'k' ? { subject: 's' } : null),
  staticResponses: { get_event_codes: { items: [] } },
});
const KEY = { 'x-api-key': 'k' };

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
});

async function start(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A client that sends part of its headers and then nothing; resolves once it is connected. */
function slowClient(url: string, closed: { count: number }): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write('GET /api/eventCodes HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      resolve(socket);
    });
    sockets.push(socket);
    // Reading is what lets the client notice that the server closed the connection.
    socket.resume();
    socket.on('error', () => {});
    socket.once('close', () => closed.count++);
    socket.once('error', reject);
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('createHttpServer', () => {
  it('keeps answering ordinary requests while more slow clients than its cap stall', async () => {
    const CAP = 50;
    const SLOW = 80;
    // Timeouts far beyond the test's own: only shedding can close the slow connections here.
    const server = createHttpServer(listener, {
      maxConnections: CAP,
      headersTimeout: 600_000,
      requestTimeout: 600_000,
    });
    const url = await start(server);
    const closed = { count: 0 };
    for (let i = 0; i < SLOW; i++) await slowClient(url, closed);

    // The attack goes on while ordinary clients come and go: each round adds slow clients.
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      const [response] = await Promise.all([
        request(url, 'GET', '/api/eventCodes', { headers: KEY }),
        ...Array.from({ length: 5 }, () => slowClient(url, closed)),
      ]);
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(20).fill(200));

    // Room was made by closing the slow connections that had waited longest; shed connections
    // close asynchronously, so this waits for it (a server without the cap never gets there).
    const openOnServer = () =>
      new Promise<number>((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    while ((await openOnServer()) > CAP) await new Promise((resolve) => setTimeout(resolve, 10));
    await until(() => sockets.length - closed.count <= CAP);
    // The newest slow clients are the ones still connected: the oldest were shed first.
    expect(sockets.slice(-CAP).every((socket) => !socket.destroyed && socket.readyState === 'open'))
      .toBe(true);
  });

  it('closes a connection whose headers do not arrive within headersTimeout', async () => {
    const server = createHttpServer(listener, { headersTimeout: 200, requestTimeout: 1_000 });
    const url = await start(server);
    const closed = { count: 0 };
    await slowClient(url, closed);
    await until(() => closed.count === 1);
    // An ordinary request is unaffected.
    expect((await request(url, 'GET', '/api/eventCodes', { headers: KEY })).status).toBe(200);
  });

  it('serves an Express/Connect-style app that mounts the listener', async () => {
    const url = await start(createHttpServer(connectChain([mount('/rest', listener)])));
    const response = await request(url, 'GET', '/rest/api/eventCodes', { headers: KEY });
    expect(response.json()).toEqual({ items: [] });
    expect((await request(url, 'GET', '/elsewhere')).text).toBe('chain fallthrough');
  });

  it('gives Fastify the same limits through its serverFactory option', async () => {
    let created: Server | undefined;
    const app = Fastify({
      serverFactory: (handler) => (created = createHttpServer(handler, { maxConnections: 10 })),
    });
    await app.register(createFastifyPlugin(service), {
      prefix: '/rest',
      handlers: {},
      verifyApiKey: (key: string) => (key === 'k' ? { subject: 's' } : null),
      staticResponses: { get_event_codes: { items: [] } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(created).toBe(app.server);
      expect(app.server.headersTimeout).toBe(DEFAULT_SERVER_LIMITS.headersTimeout);
      const { port } = app.server.address() as AddressInfo;
      const response = await request(`http://127.0.0.1:${port}`, 'GET', '/rest/api/eventCodes', {
        headers: KEY,
      });
      expect(response.json()).toEqual({ items: [] });
    } finally {
      await app.close();
    }
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses maxConnections %s', (maxConnections) => {
    expect(() => createHttpServer(listener, { maxConnections })).toThrow(/maxConnections/);
  });
});
