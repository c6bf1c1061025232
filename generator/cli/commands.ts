/** The `generate`, `check` and `validate` commands. Each returns the process exit code. */
import { relative } from 'node:path';
import { loadInput } from '../import/load-input.ts';
import { parse, UsageError } from './args.ts';
import { errorColors, outputColors } from './colors.ts';
import { importWarnings } from './import-warnings.ts';
import { assertInputFiles } from './input-files.ts';
import { manifestsFrom } from './manifests.ts';
import { interruptProgress, terminalProgress } from './terminal-progress.ts';

export const GENERATE_USAGE = `Usage: sdkgen generate [manifest...] [--out dir] [--force] [--prettier] [--verbose] [--quiet] [--allow-remote-refs]

Regenerate the client, server, docs and OpenAPI export of each manifest (default: every
manifest/*.yaml) into generated/<id>/, or into --out (only with one manifest). Output is
written atomically: on any error the previous folder is left as it was.

An OpenAPI 3.x or Swagger 2.0 description may be given instead of a manifest: it is imported
in memory as \`sdkgen import\` would (its warnings printed the same way), and generated from
without writing a manifest. Import it to a manifest to edit names, groups or versions.

The output folder is replaced whole, so sdkgen only writes to a folder that does not exist,
is empty, or holds only what sdkgen wrote there (listed in its .sdkgen-output.json). It never
writes to /, your home folder, or a folder containing the current directory, the manifest or
sdkgen itself. What you build inside a generated package (dist/, node_modules/,
package-lock.json, a packed .tgz) is yours: it is kept, and \`sdkgen check\` ignores it.

  --out dir     folder to write instead of generated/<id>
  --force       replace the output folder even if sdkgen did not write it
  --prettier    format TypeScript with prettier, applying the prettier config found for the
                output folder (slower; with no config found, the output is the same)
  --verbose     time each stage
  --quiet       print nothing but errors (no progress on a terminal, no summary)
  --no-cache    format every file again instead of reusing unchanged output
  --allow-remote-refs
                let a description's $refs fetch http(s) URLs (by default they are an error)`;

export const CHECK_USAGE = `Usage: sdkgen check [manifest...] [--out dir] [--prettier] [--quiet] [--allow-remote-refs]

Exit 1 and list every stale, missing or extra file when generated/<id>/ differs from what
\`sdkgen generate\` would write. For CI. A generated package's build output (dist/,
node_modules/, package-lock.json, a packed .tgz) is not reported. Takes an OpenAPI description
instead of a manifest as \`sdkgen generate\` does.

  --prettier    compare with output formatted as \`sdkgen generate --prettier\` formats it
  --quiet       print only the differences (no progress on a terminal, no summary, no
                import warnings)
  --allow-remote-refs
                let a description's $refs fetch http(s) URLs`;

export const VALIDATE_USAGE = `Usage: sdkgen validate [manifest...] [--allow-remote-refs] [--quiet]

Validate manifests only; print every problem as file:line:col  field: message. An OpenAPI
description is imported in memory and validated as the manifest it would become (its import
warnings on stderr).

  --allow-remote-refs   let a description's $refs fetch http(s) URLs
  --quiet               print nothing but problems (no import warnings, no "valid" line)`;

const rel = (p: string) => relative(process.cwd(), p) || '.';

async function outputFor(argv: string[], usage: string, check: boolean): Promise<number> {
  const flags = {
    out: { type: 'string' },
    verbose: { type: 'boolean' },
    quiet: { type: 'boolean' },
    'no-cache': { type: 'boolean' },
    prettier: { type: 'boolean' },
    'allow-remote-refs': { type: 'boolean' },
  } as const;
  const { values, positionals } = parse(argv, check ? flags : { ...flags, force: { type: 'boolean' } }, usage);
  if (values.help) return (console.log(usage), 0);
  const manifests = await manifestsFrom(positionals);
  if (values.out && manifests.length > 1) throw new UsageError(`--out takes one manifest, got ${manifests.length}\n\n${usage}`);
  await assertInputFiles(manifests);
  // --verbose prints its own line per stage, with timings.
  const progress = terminalProgress(values.quiet || values.verbose);
  const { red, yellow } = errorColors;
  let code = 0;
  for (const manifestPath of manifests) {
    const log = values.verbose ? (line: string) => console.error(`  ${line}`) : undefined;
    const start = performance.now();
    const force = 'force' in values && values.force === true;
    const outDir = values.out ? { outDir: values.out } : {};
    // Loaded here, not at the top: the emitters bring ts-morph, which validate and --help never need.
    const { generate } = await import('../generate.ts');
    const warnings = importWarnings(values.quiet);
    const allowRemoteRefs = values['allow-remote-refs'] === true;
    let result;
    try {
      result = await generate({ manifestPath, check, force, log, progress, cache: !values['no-cache'], prettier: values.prettier === true, onImportWarning: warnings.onWarning, allowRemoteRefs, ...outDir });
    } catch (error) {
      // The warnings may say why it failed; printed below the progress line, not over it.
      interruptProgress();
      warnings.print();
      throw error;
    }
    warnings.print();
    const took = `${((performance.now() - start) / 1000).toFixed(2)} s`;
    if (!check) {
      if (!values.quiet) console.log(`${manifestPath}: wrote ${result.paths.length} files to ${rel(result.outDir)} in ${took}`);
      continue;
    }
    const { stale, missing, extra } = result.drift!;
    if (stale.length + missing.length + extra.length === 0) {
      if (!values.quiet) console.log(`${manifestPath}: ${rel(result.outDir)} is ${outputColors.green('up to date')} (${result.paths.length} files)`);
      continue;
    }
    code = 1;
    console.error(`${manifestPath}: ${rel(result.outDir)} ${red('differs')} from what sdkgen generate would write:`);
    for (const p of stale) console.error(`  ${yellow('stale   ')} ${p}`);
    for (const p of missing) console.error(`  ${red('missing ')} ${p}`);
    for (const p of extra) console.error(`  ${yellow('extra   ')} ${p}`);
    console.error(`Run \`npm run generate\` and commit the result.`);
  }
  return code;
}

export const runGenerate = (argv: string[]) => outputFor(argv, GENERATE_USAGE, false);
export const runCheck = (argv: string[]) => outputFor(argv, CHECK_USAGE, true);

export async function runValidate(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { 'allow-remote-refs': { type: 'boolean' }, quiet: { type: 'boolean' } }, VALIDATE_USAGE);
  if (values.help) return (console.log(VALIDATE_USAGE), 0);
  const manifests = await manifestsFrom(positionals);
  await assertInputFiles(manifests);
  for (const manifestPath of manifests) {
    const warnings = importWarnings(values.quiet);
    const api = await loadInput(manifestPath, { onWarning: warnings.onWarning, allowRemoteRefs: values['allow-remote-refs'] === true, checkShape: true });
    warnings.print();
    if (!values.quiet) console.log(`${manifestPath}: valid (${api.operations.length} operations in ${api.groups.length} groups)`);
  }
  return 0;
}
