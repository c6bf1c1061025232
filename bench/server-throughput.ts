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
 * The request mix cycles through static, parametric and AIP-136 colon-action URLs, all with a
 * valid `X-API-Key`, and only uses routes that both routers resolve correctly, so neither side is
 * measured answering 404s. Runs alternate between the servers; any non-2xx answer or socket
 * error is reported, because a fast error page is not throughput.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import FindMyWay from 'find-my-way';
import { matchRoute } from '../generated/ica/server/core/match.ts';
import { OFFLINE_ENV, ROOT, versionOf, WORK } from './process.ts';
import { type ProfileSummary, summarizeProfiles } from './profile.ts';
import { probes, registerAll, service } from './routes.ts';
import { API_KEY } from './server-target.ts';
import { alternate, log, type Row, ratio, summarize } from './stats.ts';

const MIX = [
  'get_bundles', // static
  'get_project_data', // two path parameters
  'get_bundle_data_linking_batch_item', // three path parameters, deep
  'accept_terms_of_use_bundle', // parameter, then `termsOfUse:accept`
  'find_all_matching_activation_codes_for_cwl', // static colon action
  'get_entitled_bundle', // one path parameter
];
const DURATION_S = 3;
const RUNS = 5;
/** Enough that latencies exceed autocannon's 1 ms resolution, few enough for one 2-core box. */
const CONNECTIONS = 50;

/**
 * bench/server-target.ts compiled as an application's production build would be: TypeScript
 * stripped by esbuild, dependencies left in node_modules. Fastify runs as published (JavaScript);
 * through tsx the generated server would also pay for tsx's keep-names wrappers on every
 * function it creates while serving, which no production build has.
 */
const TARGET = join(WORK, 'server-target.mjs');

async function compileTarget(): Promise<void> {
  const source = join(ROOT, 'bench/server-target.ts');
  await build({
    entryPoints: [source],
    outfile: TARGET,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The bench modules find the repository from where their source is, not from bench/.work.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(source).href) },
    logLevel: 'warning',
  });
}

async function start(kind: 'sdkgen' | 'fastify' | 'fastify-schemas', nodeArgs: string[] = []): Promise<{ child: ChildProcess; port: number; refused: number }> {
  const child = spawn(process.execPath, [...nodeArgs, TARGET, kind], {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code}) before listening`)));
  });
  return { child, ...(JSON.parse(line) as { port: number; refused: number }) };
}

/** The mix as autocannon requests, after checking both routers send every URL to its own route. */
function requestMix() {
  const byName = new Map(probes().map((p) => [p.route.name, p]));
  const fmw = FindMyWay();
  registerAll((method, path, store) => fmw.on(method as 'GET', path, () => undefined, store));
  return MIX.map((name) => {
    const probe = byName.get(name);
    if (!probe) throw new Error(`no route named ${name} in the ICA manifest`);
    const ours = matchRoute(service, probe.method, probe.url);
    const theirs = fmw.find(probe.method as 'GET', probe.url);
    if (ours.kind !== 'found' || ours.route.name !== name) throw new Error(`sdkgen misroutes ${probe.url}`);
    if ((theirs?.store as { index?: number } | undefined)?.index !== probe.index) throw new Error(`find-my-way misroutes ${probe.url}`);
    return { method: probe.method as 'GET', path: probe.url, headers: { 'x-api-key': API_KEY, accept: 'application/vnd.illumina.v3+json' } };
  });
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

function load(port: number, requests: ReturnType<typeof requestMix>, duration: number): Promise<Sample> {
  return new Promise((resolve, reject) => {
    autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration, requests }, (error, result) => {
      if (error) return reject(error);
      resolve({ rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts, total: result.requests.total });
    });
  });
}

/** One extra load run against a generated server started under --cpu-prof. */
async function profileServer(requests: ReturnType<typeof requestMix>): Promise<ProfileSummary> {
  const dir = join(WORK, 'server-prof');
  await rm(dir, { recursive: true, force: true });
  const server = await start('sdkgen', ['--cpu-prof', '--cpu-prof-dir', dir]);
  const startedAt = performance.now();
  await load(server.port, requests, DURATION_S);
  const exited = once(server.child, 'exit');
  server.child.stdin!.end();
  await exited;
  const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
  const profiles = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8'))));
  await rm(dir, { recursive: true, force: true });
  const loadMs = performance.now() - startedAt;
  return summarizeProfiles(`generated server, ${DURATION_S} s of load (server process, start-up excluded)`, loadMs, profiles, 12, 'bench/.work/server-target.mjs', loadMs);
}

type Kind = 'sdkgen' | 'fastify-schemas' | 'fastify';

export async function runServerThroughput(): Promise<{ rows: Row[]; profiles: ProfileSummary[] }> {
  const requests = requestMix();
  await compileTarget();
  const kinds: Kind[] = ['sdkgen', 'fastify-schemas', 'fastify'];
  const servers = {} as Record<Kind, Awaited<ReturnType<typeof start>>>;
  try {
    for (const kind of kinds) servers[kind] = await start(kind);
    const samples: Record<Kind, Sample[]> = { sdkgen: [], 'fastify-schemas': [], fastify: [] };
    const run = (key: Kind) => async () => {
      const before = await cpuMicros(servers[key].child.pid);
      const s = await load(servers[key].port, requests, DURATION_S);
      const after = await cpuMicros(servers[key].child.pid);
      if (before !== undefined && after !== undefined && s.total > 0) s.cpuPerRequest = (after - before) / s.total;
      samples[key].push(s);
      return s.rps;
    };
    log(`server: ${RUNS} × ${DURATION_S} s × ${kinds.length} servers, ${CONNECTIONS} connections, ${requests.length} URLs`);
    for (const kind of kinds) await load(servers[kind].port, requests, 1); // warm-up (JIT, connection setup)
    await alternate(RUNS, Object.fromEntries(kinds.map((kind) => [kind, run(kind)])) as Record<Kind, () => Promise<number>>);
    const rps = (k: Kind) => summarize(samples[k].map((s) => s.rps));
    const p99 = (k: Kind) => summarize(samples[k].map((s) => s.p99));
    const bad = (k: Kind) => samples[k].reduce((n, s) => n + s.bad, 0);
    const [a, b, c, la, lb] = [rps('sdkgen'), rps('fastify-schemas'), rps('fastify'), p99('sdkgen'), p99('fastify-schemas')];
    const section = 'Server throughput';
    const errors = (k: Kind) => (bad(k) ? [`${bad(k)} non-2xx/errors!`] : ['all responses 2xx']);
    const fastifyName = `Fastify ${versionOf('fastify')} (same routes + API-key hook + route schemas)`;
    const plainName = `Fastify ${versionOf('fastify')} (same routes + API-key hook, no schemas)`;
    // In this mix every declared input is a path parameter of type string, on both sides.
    const validates = 'validates path, query, header and body parameters as declared (here: only unconstrained string path parameters, which any text satisfies: validators.ts has no check for them, as ajv compiles `type: string` to one typeof)';
    const met = a.median >= b.median && !bad('sdkgen');
    const profiles = met ? [] : [await profileServer(requests)];
    const rows: Row[] = [
      {
        section,
        name: 'generated server (node:http listener, generated zod validators)',
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
        notes: [`refused ${servers['fastify-schemas'].refused}/${service.routes.length} routes`, `ajv ${validates}, schemas from openapi.json`, ...errors('fastify-schemas')],
      },
      { section, name: plainName, unit: 'req/s', better: 'higher', summary: c, notes: ['validates nothing', ...errors('fastify')] },
      { section, name: 'generated server, p99 latency', unit: 'ms', better: 'lower', summary: la, ratios: ratio('Fastify + schemas', la, lb), target: { text: '≤ Fastify with schemas', met: la.median <= lb.median } },
      { section, name: `${fastifyName}, p99 latency`, unit: 'ms', better: 'lower', summary: lb, notes: ['autocannon resolves latency to 1 ms'] },
    ];
    // Requests per second are capped by the load generator, which has the other core: CPU per
    // request is each server's own cost, the headroom req/s cannot show.
    const cpu = (k: Kind) => (samples[k].every((s) => s.cpuPerRequest !== undefined) ? summarize(samples[k].map((s) => s.cpuPerRequest!)) : undefined);
    const [ca, cb] = [cpu('sdkgen'), cpu('fastify-schemas')];
    if (ca && cb) {
      const note = 'server process CPU (user + system, from /proc, 10 ms ticks) per request answered';
      rows.push(
        { section, name: 'generated server, CPU per request', unit: 'µs', better: 'lower', summary: ca, ratios: ratio('Fastify + schemas', ca, cb), notes: [note] },
        { section, name: `${fastifyName}, CPU per request`, unit: 'µs', better: 'lower', summary: cb, notes: [note] },
      );
    }
    return { rows, profiles };
  } finally {
    for (const kind of kinds) servers[kind]?.child.stdin!.end();
  }
}
