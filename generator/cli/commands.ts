/** The `generate`, `check` and `validate` commands. Each returns the process exit code. */
import { relative } from 'node:path';
import { generate } from '../generate.ts';
import { loadApi } from '../ir/build.ts';
import { parse, UsageError } from './args.ts';
import { manifestsFrom } from './manifests.ts';

export const GENERATE_USAGE = `Usage: sdkgen generate [manifest...] [--out dir] [--force] [--verbose]

Regenerate the client, server, docs and OpenAPI export of each manifest (default: every
manifest/*.yaml) into generated/<id>/, or into --out (only with one manifest). Output is
written atomically: on any error the previous folder is left as it was.

The output folder is replaced whole, so sdkgen only writes to a folder that does not exist,
is empty, or holds only what sdkgen wrote there (listed in its .sdkgen-output.json). It never
writes to /, your home folder, or a folder containing the current directory, the manifest or
sdkgen itself.

  --out dir     folder to write instead of generated/<id>
  --force       replace the output folder even if sdkgen did not write it
  --verbose     time each stage
  --no-cache    format every file again instead of reusing unchanged output`;

export const CHECK_USAGE = `Usage: sdkgen check [manifest...] [--out dir]

Exit 1 and list every stale, missing or extra file when generated/<id>/ differs from what
\`sdkgen generate\` would write. For CI.`;

export const VALIDATE_USAGE = `Usage: sdkgen validate [manifest...]

Validate manifests only; print every problem as file:line:col  field: message.`;

const rel = (p: string) => relative(process.cwd(), p) || '.';

async function outputFor(argv: string[], usage: string, check: boolean): Promise<number> {
  const flags = { out: { type: 'string' }, verbose: { type: 'boolean' }, 'no-cache': { type: 'boolean' } } as const;
  const { values, positionals } = parse(argv, check ? flags : { ...flags, force: { type: 'boolean' } }, usage);
  if (values.help) return (console.log(usage), 0);
  const manifests = await manifestsFrom(positionals);
  if (values.out && manifests.length > 1) throw new UsageError(`--out takes one manifest, got ${manifests.length}\n\n${usage}`);
  let code = 0;
  for (const manifestPath of manifests) {
    const log = values.verbose ? (line: string) => console.error(`  ${line}`) : undefined;
    const start = performance.now();
    const force = 'force' in values && values.force === true;
    const result = await generate({ manifestPath, check, force, log, cache: !values['no-cache'], ...(values.out ? { outDir: values.out } : {}) });
    const took = `${((performance.now() - start) / 1000).toFixed(2)} s`;
    if (!check) {
      console.log(`${manifestPath}: wrote ${result.files.length} files to ${rel(result.outDir)} in ${took}`);
      continue;
    }
    const { stale, missing, extra } = result.drift!;
    if (stale.length + missing.length + extra.length === 0) {
      console.log(`${manifestPath}: ${rel(result.outDir)} is up to date (${result.files.length} files)`);
      continue;
    }
    code = 1;
    console.error(`${manifestPath}: ${rel(result.outDir)} differs from what sdkgen generate would write:`);
    for (const p of stale) console.error(`  stale    ${p}`);
    for (const p of missing) console.error(`  missing  ${p}`);
    for (const p of extra) console.error(`  extra    ${p}`);
    console.error(`Run \`npm run generate\` and commit the result.`);
  }
  return code;
}

export const runGenerate = (argv: string[]) => outputFor(argv, GENERATE_USAGE, false);
export const runCheck = (argv: string[]) => outputFor(argv, CHECK_USAGE, true);

export async function runValidate(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {}, VALIDATE_USAGE);
  if (values.help) return (console.log(VALIDATE_USAGE), 0);
  for (const manifestPath of await manifestsFrom(positionals)) {
    const api = await loadApi(manifestPath);
    console.log(`${manifestPath}: valid (${api.operations.length} operations in ${api.groups.length} groups)`);
  }
  return 0;
}
