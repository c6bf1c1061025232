/** `sdkgen diff`: what changed between two versions of an API, and what it breaks for existing clients. */
import { diffApis, type DiffFormat, formatDiffReport, shouldFail } from '../diff/index.ts';
import { loadInput } from '../import/load-input.ts';
import { parse, UsageError } from './args.ts';
import { importWarnings } from './import-warnings.ts';
import { assertInputFiles } from './input-files.ts';
import { terminalProgress } from './terminal-progress.ts';

export const DIFF_USAGE = `Usage: sdkgen diff <old> <new> [--format text|markdown|json] [--fail-on breaking|any] [--warnings] [--allow-remote-refs] [--quiet]

Compare two versions of an API; each side is an sdkgen manifest or an OpenAPI (or Swagger 2.0)
description. Lists added, removed, renamed and moved operations and what changed in the others,
classifies each change as breaking or not for existing client code, names the client methods
and server handlers it affects, and suggests a semver bump.

  --format f            text (default), markdown (a CHANGELOG entry) or json
  --fail-on level       exit 1 when there is a breaking change (breaking) or any change (any)
  --warnings            also print what importing an OpenAPI side warned about (to stderr,
                        grouped by kind, as \`sdkgen import\` does)
  --allow-remote-refs   let a description's $refs fetch http(s) URLs
  --quiet               no progress on a terminal (the report itself is always printed)`;

const FORMATS = ['text', 'markdown', 'json'] as const;

export async function runDiff(argv: string[]): Promise<number> {
  const { values, positionals } = parse(
    argv,
    { format: { type: 'string' }, 'fail-on': { type: 'string' }, warnings: { type: 'boolean' }, 'allow-remote-refs': { type: 'boolean' }, quiet: { type: 'boolean' } },
    DIFF_USAGE,
  );
  if (values.help) return (console.log(DIFF_USAGE), 0);
  if (positionals.length !== 2) throw new UsageError(`expected two files, got ${positionals.length}\n\n${DIFF_USAGE}`);
  const format = (values.format ?? 'text') as DiffFormat;
  if (!FORMATS.includes(format as (typeof FORMATS)[number])) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got ${values.format}`);
  const failOn = values['fail-on'];
  if (failOn !== undefined && failOn !== 'breaking' && failOn !== 'any') throw new UsageError(`--fail-on must be breaking or any, got ${failOn}`);

  await assertInputFiles(positionals);

  // Importer warnings are about the descriptions, not the change between them: only on request.
  const warnings = positionals.map(() => importWarnings(!values.warnings));
  const allowRemoteRefs = values['allow-remote-refs'] === true;
  const progress = terminalProgress(values.quiet);
  const sides = [];
  for (const [i, path] of positionals.entries()) {
    progress?.start(`loading ${path}`);
    const api = await loadInput(path, { allowRemoteRefs, onWarning: warnings[i]!.onWarning });
    progress?.done(`${api.operations.length} operations`);
    sides.push(api);
  }
  const [oldApi, newApi] = sides;
  for (const side of warnings) side.print();
  progress?.start('comparing');
  const report = diffApis(oldApi!, newApi!);
  progress?.done(`${report.changes.length} changes`);
  process.stdout.write(formatDiffReport(report, format));
  return failOn !== undefined && shouldFail(report, failOn) ? 1 : 0;
}
