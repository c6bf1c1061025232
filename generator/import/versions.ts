/**
 * Fills in the manifest's version fields from the versions each operation's media types name:
 * `media.currentVersion` is the newest, `defaults.versions` the most common set (written only
 * when it is not just the current version), and an operation lists `versions` only when its
 * set differs from the default. An operation need not offer the current version: a client that
 * pins nothing sends the newest version below it (ir/versions.ts `versionSent`), so with the
 * newest as current every operation is callable and sends its own newest version.
 */
import type { ManifestOperation } from '../manifest/schema.ts';
import { listedVersions } from '../manifest/version-payloads.ts';

export function settleVersions(operations: Pick<ManifestOperation, 'versions'>[]): { currentVersion: number; defaults?: number[] } {
  const all = operations.flatMap((op) => listedVersions(op.versions) ?? []);
  const currentVersion = all.length > 0 ? Math.max(...all) : 1;
  const counts = new Map<string, number>();
  // Only the short form (a list) can move to `defaults`; a map carries per-version payloads.
  const listed = (op: Pick<ManifestOperation, 'versions'>) => (Array.isArray(op.versions) ? op.versions.join(',') : undefined);
  for (const op of operations) {
    const key = listed(op);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let common: string | undefined;
  for (const [key, count] of counts) if (common === undefined || count > counts.get(common)!) common = key;
  for (const op of operations) if (listed(op) !== undefined && listed(op) === common) delete op.versions;
  if (common === undefined || common === String(currentVersion)) return { currentVersion };
  return { currentVersion, defaults: common.split(',').map(Number) };
}
