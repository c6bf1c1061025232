/**
 * Argument parsing shared by the commands: strict flags, and a usage error (exit 2) for
 * anything else, worded for people — "Unknown option --verbos. Did you mean --verbose?" —
 * instead of Node's parseArgs text.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { nearest } from '../manifest/did-you-mean.ts';

export class UsageError extends Error {
  override name = 'UsageError';
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** `Did you mean X?` for the nearest of `candidates`, or the empty string. */
export function suggestion(word: string, candidates: Iterable<string>): string {
  const hit = nearest(word, candidates);
  return hit === undefined ? '' : ` Did you mean ${hit}?`;
}

function commandOf(usage: string): string {
  return /^Usage: (sdkgen \S+)/.exec(usage)?.[1] ?? 'sdkgen';
}

/** parseArgs' error, reworded with the option it is about. */
function explain(error: NodeJS.ErrnoException, options: Options, usage: string): string {
  const option = /'(-{1,2}[\w-]+)/.exec(error.message)?.[1];
  const help = `Run \`${commandOf(usage)} --help\` for its options.`;
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) {
    const names = Object.keys(options).map((name) => `--${name}`);
    const hint = suggestion(option.startsWith('--') ? option : `--${option.replace(/^-+/, '')}`, names);
    return `Unknown option ${option}.${hint}\n${help}`;
  }
  const long = /--[\w-]+/.exec(error.message)?.[0];
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && long) {
    const takesValue = options[long.slice(2)]?.type === 'string';
    return `${long} ${takesValue ? 'needs a value' : 'takes no value'}.\n${help}`;
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `${error.message}\n${help}`;
  return `${error.message}\n\n${usage}`;
}

export function parse<O extends Options>(argv: string[], options: O, usage: string) {
  const all = { ...options, help: { type: 'boolean', short: 'h' } } as const;
  try {
    return parseArgs({ args: argv, options: all, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(explain(error as NodeJS.ErrnoException, all, usage));
  }
}
