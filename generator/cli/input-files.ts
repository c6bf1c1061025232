/**
 * Checks the files a command reads (manifests, OpenAPI descriptions) before any work, so a
 * wrong path is one line naming it — "sdkgen generate: cannot read nope.yaml: no such file" —
 * rather than a parser's diagnostic about an empty document.
 */
import { stat } from 'node:fs/promises';

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  ENOTDIR: 'a part of the path is not a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ELOOP: 'too many symbolic links',
};

export class InputFileError extends Error {
  override name = 'InputFileError';
}

export async function assertInputFiles(paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    // Remote descriptions are fetched by the importer, which words its own errors.
    if (/^https?:\/\//.test(path)) continue;
    const stats = await stat(path).catch((error: NodeJS.ErrnoException) => {
      throw new InputFileError(`cannot read ${path}: ${REASONS[error.code ?? ''] ?? error.message}`);
    });
    if (stats.isDirectory()) throw new InputFileError(`cannot read ${path}: it is a folder, not a file`);
  }
}
