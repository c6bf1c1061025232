/**
 * The fast sample of the real-world corpus (entries marked `sample`): each real description
 * imports, generates, and its client and server pass `tsc --strict`. `npm run corpus` runs all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/tmp.ts';
import { checkEntry } from './check-entry.ts';
import { CORPUS } from './entries.ts';

const work = mkdtempSync(join(PROJECT_ROOT, '.tmp-corpus-sample-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

for (const entry of CORPUS.filter((candidate) => candidate.sample)) {
  it(`${entry.name} (${entry.why}) imports, generates and type-checks`, { timeout: 300_000 }, async () => {
    const result = await checkEntry(entry, join(work, entry.name));
    expect({ stage: result.stage, error: result.error, tsc: result.tsc }).toEqual({
      stage: 'done',
      error: undefined,
      tsc: { client: 'ok', server: 'ok' },
    });
  });
}
