/**
 * The semver bump a diff calls for (the largest bump of any change: a breaking change is major,
 * an addition or deprecation minor, a docs or status change patch), and `--fail-on` semantics:
 * `shouldFail(report, 'breaking')` is true when any change breaks existing client code,
 * `shouldFail(report, 'any')` when anything changed at all.
 */
import type { Bump, Change, DiffReport } from './types.ts';

const ORDER: (Bump | 'none')[] = ['none', 'patch', 'minor', 'major'];

export function suggestBump(changes: readonly Change[]): Bump | 'none' {
  return changes.reduce<Bump | 'none'>((best, c) => (ORDER.indexOf(c.bump) > ORDER.indexOf(best) ? c.bump : best), 'none');
}

export type FailLevel = 'breaking' | 'any';

export function shouldFail(report: DiffReport, level: FailLevel): boolean {
  return level === 'breaking' ? report.changes.some((c) => c.breaking) : report.changes.length > 0;
}
