/** `sdkgen docs --serve`: serve the generated HTML reference on 127.0.0.1 for a local look. */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveDocs } from '../docs-serve/index.ts';
import { loadInput } from '../import/load-input.ts';
import { parse, UsageError } from './args.ts';
import { assertInputFiles } from './input-files.ts';
import { manifestsFrom } from './manifests.ts';
import { portInUseMessage } from './port-in-use.ts';
import { waitForSignal } from './wait-for-signal.ts';

export const DOCS_USAGE = `Usage: sdkgen docs --serve [manifest] [--port 4011] [--host 127.0.0.1] [--out dir] [--allow-remote-refs]

Serve the generated HTML reference (generated/<id>/docs/html, or <out>/docs/html) until
Ctrl-C. Run \`sdkgen generate\` first. The manifest may be the OpenAPI description it was
generated from.`;

export async function runDocs(argv: string[]): Promise<number> {
  const { values, positionals } = parse(
    argv,
    { serve: { type: 'boolean' }, port: { type: 'string' }, host: { type: 'string' }, out: { type: 'string' }, 'allow-remote-refs': { type: 'boolean' } },
    DOCS_USAGE,
  );
  if (values.help) return (console.log(DOCS_USAGE), 0);
  if (!values.serve) throw new UsageError(`nothing to do without --serve\n\n${DOCS_USAGE}`);
  const [manifestPath, ...more] = await manifestsFrom(positionals);
  if (more.length > 0) throw new UsageError(`docs --serve takes one manifest\n\n${DOCS_USAGE}`);
  const port = Number(values.port ?? process.env.SDKGEN_DOCS_PORT ?? 4011);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0-65535, got ${values.port}`);

  await assertInputFiles([manifestPath!]);
  // Only the id is wanted (it names the output folder): the import's warnings were shown by generate.
  const api = await loadInput(manifestPath!, { allowRemoteRefs: values['allow-remote-refs'] === true });
  const site = join(values.out ?? join('generated', api.id), 'docs', 'html');
  if (!existsSync(join(site, 'index.html'))) {
    console.error(`sdkgen docs: ${relative(process.cwd(), site)}/index.html does not exist; run \`sdkgen generate\` first`);
    return 1;
  }
  const server = await serveDocs(site, { port, host: values.host ?? '127.0.0.1' }).catch((error: unknown) => {
    const busy = portInUseMessage(error, port);
    throw busy ? new Error(busy) : error;
  });
  console.log(`Serving ${api.title} docs from ${relative(process.cwd(), site)} at ${server.url}  (Ctrl-C to stop)`);
  await waitForSignal();
  await server.close();
  return 0;
}
