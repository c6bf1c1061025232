/**
 * A cap on open connections that keeps serving clients while slow ones (slowloris) try to use
 * up every socket or file descriptor. Node's own `server.maxConnections` refuses the newest
 * connection once the cap is reached, which under such an attack is always the honest client.
 * Here the newest connection is admitted instead, and the oldest connection that is not in the
 * middle of a request is closed to make room: one that has not finished sending its headers, or
 * an idle keep-alive connection. Connections whose requests are being answered are never shed;
 * when every connection is busy, the new one is refused.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Enforce `maxConnections` on `server`, shedding the longest-waiting connection first. */
export function capConnections(server: Server, maxConnections: number): void {
  if (!(Number.isInteger(maxConnections) && maxConnections > 0)) {
    throw new RangeError(`maxConnections must be a positive integer, got ${maxConnections}`);
  }
  const open = new Set<Socket>();
  // A Set iterates in insertion order: the first entry has been waiting longest.
  const waiting = new Set<Socket>();
  const inFlight = new Map<Socket, number>();

  const forget = (socket: Socket) => {
    open.delete(socket);
    waiting.delete(socket);
    inFlight.delete(socket);
  };

  server.on('connection', (socket: Socket) => {
    if (open.size >= maxConnections) {
      const oldest = waiting.values().next();
      if (oldest.done) {
        socket.destroy();
        return;
      }
      forget(oldest.value);
      oldest.value.destroy();
    }
    open.add(socket);
    waiting.add(socket);
    socket.once('close', () => forget(socket));
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    if (!open.has(socket)) return;
    waiting.delete(socket);
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) return void inFlight.set(socket, left);
      inFlight.delete(socket);
      // Answered and still open: an idle keep-alive connection, waiting like a new one.
      if (open.has(socket) && !socket.destroyed) waiting.add(socket);
    });
  });
}
