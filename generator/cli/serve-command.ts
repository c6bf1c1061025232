/** `sdkgen serve`: run the generated server as a stub on 127.0.0.1, until Ctrl-C. */
import { loadApi } from '../ir/build.ts';
import { serve } from '../serve/index.ts';
import { parse, UsageError } from './args.ts';
import { assertInputFiles } from './input-files.ts';
import { manifestsFrom } from './manifests.ts';
import { portInUseMessage } from './port-in-use.ts';
import { waitForSignal } from './wait-for-signal.ts';

export const SERVE_USAGE = `Usage: sdkgen serve [manifest] [--port 4010] [--host 127.0.0.1] [--config stub.json] [--quiet]

Run the server skeleton of a manifest as a stub on 127.0.0.1. It accepts one demo API key
(printed at start), issues and refreshes JWTs, answers configured static responses, and
answers every other operation with 501 problem+json naming it.

Environment: SDKGEN_PORT, SDKGEN_API_KEY (the demo key), SDKGEN_DEMO_PASSWORD (password of the
demo Basic user demo@example.com), SDKGEN_JWT_SECRET (HS256 secret of
issued JWTs), SDKGEN_TOKEN_TTL (seconds, default 3600), SDKGEN_CONFIG (JSON file with
staticResponses, apiKeys, users, bearerTokens).`;

export async function runServe(argv: string[]): Promise<number> {
  const { values, positionals } = parse(
    argv,
    { port: { type: 'string' }, host: { type: 'string' }, config: { type: 'string' }, quiet: { type: 'boolean' } },
    SERVE_USAGE,
  );
  if (values.help) return (console.log(SERVE_USAGE), 0);
  const [manifestPath, ...more] = await manifestsFrom(positionals);
  if (more.length > 0) throw new UsageError(`serve takes one manifest\n\n${SERVE_USAGE}`);
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new UsageError(`--port must be 0-65535, got ${values.port}`);
  }

  await assertInputFiles([manifestPath!]);
  const api = await loadApi(manifestPath!);
  const stub = await serve({
    api,
    handleSignals: false,
    ...(port !== undefined ? { port } : {}),
    ...(values.host ? { host: values.host } : {}),
    ...(values.config ? { configFile: values.config } : {}),
    ...(values.quiet ? {} : { log: (line: string) => console.log(line) }),
  }).catch((error: unknown) => {
    const busy = portInUseMessage(error, port);
    throw busy ? new Error(busy) : error;
  });
  const scheme = api.securitySchemes.find((s) => s.kind === 'apiKey');
  console.log(`${api.title} stub listening on ${stub.url}`);
  console.log(`Demo API key: ${stub.demoApiKey}`);
  const create = api.operations.find((o) => o.name === api.tokenFlow?.createOperation);
  if (create && api.securitySchemes.some((s) => s.kind === 'basic' && create.auth.includes(s.name))) {
    console.log(`Demo Basic user: ${stub.demoUser.username}:${stub.demoUser.password} (for ${create.method} ${create.path.raw})`);
  }
  if (scheme?.header) {
    const target = create ?? api.operations.find((o) => o.method === 'GET' && o.parameters.every((p) => !p.required));
    if (target) console.log(`Try: curl -X ${target.method} -H '${scheme.header}: ${stub.demoApiKey}' ${stub.url}${target.path.raw}`);
  }
  console.log('Ctrl-C to stop.');
  await waitForSignal();
  await stub.close();
  return 0;
}
