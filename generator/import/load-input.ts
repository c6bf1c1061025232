/**
 * The API a command works on, from either kind of input: a manifest, or an OpenAPI 3.x or
 * Swagger 2.0 description. The file's content decides: a document with a top-level `openapi` or
 * `swagger` key is a description, imported in memory as `sdkgen import` would (bundled,
 * converted, every warning passed to `onWarning`) and built into the IR without writing its
 * manifest or reading it back; anything else is read as a manifest (and validated like
 * `sdkgen validate` would).
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { buildApi, loadApi } from '../ir/build.ts';
import type { Api } from '../ir/types.ts';
import type { ImportWarning } from './warnings.ts';

export interface LoadInputOptions {
  onWarning?: (warning: ImportWarning, file: string) => void;
  /** Let a description's `$ref`s fetch URLs (see `sdkgen import --allow-remote-refs`). */
  allowRemoteRefs?: boolean;
}

/** A top-level `openapi:`/`swagger:` key (YAML at column 0) or an `"openapi":` anywhere (JSON); confirmed by parsing. */
const LOOKS_LIKE_DESCRIPTION = /^["']?(?:openapi|swagger)["']?[ \t]*:|"(?:openapi|swagger)"\s*:/m;

export async function loadInput(path: string, options: LoadInputOptions = {}): Promise<Api> {
  const file = (relative(process.cwd(), path) || path).replace(/\\/g, '/');
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return loadApi(path); // Let the manifest loader word the "cannot read" error.
  }
  if (!LOOKS_LIKE_DESCRIPTION.test(text)) return loadApi(path);
  // The importer is loaded only for a description: generating from a manifest never needs it.
  const [{ parseOpenApiText }, { isRecord }, { loadDescription, positioned }, { importOpenApi }] = await Promise.all([
    import('./read-openapi-file.ts'),
    import('./openapi-document.ts'),
    import('./load-description.ts'),
    import('./import-openapi.ts'),
  ]);
  const doc = parseOpenApiText(text, path);
  if (!isRecord(doc) || (doc.openapi === undefined && doc.swagger === undefined)) return loadApi(path);
  const loaded = await loadDescription(path, { allowRemoteRefs: options.allowRemoteRefs === true }, { text, document: doc });
  let imported;
  try {
    imported = importOpenApi(loaded.document, { source: file });
  } catch (error) {
    throw positioned(error, file, loaded.text);
  }
  for (const warning of [...loaded.warnings, ...imported.warnings]) options.onWarning?.(warning, file);
  return buildApi(imported.validated.manifest, file, imported.validated.operationLine);
}
