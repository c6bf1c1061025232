/** `sdkgen import`: turn an OpenAPI 3.0/3.1 document into a manifest, warning about what it cannot map. */
import { writeFile } from 'node:fs/promises';
import { formatImportWarning, ImportError, importOpenApiFile } from '../import/index.ts';
import { parse, UsageError } from './args.ts';

export const IMPORT_USAGE = `Usage: sdkgen import <openapi.(json|yaml)> -o <manifest.yaml> [--id name]

Convert an OpenAPI 3.0.x or 3.1 document into an sdkgen manifest: operations, parameters,
bodies, responses, schemas (with $refs, allOf/oneOf/anyOf, nullable), security and servers.
Every construct that has no manifest equivalent is reported as a warning naming its JSON
pointer; nothing is dropped silently. Then run \`sdkgen generate <manifest.yaml>\`.

  -o, --out file   where to write the manifest (required)
  --id name        the manifest id (output folder name); default: from the document title`;

export async function runImport(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { out: { type: 'string', short: 'o' }, id: { type: 'string' } }, IMPORT_USAGE);
  if (values.help) return (console.log(IMPORT_USAGE), 0);
  if (positionals.length !== 1 || !values.out) throw new UsageError(`expected one OpenAPI file and -o <manifest.yaml>\n\n${IMPORT_USAGE}`);
  const [input] = positionals as [string];
  try {
    const result = await importOpenApiFile(input, values.id ? { id: values.id } : {});
    for (const warning of result.warnings) console.error(`warning: ${formatImportWarning(warning, input)}`);
    await writeFile(values.out, result.yaml);
    const count = result.manifest.operations.length;
    console.log(`${input}: wrote ${values.out} (${count} operations, ${Object.keys(result.manifest.schemas ?? {}).length} schemas, ${result.warnings.length} warnings)`);
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`sdkgen import: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
