/**
 * Compares the payloads of an operation's API versions (manifest `versions`, IR `byVersion`)
 * between two releases; versions added and removed are reported by operation-diff.ts. Each
 * version offered by both is compared with itself, so a
 * release that adds v4 beside an unchanged v3 reports v4 as added, not v3's payloads against
 * v4's. A change found in every common version is reported once as it is; one found in only some
 * says which (`(version 3)`). When no version is common, no payloads are compared: the versions
 * removed and added, and the moved default, are the change.
 *
 * The version a client that pins nothing sends (`versionSent(versions, media.currentVersion)`,
 * IR `defaultVersion`) can change with the current version or the versions offered; when that
 * puts such a client onto different payloads, its types change: `version-sent-changed`.
 */
import type { Operation, VersionPayloads } from '../ir/types.ts';
import { payloadsDiffer, payloadsOf } from '../ir/versions.ts';
import { diffPayloads } from './payload-diff.ts';
import type { ChangeDraft, SchemaDiffer } from './schema-diff.ts';

export function diffVersions(old: Operation, neu: Operation, schemas: SchemaDiffer, successMedia: { old: string; new: string }): ChangeDraft[] {
  const out: ChangeDraft[] = [];
  const common = old.versions.filter((v) => neu.versions.includes(v));
  // Without a common version there is nothing to compare field by field: one version's payloads
  // against another's are different payloads by design. The removed and added versions, and the
  // moved default below, say what changed.
  if (common.length > 0) out.push(...labelledByVersion(common.map((v) => ({ version: v, drafts: diffPayloads(payloadsOf(old, v), payloadsOf(neu, v), schemas, successMedia) }))));

  if (old.defaultVersion !== neu.defaultVersion) {
    // Within the new release where it still has the old version, so changes inside a version are not counted twice.
    const before = neu.versions.includes(old.defaultVersion) ? payloadsOf(neu, old.defaultVersion) : payloadsOf(old, old.defaultVersion);
    if (differ(before, payloadsOf(neu, neu.defaultVersion))) {
      out.push({
        kind: 'version-sent-changed',
        where: 'versions',
        message: `a client that pins no version now sends version ${neu.defaultVersion} instead of ${old.defaultVersion}, whose payloads differ; pin apiVersion: ${old.defaultVersion} to keep the old payloads`,
      });
    }
  }
  return out;
}

/** Drafts of every common version, each once: as found when all versions have it, else naming the versions that do. */
function labelledByVersion(perVersion: { version: number; drafts: ChangeDraft[] }[]): ChangeDraft[] {
  const found = new Map<string, { draft: ChangeDraft; versions: number[] }>();
  for (const { version, drafts } of perVersion) {
    for (const draft of drafts) {
      const key = `${draft.kind}\u0000${draft.where}\u0000${draft.message}`;
      const seen = found.get(key) ?? { draft, versions: [] };
      // A version may find a change twice (a shared type in its request and its response).
      if (!seen.versions.includes(version)) seen.versions.push(version);
      found.set(key, seen);
    }
  }
  return [...found.values()].map(({ draft, versions }) =>
    versions.length === perVersion.length ? draft : { ...draft, message: `${draft.message} (${versions.length === 1 ? 'version' : 'versions'} ${versions.join(', ')})` },
  );
}

function differ(a: VersionPayloads, b: VersionPayloads): boolean {
  return payloadsDiffer({ byVersion: [a, b] });
}
