/**
 * Manifests that look hostile but are legitimate load, and mean what they say: another
 * encoding of the base manifest gives exactly the base's IR and byte-identical generated files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { loadApi } from '../../generator/ir/build.ts';
import type { Api } from '../../generator/ir/types.ts';
import { snapshotFolder, tempDir } from '../helpers/tmp.ts';
import { ACCEPTED_CASES, type AcceptedCase } from './support/accepted-cases.ts';
import { BASE, BASE_PATH } from './support/manifest-text.ts';
import { slugOf } from './support/refusal.ts';

const dir = tempDir('hostile-accepted');

/** The IR without where it came from, which differs between copies of the same manifest. */
function withoutSource(api: Api): unknown {
  return JSON.parse(JSON.stringify(api, (key, value: unknown) => (key === 'manifestPath' || key === 'source' ? undefined : value)));
}

const baseApi = withoutSource(await loadApi(BASE_PATH));

describe('hostile-looking but valid manifests load', () => {
  it.each(ACCEPTED_CASES.map((c) => [c.name, c] as const))('%s', async (_name, accepted: AcceptedCase) => {
    const file = join(dir, `${slugOf(accepted.name)}.yaml`);
    writeFileSync(file, accepted.text);
    const api = await loadApi(file);
    if (accepted.sameAsBase) expect(withoutSource(api)).toEqual(baseApi);
    accepted.check?.(api);
  });

  it('generates byte-identical files from a BOM + CRLF copy of the base', { timeout: 60_000 }, async () => {
    const crlfManifest = join(dir, 'crlf', 'base.yaml');
    const lfManifest = join(dir, 'lf', 'base.yaml');
    for (const [file, text] of [
      [crlfManifest, `\uFEFF${BASE.replace(/\n/g, '\r\n')}`],
      [lfManifest, BASE],
    ] as const) {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, text);
    }
    await generate({ manifestPath: crlfManifest, outDir: join(dir, 'crlf', 'out') });
    await generate({ manifestPath: lfManifest, outDir: join(dir, 'lf', 'out') });
    // Banners name the manifest's path, the only legitimate difference; the output marker lists
    // the hashes of those banners, so it differs with them and is left out.
    const normalise = (files: Record<string, string>, path: string) =>
      Object.fromEntries(
        Object.entries(files)
          .filter(([name]) => name !== '.sdkgen-output.json')
          .map(([name, text]) => [name, text.replaceAll(path, '<manifest>')]),
      );
    const crlf = normalise(snapshotFolder(join(dir, 'crlf', 'out')), crlfManifest);
    const lf = normalise(snapshotFolder(join(dir, 'lf', 'out')), lfManifest);
    expect(Object.keys(lf).length).toBeGreaterThan(10);
    expect(crlf).toEqual(lf);
    expect(readFileSync(join(dir, 'crlf', 'out', 'client', 'src', 'client.ts'), 'utf8')).not.toContain('\r');
  });
});
