/**
 * Router: route lookups per second over one probe URL for each of the 307 ICA routes, our
 * matcher (the runtime walker in `server/core/match.ts` over the compiled trie in `routes.ts`)
 * against find-my-way (Fastify's router) holding every route it accepts.
 *
 * This isolates the one part of request handling where the generated server and Fastify do the
 * same job, so a gap here is not hidden by HTTP parsing. A lookup only counts if it is right:
 * find-my-way is also scored on how many routes it refused to register and how many probes it
 * sent to the wrong route (colon actions after a parameter are its weak spot), and the same
 * check guards our matcher, so a fast but wrong router cannot win.
 */
import FindMyWay from 'find-my-way';
import { matchRoute } from '../generated/ica/server/core/match.ts';
import { versionOf } from './process.ts';
import { profileInProcess, type ProfileSummary } from './profile.ts';
import { probes, registerAll, service } from './routes.ts';
import { alternate, log, type Row, ratio, summarize } from './stats.ts';

const FMW_VERSION = versionOf('find-my-way');

/** Lookups per sample: 600 × 307 ≈ 0.1–0.3 s each on a 2-core VM. */
const ROUNDS = 600;
const RUNS = 9;

type Lookup = (method: string, url: string) => number | undefined;

function throughput(lookup: Lookup, list: { method: string; url: string }[]): () => Promise<number> {
  return async () => {
    let sink = 0;
    const start = process.cpuUsage();
    for (let r = 0; r < ROUNDS; r++) {
      for (const p of list) sink += lookup(p.method, p.url) ?? -1;
    }
    const used = process.cpuUsage(start);
    const seconds = (used.user + used.system) / 1e6;
    if (sink === 0.5) log('unreachable'); // keeps the result alive
    return (ROUNDS * list.length) / seconds;
  };
}

export async function runRouter(): Promise<{ rows: Row[]; profiles: ProfileSummary[] }> {
  const list = probes();
  // find-my-way hands back the stored index; give our matcher the same with a map built once.
  const indexOf = new Map(service.routes.map((r, i) => [r, i]));
  const ours: Lookup = (method, url) => {
    const m = matchRoute(service, method, url);
    return m.kind === 'found' ? indexOf.get(m.route) : undefined;
  };

  const router = FindMyWay({ ignoreTrailingSlash: false });
  const refused = registerAll((method, path, store) => router.on(method as 'GET', path, () => undefined, store));
  const theirs: Lookup = (method, url) => {
    const found = router.find(method as 'GET', url);
    return found ? (found.store as { index: number }).index : undefined;
  };

  const oursCorrect = list.filter((p) => ours(p.method, p.url) === p.index).length;
  const theirsCorrect = list.filter((p) => theirs(p.method, p.url) === p.index).length;
  log(`router: ours routes ${oursCorrect}/${list.length} correctly; find-my-way refused ${refused.length}, routes ${theirsCorrect}/${list.length} correctly`);

  // Warm both up (JIT) before measuring, then alternate.
  await throughput(ours, list)();
  await throughput(theirs, list)();
  const samples = await alternate(RUNS, { sdkgen: throughput(ours, list), fmw: throughput(theirs, list) });
  const a = summarize(samples.sdkgen);
  const b = summarize(samples.fmw);
  const met = a.median > b.median && oursCorrect === list.length;
  const profiled = async () => {
    for (let i = 0; i < 5; i++) await throughput(ours, list)();
  };
  const profiles = met ? [] : [await profileInProcess(`sdkgen matcher, 5 × ${ROUNDS} × ${list.length} lookups`, profiled, 10, 'generated/ica/server/')];
  const reasons = [...new Set(refused.map((r) => r.reason.replace(/'[^']*'/g, "'…'")))].slice(0, 2);
  const rows: Row[] = [
    {
      section: 'Router',
      name: `sdkgen matcher, ${list.length} probe URLs (all routes)`,
      unit: 'lookups/s',
      better: 'higher',
      summary: a,
      ratios: ratio('find-my-way', a, b),
      target: { text: 'faster than find-my-way', met },
      notes: [`${oursCorrect}/${list.length} routed correctly`, 'per CPU second of this process'],
    },
    {
      section: 'Router',
      name: `find-my-way ${FMW_VERSION} (same probes, routes it accepted)`,
      unit: 'lookups/s',
      better: 'higher',
      summary: b,
      notes: [
        `refused ${refused.length}/${service.routes.length} routes${reasons.length ? ` (${reasons.join('; ')})` : ''}`,
        `${theirsCorrect}/${list.length} routed correctly`,
      ],
    },
  ];
  return { rows, profiles };
}
