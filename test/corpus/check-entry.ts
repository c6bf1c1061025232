/**
 * Runs one corpus entry end to end as a user would: import and generate in a child process
 * (run-entry.ts), then `tsc --strict` over the generated client and server packages.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { CorpusEntry } from './entries.ts';
import type { EntryOutcome } from './run-entry.ts';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const TSC = join(ROOT, 'node_modules/.bin/tsc');

export interface EntryResult extends EntryOutcome {
  name: string;
  /** `ok`, or the first lines tsc printed, per package. */
  tsc?: { client: string; server: string };
}

async function typecheck(project: string): Promise<string> {
  return run(TSC, ['--noEmit', '-p', project], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 }).then(
    () => 'ok',
    (error: { stdout?: string; message?: string }) => {
      const lines = String(error.stdout || error.message).trim().split('\n');
      return `${lines.length} errors: ${lines.slice(0, 2).join(' | ')}`;
    },
  );
}

/** `work` must lie inside the project so the generated server resolves its dependencies as a user's would. */
export async function checkEntry(entry: CorpusEntry, work: string): Promise<EntryResult> {
  const description = join(ROOT, 'node_modules', entry.file);
  const { stdout } = await run(TSX, [join(ROOT, 'test/corpus/run-entry.ts'), description, work], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: JSON.stringify({ stage: 'import', error: `crashed: ${String(error.stderr ?? error).split('\n').slice(-3).join(' ')}`, peakRssMb: 0 }),
  }));
  const outcome = JSON.parse(stdout.trim().split('\n').at(-1)!) as EntryOutcome;
  if (outcome.stage !== 'done') return { name: entry.name, ...outcome };
  const out = join(work, 'out');
  const [client, server] = [await typecheck(join(out, 'client')), await typecheck(join(out, 'server'))];
  return { name: entry.name, ...outcome, tsc: { client, server } };
}

/** True when the entry imported, generated and type-checked. */
export function passed(result: EntryResult): boolean {
  return result.stage === 'done' && result.tsc?.client === 'ok' && result.tsc.server === 'ok';
}
