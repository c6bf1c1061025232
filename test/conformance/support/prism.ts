/**
 * Stoplight Prism (`prism mock --errors`, or `prism proxy`; the project's devDependency) as a child process on a
 * free loopback port: it mocks an OpenAPI document and answers requests that violate it with an
 * error (422, 400, 415, …) whose `sl-violations` header lists why. `close()` kills exactly the
 * process started here and waits for it to exit.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../generator/generate.ts';
import { freePort } from '../../helpers/free-port.ts';

const PRISM = join(PROJECT_ROOT, 'node_modules/.bin/prism');

export interface RunningPrism {
  url: string;
  /** Everything Prism printed, for failure messages. */
  output(): string;
  close(): Promise<void>;
}


/**
 * `upstream` makes it a validating proxy (`prism proxy`) in front of that server instead of a
 * mock: it forwards every request and checks both the request and the upstream's answer.
 */
export async function startPrism(openapiPath: string, readyWithinMs = 60_000, upstream?: string): Promise<RunningPrism> {
  const port = await freePort();
  const mode = upstream === undefined ? ['mock', openapiPath] : ['proxy', openapiPath, upstream];
  const child: ChildProcess = spawn(PRISM, [...mode, '--host', '127.0.0.1', '--port', String(port), '--errors'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Prism did not start listening:\n${log}`)), readyWithinMs);
      const read = (chunk: Buffer) => {
        log += chunk.toString('utf8');
        if (log.includes('Prism is listening')) clearTimeout(timer), resolve();
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('error', (error) => (clearTimeout(timer), reject(error)));
      child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`Prism exited with ${code}:\n${log}`))));
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, output: () => log, close };
}
