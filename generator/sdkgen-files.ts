/**
 * Where sdkgen's own files are: the templates it copies, its package.json, the format worker.
 * This module sits one folder below sdkgen's root both as source (`generator/`) and compiled
 * into the bin's bundle (`dist/`), so `..` from it is the root either way; every other module
 * finds those files through here rather than through its own `import.meta.url`, which the
 * bundle moves.
 */
import { fileURLToPath } from 'node:url';

const ROOT_URL = new URL('..', import.meta.url);

/** sdkgen's root folder, with a trailing separator. */
export const PROJECT_ROOT = fileURLToPath(ROOT_URL);

/** The URL of a file or folder (end it with `/`) given relative to sdkgen's root. */
export function sdkgenURL(path: string): URL {
  return new URL(path, ROOT_URL);
}
