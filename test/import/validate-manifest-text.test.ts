/**
 * `validateManifestText` (what `sdkgen import` checks its text with when the data it wrote fails) gives
 * a bad manifest exactly the positioned diagnostics `loadManifest` gives the same text in a
 * file: every row of the loader's bad-manifest table, read from memory.
 */
import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../generator/import/index.ts';
import { formatDiagnostic, ManifestError } from '../../generator/manifest/diagnostic.ts';
import { BAD_CASES } from '../manifest/bad-manifests.cases.ts';
import { MINIMAL_FIXTURE } from '../manifest/support/diagnostics.ts';

const FILE = 'imported.yaml';

function diagnosticsOf(yaml: string): string[] {
  try {
    validateManifestText(yaml, FILE);
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    return error.diagnostics.map((d) => formatDiagnostic(d).slice(FILE.length + 1));
  }
  return [];
}

describe('validateManifestText', () => {
  it('accepts the valid fixture', () => {
    expect(diagnosticsOf(MINIMAL_FIXTURE)).toEqual([]);
  });

  it.each(BAD_CASES)('$name: the same positioned diagnostics as a file', ({ edit, want }) => {
    expect(diagnosticsOf(edit(MINIMAL_FIXTURE))).toEqual(want);
  });
});
