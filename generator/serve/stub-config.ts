/**
 * What the stub server can be told beyond the manifest: fixed responses and extra credentials,
 * from an optional JSON file, plus settings from `SDKGEN_*` environment variables. Everything is
 * validated up front so a typo fails at start, not on the first request.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const principal = z
  .object({ subject: z.string().min(1), tenant: z.string().min(1).optional() })
  .strict();

const stubConfigSchema = z
  .object({
    /** Fixed 200 bodies by snake_case operation name. */
    staticResponses: z.record(z.unknown()).default({}),
    /**
     * Extra API keys and who they stand for. A key with a `tenant` gets tokens for that tenant
     * alone; one without may name any tenant.
     */
    apiKeys: z.record(principal).default({}),
    /** Users accepted by HTTP Basic; `tenant`, when set, must match the tenant the request names. */
    users: z
      .array(
        z
          .object({
            username: z.string().min(1),
            password: z.string(),
            tenant: z.string().min(1).optional(),
          })
          .strict(),
      )
      .default([]),
    /** Opaque (non-JWT) bearer tokens and who they stand for; `tenant` as for `apiKeys`. */
    bearerTokens: z.record(principal).default({}),
  })
  .strict();

export type StubConfig = z.infer<typeof stubConfigSchema>;

export async function loadStubConfig(file: string | undefined): Promise<StubConfig> {
  if (file === undefined) return stubConfigSchema.parse({});
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the stub configuration ${file}: ${(error as Error).message}`);
  }
  const parsed = stubConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('\n');
    throw new Error(`invalid stub configuration ${file}:\n${issues}`);
  }
  return parsed.data;
}

export interface StubEnv {
  port?: number;
  apiKey?: string;
  jwtSecret?: string;
  tokenTtlSeconds?: number;
  configFile?: string;
}

/** Read `SDKGEN_PORT`, `SDKGEN_API_KEY`, `SDKGEN_JWT_SECRET`, `SDKGEN_TOKEN_TTL`, `SDKGEN_CONFIG`. */
export function readStubEnv(env: Record<string, string | undefined>): StubEnv {
  const port = integerVar(env, 'SDKGEN_PORT', 0, 65535);
  const ttl = integerVar(env, 'SDKGEN_TOKEN_TTL', 1, Number.MAX_SAFE_INTEGER);
  return {
    ...(port !== undefined ? { port } : {}),
    ...(env.SDKGEN_API_KEY ? { apiKey: env.SDKGEN_API_KEY } : {}),
    ...(env.SDKGEN_JWT_SECRET ? { jwtSecret: env.SDKGEN_JWT_SECRET } : {}),
    ...(ttl !== undefined ? { tokenTtlSeconds: ttl } : {}),
    ...(env.SDKGEN_CONFIG ? { configFile: env.SDKGEN_CONFIG } : {}),
  };
}

function integerVar(
  env: Record<string, string | undefined>,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(text)}`,
    );
  }
  return value;
}
