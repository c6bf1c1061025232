/**
 * Server throughput: requests per second and p99 latency of the generated server's node:http
 * listener against Fastify apps with the same routes, measured by autocannon (as a library, in
 * this process) over keep-alive connections to 127.0.0.1. Each server is its own process
 * (bench/server-target.ts, compiled as a production build would be), so the load generator
 * never steals its event loop.
 *
 * Validation is on where it is compared: the generated server checks requests with its generated
 * zod validators (as `createHandler` always does), and the Fastify it is measured against has the
 * same routes' JSON schemas from our OpenAPI export (bench/fastify-schemas.ts). A Fastify without
 * schemas is measured too, for reference.
 *
 * Each API of bench/server-apis.ts is measured in turn: ICA's mix cycles through static,
 * parametric and AIP-136 colon-action URLs; the Petstore's sends JSON bodies, integer path and
 * enum query parameters that both servers must validate. Before the load, every request must get
 * a 2xx from every server and every invalid one a 400 from both validating servers. Runs
 * alternate between the servers; any non-2xx answer or socket error is reported, because a fast
 * error page is not throughput.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { build, type Plugin } from 'esbuild';
import { OFFLINE_ENV, ROOT, versionOf, WORK } from './process.ts';
import { type ProfileSummary, summarizeProfiles } from './profile.ts';
import { type BenchApi, type BenchRequest, benchApis } from './server-apis.ts';
import { alternate, log, type Row, ratio, summarize } from './stats.ts';

const DURATION_S = 3;
const RUNS = 5;
/** Enough that latencies exceed autocannon's 1 ms resolution, few enough for one 2-core box. */
const CONNECTIONS = 50;

const ICA_SERVER = join(ROOT, 'generated/ica/server');

/** Points the bench's imports of the generated ICA server at another API's generated server. */
function serverOf(api: BenchApi): Plugin {
  return {
    name: 'bench-server',
    setup(on) {
      on.onResolve({ filter: /generated\/ica\/server\// }, (args) => ({
        path: resolve(args.resolveDir, args.path).replace(ICA_SERVER, api.serverDir),
      }));
    },
  };
}

/**
 * bench/server-target.ts compiled as an application's production build would be: TypeScript
 * stripped by esbuild, dependencies left in node_modules. Fastify runs as published (JavaScript);
 * through tsx the generated server would also pay for tsx's keep-names wrappers on every
 * function it creates while serving, which no production build has.
 */
async function compileTarget(api: BenchApi): Promise<string> {
  const source = join(ROOT, 'bench/server-target.ts');
  const outfile = join(WORK, `server-target-${api.id.toLowerCase()}.mjs`);
  await build({
    entryPoints: [source],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [serverOf(api)],
    // The bench modules find the repository from where their source is, not from bench/.work.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(source).href) },
    logLevel: 'warning',
  });
  return outfile;
}

type Kind = 'sdkgen' | 'fastify-schemas' | 'fastify';

interface Server {
  child: ChildProcess;
  port: number;
  refused: number;
  /** How many routes the API has. */
  routes: number;
}

async function start(target: string, api: BenchApi, kind: Kind, nodeArgs: string[] = []): Promise<Server> {
  const child = spawn(process.execPath, [...nodeArgs, target, kind, api.openapi], {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code}) before listening`)));
  });
  return { child, ...(JSON.parse(line) as { port: number; refused: number; routes: number }) };
}

/** Every mix request answered 2xx by every server, every invalid one 400 by the validating ones. */
async function checkAnswers(api: BenchApi, servers: Record<Kind, Server>): Promise<void> {
  const send = async (server: Server, r: BenchRequest) => {
    const response = await fetch(`http://127.0.0.1:${server.port}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    await response.arrayBuffer();
    return response.status;
  };
  for (const [kind, server] of Object.entries(servers) as [Kind, Server][]) {
    for (const r of api.requests) {
      const status = await send(server, r);
      if (status < 200 || status > 299) throw new Error(`${api.id}: ${kind} answers ${r.method} ${r.path} with ${status}`);
    }
    if (kind === 'fastify') continue;
    for (const r of api.invalid) {
      const status = await send(server, r);
      if (status !== 400) throw new Error(`${api.id}: ${kind} answers the invalid ${r.method} ${r.path} ${r.body ?? ''} with ${status}, not 400`);
    }
  }
}

interface Sample {
  rps: number;
  p99: number;
  bad: number;
  /** Requests answered in the run. */
  total: number;
  /** The server process's CPU time per request answered, in µs (Linux only). */
  cpuPerRequest?: number;
}

/** CPU time (user + system, in µs) a process has used so far, from /proc; undefined where there is none. */
async function cpuMicros(pid: number | undefined): Promise<number | undefined> {
  try {
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat (see proc(5)), in clock ticks of 10 ms.
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

function load(port: number, requests: BenchRequest[], duration: number): Promise<Sample> {
  return new Promise((resolve, reject) => {
    autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration, requests: requests as autocannon.Request[] }, (error, result) => {
      if (error) return reject(error);
      resolve({ rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts, total: result.requests.total });
    });
  });
}

/** One extra load run against a generated server started under --cpu-prof. */
async function profileServer(target: string, api: BenchApi): Promise<ProfileSummary> {
  const dir = join(WORK, 'server-prof');
  await rm(dir, { recursive: true, force: true });
  const server = await start(target, api, 'sdkgen', ['--cpu-prof', '--cpu-prof-dir', dir]);
  const startedAt = performance.now();
  await load(server.port, api.requests, DURATION_S);
  const exited = once(server.child, 'exit');
  server.child.stdin!.end();
  await exited;
  const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
  const profiles = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8'))));
  await rm(dir, { recursive: true, force: true });
  const loadMs = performance.now() - startedAt;
  const label = `generated server on ${api.id}, ${DURATION_S} s of load (server process, start-up excluded)`;
  return summarizeProfiles(label, loadMs, profiles, 12, `bench/.work/${basename(target)}`, loadMs);
}

export async function runServerThroughput(): Promise<{ rows: Row[]; profiles: ProfileSummary[] }> {
  const rows: Row[] = [];
  const profiles: ProfileSummary[] = [];
  for (const api of await benchApis()) {
    const result = await measureApi(api);
    rows.push(...result.rows);
    profiles.push(...result.profiles);
  }
  return { rows, profiles };
}

async function measureApi(api: BenchApi): Promise<{ rows: Row[]; profiles: ProfileSummary[] }> {
  const { requests } = api;
  const target = await compileTarget(api);
  const kinds: Kind[] = ['sdkgen', 'fastify-schemas', 'fastify'];
  const servers = {} as Record<Kind, Server>;
  try {
    for (const kind of kinds) servers[kind] = await start(target, api, kind);
    await checkAnswers(api, servers);
    const samples: Record<Kind, Sample[]> = { sdkgen: [], 'fastify-schemas': [], fastify: [] };
    const run = (key: Kind) => async () => {
      const before = await cpuMicros(servers[key].child.pid);
      const s = await load(servers[key].port, requests, DURATION_S);
      const after = await cpuMicros(servers[key].child.pid);
      if (before !== undefined && after !== undefined && s.total > 0) s.cpuPerRequest = (after - before) / s.total;
      samples[key].push(s);
      return s.rps;
    };
    log(`server, ${api.id}: ${RUNS} × ${DURATION_S} s × ${kinds.length} servers, ${CONNECTIONS} connections, ${requests.length} requests`);
    for (const kind of kinds) await load(servers[kind].port, requests, 1); // warm-up (JIT, connection setup)
    await alternate(RUNS, Object.fromEntries(kinds.map((kind) => [kind, run(kind)])) as Record<Kind, () => Promise<number>>);
    const rps = (k: Kind) => summarize(samples[k].map((s) => s.rps));
    const p99 = (k: Kind) => summarize(samples[k].map((s) => s.p99));
    const bad = (k: Kind) => samples[k].reduce((n, s) => n + s.bad, 0);
    const [a, b, c, la, lb] = [rps('sdkgen'), rps('fastify-schemas'), rps('fastify'), p99('sdkgen'), p99('fastify-schemas')];
    const section = 'Server throughput';
    const errors = (k: Kind) => (bad(k) ? [`${bad(k)} non-2xx/errors!`] : ['all responses 2xx']);
    const fastifyName = `Fastify ${versionOf('fastify')} on ${api.id} (same routes + auth hooks + route schemas)`;
    const plainName = `Fastify ${versionOf('fastify')} on ${api.id} (same routes + auth hooks, no schemas)`;
    const validates = `validates path, query, header and body parameters as declared (here: ${api.validates})`;
    const met = a.median >= b.median && !bad('sdkgen');
    const profiles = met ? [] : [await profileServer(target, api)];
    const rows: Row[] = [
      {
        section,
        name: `generated server on ${api.id} (node:http listener, generated zod validators)`,
        unit: 'req/s',
        better: 'higher',
        summary: a,
        ratios: [...ratio('Fastify + schemas', a, b), ...ratio('Fastify, no schemas', a, c)],
        target: { text: '≥ Fastify with schemas', met },
        notes: [`${DURATION_S} s × ${CONNECTIONS} connections per run`, `zod ${validates}`, ...errors('sdkgen')],
      },
      {
        section,
        name: fastifyName,
        unit: 'req/s',
        better: 'higher',
        summary: b,
        notes: [`refused ${servers['fastify-schemas'].refused}/${servers['fastify-schemas'].routes} routes`, `ajv ${validates}, schemas from openapi.json`, ...errors('fastify-schemas')],
      },
      { section, name: plainName, unit: 'req/s', better: 'higher', summary: c, notes: ['validates nothing', ...errors('fastify')] },
      { section, name: `generated server on ${api.id}, p99 latency`, unit: 'ms', better: 'lower', summary: la, ratios: ratio('Fastify + schemas', la, lb), target: { text: '≤ Fastify with schemas', met: la.median <= lb.median } },
      { section, name: `${fastifyName}, p99 latency`, unit: 'ms', better: 'lower', summary: lb, notes: ['autocannon resolves latency to 1 ms'] },
    ];
    // Requests per second are capped by the load generator, which has the other core: CPU per
    // request is each server's own cost, the headroom req/s cannot show.
    const cpu = (k: Kind) => (samples[k].every((s) => s.cpuPerRequest !== undefined) ? summarize(samples[k].map((s) => s.cpuPerRequest!)) : undefined);
    const [ca, cb] = [cpu('sdkgen'), cpu('fastify-schemas')];
    if (ca && cb) {
      const note = 'server process CPU (user + system, from /proc, 10 ms ticks) per request answered';
      rows.push(
        { section, name: `generated server on ${api.id}, CPU per request`, unit: 'µs', better: 'lower', summary: ca, ratios: ratio('Fastify + schemas', ca, cb), notes: [note] },
        { section, name: `${fastifyName}, CPU per request`, unit: 'µs', better: 'lower', summary: cb, notes: [note] },
      );
    }
    return { rows, profiles };
  } finally {
    for (const kind of kinds) servers[kind]?.child.stdin!.end();
  }
}
