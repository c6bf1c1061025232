/**
 * Loads one side of a diff into the IR. The file's content decides how: a document with an
 * `openapi` or `swagger` key is imported first (bundled and converted like `sdkgen import` does;
 * warnings go to `onWarning`), anything else is read as a manifest (and validated like
 * `sdkgen validate` would).
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { buildApi, loadApi } from '../ir/build.ts';
import type { Api } from '../ir/types.ts';
import { importOpenApi } from '../import/import-openapi.ts';
import { loadDescription, positioned } from '../import/load-description.ts';
import { isRecord } from '../import/openapi-document.ts';
import { parseOpenApiText } from '../import/read-openapi-file.ts';
import { validateManifestText } from '../import/validate-manifest-text.ts';
import type { ImportWarning } from '../import/warnings.ts';

export interface LoadSideOptions {
  onWarning?: (warning: ImportWarning, file: string) => void;
  /** Let a description's `$ref`s fetch URLs (see `sdkgen import --allow-remote-refs`). */
  allowRemoteRefs?: boolean;
}

export async function loadSide(path: string, options: LoadSideOptions = {}): Promise<Api> {
  const file = (relative(process.cwd(), path) || path).replace(/\\/g, '/');
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return loadApi(path); // Let the manifest loader word the "cannot read" error.
  }
  const looksLikeOpenApi = /^\s*["']?(openapi|swagger)["']?\s*:/m.test(text) || /"(openapi|swagger)"\s*:/.test(text);
  if (!looksLikeOpenApi) return loadApi(path);
  const doc = parseOpenApiText(text, path);
  if (!isRecord(doc) || (doc.openapi === undefined && doc.swagger === undefined)) return loadApi(path);
  const loaded = await loadDescription(path, { allowRemoteRefs: options.allowRemoteRefs === true });
  let imported;
  try {
    imported = importOpenApi(loaded.document, { source: file });
  } catch (error) {
    throw positioned(error, file, loaded.text);
  }
  for (const warning of [...loaded.warnings, ...imported.warnings]) options.onWarning?.(warning, file);
  const { manifest, operationLine } = validateManifestText(imported.yaml, `${file} (imported)`);
  return buildApi(manifest, file, operationLine);
}
