/**
 * Fills in the manifest's version fields from the versions each operation's media types name:
 * `media.currentVersion` is the newest, `defaults.versions` the most common set (written only
 * when it is not just the current version), and an operation lists `versions` only when its
 * set differs from the default.
 */
import type { ManifestOperation } from '../manifest/schema.ts';

export function settleVersions(operations: Pick<ManifestOperation, 'versions'>[]): { currentVersion: number; defaults?: number[] } {
  const all = operations.flatMap((op) => op.versions ?? []);
  const currentVersion = all.length > 0 ? Math.max(...all) : 1;
  const counts = new Map<string, number>();
  for (const op of operations) if (op.versions) counts.set(op.versions.join(','), (counts.get(op.versions.join(',')) ?? 0) + 1);
  let common: string | undefined;
  for (const [key, count] of counts) if (common === undefined || count > counts.get(common)!) common = key;
  for (const op of operations) if (op.versions && op.versions.join(',') === common) delete op.versions;
  if (common === undefined || common === String(currentVersion)) return { currentVersion };
  return { currentVersion, defaults: common.split(',').map(Number) };
}
