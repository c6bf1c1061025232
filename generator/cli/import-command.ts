/** `sdkgen import`: turn an OpenAPI 3.0/3.1 or Swagger 2.0 description into a manifest, warning about what it cannot map. */
import { writeFile } from 'node:fs/promises';
import { formatImportWarning, formatWarningGroups, groupWarnings, ImportError, importOpenApiFile, warningKind } from '../import/index.ts';
import { parse, UsageError } from './args.ts';

export const IMPORT_USAGE = `Usage: sdkgen import <openapi.(json|yaml)> -o <manifest.yaml> [--id name] [--quiet] [--warnings grouped|all|json] [--allow-remote-refs]

Convert an OpenAPI 3.0.x or 3.1 document (or Swagger 2.0, converted with swagger2openapi) into
an sdkgen manifest: operations, parameters, bodies, responses, schemas (with $refs,
allOf/oneOf/anyOf, nullable), security and servers. A description split over several files is
bundled first; its $refs may only reach files in the document's folder. Every construct that
has no manifest equivalent is reported as a warning naming its JSON pointer; nothing is dropped
silently. Then run \`sdkgen generate <manifest.yaml>\`.

  -o, --out file        where to write the manifest (required)
  --id name             the manifest id (output folder name); default: from the document title
  --quiet               print nothing but errors
  --warnings how        grouped (default: one entry per kind of warning, with a count and the
                        first places), all (every warning on its own line) or json (on stdout:
                        { file, out, operations, schemas, warnings: [{ pointer, message, kind }] })
  --allow-remote-refs   fetch $refs to http(s) URLs (by default they are an error)`;

const WARNING_FORMATS = ['grouped', 'all', 'json'] as const;

export async function runImport(argv: string[]): Promise<number> {
  const { values, positionals } = parse(
    argv,
    { out: { type: 'string', short: 'o' }, id: { type: 'string' }, quiet: { type: 'boolean' }, warnings: { type: 'string' }, 'allow-remote-refs': { type: 'boolean' } },
    IMPORT_USAGE,
  );
  if (values.help) return (console.log(IMPORT_USAGE), 0);
  if (positionals.length !== 1 || !values.out) throw new UsageError(`expected one OpenAPI file and -o <manifest.yaml>\n\n${IMPORT_USAGE}`);
  const how = values.warnings ?? 'grouped';
  if (!WARNING_FORMATS.includes(how as (typeof WARNING_FORMATS)[number])) throw new UsageError(`--warnings must be one of ${WARNING_FORMATS.join(', ')}, got ${how}`);
  const [input] = positionals as [string];
  try {
    const result = await importOpenApiFile(input, { ...(values.id ? { id: values.id } : {}), allowRemoteRefs: values['allow-remote-refs'] === true });
    await writeFile(values.out, result.yaml);
    const operations = result.manifest.operations.length;
    const schemas = Object.keys(result.manifest.schemas ?? {}).length;
    if (values.quiet) return 0;
    if (how === 'json') {
      const warnings = result.warnings.map((w) => ({ ...w, kind: warningKind(w.message) }));
      console.log(JSON.stringify({ file: input, out: values.out, operations, schemas, warnings }, null, 2));
      return 0;
    }
    const lines = how === 'all' ? result.warnings.map((w) => `warning: ${formatImportWarning(w, input)}`) : formatWarningGroups(groupWarnings(result.warnings), input);
    for (const line of lines) console.error(line);
    const kinds = new Set(result.warnings.map((w) => warningKind(w.message))).size;
    const warned = result.warnings.length === 0 ? 'no warnings' : `${result.warnings.length} warnings of ${kinds} kind${kinds === 1 ? '' : 's'}`;
    console.log(`${input}: wrote ${values.out} (${operations} operations, ${schemas} schemas, ${warned})`);
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`sdkgen import: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
