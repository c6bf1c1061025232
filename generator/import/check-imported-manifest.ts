/**
 * The last step of an import: the manifest must pass every check `sdkgen generate` makes.
 * The importer resolves what the manifest refuses (renaming, dropping with a warning), so a
 * refusal here is a bug in the importer; it is an ImportError naming the rules broken, not a
 * manifest the user would only see fail later.
 */
import { formatFieldPath, ManifestError } from '../manifest/diagnostic.ts';
import { loadTypedManifest, loadWrittenManifest } from '../manifest/load.ts';
import type { Manifest } from '../manifest/schema.ts';
import { ImportError } from './import-error.ts';
import { type ValidatedManifest, validateManifestText } from './validate-manifest-text.ts';

const SHOWN = 5;
const FILE = 'imported.yaml';

/**
 * `manifest` is the data the YAML `yaml()` writes. The data is checked first, without writing or
 * reading the text (the writer's text reads as its data: test/import/yaml-writer.test.ts); only
 * if it fails (or no data is given) is the text itself checked, and that verdict, with its
 * positions, is the one that counts. Returns the manifest as the loader reads it: what
 * `sdkgen generate` would build from the written file. `shape: 'typed'` checks the data without
 * the zod shape check (see loadTypedManifest); the text, if it comes to that, gets every check.
 */
export function checkImportedManifest(yaml: () => string, manifest?: Manifest, shape: 'check' | 'typed' = 'check'): ValidatedManifest {
  if (manifest !== undefined) {
    try {
      return shape === 'typed' ? loadTypedManifest(manifest, FILE, yaml) : loadWrittenManifest(manifest, FILE, yaml);
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
    }
  }
  try {
    return validateManifestText(yaml(), FILE);
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    const shown = error.diagnostics.slice(0, SHOWN).map((d) => `  ${formatFieldPath(d.path)}: ${d.message}`);
    const more = error.diagnostics.length > SHOWN ? [`  … and ${error.diagnostics.length - SHOWN} more`] : [];
    throw new ImportError(`${IMPORTER_BUG}:\n${[...shown, ...more].join('\n')}`);
  }
}

/** How such an error starts, so tests can tell it from an ImportError about the input. */
export const IMPORTER_BUG = 'the imported manifest breaks rules of the manifest loader (a bug in sdkgen import; please report it)';
