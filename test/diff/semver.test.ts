/** The bump a set of changes calls for, `--fail-on` semantics, and the rule table's consistency. */
import { describe, expect, it } from 'vitest';
import { type Change, type DiffReport, RULES, shouldFail, suggestBump } from '../../generator/diff/index.ts';

const of = (kind: keyof typeof RULES): Change => ({ kind, ...RULES[kind], operations: [], where: '', message: '', client: [], server: [] });
const report = (changes: Change[]): DiffReport => ({
  old: { id: 'a', title: 'A', operations: 0, versions: [] },
  new: { id: 'a', title: 'A', operations: 0, versions: [] },
  bump: suggestBump(changes),
  summary: { breaking: 0, nonBreaking: 0, added: 0, removed: 0, renamed: 0, moved: 0 },
  changes,
});

describe('semver', () => {
  it.each([
    [[], 'none'],
    [['docs-changed'], 'patch'],
    [['docs-changed', 'operation-added'], 'minor'],
    [['operation-added', 'operation-removed', 'docs-changed'], 'major'],
    [['operation-deprecated'], 'minor'],
  ] as const)('%j → %s', (kinds, want) => expect(suggestBump(kinds.map(of))).toBe(want));

  it.each([
    [[], 'breaking', false],
    [[], 'any', false],
    [['operation-added'], 'breaking', false],
    [['operation-added'], 'any', true],
    [['parameter-added-required'], 'breaking', true],
  ] as const)('%j with --fail-on %s → %s', (kinds, level, want) => expect(shouldFail(report(kinds.map(of)), level)).toBe(want));

  it('classifies every kind consistently: breaking exactly when major', () => {
    for (const [kind, rule] of Object.entries(RULES)) expect([kind, rule.breaking]).toEqual([kind, rule.bump === 'major']);
  });
});
