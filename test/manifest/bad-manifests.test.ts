/** Every bad manifest gives exactly the positioned diagnostics wanted, all at once. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic, ManifestError } from '../../generator/manifest/diagnostic.ts';
import { loadManifest } from '../../generator/manifest/load.ts';
import { BAD_CASES } from './bad-manifests.cases.ts';

const fixture = readFileSync(new URL('../fixtures/manifests/minimal.yaml', import.meta.url), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'sdkgen-bad-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function diagnosticsOf(yaml: string): Promise<string[]> {
  const file = join(dir, 'bad.yaml');
  writeFileSync(file, yaml);
  try {
    await loadManifest(file);
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    return error.diagnostics.map((d) => formatDiagnostic(d).slice(file.length + 1));
  }
  return [];
}

describe('bad manifests', () => {
  it('the fixture itself is valid', async () => {
    expect(await diagnosticsOf(fixture)).toEqual([]);
  });

  it.each(BAD_CASES)('$name', async ({ edit, want }) => {
    expect(await diagnosticsOf(edit(fixture))).toEqual(want);
  });
});
