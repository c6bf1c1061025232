/** Resolve on the first SIGINT or SIGTERM, so a long-running command can close cleanly. */
export function waitForSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const done = (signal: NodeJS.Signals) => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      resolve(signal);
    };
    process.on('SIGINT', done);
    process.on('SIGTERM', done);
  });
}
