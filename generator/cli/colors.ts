/**
 * Colours for the CLI's messages, through picocolors. Only on a terminal: a stream that is not
 * a TTY (a pipe, a file, CI logs), `NO_COLOR` or `TERM=dumb` gets plain text, so output that
 * scripts read never carries escape codes.
 */
import pc from 'picocolors';

export type Colors = ReturnType<typeof pc.createColors>;

export function colorsFor(stream: NodeJS.WriteStream): Colors {
  const enabled = stream.isTTY === true && !('NO_COLOR' in process.env) && process.env.TERM !== 'dumb';
  return pc.createColors(enabled);
}

/** Colours for messages on stderr, where every diagnostic goes. */
export const errorColors = colorsFor(process.stderr);

/** Colours for results on stdout. */
export const outputColors = colorsFor(process.stdout);
