/** Temporary folders for a test file, removed when the file's tests end. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll } from 'vitest';

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `sdkgen-${prefix}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every file below `root` with its bytes, keyed by relative path: a folder's exact state. */
export function snapshotFolder(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const full = join(entry.parentPath, entry.name);
      out[relative(root, full)] = readFileSync(full, 'latin1');
    }
  }
  return out;
}

export const PROJECT_ROOT = new URL('../..', import.meta.url).pathname;
export const ICA_MANIFEST = join(PROJECT_ROOT, 'manifest/ica.yaml');
export const MINIMAL_MANIFEST = join(PROJECT_ROOT, 'test/fixtures/manifests/minimal.yaml');
