/**
 * Shows pipeline progress (../progress.ts) on stderr as one line per stage: "  loading
 * manifest… 307 operations". Only when stderr is a terminal and the user did not pass
 * --quiet: piped or logged output stays exactly what it was, and stdout is never touched.
 */
import type { Progress } from '../progress.ts';
import { errorColors } from './colors.ts';

let lineOpen = false;

/** End a started line, so an error printed mid-stage starts on a line of its own. */
export function interruptProgress(): void {
  if (lineOpen) process.stderr.write('\n');
  lineOpen = false;
}

/** `quiet`: the command's --quiet (or --verbose, which prints its own timings instead). */
export function terminalProgress(quiet: boolean | undefined): Progress | undefined {
  if (quiet || process.stderr.isTTY !== true) return undefined;
  const { dim } = errorColors;
  return {
    start(label) {
      interruptProgress();
      process.stderr.write(dim(`  ${label}… `));
      lineOpen = true;
    },
    done(summary) {
      process.stderr.write(`${lineOpen ? '' : '  '}${dim(summary)}\n`);
      lineOpen = false;
    },
  };
}
