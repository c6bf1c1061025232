/**
 * Loads a manifest text the way `sdkgen validate` does and returns its diagnostics as printed,
 * without the file name (`12:5  operations[0].path: …`); none for a valid manifest. Shared by
 * the table-driven manifest tests; each test file gets its own temporary folder. `edit` makes
 * the tables' inputs from the minimal fixture.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { formatDiagnostic, ManifestError } from '../../../generator/manifest/diagnostic.ts';
import { loadManifest } from '../../../generator/manifest/load.ts';

/** The minimal fixture's text, which the tables edit. */
export const MINIMAL_FIXTURE = readFileSync(new URL('../../fixtures/manifests/minimal.yaml', import.meta.url), 'utf8');

export function diagnosticsReader(prefix: string): (yaml: string) => Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), `sdkgen-${prefix}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return async (yaml) => {
    const file = join(dir, 'manifest.yaml');
    writeFileSync(file, yaml);
    try {
      await loadManifest(file);
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
      return error.diagnostics.map((d) => formatDiagnostic(d).slice(file.length + 1));
    }
    return [];
  };
}

/** The text with each replacement made once; every one must apply, so a fixture change cannot turn a row into a no-op. */
export function edit(yaml: string, ...replacements: [from: string, to: string][]): string {
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`fixture edit did not apply: ${from}`);
    return text.replace(from, () => to); // a function, so `$&` in `to` stays text
  }, yaml);
}
