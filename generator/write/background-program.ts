/**
 * Runs a helper program (Biome, which formats the generated TypeScript) at low CPU priority.
 *
 * It runs beside the emitters, which do their work on the main thread, and V8 collects garbage
 * for them on helper threads the main thread waits for. On two cores the formatter took the
 * second core from those threads: Microsoft Graph's run (a 7.6 MB `server/validators.ts`) took
 * 10.3 s with the formatter at normal priority and 9.5 s with it at the lowest, over five
 * alternating runs. Its result is wanted only when the emitters are done, and a program whose
 * caller is waiting on an idle machine runs at full speed whatever its priority.
 */
import { execFile, type ExecFileOptions } from 'node:child_process';
import { constants, setPriority } from 'node:os';

export interface ProgramOutput {
  stdout: string;
  stderr: string;
}

/** `execFile`'s result, the program started at the lowest priority the system gives (`nice 19` on Unix, idle on Windows). */
export function runInBackground(file: string, args: readonly string[], options: ExecFileOptions = {}): Promise<ProgramOutput> {
  return new Promise((resolve, reject) => {
    const child = execFile(file, args, { ...options, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stdout, stderr }));
      else resolve({ stdout, stderr });
    });
    lowerPriority(child.pid);
  });
}

function lowerPriority(pid: number | undefined): void {
  if (pid === undefined) return; // it failed to start: the callback reports that
  try {
    setPriority(pid, constants.priority.PRIORITY_LOW);
  } catch {
    // Already gone, or a system that does not let us: it runs at its normal priority.
  }
}
