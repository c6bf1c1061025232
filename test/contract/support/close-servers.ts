/** Stops every loopback server a test started, its open keep-alive connections included. */
import type { Server } from 'node:http';

export async function closeServers(servers: readonly Server[]): Promise<void> {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
