/**
 * How long-running work (`generate`, `import`, `diff`) tells a watching user where it is: one
 * stage at a time, each started with a label ("loading manifest") and finished with what it
 * produced ("307 operations"). The pipeline only calls it; the CLI decides whether anything is
 * shown (cli/terminal-progress.ts: on a terminal, unless --quiet).
 */
export interface Progress {
  start(label: string): void;
  done(summary: string): void;
}
