/**
 * The API a command works on, from either kind of input: a manifest, or an OpenAPI 3.x or
 * Swagger 2.0 description. The file's content decides: a document with a top-level `openapi` or
 * `swagger` key is a description, imported in memory as `sdkgen import` would (bundled,
 * converted, every warning passed to `onWarning`) and built into the IR without writing its
 * manifest or reading it back; anything else is read as a manifest (and validated like
 * `sdkgen validate` would).
 */
import { readFile, stat } from 'node:fs/promises';
import { buildApi, loadApi } from '../ir/build.ts';
import type { Api } from '../ir/types.ts';
import { displayPath } from '../manifest/load.ts';
import { MAX_MANIFEST_BYTES } from '../manifest/read-source.ts';
import type { ImportWarning } from './warnings.ts';

export interface LoadInputOptions {
  onWarning?: (warning: ImportWarning, file: string) => void;
  /** Let a description's `$ref`s fetch URLs (see `sdkgen import --allow-remote-refs`). */
  allowRemoteRefs?: boolean;
  /**
   * Check an imported manifest's shape with the manifest schema too, as `sdkgen import` does
   * (`sdkgen validate`). Otherwise its `Manifest` type stands for it (see loadTypedManifest).
   */
  checkShape?: boolean;
}

/** A top-level `openapi:`/`swagger:` key of a YAML document (column 0); confirmed by parsing. */
const YAML_DESCRIPTION = /^["']?(?:openapi|swagger)["']?[ \t]*:/m;
/** The same key anywhere in a JSON (or YAML flow) document, whose keys need not start a line. */
const FLOW_DESCRIPTION = /["']?(?:openapi|swagger)["']?\s*:/;

function looksLikeDescription(text: string): boolean {
  return text.trimStart().startsWith('{') ? FLOW_DESCRIPTION.test(text) : YAML_DESCRIPTION.test(text);
}

export async function loadInput(path: string, options: LoadInputOptions = {}): Promise<Api> {
  let bytes: Uint8Array;
  try {
    // Nothing is read that the manifest loader would refuse for its size.
    if ((await stat(path)).size > MAX_MANIFEST_BYTES) return await loadApi(path);
    bytes = await readFile(path);
  } catch {
    return loadApi(path); // Let the manifest loader word the "cannot read" error.
  }
  // TextDecoder drops a byte order mark, which would hide a YAML description's first key.
  const text = new TextDecoder().decode(bytes);
  // The manifest loader reads the file again, as bytes it checks for UTF-8. (Handing it these
  // instead raised the peak memory of generating 10,000 operations by ~100 MB, for no reason
  // found; reading a file the system has just read costs a few milliseconds.)
  if (!looksLikeDescription(text)) return loadApi(path);
  // The importer is loaded only for a description: generating from a manifest never needs it.
  const [{ parseOpenApiText }, { isRecord }, { loadDescription, positioned }, { importOpenApi }] = await Promise.all([
    import('./read-openapi-file.ts'),
    import('./openapi-document.ts'),
    import('./load-description.ts'),
    import('./import-openapi.ts'),
  ]);
  const file = displayPath(path).replace(/\\/g, '/');
  const doc = parseOpenApiText(text, path);
  if (!isRecord(doc) || (doc.openapi === undefined && doc.swagger === undefined)) return loadApi(path);
  const loaded = await loadDescription(path, { allowRemoteRefs: options.allowRemoteRefs === true }, { text, document: doc });
  let imported;
  try {
    imported = importOpenApi(loaded.document, { source: file, shape: options.checkShape ? 'check' : 'typed' });
  } catch (error) {
    throw positioned(error, file, loaded.text);
  }
  for (const warning of [...loaded.warnings, ...imported.warnings]) options.onWarning?.(warning, file);
  return buildApi(imported.validated.manifest, file);
}
