/**
 * Validates manifest YAML held in memory exactly as `loadManifest` validates a file (the same
 * reading, shape and semantic checks, positioned diagnostics: `loadManifestText`), so an
 * imported manifest can be checked and built without writing it anywhere first. A valid
 * manifest is read the fast way; positions are found only for a message that needs one.
 */
import { type LoadedManifest, loadManifestText } from '../manifest/load.ts';

/** A manifest as the loader reads it. */
export type ValidatedManifest = Pick<LoadedManifest, 'manifest'>;

/** The manifest in `text`; throws ManifestError listing every problem, like `loadManifest`. */
export function validateManifestText(text: string, file: string): ValidatedManifest {
  return loadManifestText(text, file);
}
