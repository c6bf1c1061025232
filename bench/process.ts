/**
 * Runs a command as a whole child process and measures what a user waits for: wall time from
 * spawn to exit, and peak resident memory.
 *
 * Peak RSS comes from GNU `/usr/bin/time` (the kernel's `ru_maxrss` of the child, i.e. of the
 * biggest process in its tree) when it exists. Otherwise node commands get a preload
 * (`--import data:…`) that writes `process.resourceUsage().maxRSS` at exit; that is the
 * same number because every tool measured here runs in one process (`generator/bin.js` registers
 * tsx in-process, and prettier's worker threads share the process). Nothing here uses the network:
 * tools that might look for updates get the usual opt-out variables as well.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const WORK = join(ROOT, 'bench', '.work');
const GNU_TIME = '/usr/bin/time';
const HAS_GNU_TIME = existsSync(GNU_TIME);
/** Fallback preload: writes peak RSS (KiB, like GNU time's %M) and user/system CPU seconds to $BENCH_RSS_FILE at exit. */
const PRELOAD = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; const f = process.env.BENCH_RSS_FILE; if (f) process.on('exit', () => { const u = process.resourceUsage(); writeFileSync(f, `${u.maxRSS} ${u.userCPUTime / 1e6} ${u.systemCPUTime / 1e6}\\n`); });",
)}`;

export interface ProcessResult {
  ms: number;
  /** Bytes; undefined when the platform could not say (e.g. killed without GNU time). */
  maxRss?: number;
  /** User + system CPU time of the process (all threads), ms; unaffected by waiting for a core. */
  cpuMs?: number;
  code: number | null;
  signal: string | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
}

export const OFFLINE_ENV = {
  NO_UPDATE_NOTIFIER: '1',
  DO_NOT_TRACK: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_offline: 'true',
  CI: '1',
  FORCE_COLOR: '0',
};

let counter = 0;
let outputs = 0;

/**
 * A new, empty folder for one run's output, named after `name`. Outputs are not deleted while the
 * bench runs; run.ts removes bench/.work once every section is done. Why: on ext4 (as on this
 * project's bench machines), creating files soon after many were deleted makes the kernel look
 * past each recently deleted inode (`recently_deleted` in ext4's inode allocator). Deleting the
 * last run's output just before the next run charged that to whichever tool writes many files:
 * writing one description's 1,217 files measured 0.19 s in a fresh folder, 0.6–1.0 s right after
 * a delete. openapi-typescript writes one file, so it never paid.
 */
export async function freshFolder(name: string): Promise<string> {
  const path = join(WORK, 'runs', `${++outputs}-${name.replace(/[^\w.-]+/g, '-')}`);
  await mkdir(path, { recursive: true });
  return path;
}

/** Run `node <args>` (the usual case) and measure it; never throws for a non-zero exit. */
export async function timeNode(args: string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<ProcessResult> {
  const rssFile = join(WORK, `.rss-${process.pid}-${counter++}`);
  const command = HAS_GNU_TIME
    ? [GNU_TIME, '-f', '%M %U %S', '-o', rssFile, process.execPath, ...args]
    : [process.execPath, '--import', PRELOAD, ...args];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...OFFLINE_ENV, BENCH_RSS_FILE: rssFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const start = performance.now();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  let timedOut = false;
  const timer = options.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        killTree(child.pid!);
      }, options.timeoutMs)
    : undefined;
  const { code, signal } = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  const ms = performance.now() - start;
  clearTimeout(timer);
  const text = await readFile(rssFile, 'utf8').catch(() => '');
  await rm(rssFile, { force: true });
  // GNU time prints "Command exited with non-zero status N" / "terminated by signal" first.
  const last = text.trim().split('\n').at(-1) ?? '';
  // "<max RSS KiB> <user s> <system s>" from either source (GNU time's %M and Node's maxRSS are KiB).
  const fields = /^(\d+) ([\d.]+) ([\d.]+)$/.exec(last);
  const maxRss = fields ? Number(fields[1]) * 1024 : undefined;
  const cpuMs = fields ? (Number(fields[2]) + Number(fields[3])) * 1000 : undefined;
  // GNU time exits with the child's status; a killed child shows as 128+signal.
  const killed = HAS_GNU_TIME && code !== null && code > 128 ? `signal ${code - 128}` : signal;
  return { ms, maxRss, cpuMs, code: killed ? null : code, signal: killed, timedOut, stdout, stderr };
}

/**
 * Stop a run that exceeded its budget. Under GNU time, kill only the measured child (found via
 * /proc) so that `time` still reports its peak memory; otherwise kill the child itself.
 */
function killTree(pid: number): void {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    if (HAS_GNU_TIME && children.length > 0) {
      for (const c of children) process.kill(Number(c), 'SIGKILL');
      return;
    }
  } catch {
    // No /proc: fall through.
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Installed version of a package, read from node_modules (some packages do not export package.json). */
export function versionOf(pkg: string): string {
  return (JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A one-line reason for a failed run, from its exit status and the end of its output. */
export function failureReason(result: ProcessResult, budgetMs?: number): string | undefined {
  if (result.timedOut) return `killed after the ${((budgetMs ?? result.ms) / 1000).toFixed(0)} s budget`;
  if (result.code === 0) return undefined;
  const tail = (result.stderr || result.stdout).replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n');
  const line = tail.find((l) => /error/i.test(l)) ?? tail.at(-1) ?? '';
  return `exit ${result.code ?? result.signal}: ${line.trim().slice(0, 160)}`;
}
