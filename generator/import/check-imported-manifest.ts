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

/**
 * `manifest` is the data `yaml` was written from. It is checked first, without reading the text
 * back (the writer's text reads as its data: test/import/yaml-writer.test.ts); only if it fails
 * is the text itself checked, and that verdict, with its positions, is the one that counts.
 */
export function checkImportedManifest(yaml: string, manifest?: object): void {
  if (manifest !== undefined && passes(() => validateManifestText(yaml, 'imported.yaml', { data: manifest }))) return;
  try {
    validateManifestText(yaml, 'imported.yaml');
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    const shown = error.diagnostics.slice(0, SHOWN).map((d) => `  ${formatFieldPath(d.path)}: ${d.message}`);
    const more = error.diagnostics.length > SHOWN ? [`  … and ${error.diagnostics.length - SHOWN} more`] : [];
    throw new ImportError(`${IMPORTER_BUG}:\n${[...shown, ...more].join('\n')}`);
  }
}

function passes(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof ManifestError) return false;
    throw error;
  }
}

/** How such an error starts, so tests can tell it from an ImportError about the input. */
export const IMPORTER_BUG = 'the imported manifest breaks rules of the manifest loader (a bug in sdkgen import; please report it)';
