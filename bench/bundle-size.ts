/**
 * Bundle size: what shipping the generated client to a browser costs. esbuild bundles small
 * programs (minify, tree-shake, ESM, browser platform) and we report raw and gzip (zlib, default
 * level) bytes:
 *
 * - one operation through its standalone function (`getBundle(client, …)` with `BaseIcaClient`),
 *   the path the README recommends for small bundles; it must not drag in the other 306
 *   operations, so the row also counts the operation specs that survive tree-shaking;
 * - the same operation on a `ClientCore` of the API without its token flow (one API-key scheme):
 *   every ICA operation accepts the JWT scheme that the API key is exchanged for, so the row above
 *   keeps token renewal, and this one shows what an operation whose credential needs no token ships;
 * - the whole `IcaClient` class (every group and operation), the cost of convenience;
 * - the same one-operation program with openapi-fetch, and, when the generation section left their
 *   output in bench/.work, with the @hey-api/openapi-ts SDK and the orval fetch client.
 *
 * Sizes are deterministic, so one build each is enough; the "runs" column says 1.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ROOT, versionOf, WORK } from './process.ts';
import { fmt, type Row, ratio, summarize } from './stats.ts';

const CLIENT = join(ROOT, 'generated/ica/client/src/index.ts');
/** One operation, gzipped, must fit in this: 4 KB. */
const TARGET_BYTES = 4096;
const GEN = join(WORK, 'gen');

interface Program {
  key: string;
  name: string;
  source: string;
  /** Skip (with this reason) when a peer's generated code is not there. */
  needs?: string;
}

const PROGRAMS: Program[] = [
  {
    key: 'one',
    name: 'sdkgen: one operation (standalone `getBundle` + `BaseIcaClient`)',
    source: `import { BaseIcaClient, getBundle } from ${JSON.stringify(CLIENT)};
const client = new BaseIcaClient({ apiKey: 'KEY' });
console.log(await getBundle(client, { bundleId: 'b-1' }));`,
  },
  {
    key: 'key-only',
    name: 'sdkgen: one operation, API key only (standalone `getBundle` + `ClientCore` of the API without its token flow)',
    source: `import { ClientCore, getBundle } from ${JSON.stringify(CLIENT)};
const api = {
  baseURL: 'https://ica.illumina.com/ica/rest',
  mediaSuccessTemplate: 'application/vnd.illumina.v{version}+json',
  mediaProblem: 'application/problem+json',
  currentVersion: 3,
  schemes: [{ name: 'ApiKeyAuth', kind: 'apiKey' as const, header: 'X-API-Key' }],
};
const client = new ClientCore(api, { credentials: { ApiKeyAuth: 'KEY' } });
console.log(await getBundle(client, { bundleId: 'b-1' }));`,
  },
  {
    key: 'whole',
    name: 'sdkgen: whole client (`new IcaClient().bundles.getBundle`)',
    source: `import { IcaClient } from ${JSON.stringify(CLIENT)};
const client = new IcaClient({ apiKey: 'KEY' });
console.log(await client.bundles.getBundle({ bundleId: 'b-1' }));`,
  },
  {
    key: 'openapi-fetch',
    name: `openapi-fetch ${versionOf('openapi-fetch')}: one operation`,
    source: `import createClient from 'openapi-fetch';
const client = createClient({ baseUrl: 'https://ica.illumina.com/ica/rest', headers: { 'X-API-Key': 'KEY' } });
console.log(await client.GET('/api/bundles/{bundleId}', { params: { path: { bundleId: 'b-1' } } }));`,
  },
  {
    key: 'hey-api',
    name: `@hey-api/openapi-ts ${versionOf('@hey-api/openapi-ts')} SDK: one operation`,
    needs: join(GEN, 'hey-api', 'sdk.gen.ts'),
    source: `import { getBundle } from ${JSON.stringify(join(GEN, 'hey-api', 'sdk.gen.ts'))};
console.log(await getBundle({ path: { bundleId: 'b-1' }, headers: { 'X-API-Key': 'KEY' } }));`,
  },
  {
    key: 'orval',
    name: `orval ${versionOf('orval')} fetch client: one operation`,
    needs: join(GEN, 'orval', 'ica.ts'),
    source: `import { getBundle } from ${JSON.stringify(join(GEN, 'orval', 'ica.ts'))};
console.log(await getBundle('b-1', { headers: { 'X-API-Key': 'KEY' } }));`,
  },
];

async function bundle(source: string) {
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]!.contents;
  const text = Buffer.from(bytes).toString('utf8');
  const inputs = Object.entries(result.metafile.outputs)[0]![1].inputs;
  const top = Object.entries(inputs)
    .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    .slice(0, 4)
    .map(([path, i]) => `${path.replace(/^.*generated\/ica\/client\/src\//, '').replace(/^.*node_modules\//, '')} ${fmt(i.bytesInOutput / 1024)} KB`);
  return { raw: bytes.length, gzip: gzipSync(bytes).length, specs: (text.match(/name:"[a-z0-9_]+",method:"/g) ?? []).length, top };
}

export async function runBundleSize(): Promise<Row[]> {
  // Build everything first: our rows need the peers' sizes for their ratios.
  const sizes = new Map<string, Awaited<ReturnType<typeof bundle>> | string>();
  for (const program of PROGRAMS) {
    if (program.needs && !existsSync(program.needs)) sizes.set(program.key, `skipped: ${program.key} output not generated (see Generation)`);
    else sizes.set(program.key, await bundle(program.source).catch((e: Error) => `esbuild failed: ${e.message.split('\n')[0]}`));
  }
  const gzip = (key: string) => {
    const size = sizes.get(key);
    return typeof size === 'object' ? summarize([size.gzip]) : undefined;
  };
  const ONE_OPERATION = ['one', 'key-only'];
  return PROGRAMS.map((program): Row => {
    const base = { section: 'Bundle size', name: `${program.name}, gzip`, unit: 'bytes', better: 'lower' as const };
    const size = sizes.get(program.key)!;
    if (typeof size === 'string') return { ...base, failed: size };
    const ours = program.key === 'one' || program.key === 'key-only' || program.key === 'whole';
    const summary = gzip(program.key)!;
    return {
      ...base,
      summary,
      ...(ours ? { ratios: ['openapi-fetch', 'hey-api', 'orval'].flatMap((p) => ratio(p, summary, gzip(p))) } : {}),
      ...(ONE_OPERATION.includes(program.key) ? { target: { text: '≤ 4 KB (4,096 B) gzipped', met: size.gzip <= TARGET_BYTES } } : {}),
      notes: [
        `raw ${fmt(size.raw / 1024)} KB minified`,
        ...(ours ? [`${size.specs} operation specs in the bundle`] : []),
        ...(ONE_OPERATION.includes(program.key) && size.gzip > TARGET_BYTES ? [`largest inputs (minified): ${size.top.join(', ')}`] : []),
      ],
    };
  });
}
