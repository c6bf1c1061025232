/** `sdkgen serve`: run the generated server as a stub on 127.0.0.1, until Ctrl-C. */
import { takesJwt } from '../ir/jwt-scheme.ts';
import { schemesIn } from '../ir/auth-requirements.ts';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadInput } from '../import/load-input.ts';
import { serve } from '../serve/index.ts';
import { parse, UsageError } from './args.ts';
import { importWarnings } from './import-warnings.ts';
import { assertInputFiles } from './input-files.ts';
import { manifestsFrom } from './manifests.ts';
import { portInUseMessage } from './port-in-use.ts';
import { waitForSignal } from './wait-for-signal.ts';

export const SERVE_USAGE = `Usage: sdkgen serve [manifest] [--port 4010] [--host 127.0.0.1] [--config stub.json] [--mock [--seed N]] [--handlers module] [--quiet] [--allow-remote-refs]

Run the server skeleton of a manifest as a stub on 127.0.0.1. It accepts one demo API key
(printed at start), issues and refreshes JWTs, answers configured static responses, and
answers every other operation with 501 problem+json naming it. Requests and responses are
checked against the manifest's schemas. An OpenAPI description may be given instead of a
manifest: it is imported in memory, as \`sdkgen import\` would (its warnings on stderr).

  --mock            answer every operation with data that fits its declared response, in its
                    declared status and media type: examples first, else generated from the
                    schema (formats, enums, bounds, patterns); paginated lists page consistently
  --seed N          the seed of the generated data (default 1): the same seed, the same data
  --handlers file   a module whose default export (or \`handlers\` export) maps camelCase
                    operation names to handlers; they win over the mock and static responses
  --allow-remote-refs
                    let a description's $refs fetch http(s) URLs

Environment: SDKGEN_PORT, SDKGEN_API_KEY (the demo key), SDKGEN_DEMO_PASSWORD (password of the
demo Basic user demo@example.com), SDKGEN_JWT_SECRET (HS256 secret of
issued JWTs), SDKGEN_TOKEN_TTL (seconds, default 3600), SDKGEN_CONFIG (JSON file with
staticResponses, apiKeys, users, bearerTokens).`;

export async function runServe(argv: string[]): Promise<number> {
  const { values, positionals } = parse(
    argv,
    {
      port: { type: 'string' },
      host: { type: 'string' },
      config: { type: 'string' },
      quiet: { type: 'boolean' },
      mock: { type: 'boolean' },
      seed: { type: 'string' },
      handlers: { type: 'string' },
      'allow-remote-refs': { type: 'boolean' },
    },
    SERVE_USAGE,
  );
  if (values.help) return (console.log(SERVE_USAGE), 0);
  const [manifestPath, ...more] = await manifestsFrom(positionals);
  if (more.length > 0) throw new UsageError(`serve takes one manifest\n\n${SERVE_USAGE}`);
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new UsageError(`--port must be 0-65535, got ${values.port}`);
  }

  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isSafeInteger(seed)) throw new UsageError(`--seed must be an integer, got ${values.seed}`);
  await assertInputFiles([manifestPath!, ...(values.handlers ? [values.handlers] : [])]);
  const handlers = values.handlers ? await loadHandlers(values.handlers) : undefined;
  const warnings = importWarnings(values.quiet);
  const api = await loadInput(manifestPath!, { onWarning: warnings.onWarning, allowRemoteRefs: values['allow-remote-refs'] === true });
  warnings.print();
  const stub = await serve({
    api,
    handleSignals: false,
    ...(port !== undefined ? { port } : {}),
    ...(values.host ? { host: values.host } : {}),
    ...(values.config ? { configFile: values.config } : {}),
    ...(values.mock ? { mock: { ...(seed !== undefined ? { seed } : {}) } } : {}),
    ...(handlers ? { handlers } : {}),
    ...(values.quiet ? {} : { log: (line: string) => console.log(line) }),
  }).catch((error: unknown) => {
    const busy = portInUseMessage(error, port);
    throw busy ? new Error(busy) : error;
  });
  const scheme = api.securitySchemes.find((s) => s.kind === 'apiKey');
  console.log(`${api.title} stub listening on ${stub.url}`);
  console.log(`Demo API key: ${stub.demoApiKey}`);
  if (api.securitySchemes.some(takesJwt)) console.log(`Demo JWT (a day): ${stub.demoJwt}`);
  const create = api.operations.find((o) => o.name === api.tokenFlow?.createOperation);
  if (create && api.securitySchemes.some((s) => s.kind === 'basic' && schemesIn(create.auth).includes(s.name))) {
    console.log(`Demo Basic user: ${stub.demoUser.username}:${stub.demoUser.password} (for ${create.method} ${create.path.raw})`);
  }
  if (scheme?.header) {
    const target = create ?? api.operations.find((o) => o.method === 'GET' && o.parameters.every((p) => !p.required));
    if (target) console.log(`Try: curl -X ${target.method} -H '${scheme.header}: ${stub.demoApiKey}' ${stub.url}${target.path.raw}`);
  }
  // Operations the API serves from other hosts are served here too; a client sends them there unless told.
  const hosts = [...new Set(api.operations.flatMap((o) => (o.server === undefined ? [] : [o.server])))];
  if (hosts.length > 0) console.log(`Operations of other hosts are served here too: pass the client serverURLs: ${JSON.stringify(Object.fromEntries(hosts.map((host) => [host, stub.url])))}`);
  console.log('Ctrl-C to stop.');
  await waitForSignal();
  await stub.close();
  return 0;
}

/** The handlers module of `--handlers`: its default export, or its `handlers` export. */
async function loadHandlers(file: string): Promise<object> {
  const module = (await importModule(pathToFileURL(resolve(file)).href)) as { default?: unknown; handlers?: unknown };
  const handlers = module.default ?? module.handlers;
  if (handlers === null || typeof handlers !== 'object') throw new Error(`${file}: expected a default export (or a \`handlers\` export) mapping operation names to functions`);
  return handlers;
}

/**
 * A JavaScript module, or a TypeScript one through tsx (the compiled bin has no TypeScript
 * loader of its own). A TypeScript file outside an ESM package compiles as CommonJS, whose
 * exports then arrive as the namespace's `default`.
 */
async function importModule(url: string): Promise<Record<string, unknown>> {
  if (!/\.[cm]?tsx?$/.test(url)) return (await import(url)) as Record<string, unknown>;
  const { tsImport } = await import('tsx/esm/api');
  const module = (await tsImport(url, import.meta.url)) as Record<string, unknown>;
  const inner = module.default;
  return inner !== null && typeof inner === 'object' && ('default' in inner || 'handlers' in inner) ? (inner as Record<string, unknown>) : module;
}
