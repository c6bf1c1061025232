/** Writes an emitted client to a temporary directory and type-checks it with the project's tsc. */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmittedFile } from '../../../../generator/emit/types.ts';

const TSC = fileURLToPath(new URL('../../../../node_modules/.bin/tsc', import.meta.url));

export interface EmittedPackage {
  root: string;
  /** The `client/` folder. */
  client: string;
  write(path: string, content: string): void;
  remove(): void;
}

export function writePackage(files: EmittedFile[]): EmittedPackage {
  const root = mkdtempSync(join(tmpdir(), 'sdkgen-client-'));
  const write = (path: string, content: string) => {
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  };
  for (const file of files) write(file.path, file.content);
  return { root, client: join(root, 'client'), write, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface TscResult {
  code: number;
  output: string;
}

/** Run `tsc --noEmit -p <project>`; resolves with its exit code and output, never rejects. */
export function typeCheck(project: string): Promise<TscResult> {
  return tsc(['--noEmit', '-p', project]);
}

/** Run `tsc -p <project>`, emitting what the project's tsconfig says (the package's build script). */
export function build(project: string): Promise<TscResult> {
  return tsc(['-p', project]);
}

function tsc(args: string[]): Promise<TscResult> {
  return new Promise((resolve) => {
    execFile(TSC, ['--pretty', 'false', ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}
