/**
 * A loopback port free right now, for a child process that cannot listen on port 0 and report
 * the port it got (Prism, a README command). Another process could take it before the child
 * does; the tests that use it start their child right away.
 */
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
