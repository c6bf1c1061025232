/**
 * The connection cap (templates/server/core/connection-cap.ts) and the limits `createHttpServer`
 * applies (http-server.ts), over raw loopback sockets with a cap of two or three: which connection
 * is shed for a new one (the longest-waiting one not being answered), that busy connections never
 * are, and that a connection closed by its client stops counting.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { capConnections } from '../../../templates/server/core/connection-cap.ts';
import { createHttpServer, DEFAULT_SERVER_LIMITS } from '../../../templates/server/core/http-server.ts';

/** Requests to `/hold` stay unanswered until the test releases them; others get `ok`. */
const held: ServerResponse[] = [];
function listener(req: IncomingMessage, res: ServerResponse): void {
  if (req.url === '/hold') held.push(res);
  else res.end('ok');
}

const servers: Server[] = [];
const clients: Client[] = [];
afterEach(async () => {
  for (const res of held.splice(0)) res.destroy();
  for (const client of clients.splice(0)) client.socket.destroy();
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

interface Client {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  closed: Promise<void>;
  isClosed(): boolean;
}

/** Connections each server has seen; counted after the cap has dealt with each. */
const seen = new WeakMap<Server, { count: number }>();

async function start(maxConnections: number): Promise<{ server: Server; port: number }> {
  const server = createHttpServer(listener, { maxConnections });
  servers.push(server);
  const counter = { count: 0 };
  seen.set(server, counter);
  server.on('connection', () => counter.count++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function connectionsSeen(server: Server): number {
  return seen.get(server)!.count;
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Connects and waits until the server has seen the connection, so their order is known. */
async function client(server: Server, port: number, send?: string): Promise<Client> {
  const before = connectionsSeen(server);
  let text = '';
  let closed = false;
  const socket = connect(port, '127.0.0.1');
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  socket.on('error', () => {});
  const closedPromise = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  const entry: Client = { socket, received: () => text, closed: closedPromise, isClosed: () => closed };
  clients.push(entry);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  if (send !== undefined) socket.write(send);
  await until(() => connectionsSeen(server) > before);
  return entry;
}

const GET = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
const PARTIAL = 'GET /ok HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';

describe('capConnections', () => {
  it('refuses a new connection when every open one is being answered', async () => {
    const { server, port } = await start(2);
    const busy = [await client(server, port, GET('/hold')), await client(server, port, GET('/hold'))];
    await until(() => held.length === 2);
    const refused = await client(server, port, GET('/ok'));
    await until(() => refused.isClosed() || refused.received().endsWith('ok'));
    expect(refused.received()).toBe('');
    expect(busy.map((c) => c.isClosed())).toEqual([false, false]);
    // The busy ones still get their answers.
    for (const res of held.splice(0)) res.end('done');
    await until(() => busy.every((c) => c.received().endsWith('done')));
  });

  it('sheds the connection that has waited longest, never a busy one', async () => {
    const { server, port } = await start(3);
    const busy = await client(server, port, GET('/hold'));
    await until(() => held.length === 1);
    const oldest = await client(server, port, PARTIAL);
    const newer = await client(server, port, PARTIAL);
    const fresh = await client(server, port, GET('/ok'));
    await until(() => fresh.received().endsWith('ok'));
    await until(() => [busy, oldest, newer].some((c) => c.isClosed()));
    expect([busy, oldest, newer, fresh].map((c) => c.isClosed())).toEqual([false, true, false, false]);
  });

  it('counts an answered keep-alive connection as waiting again, so it can be shed', async () => {
    const { server, port } = await start(2);
    const idle = await client(server, port, GET('/ok'));
    await until(() => idle.received().endsWith('ok'));
    const busy = await client(server, port, GET('/hold'));
    await until(() => held.length === 1);
    const fresh = await client(server, port, GET('/ok'));
    await until(() => fresh.received().endsWith('ok') || fresh.isClosed());
    await until(() => idle.isClosed() || busy.isClosed() || fresh.isClosed());
    expect([idle, busy, fresh].map((c) => c.isClosed())).toEqual([true, false, false]);
  });

  it('keeps a connection busy while any of its pipelined requests is unanswered', async () => {
    const { server, port } = await start(2);
    const pipelined = await client(server, port, GET('/hold') + GET('/hold'));
    await until(() => held.length === 2);
    held.shift()!.end('first');
    await until(() => pipelined.received().endsWith('first'));
    const waiting = await client(server, port, PARTIAL);
    const fresh = await client(server, port, GET('/ok'));
    await until(() => fresh.received().endsWith('ok'));
    await until(() => waiting.isClosed() || pipelined.isClosed());
    expect([waiting.isClosed(), pipelined.isClosed()]).toEqual([true, false]);
  });

  it('stops counting a connection its client closed, even in the middle of a request', async () => {
    const { server, port } = await start(1);
    const gone = await client(server, port, GET('/hold'));
    await until(() => held.length === 1);
    gone.socket.destroy();
    await until(async () => (await openConnections(server)) === 0);
    const next = await client(server, port, GET('/ok'));
    await until(() => next.received().endsWith('ok') || next.isClosed());
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('does not count a connection closed mid-request as waiting, so it is never shed in place of refusing', async () => {
    const { server, port } = await start(1);
    const gone = await client(server, port, GET('/hold'));
    await until(() => held.length === 1);
    gone.socket.destroy();
    await until(async () => (await openConnections(server)) === 0);
    const busy = await client(server, port, GET('/hold'));
    await until(() => held.length === 2);
    const refused = await client(server, port, GET('/ok'));
    await until(() => refused.isClosed() || refused.received().endsWith('ok'));
    expect(refused.received()).toBe('');
    expect(busy.isClosed()).toBe(false);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses maxConnections %s', (maxConnections) => {
    expect(() => capConnections(createServer(), maxConnections)).toThrow(
      new RangeError(`maxConnections must be a positive integer, got ${maxConnections}`),
    );
  });

  it('accepts a cap of one', () => {
    expect(() => capConnections(createServer(), 1)).not.toThrow();
  });
});

describe('createHttpServer', () => {
  it('applies the defaults', () => {
    expect(DEFAULT_SERVER_LIMITS).toEqual({ headersTimeout: 10_000, requestTimeout: 60_000, keepAliveTimeout: 5_000, maxConnections: 768 });
    const server = createHttpServer(listener);
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([10_000, 60_000, 5_000]);
  });

  it('applies the limits given, and takes an undefined one for the default', () => {
    const server = createHttpServer(listener, {
      headersTimeout: 2_000,
      requestTimeout: 3_000,
      keepAliveTimeout: 100,
      maxConnections: undefined,
    });
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([2_000, 3_000, 100]);
  });

  it('caps its connections', async () => {
    const { server, port } = await start(1);
    const busy = await client(server, port, GET('/hold'));
    await until(() => held.length === 1);
    const refused = await client(server, port, GET('/ok'));
    await until(() => refused.isClosed() || refused.received().endsWith('ok'));
    expect(refused.received()).toBe('');
    expect(busy.isClosed()).toBe(false);
  });
});
