/**
 * Runs the real `sdkgen` CLI on a pseudo-terminal (util-linux `script`), so stdout and stderr
 * are TTYs as in a user's shell. Both streams arrive mixed in `output`, with `\r\n` line ends.
 */
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from './tmp.ts';

export const hasScript = (() => {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

export function runCliInPty(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, join(PROJECT_ROOT, 'generator/bin.js'), ...args].map(quote).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, SDKGEN_DEBUG: '', TERM: 'xterm', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
