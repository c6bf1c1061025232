/**
 * Client overhead: what the generated client adds to each call, compared with a hand-written
 * `fetch` and with openapi-fetch, over 20,000 sequential calls of the same route
 * (`GET /api/bundles/{bundleId}`) against a local node:http server that answers a small JSON body.
 *
 * Everything except the client is identical: the server (a separate process, so its work runs on
 * the other core and does not count against any client), the keep-alive connection pool of
 * Node's global fetch, the headers (vendor `Accept` and a bearer JWT) and parsing the body. The
 * generated client gets a non-expiring `jwt` credential (no token exchange) and `maxRetries: 0`,
 * so what remains is its per-call work: spec-driven URL building, content negotiation,
 * authentication, timeout and abort plumbing, error mapping and the `APIPromise` wrapper.
 *
 * The target is judged on wall time per call (what a caller waits). CPU time of this process per
 * call is reported too: it only counts client-side work and is not inflated when another process
 * takes the core, so it is the steadier number on a shared machine.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import createClient from 'openapi-fetch';
import { IcaClient } from '../generated/ica/client/src/index.ts';
import { versionOf } from './process.ts';
import { profileInProcess, type ProfileSummary } from './profile.ts';
import { alternate, fmt, log, type Row, ratio, summarize } from './stats.ts';

/** 5 runs × 4,000 = 20,000 measured sequential calls per client (plus 2,000 warm-up calls). */
const CALLS = 4_000;
const WARMUP_CALLS = 2_000;
const RUNS = 5;
const BUNDLE = 'bundle-42';
const ACCEPT = 'application/vnd.illumina.v3+json';
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** Unsigned but well-formed, expiring in 2100: the client reads `exp` and never renews it. */
const JWT = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'bench', exp: 4_102_444_800 })}.c2ln`;

/** The server: one small JSON answer for every request, with the media type the client asked for. */
const SERVER = `
const { createServer } = require('node:http');
const body = Buffer.from(JSON.stringify({ id: '${BUNDLE}', name: 'Example bundle', status: 'RELEASED' }));
const server = createServer((req, res) => {
  req.resume();
  if (!req.headers.authorization) { res.statusCode = 401; return res.end(); }
  res.writeHead(200, { 'content-type': '${ACCEPT}', 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

/** Just the route used here, so openapi-fetch's call is type-checked like a user's would be. */
interface Paths {
  '/api/bundles/{bundleId}': {
    get: { parameters: { path: { bundleId: string } }; responses: { 200: { content: { [ACCEPT]: { id: string; name: string } } } } };
  };
}

type Call = () => Promise<unknown>;

/** CPU µs per call of each sample, by the same keys as the wall-time samples. */
const cpuSamples = new Map<Call, number[]>();

function timed(call: Call): () => Promise<number> {
  return async () => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) await call();
    const wall = ((performance.now() - start) * 1000) / CALLS;
    const used = process.cpuUsage(cpu);
    cpuSamples.set(call, [...(cpuSamples.get(call) ?? []), (used.user + used.system) / CALLS]);
    return wall;
  };
}

export async function runClientOverhead(): Promise<{ rows: Row[]; profiles: ProfileSummary[] }> {
  const server = spawn(process.execPath, ['-e', SERVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = Number(await new Promise<string>((resolve) => createInterface({ input: server.stdout! }).once('line', resolve)));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    const generated = new IcaClient({ jwt: JWT, baseURL, maxRetries: 0 });
    const typed = createClient<Paths>({ baseUrl: baseURL });
    const headers = { Accept: ACCEPT, Authorization: `Bearer ${JWT}` };
    const calls: Record<'sdkgen' | 'fetch' | 'fetchSignal' | 'openapiFetch', Call> = {
      sdkgen: () => generated.bundles.getBundle({ bundleId: BUNDLE }),
      fetch: async () => {
        const response = await fetch(`${baseURL}/api/bundles/${encodeURIComponent(BUNDLE)}`, { headers });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      },
      // Diagnostic: raw fetch plus the per-call AbortController and timer a timeout needs.
      fetchSignal: async () => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), 60_000);
        try {
          const response = await fetch(`${baseURL}/api/bundles/${encodeURIComponent(BUNDLE)}`, { headers, signal: controller.signal });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return await response.json();
        } finally {
          clearTimeout(timer);
        }
      },
      openapiFetch: async () => {
        const { data, error } = await typed.GET('/api/bundles/{bundleId}', { params: { path: { bundleId: BUNDLE } }, headers });
        if (error !== undefined || data === undefined) throw new Error('openapi-fetch call failed');
        return data;
      },
    };
    // Same answer from all three, or the comparison means nothing.
    for (const [name, call] of Object.entries(calls)) {
      const body = (await call()) as { id?: string };
      if (body?.id !== BUNDLE) throw new Error(`${name} returned ${JSON.stringify(body)}`);
    }
    for (const call of Object.values(calls)) for (let i = 0; i < WARMUP_CALLS; i++) await call();
    log(`client: ${RUNS} × ${CALLS} calls × 4 ways`);
    const samples = await alternate(RUNS, {
      sdkgen: timed(calls.sdkgen),
      fetch: timed(calls.fetch),
      fetchSignal: timed(calls.fetchSignal),
      openapiFetch: timed(calls.openapiFetch),
    });
    const ours = summarize(samples.sdkgen);
    const raw = summarize(samples.fetch);
    const other = summarize(samples.openapiFetch);
    const withSignal = summarize(samples.fetchSignal);
    const cpu = (call: Call) => summarize(cpuSamples.get(call)!).median;
    const cpuNote = (call: Call) =>
      `CPU ${fmt(cpu(call))} µs/call${call === calls.fetch ? '' : ` (${fmt(cpu(call) / cpu(calls.fetch))}× raw fetch)`}`;
    const met = ours.median <= raw.median * 1.1;
    // Where does the extra time go? One profiled run of the generated client only.
    const profiles = met ? [] : [await profileInProcess('generated client, 4,000 calls (main thread)', timed(calls.sdkgen), 12, 'generated/ica/client/')];
    const perRun = `${CALLS.toLocaleString('en-US')} sequential calls per run`;
    const row = (name: string, summary: typeof ours, call: Call, extra: Partial<Row> = {}): Row => ({
      section: 'Client overhead',
      name,
      unit: 'µs/call',
      better: 'lower',
      summary,
      notes: [cpuNote(call), perRun],
      ...extra,
    });
    const rows = [
      row('generated client (`client.bundles.getBundle`)', ours, calls.sdkgen, {
        ratios: [...ratio('raw fetch', ours, raw), ...ratio('openapi-fetch', ours, other)],
        target: { text: '≤ 1.10× raw fetch (wall time)', met },
        notes: [`+${(ours.median - raw.median).toFixed(1)} µs/call over raw fetch`, cpuNote(calls.sdkgen), perRun],
      }),
      row('raw `fetch` + `response.json()`', raw, calls.fetch),
      row(`openapi-fetch ${versionOf('openapi-fetch')}`, other, calls.openapiFetch, { ratios: ratio('raw fetch', other, raw) }),
      row('diagnostic: raw `fetch` + per-call AbortController and 60 s timer (how the client times out)', withSignal, calls.fetchSignal, {
        ratios: ratio('raw fetch', withSignal, raw),
      }),
    ];
    return { rows, profiles };
  } finally {
    const exited = once(server, 'exit');
    server.stdin!.end();
    await exited;
  }
}
