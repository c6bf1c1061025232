/**
 * `sdkgen serve`: the generated server running as a stub on loopback, for trying a client
 * against something real. The runtime is the server template itself (`templates/server/core/`),
 * fed the service description built from the IR in memory, so the stub always matches the
 * manifest without a `generate` step and behaves exactly like the generated server.
 *
 * Out of the box it accepts one random demo API key, issues and refreshes JWTs, answers
 * list-shaped operations with empty lists and everything else with 501. Requests are checked
 * by the generated validators, and so are responses (`validateResponses`): a stub is for
 * finding mismatches, and a configured static response that breaks the schema is one.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Api } from '../ir/types.ts';
import { describeService } from '../emit/server/service-description.ts';
import { createHttpServer, type ServerLimits } from '../../templates/server/core/http-server.ts';
import { createJwtService } from '../../templates/server/core/jwt.ts';
import { createNodeListener } from '../../templates/server/core/node-handler.ts';
import { defaultStaticResponses } from './default-responses.ts';
import { mockHandlers } from './mock/mock-handlers.ts';
import { loadStubConfig, readStubEnv, type StubConfig } from './stub-config.ts';
import { stubValidators } from './stub-validators.ts';
import { stubVerifiers } from './stub-verifiers.ts';

export interface ServeOptions {
  api: Api;
  /** Default: `SDKGEN_PORT`, else 4010. Use 0 for a free port. */
  port?: number;
  /** Default 127.0.0.1: the stub accepts a demo key and must not be reachable from elsewhere. */
  host?: string;
  /** The demo API key. Default: `SDKGEN_API_KEY`, else random. */
  apiKey?: string;
  /** HS256 secret of issued JWTs. Default: `SDKGEN_JWT_SECRET`, else random. */
  jwtSecret?: string;
  /** Default: `SDKGEN_TOKEN_TTL`, else 3600. */
  tokenTtlSeconds?: number;
  /** JSON file with `staticResponses`, `apiKeys`, `users`, `bearerTokens`. Default: `SDKGEN_CONFIG`. */
  configFile?: string;
  /** Timeouts and connection cap; default `DEFAULT_SERVER_LIMITS` of the server runtime. */
  limits?: ServerLimits;
  /** Handlers by camelCase operation name, ahead of everything else (the mock too). */
  handlers?: object;
  /**
   * Answer every operation with data drawn from its declared response (`--mock`): examples first,
   * else generated from the schema with this seed; paginated lists page consistently.
   */
  mock?: { seed?: number };
  /** One line per request, e.g. `console.log`. Default: silent. */
  log?: (line: string) => void;
  /** Close on SIGINT/SIGTERM. Default true. */
  handleSignals?: boolean;
  /** Where `SDKGEN_*` variables are read from. Default `process.env`. */
  env?: Record<string, string | undefined>;
}

export interface RunningStub {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:4010`. */
  url: string;
  demoApiKey: string;
  /** A Basic user for the token create operation; its JWTs can be refreshed, unlike API-key ones. */
  demoUser: { username: string; password: string };
  /**
   * A JWT the stub signed for the demo user, valid for a day: what a bearer scheme of format JWT
   * takes when the API has no token operation to get one from.
   */
  demoJwt: string;
  close(): Promise<void>;
}

const DEMO_PRINCIPAL = { subject: 'demo-user' };
/** The runtime's default issuer, said once here since the demo JWT must carry the one the server checks. */
const JWT_ISSUER = 'sdkgen-server';
const DEMO_JWT_SECONDS = 24 * 60 * 60;

export async function serve(options: ServeOptions): Promise<RunningStub> {
  const env = readStubEnv(options.env ?? process.env);
  const config = await loadStubConfig(options.configFile ?? env.configFile);
  const demoApiKey =
    options.apiKey ?? env.apiKey ?? `demo-${randomBytes(18).toString('base64url')}`;
  const demoUser = {
    username: 'demo@example.com',
    password: options.env?.SDKGEN_DEMO_PASSWORD ?? process.env.SDKGEN_DEMO_PASSWORD ?? randomBytes(12).toString('base64url'),
  };
  const users: StubConfig['users'] = [...config.users, demoUser];

  const validators = stubValidators(options.api);
  // Configured static responses and handlers win over the mock, operation by operation.
  const configured = new Set(Object.keys(config.staticResponses).map((name) => options.api.operations.find((op) => op.name === name)?.methodName));
  const mock = options.mock
    ? Object.fromEntries(Object.entries(mockHandlers(options.api, { seed: options.mock.seed ?? 1, validators })).filter(([name]) => !configured.has(name)))
    : {};
  const jwtSecret = options.jwtSecret ?? env.jwtSecret ?? randomBytes(32);
  const demoJwt = await createJwtService(jwtSecret, JWT_ISSUER).sign({ sub: DEMO_PRINCIPAL.subject }, DEMO_JWT_SECONDS);
  const listener = createNodeListener(describeService(options.api), { ...mock, ...options.handlers }, {
    jwtSecret,
    jwtIssuer: JWT_ISSUER,
    tokenTtlSeconds: options.tokenTtlSeconds ?? env.tokenTtlSeconds,
    staticResponses: { ...defaultStaticResponses(options.api), ...config.staticResponses },
    ...stubVerifiers(
      config,
      { apiKey: demoApiKey, principal: DEMO_PRINCIPAL, users },
      options.api.securitySchemes.some((scheme) => scheme.kind === 'basic' && scheme.username === 'apiKey'),
    ),
    validators,
    validateResponses: true,
    onError: (error, operation) =>
      options.log?.(`${operation ?? 'request'} failed: ${(error as Error).stack ?? String(error)}`),
  });

  const log = options.log;
  // The runtime's server factory: bounded timeouts and a connection cap that sheds slow clients.
  const server = createHttpServer((req, res) => {
    if (log) {
      const started = performance.now();
      res.once('finish', () =>
        log(
          `${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
        ),
      );
    }
    listener(req, res);
  }, options.limits);
  await listen(server, options.port ?? env.port ?? 4010, options.host ?? '127.0.0.1');

  const close = closeOnce(server, options.handleSignals !== false);
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return { url: `http://${host}:${port}`, demoApiKey, demoUser, demoJwt, close };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A `close` that may be called many times, also stops keep-alive connections, and owns the signal handlers. */
function closeOnce(server: Server, handleSignals: boolean): () => Promise<void> {
  let closing: Promise<void> | undefined;
  const onSignal = () => void close();
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeIdleConnections();
    });
    return closing;
  };
  if (handleSignals) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  return close;
}
