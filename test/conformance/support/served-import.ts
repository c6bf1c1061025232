/**
 * A real description imported, its client generated, and `sdkgen serve` started for it on a
 * random loopback port (with the mock or handlers the test gives); `run` gets the IR and a client
 * signed in to the server. Everything is stopped and removed afterwards, whatever `run` does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../generator/generate.ts';
import { importOpenApiFile } from '../../../generator/import/index.ts';
import type { Api } from '../../../generator/ir/types.ts';
import { serve, type ServeOptions } from '../../../generator/serve/index.ts';
import { generateApi } from '../../contract/support/generated-api.ts';
import { oneHost } from './one-host.ts';
import { stubCredentials } from './stub-credentials.ts';

type Call = (params: object) => Promise<unknown>;
export type GroupedClient = Record<string, Record<string, Call>>;

const KEY = 'served-import-key';

type Served = Pick<ServeOptions, 'mock' | 'handlers'>;

/** `options`: how the server answers, or a function of the imported API that says it (handlers by operation). */
export async function withServedImport<T>(path: string, options: Served | ((api: Api) => Served), run: (api: Api, client: GroupedClient) => Promise<T>): Promise<T> {
  const work = mkdtempSync(join(PROJECT_ROOT, '.tmp-served-import-'));
  try {
    const manifest = join(work, 'api.yaml');
    writeFileSync(manifest, (await importOpenApiFile(path)).yaml);
    const generated = await generateApi(manifest, ['client']);
    try {
      const { api } = generated;
      const answers = typeof options === 'function' ? options(api) : options;
      const stub = await serve({ api, port: 0, apiKey: KEY, ...answers, handleSignals: false, env: {}, log: () => {} });
      try {
        const module = await generated.importClient<Record<string, new (options: object) => GroupedClient>>();
        return await run(api, new module[api.clientName]!({ ...stubCredentials(api, stub, KEY, stub.demoUser), ...oneHost(api, stub.url), maxRetries: 0 }));
      } finally {
        await stub.close();
      }
    } finally {
      generated.remove();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
