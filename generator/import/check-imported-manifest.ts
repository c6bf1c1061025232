/**
 * The last step of an import: the manifest text must pass every check `sdkgen generate` makes.
 * The importer resolves what the manifest refuses (renaming, dropping with a warning), so a
 * refusal here is a bug in the importer; it is an ImportError naming the rules broken, not a
 * manifest the user would only see fail later.
 */
import { formatFieldPath, ManifestError } from '../manifest/diagnostic.ts';
import { ImportError } from './import-error.ts';
import { validateManifestText } from './validate-manifest-text.ts';

const SHOWN = 5;

export function checkImportedManifest(yaml: string): void {
  try {
    validateManifestText(yaml, 'imported.yaml');
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    const shown = error.diagnostics.slice(0, SHOWN).map((d) => `  ${formatFieldPath(d.path)}: ${d.message}`);
    const more = error.diagnostics.length > SHOWN ? [`  … and ${error.diagnostics.length - SHOWN} more`] : [];
    throw new ImportError(`${IMPORTER_BUG}:\n${[...shown, ...more].join('\n')}`);
  }
}

/** How such an error starts, so tests can tell it from an ImportError about the input. */
export const IMPORTER_BUG = 'the imported manifest breaks rules of the manifest loader (a bug in sdkgen import; please report it)';
