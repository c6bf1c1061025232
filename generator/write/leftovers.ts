/**
 * The work folders a write keeps next to its target: `staging` (the new output being written)
 * and `retired` (the previous output, moved aside during the swap). A run that is killed leaves
 * them behind, so the next run must be able to find them, tell whose they are, and know which
 * is newest — without ever touching a folder sdkgen did not make, or one a concurrent run is
 * still using.
 *
 * Name: `.<target name>.sdkgen-<kind>-<start ms>-<pid>-<n>`. The start time orders runs (no
 * random part to sort by mistake); the pid tells whether the run is still alive. Inside: an
 * owner file, written first, and `out/`, the output itself, which is what gets renamed into
 * place. A folder counts as ours only if its name matches exactly AND it holds the owner file
 * (or nothing but the start of one: a run killed while creating it).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export type LeftoverKind = 'staging' | 'retired';

export interface Leftover {
  dir: string;
  /** The output folder inside `dir`. */
  out: string;
  kind: LeftoverKind;
  /** When the run that made it started, in ms since the epoch. */
  started: number;
  pid: number;
}

const OWNER_FILE = '.sdkgen-leftover';
const OWNER_TEXT = 'A work folder of `sdkgen generate`. sdkgen removes it by itself once no run is using it.\n';
const NAME = /^(staging|retired)-(\d+)-(\d+)-(\d+)$/;

/** A run this old is taken as dead even if its pid is alive again: pids get reused. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Work folders this process is using right now (a pid check cannot tell our own runs apart). */
const inUse = new Set<string>();
let counter = 0;

const prefixOf = (target: string) => `.${basename(target)}.sdkgen-`;

function isLive({ dir, pid, started }: Leftover): boolean {
  if (Date.now() - started > ABANDONED_AFTER_MS) return false;
  if (pid === process.pid) return inUse.has(dir);
  if (pid <= 0) return false; // kill(0) would signal our own process group
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isOurs(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => undefined);
  if (!entries) return false;
  const owner = await readFile(join(dir, OWNER_FILE), 'utf8').catch(() => undefined);
  if (owner === OWNER_TEXT) return true;
  return entries.every((e) => e === OWNER_FILE) && (owner === undefined || OWNER_TEXT.startsWith(owner));
}

export const leftovers = {
  /**
   * Make a new work folder for `target` and mark it as in use by this process. A retired folder
   * takes the start time of the copy replacing it, so the two sort as one run (see `find`).
   */
  async create(target: string, kind: LeftoverKind, started = Date.now()): Promise<Leftover> {
    const dir = join(dirname(target), `${prefixOf(target)}${kind}-${started}-${process.pid}-${counter++}`);
    await mkdir(dir);
    inUse.add(dir);
    await writeFile(join(dir, OWNER_FILE), OWNER_TEXT);
    return { dir, out: join(dir, 'out'), kind, started, pid: process.pid };
  },

  /** Every work folder of ours next to `target`, newest run first, staging before retired. */
  async find(target: string): Promise<(Leftover & { live: boolean })[]> {
    const parent = dirname(target);
    const prefix = prefixOf(target);
    const found: (Leftover & { live: boolean })[] = [];
    for (const name of await readdir(parent).catch(() => [] as string[])) {
      const match = name.startsWith(prefix) ? NAME.exec(name.slice(prefix.length)) : null;
      if (!match || !(await isOurs(join(parent, name)))) continue;
      const dir = join(parent, name);
      const leftover = { dir, out: join(dir, 'out'), kind: match[1] as LeftoverKind, started: Number(match[2]), pid: Number(match[3]) };
      found.push({ ...leftover, live: isLive(leftover) });
    }
    // A retired folder holds output older than the run that retired it, so at the same start
    // time the staging folder (that run's new output) is the newer copy.
    return found.sort((a, b) => b.started - a.started || (a.kind === b.kind ? 0 : a.kind === 'staging' ? -1 : 1));
  },

  /** This process no longer uses the folder; it stays on disk for the next run to find. */
  release(leftover: Leftover): void {
    inUse.delete(leftover.dir);
  },

  async remove(leftover: Leftover): Promise<void> {
    // The output first and the owner file last: a run killed halfway through leaves a folder
    // that is still recognisably ours, which the next run removes.
    await rm(leftover.out, { recursive: true, force: true });
    await rm(leftover.dir, { recursive: true, force: true });
    inUse.delete(leftover.dir);
  },
};
