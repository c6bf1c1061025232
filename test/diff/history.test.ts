/**
 * `sdkgen diff` over real releases of GitHub Enterprise Server (two consecutive pairs; the whole
 * history of 16 pairs is `npx tsx bench/diff-history.ts`, which writes bench/diff-history.md).
 * The operations it reports added and removed equal an independent ground truth read from the
 * raw documents (test/diff/support/route-ground-truth.ts), every rename it reports is an
 * operationId that really changed on the same route, and its breaking entries are exactly the
 * ones checked by hand against the raw documents: none of the false ones it used to report
 * (`anyOf: [{required: [source]}]` next to the properties read as an empty object, a new
 * response enum value counted as breaking).
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffApis, type DiffReport } from '../../generator/diff/index.ts';
import { loadInput } from '../../generator/import/load-input.ts';
import { PROJECT_ROOT } from '../helpers/tmp.ts';
import { checkPair, GHES_RELEASES, type PairCheck } from './support/history-check.ts';

const fileOf = (name: string) => join(PROJECT_ROOT, GHES_RELEASES.find((r) => r.name === name)!.file);

function pair(oldName: string, newName: string) {
  const result = {} as { report: DiffReport; check: PairCheck };
  beforeAll(async () => {
    const [old, neu] = [await loadInput(fileOf(oldName)), await loadInput(fileOf(newName))];
    result.report = diffApis(old, neu);
    result.check = checkPair(fileOf(oldName), fileOf(newName), result.report);
  }, 120_000);
  return result;
}

const NO_MISMATCH = { addedOnlyInTruth: [], addedOnlyInReport: [], removedOnlyInTruth: [], removedOnlyInReport: [] };
const breakingOf = (report: DiffReport) => report.changes.filter((c) => c.breaking).map((c) => `${c.kind} ${c.where}: ${c.message}`);

describe('ghes-2.19 → ghes-2.20', () => {
  const diff = pair('ghes-2.19', 'ghes-2.20');

  it('reports exactly the added and removed operations of the ground truth', () => {
    expect(diff.check.truth).toMatchObject({ old: 516, new: 521 });
    expect([diff.check.truth.added.length, diff.check.truth.removed.length]).toEqual([5, 0]);
    expect(diff.check.mismatches).toEqual(NO_MISMATCH);
  });

  it('reports as renamed exactly the routes whose operationId changed', () => {
    expect(diff.report.summary).toMatchObject({ added: 5, removed: 0, renamed: 5, moved: 0 });
    expect(diff.check.operationEntries).toEqual({ total: 5, confirmed: 5, unconfirmed: [] });
  });
});

describe('ghes-3.0 → ghes-3.1', () => {
  const diff = pair('ghes-3.0', 'ghes-3.1');

  it('reports exactly the added and removed operations of the ground truth', () => {
    expect([diff.check.truth.added.length, diff.check.truth.removed.length]).toEqual([8, 0]);
    expect(diff.check.mismatches).toEqual(NO_MISMATCH);
    expect(diff.report.summary).toMatchObject({ added: 8, removed: 0, renamed: 0, moved: 0 });
  });

  it('lists as breaking only the changes the raw documents show (checked by hand)', () => {
    expect(breakingOf(diff.report)).toEqual(BREAKING_3_0_TO_3_1);
  });
});

/** Each checked against ghes-3.0.json and ghes-3.1.json by hand (see bench/diff-history-checked.ts). */
const BREAKING_3_0_TO_3_1 = [
  'request-body-removed request body: the request body was removed',
  'request-body-became-required request body: the request body is now required',
  'response-field-removed OrganizationFull: field "members_can_fork_private_repositories" was removed',
  'request-field-removed request body: field "members_can_fork_private_repositories" was removed',
  'request-type-changed request body.selected_repository_ids[]: type changed from string to integer',
  'response-field-removed Job: field "run_attempt" was removed',
  'response-field-removed WorkflowRun: field "previous_attempt_url" was removed',
  'response-field-removed WorkflowRun: field "run_attempt" was removed',
  'response-field-removed WorkflowRun: field "run_started_at" was removed',
  'request-field-removed request body: field "permissions" was removed',
];
