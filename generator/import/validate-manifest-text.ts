/**
 * Validates manifest YAML held in memory exactly as `loadManifest` validates a file (the same
 * reading, shape and semantic checks, positioned diagnostics: `loadManifestText`), so an
 * imported manifest can be checked and built without writing it anywhere first. A valid
 * manifest is read the fast way; positions are found only for a message that needs one.
 */
import { loadManifestText } from '../manifest/load.ts';
import type { Manifest } from '../manifest/schema.ts';

/** A manifest as the loader reads it, and where each operation stands in its text. */
export interface ValidatedManifest {
  manifest: Manifest;
  operationLine: (index: number) => number;
}

/** The manifest in `text`; throws ManifestError listing every problem, like `loadManifest`. */
export function validateManifestText(text: string, file: string): ValidatedManifest {
  const { manifest, operationLine } = loadManifestText(text, file);
  return { manifest, operationLine };
}
