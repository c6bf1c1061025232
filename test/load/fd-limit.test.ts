/**
 * The slowloris check at a real file-descriptor limit: `sdkgen serve` runs in a child process
 * under `ulimit -n 1024`, and this process opens 1,100 connections to it that send part of their
 * headers and stall, more than the child could ever hold open. Ordinary requests made meanwhile
 * must all be answered: the server's connection cap (768) sheds the stalled connections that
 * have waited longest, instead of running out of descriptors and failing everyone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/tmp.ts';
import { request } from '../templates/server/support/http.ts';

const FD_LIMIT = 1024;
const SLOW_CONNECTIONS = 1_100;
const ORDINARY_REQUESTS = 40;
const API_KEY = 'fd-limit-key';

let child: ChildProcess;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  const bin = join(PROJECT_ROOT, 'generator/bin.js');
  const script = `ulimit -n ${FD_LIMIT} && exec "$0" "$1" serve --port 0 --quiet`;
  child = spawn('bash', ['-c', script, process.execPath, bin], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, SDKGEN_API_KEY: API_KEY, SDKGEN_PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = / listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => reject(new Error(`sdkgen serve exited with ${code}:\n${out}`)));
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

/** Connects, sends half a request and then nothing; errors are expected once the server sheds it. */
function slowClient(port: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET /api/eventCodes HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      resolve();
    });
    socket.on('error', () => resolve());
    socket.resume();
    sockets.push(socket);
  });
}

/** A request on a new connection of its own; 0 when the connection fails. */
async function ordinaryRequest(): Promise<number> {
  try {
    return (await request(url, 'GET', '/api/eventCodes', { headers: { 'x-api-key': API_KEY } }))
      .status;
  } catch {
    return 0;
  }
}

describe(`sdkgen serve under ulimit -n ${FD_LIMIT}`, () => {
  it('runs with the lowered limit', () => {
    const limits = `/proc/${child.pid}/limits`;
    if (!existsSync(limits)) return;
    expect(readFileSync(limits, 'utf8')).toMatch(new RegExp(`Max open files\\s+${FD_LIMIT}\\s`));
  });

  const title = `answers ordinary requests while ${SLOW_CONNECTIONS} slow connections stall`;
  it(title, { timeout: 60_000 }, async () => {
    const port = Number(new URL(url).port);
    const statuses: number[] = [];
    const batch = SLOW_CONNECTIONS / ORDINARY_REQUESTS;
    for (let i = 0; i < ORDINARY_REQUESTS; i++) {
      // Keep the attack going between ordinary requests, and make one request in the middle of it.
      const attack = Array.from({ length: Math.ceil(batch) }, () => slowClient(port));
      statuses.push(await ordinaryRequest());
      await Promise.all(attack);
    }
    // And once every slow connection is open and stalled.
    for (let i = 0; i < 10; i++) statuses.push(await ordinaryRequest());
    console.log(
      `fd-limit: ${sockets.length} slow connections, ordinary statuses ${JSON.stringify(countBy(statuses))}`,
    );
    expect(sockets.length).toBeGreaterThanOrEqual(SLOW_CONNECTIONS);
    expect(statuses).toEqual(Array(ORDINARY_REQUESTS + 10).fill(200));
  });
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
