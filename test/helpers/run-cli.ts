/** Runs the real `sdkgen` CLI in a child process, as a user would. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from './tmp.ts';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'generator/bin.js'), ...args], {
      cwd: options.cwd ?? PROJECT_ROOT,
      env: { ...process.env, SDKGEN_DEBUG: '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
