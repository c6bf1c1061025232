/**
 * Generation: how long a user waits for `sdkgen generate` on the ICA manifest (client, server,
 * docs and OpenAPI export, formatted and written) compared with the usual generators run on the
 * OpenAPI document sdkgen itself exports. Every tool runs as a whole child process, so start-up
 * (node, loading the generator and its formatter) counts: that is what a developer or CI job pays.
 *
 * sdkgen is timed twice. Cold (`--no-cache`, fresh output folder) formats all its TypeScript
 * (with Biome, in prettier's layout). Warm reuses the content-hash format cache against the
 * previous output, which is the normal edit-and-regenerate loop. The peers do not format their
 * output (their defaults), so cold vs peers is not like for like; the table says so.
 *
 * Runs alternate between tools so drift on a shared machine hits all of them alike. A peer that
 * exits non-zero or leaves no output is reported as failed with its own error line.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { failureReason, type ProcessResult, ROOT, timeNode, versionOf as version, WORK } from './process.ts';
import { alternate, fmt, log, mib, type Row, ratio, summarize, type Summary } from './stats.ts';

export const MANIFEST = 'manifest/ica.yaml';
export const OPENAPI = join(ROOT, 'generated/ica/openapi.json');
const OUT = join(WORK, 'gen');

interface Tool {
  key: string;
  label: string;
  args: (out: string) => string[];
  /** Files that must exist (non-empty) after a successful run. */
  expect: string[];
  /** Keep the previous output (the warm run). */
  keep?: boolean;
}

const sdkgen = (extra: string[]) => (out: string) => ['generator/bin.js', 'generate', MANIFEST, '--out', out, ...extra];
const SDKGEN_FILES = ['openapi.json', 'client/src/index.ts', 'server/routes.ts', 'docs/README.md'];

export const TOOLS: Tool[] = [
  { key: 'sdkgen-cold', label: 'sdkgen generate, ICA 307 ops, cold (`--no-cache`)', args: sdkgen(['--no-cache']), expect: SDKGEN_FILES },
  { key: 'sdkgen-warm', label: 'sdkgen generate, ICA 307 ops, warm (format cache)', args: sdkgen([]), expect: SDKGEN_FILES, keep: true },
  {
    key: 'openapi-typescript',
    label: `openapi-typescript ${version('openapi-typescript')} (types only)`,
    args: (out) => ['node_modules/openapi-typescript/bin/cli.js', OPENAPI, '-o', join(out, 'schema.d.ts')],
    expect: ['schema.d.ts'],
  },
  {
    key: 'hey-api',
    label: `@hey-api/openapi-ts ${version('@hey-api/openapi-ts')} (types + sdk + client-fetch)`,
    args: (out) => ['node_modules/@hey-api/openapi-ts/bin/run.js', '-i', OPENAPI, '-o', out, '-c', '@hey-api/client-fetch', '--no-log-file'],
    expect: ['types.gen.ts', 'sdk.gen.ts', 'client.gen.ts'],
  },
  {
    key: 'orval',
    label: `orval ${version('orval')} (fetch client, single file)`,
    args: (out) => ['node_modules/orval/dist/bin/orval.js', '--config', join(out, '..', 'orval.config.cjs')],
    expect: ['ica.ts'],
  },
];

const PEERS = TOOLS.slice(2);

/** orval only takes options from a config file: a fetch client in one file, from `input` to `target`. */
export async function writeOrvalConfig(path: string, name: string, input: string, target: string): Promise<void> {
  const project = { input: { target: input }, output: { target, client: 'fetch', mode: 'single' } };
  await writeFile(path, `module.exports = ${JSON.stringify({ [name]: project })};\n`);
}

async function missingOutput(out: string, expect: string[]): Promise<string | undefined> {
  for (const file of expect) {
    const info = await stat(join(out, file)).catch(() => undefined);
    if (!info || info.size === 0) return `no output: ${file} missing or empty (found: ${(await readdir(out).catch(() => [])).join(', ') || 'nothing'})`;
  }
  return undefined;
}

export interface GenerationMeasurements {
  rows: Row[];
  summaries: Record<string, Summary | undefined>;
}

/** Time every tool `runs` times, alternating. */
export async function runGeneration(runs: number): Promise<GenerationMeasurements> {
  await mkdir(OUT, { recursive: true });
  // orval only takes options from a config file.
  await writeOrvalConfig(join(OUT, 'orval.config.cjs'), 'ica', OPENAPI, join(OUT, 'orval', 'ica.ts'));
  const failures = new Map<string, string>();
  const rss = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const runTool = (tool: Tool) => async () => {
    const out = join(OUT, tool.key);
    if (!tool.keep) await rm(out, { recursive: true, force: true });
    if (failures.has(tool.key)) return NaN;
    const result: ProcessResult = await timeNode(tool.args(out));
    const reason = failureReason(result) ?? (await missingOutput(out, tool.expect));
    if (reason) {
      failures.set(tool.key, reason);
      log(`generation: ${tool.key} failed: ${reason}`);
      return NaN;
    }
    if (result.maxRss) rss.set(tool.key, [...(rss.get(tool.key) ?? []), result.maxRss]);
    if (result.cpuMs) cpu.set(tool.key, [...(cpu.get(tool.key) ?? []), result.cpuMs]);
    return result.ms;
  };

  // Prime the warm case: one normal run fills the cache and the output folder it compares with.
  log('generation: priming the format cache (a cold run on a fresh clone)');
  await runTool(TOOLS[1]!)();
  const samples = await alternate(runs, Object.fromEntries(TOOLS.map((t) => [t.key, runTool(t)])));

  const summaries: Record<string, Summary | undefined> = {};
  for (const tool of TOOLS) {
    const ok = samples[tool.key]!.filter((v) => !Number.isNaN(v));
    summaries[tool.key] = failures.has(tool.key) || ok.length === 0 ? undefined : summarize(ok);
  }
  const typesOnly = summaries['openapi-typescript'];
  const rows: Row[] = TOOLS.map((tool) => {
    const summary = summaries[tool.key];
    const ours = tool.key.startsWith('sdkgen');
    const peakRss = rss.get(tool.key);
    const cpuMs = cpu.get(tool.key);
    return {
      section: 'Generation',
      name: tool.label,
      unit: 'ms',
      better: 'lower',
      ...(summary ? { summary } : { failed: failures.get(tool.key) ?? 'no successful run' }),
      ...(ours ? { ratios: PEERS.flatMap((p) => ratio(p.key, summary, summaries[p.key])) } : {}),
      ...(ours
        ? { target: { text: 'faster than the fastest types-only peer (openapi-typescript)', met: summary && typesOnly ? summary.median < typesOnly.median : undefined } }
        : {}),
      notes: [
        ...(peakRss ? [`peak RSS ${mib(summarize(peakRss).max)}`] : []),
        ...(cpuMs ? [`CPU (user+sys, all threads) ${fmt(summarize(cpuMs).median / 1000)} s median`] : []),
        ...(tool.key === 'sdkgen-cold' ? ['writes its TypeScript in prettier\'s layout (the operation and resource files directly, the rest formatted with Biome; Markdown and JSON are written in their final form); no peer formats its output by default'] : []),
      ],
    };
  });
  return { rows, summaries };
}

/** The ICA cold run with its arguments, for profiling when a target is missed. */
export const coldArgs = () => TOOLS[0]!.args(join(OUT, 'sdkgen-profile'));
export const warmArgs = () => TOOLS[1]!.args(join(OUT, 'sdkgen-warm'));
