/**
 * Explains a missed target: profiles the work once (a child process under `node --cpu-prof`, or
 * in-process through the inspector) and sums self time (samples attributed to the function
 * itself, not its callees) per function and per module across every thread's profile, so time
 * spent in prettier's worker threads counts too.
 *
 * Module names are shortened to what a reader acts on: `prettier (markdown plugin)`,
 * `generator/emit/client/…`, `node: internal` rather than long file URLs.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { ROOT, timeNode, WORK } from './process.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
export interface CpuProfile {
  endTime: number;
  startTime: number;
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  label: string;
  wallMs: number;
  threads: number;
  totalMs: number;
  byModule: [string, number][];
  byFunction: [string, number][];
  /** Self time in prettier and its plugins, all threads. */
  prettierMs: number;
  /** Self time in the project's own code under test (`ownPrefix`), when asked for. */
  own?: { prefix: string; ms: number };
  /** Self time by kind of work, largest first: prettier, GC, module loading, ts-morph, … */
  categories: [string, number][];
}

/** Coarse buckets a reader can act on; anything else is "other". */
function categoryOf(mod: string, ownPrefix: string | undefined): string {
  if (mod.startsWith('prettier')) return 'prettier (formatting)';
  if (mod === '(garbage collector)') return 'garbage collector';
  if (/^node:(modules\/|deps\/cjs-module-lexer|bootstrap)|^(tsx|esbuild|get-tsconfig)$/.test(mod)) return 'module loading + TypeScript transpiling (node loaders, tsx)';
  if (/^(ts-morph|@ts-morph\/common|code-block-writer)$/.test(mod)) return 'ts-morph (incl. the TypeScript compiler it loads)';
  if (ownPrefix && mod.startsWith(ownPrefix)) return `own code (${ownPrefix})`;
  if (mod.startsWith('undici')) return 'undici (fetch)';
  if (mod.startsWith('(')) return 'native / VM';
  if (mod.startsWith('node:')) return 'node core';
  return 'other packages';
}

export function moduleOf(url: string): string {
  if (url === '') return '(native / GC / idle)';
  if (url.includes('undici')) return 'undici (Node built-in fetch)';
  if (url.startsWith('node:')) return url.replace(/^node:internal\//, 'node:');
  const path = decodeURIComponent(url.replace(/^file:\/\//, ''));
  const nm = path.lastIndexOf('/node_modules/');
  if (nm !== -1) {
    const rest = path.slice(nm + 14).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    const file = rest.at(-1)!;
    if (pkg === 'prettier' && /plugins\//.test(path)) return `prettier (${file.replace(/\.[cm]?js$/, '')} plugin)`;
    return pkg;
  }
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path;
}

/** Self time per module and per function over the samples of one or more thread profiles. */
export function summarizeProfiles(
  label: string,
  wallMs: number,
  profiles: CpuProfile[],
  top = 12,
  ownPrefix?: string,
  /** Only count the last this-many ms of each profile (e.g. the load phase of a server, not its start-up). */
  lastMs?: number,
): ProfileSummary {
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byCategory = new Map<string, number>();
  let totalUs = 0;
  let prettierUs = 0;
  let ownUs = 0;
  for (const profile of profiles) {
    const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    const from = lastMs === undefined ? -Infinity : profile.endTime - lastMs * 1000;
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      const frame = frames.get(id)!;
      const us = profile.timeDeltas[i] ?? 0;
      at += us;
      if (at < from) return;
      if (frame.functionName === '(idle)') return; // a waiting thread costs nothing
      totalUs += us;
      const mod = frame.url === '' ? `(${frame.functionName.replace(/[()]/g, '')})` : moduleOf(frame.url);
      byModule.set(mod, (byModule.get(mod) ?? 0) + us);
      if (mod.startsWith('prettier')) prettierUs += us;
      if (ownPrefix && mod.startsWith(ownPrefix)) ownUs += us;
      const category = categoryOf(mod, ownPrefix);
      byCategory.set(category, (byCategory.get(category) ?? 0) + us);
      // tsx-compiled files report line 1 for everything; a line only helps in real files.
      const fn = `${frame.functionName || '(anonymous)'} ${mod}${frame.url && frame.lineNumber > 0 ? `:${frame.lineNumber + 1}` : ''}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    });
  }
  const ranked = (m: Map<string, number>) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, us]) => [k, us / 1000] as [string, number]);
  return { label, wallMs, threads: profiles.length, totalMs: totalUs / 1000, byModule: ranked(byModule), byFunction: ranked(byFunction), prettierMs: prettierUs / 1000, categories: ranked(byCategory), ...(ownPrefix ? { own: { prefix: ownPrefix, ms: ownUs / 1000 } } : {}) };
}

/** Run `node <args>` with --cpu-prof and summarize every thread; the profiles are deleted afterwards. */
export async function profileRun(label: string, args: string[], top = 12, ownPrefix?: string): Promise<ProfileSummary> {
  const dir = join(WORK, 'cpu-prof');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const run = await timeNode(['--cpu-prof', '--cpu-prof-dir', dir, ...args]);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
  const profiles = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as CpuProfile));
  await rm(dir, { recursive: true, force: true });
  return summarizeProfiles(label, run.ms, profiles, top, ownPrefix);
}

/** Profile `task` in this process (main thread only) with the inspector, for in-process benchmarks. */
export async function profileInProcess(label: string, task: () => Promise<unknown>, top = 12, ownPrefix?: string): Promise<ProfileSummary> {
  const session = new Session();
  session.connect();
  const post = <T>(method: string, params?: object) =>
    new Promise<T>((resolve, reject) => session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result as T))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  const start = performance.now();
  try {
    await task();
  } catch (error) {
    await post('Profiler.stop');
    session.disconnect();
    throw error;
  }
  const wall = performance.now() - start;
  const { profile } = await post<{ profile: CpuProfile }>('Profiler.stop');
  session.disconnect();
  return summarizeProfiles(label, wall, [profile], top, ownPrefix);
}
