/** `sdkgen import`: turn an OpenAPI 3.0/3.1 or Swagger 2.0 description into a manifest, warning about what it cannot map. */
import { formatImportWarning, formatWarningGroups, groupWarnings, ImportError, importOpenApiFile, warningKind } from '../import/index.ts';
import { parse, UsageError } from './args.ts';
import { assertImportOutput, ImportOutputError, writeImportOutput } from './import-output.ts';
import { assertInputFiles } from './input-files.ts';
import { interruptProgress, terminalProgress } from './terminal-progress.ts';

export const IMPORT_USAGE = `Usage: sdkgen import <openapi.(json|yaml)> -o <manifest.yaml> [--id name] [--quiet] [--warnings grouped|all|json] [--allow-remote-refs] [--force]

Convert an OpenAPI 3.0.x or 3.1 document (or Swagger 2.0, converted with swagger2openapi) into
an sdkgen manifest: operations, parameters, bodies, responses, schemas (with $refs,
allOf/oneOf/anyOf, nullable), security and servers. A description split over several files is
bundled first; its $refs may only reach files in the document's folder. Every construct that
has no manifest equivalent is reported as a warning naming its JSON pointer; nothing is dropped
silently. Then run \`sdkgen generate <manifest.yaml>\`.

  -o, --out file        where to write the manifest (required); missing folders are created. An
                        existing file is only replaced if an earlier \`sdkgen import\` wrote it
  --id name             the manifest id (output folder name); default: from the document title
  --quiet               print nothing but errors
  --warnings how        grouped (default: one entry per kind of warning, with a count and the
                        first places), all (every warning on its own line) or json (on stdout:
                        { file, out, operations, schemas, pagination, warnings: [{ pointer, message, kind }] })
  --allow-remote-refs   fetch $refs to http(s) URLs (by default they are an error)
  --force               replace the -o file even if sdkgen did not write it`;

const WARNING_FORMATS = ['grouped', 'all', 'json'] as const;

export async function runImport(argv: string[]): Promise<number> {
  const { values, positionals } = parse(
    argv,
    { out: { type: 'string', short: 'o' }, id: { type: 'string' }, quiet: { type: 'boolean' }, warnings: { type: 'string' }, 'allow-remote-refs': { type: 'boolean' }, force: { type: 'boolean' } },
    IMPORT_USAGE,
  );
  if (values.help) return (console.log(IMPORT_USAGE), 0);
  if (positionals.length !== 1 || !values.out) throw new UsageError(`expected one OpenAPI file and -o <manifest.yaml>\n\n${IMPORT_USAGE}`);
  const how = values.warnings ?? 'grouped';
  if (!WARNING_FORMATS.includes(how as (typeof WARNING_FORMATS)[number])) throw new UsageError(`--warnings must be one of ${WARNING_FORMATS.join(', ')}, got ${how}`);
  const [input] = positionals as [string];
  const progress = terminalProgress(values.quiet || how === 'json');
  try {
    await assertInputFiles([input]);
    await assertImportOutput(values.out, values.force === true);
    progress?.start(`importing ${input}`);
    const result = await importOpenApiFile(input, { ...(values.id ? { id: values.id } : {}), allowRemoteRefs: values['allow-remote-refs'] === true });
    const operations = result.manifest.operations.length;
    const schemas = Object.keys(result.manifest.schemas ?? {}).length;
    progress?.done(`${operations} operations, ${schemas} schemas`);
    progress?.start(`writing ${values.out}`);
    await writeImportOutput(values.out, result.yaml);
    progress?.done('done');
    if (values.quiet) return 0;
    if (how === 'json') {
      const warnings = result.warnings.map((w) => ({ ...w, kind: warningKind(w.message) }));
      console.log(JSON.stringify({ file: input, out: values.out, operations, schemas, pagination: result.pagination, warnings }, null, 2));
      return 0;
    }
    const lines = how === 'all' ? result.warnings.map((w) => `warning: ${formatImportWarning(w, input)}`) : formatWarningGroups(groupWarnings(result.warnings), input);
    for (const line of lines) console.error(line);
    const kinds = new Set(result.warnings.map((w) => warningKind(w.message))).size;
    const warned = result.warnings.length === 0 ? 'no warnings' : `${result.warnings.length} warnings of ${kinds} kind${kinds === 1 ? '' : 's'}`;
    console.log(`${input}: wrote ${values.out} (${operations} operations, ${schemas} schemas, ${warned})`);
    const paging = describePagination(result.pagination);
    if (paging) console.log(paging);
    return 0;
  } catch (error) {
    interruptProgress();
    if (error instanceof ImportError || error instanceof ImportOutputError) {
      console.error(`sdkgen import: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

/** "pagination found on 104 list operations: 97 cursor, 7 page (see each operation's `pagination`)". */
function describePagination(found: Record<string, string>): string | undefined {
  const counts = new Map<string, number>();
  for (const style of Object.values(found)) counts.set(style, (counts.get(style) ?? 0) + 1);
  const total = Object.keys(found).length;
  if (total === 0) return undefined;
  const styles = [...counts].sort((a, b) => b[1] - a[1]).map(([style, count]) => `${count} ${style}`).join(', ');
  return `pagination found on ${total} list operation${total === 1 ? '' : 's'}: ${styles} (see each operation's \`pagination\` in the manifest)`;
}
