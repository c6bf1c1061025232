/**
 * `sdkgen`: the command line. Exit codes: 0 ok, 1 invalid input or drift, 2 usage.
 * User errors print as messages, never as stack traces.
 */
import { ManifestError } from './manifest/diagnostic.ts';
import { suggestion, UsageError } from './cli/args.ts';
import { errorColors } from './cli/colors.ts';
import { runCheck, runGenerate, runValidate } from './cli/commands.ts';
import { interruptProgress } from './cli/terminal-progress.ts';
import { sdkgenVersion } from './cli/version.ts';

const USAGE = `Usage: sdkgen <command> [options]

Commands:
  generate [manifest...]   regenerate client, server, docs and OpenAPI into generated/<id>/
  check [manifest...]      exit 1 if generated/ differs from what generate would write
  validate [manifest...]   check manifests only
  serve [manifest]         run the generated stub server on 127.0.0.1
  docs --serve [manifest]  serve the HTML reference docs on 127.0.0.1
  import <openapi> -o <manifest.yaml>
                           convert an OpenAPI 3.0/3.1 document into a manifest
  diff <old> <new>         list changes between two API versions and what they break

Run \`sdkgen <command> --help\` for a command's options, \`sdkgen --version\` for sdkgen's version.`;

type Command = (argv: string[]) => Promise<number>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  generate: async () => runGenerate,
  check: async () => runCheck,
  validate: async () => runValidate,
  serve: async () => (await import('./cli/serve-command.ts')).runServe,
  docs: async () => (await import('./cli/docs-command.ts')).runDocs,
  import: async () => (await import('./cli/import-command.ts')).runImport,
  diff: async () => (await import('./cli/diff-command.ts')).runDiff,
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    console.log(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    console.log(sdkgenVersion());
    return 0;
  }
  const { bold, red } = errorColors;
  const load = COMMANDS[name];
  if (!load) {
    const hint = suggestion(name, Object.keys(COMMANDS));
    // With a likely typo, the suggestion says enough; otherwise list what there is.
    console.error(`${red('sdkgen:')} Unknown command ${bold(name)}.${hint}${hint ? '' : `\n\n${USAGE}`}`);
    return 2;
  }
  try {
    return await (await load())(rest);
  } catch (error) {
    interruptProgress();
    if (error instanceof UsageError) {
      console.error(`${red(`sdkgen ${name}:`)} ${error.message}`);
      return 2;
    }
    if (error instanceof ManifestError) {
      console.error(error.message);
      return 1;
    }
    const debug = process.env.SDKGEN_DEBUG === '1';
    console.error(`${red(`sdkgen ${name}:`)} ${debug ? (error as Error).stack : (error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
