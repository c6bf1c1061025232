/**
 * `diffApis(old, new)`: every change between two versions of an API, classified for existing
 * client code (rules.ts), with the operations, client methods and server handlers each touches,
 * merged so one change to a shared type or one dropped scheme is one entry, and the semver bump
 * they call for.
 */
import { matchSuffix } from '../ir/match-selectors.ts';
import type { Api, Operation } from '../ir/types.ts';
import { diffApiWide } from './api-changes.ts';
import { matchOperations } from './match-operations.ts';
import { diffOperation } from './operation-diff.ts';
import { RULES } from './rules.ts';
import { type ChangeDraft, SchemaDiffer } from './schema-diff.ts';
import { suggestBump } from './semver.ts';
import type { ApiSummary, Change, DiffReport } from './types.ts';

/** Where an operation shows up in generated code: its client method and its server handler. */
const clientMethodOf = (op: Operation) => `client.${op.group}.${op.methodName}`;
const serverHandlerOf = (op: Operation) => `handlers.${op.methodName}`;
const summaryOf = (api: Api): ApiSummary => ({ id: api.id, title: api.title, operations: api.operations.length, versions: api.media.versions });
const route = (op: Operation) => `${op.method} ${op.path.raw}${matchSuffix(op.match)}`;
/** `client method client.loans.findLoans is now client.loans.listLoans`, for renames and moves. */
const methodChange = (old: Operation, neu: Operation) =>
  clientMethodOf(old) === clientMethodOf(neu) ? `client method ${clientMethodOf(old)}, unchanged` : `client method ${clientMethodOf(old)} is now ${clientMethodOf(neu)}`;

/** Collects drafts into changes, merging equal ones (same kind, place and message). */
class ChangeList {
  private readonly byKey = new Map<string, Change>();

  add(draft: ChangeDraft, operations: { name: string; code: Operation }[]): void {
    const key = `${draft.kind}\u0000${draft.where}\u0000${draft.message}`;
    let change = this.byKey.get(key);
    if (!change) {
      change = { kind: draft.kind, ...RULES[draft.kind], operations: [], where: draft.where, message: draft.message, client: [], server: [] };
      this.byKey.set(key, change);
    }
    for (const { name, code } of operations) {
      if (!change.operations.includes(name)) change.operations.push(name);
      if (!change.client.includes(clientMethodOf(code))) change.client.push(clientMethodOf(code));
      if (!change.server.includes(serverHandlerOf(code))) change.server.push(serverHandlerOf(code));
    }
  }

  /** Breaking changes first; otherwise in the order they were found. */
  sorted(): Change[] {
    const all = [...this.byKey.values()];
    return [...all.filter((c) => c.breaking), ...all.filter((c) => !c.breaking)];
  }
}

export function diffApis(old: Api, neu: Api): DiffReport {
  const schemas = new SchemaDiffer(new Map(old.schemas.map((s) => [s.name, s.schema])), new Map(neu.schemas.map((s) => [s.name, s.schema])));
  const list = new ChangeList();
  for (const change of diffApiWide(old, neu)) {
    list.add(change, [...change.operations.old.map((op) => ({ name: op.name, code: op })), ...change.operations.new.map((op) => ({ name: op.name, code: op }))]);
  }
  const { pairs, removed, added } = matchOperations(old.operations, neu.operations);
  const ordered = [...pairs].sort((a, b) => old.operations.indexOf(a.old) - old.operations.indexOf(b.old));
  for (const pair of ordered) {
    // Existing code calls the old method; the change is reported under the new operation name.
    const touched = [{ name: pair.new.name, code: pair.old }];
    if (pair.renamed) {
      list.add({ kind: 'operation-renamed', where: route(pair.old), message: `${pair.old.name} was renamed ${pair.new.name} (${methodChange(pair.old, pair.new)})` }, touched);
    }
    if (pair.moved) {
      list.add({ kind: 'operation-route-moved', where: route(pair.old), message: `${pair.old.name} moved from ${route(pair.old)} to ${route(pair.new)} (${methodChange(pair.old, pair.new)})` }, touched);
    }
    for (const draft of diffOperation(pair.old, pair.new, schemas, { moved: pair.moved, successMedia: { old: old.media.successTemplate, new: neu.media.successTemplate } })) list.add(draft, touched);
  }
  for (const op of removed) list.add({ kind: 'operation-removed', where: route(op), message: `${op.name} was removed` }, [{ name: op.name, code: op }]);
  for (const op of added) list.add({ kind: 'operation-added', where: route(op), message: `new operation ${op.name}` }, [{ name: op.name, code: op }]);

  const changes = list.sorted();
  return {
    old: summaryOf(old),
    new: summaryOf(neu),
    bump: suggestBump(changes),
    summary: {
      breaking: changes.filter((c) => c.breaking).length,
      nonBreaking: changes.filter((c) => !c.breaking).length,
      added: added.length,
      removed: removed.length,
      renamed: pairs.filter((p) => p.renamed).length,
      moved: pairs.filter((p) => p.moved).length,
    },
    changes,
  };
}
