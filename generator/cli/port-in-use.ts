/**
 * Turns a server's `listen EADDRINUSE` into what to do about it, for `serve` and `docs --serve`:
 * "port 4010 is in use; pass --port N or stop the other process".
 */
export function portInUseMessage(error: unknown, port: number | undefined): string | undefined {
  const failure = error as NodeJS.ErrnoException & { port?: number };
  if (failure?.code !== 'EADDRINUSE') return undefined;
  return `port ${failure.port ?? port} is in use; pass --port N or stop the other process`;
}
