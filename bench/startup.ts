/**
 * Start-up: how long `sdkgen --help` and `sdkgen validate` (on the smallest fixture, so the
 * time is the start and not the work) take as whole processes, against a bare `node -e ''`.
 * The bin runs the compiled CLI in dist/ (`npm run build`; run.ts builds it first), so this is
 * what an installed sdkgen costs per call. Runs alternate; medians of wall time, with CPU time
 * beside them because other load on the machine inflates wall time but not CPU time.
 */
import { type ProcessResult, timeNode } from './process.ts';
import { alternate, fmt, type Row, summarize } from './stats.ts';

const RUNS = 15;
/** The target: at most this many times a bare node. */
const LIMIT = 2;

const COMMANDS = {
  node: ['-e', ''],
  help: ['generator/bin.js', '--help'],
  validate: ['generator/bin.js', 'validate', 'test/fixtures/manifests/minimal.yaml'],
} as const;

export async function runStartup(): Promise<Row[]> {
  const cpu: Record<string, number[]> = { node: [], help: [], validate: [] };
  const timed = (key: keyof typeof COMMANDS) => async () => {
    const result: ProcessResult = await timeNode([...COMMANDS[key]]);
    if (result.code !== 0) throw new Error(`${COMMANDS[key].join(' ')} exited ${result.code}: ${result.stderr}`);
    if (result.cpuMs) cpu[key]!.push(result.cpuMs);
    return result.ms;
  };
  const samples = await alternate(RUNS, { node: timed('node'), help: timed('help'), validate: timed('validate') });
  const bare = summarize(samples.node);
  const row = (key: 'help' | 'validate', name: string): Row => {
    const summary = summarize(samples[key]);
    const cpuRatio = cpu[key]!.length && cpu.node!.length ? summarize(cpu[key]!).median / summarize(cpu.node!).median : undefined;
    return {
      section: 'Start-up',
      name,
      unit: 'ms',
      better: 'lower',
      summary,
      ratios: [{ peer: "bare `node -e ''`", value: summary.median / bare.median }],
      target: { text: `≤ ${LIMIT}× a bare \`node -e ''\``, met: summary.median <= LIMIT * bare.median },
      notes: [`${RUNS} runs, alternating with the bare node`, ...(cpuRatio ? [`CPU time ${fmt(cpuRatio)}× the bare node's`] : [])],
    };
  };
  return [
    row('help', '`sdkgen --help` (compiled bin)'),
    row('validate', '`sdkgen validate` on a 4-operation manifest (compiled bin)'),
    { section: 'Start-up', name: "bare `node -e ''`", unit: 'ms', better: 'lower', summary: bare, notes: [`${RUNS} runs`] },
  ];
}
