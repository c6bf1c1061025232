/**
 * The diff report for people at a terminal: the suggested bump and counts, then every change
 * (breaking ones first) with the operations, client methods and server handlers it touches.
 */
import type { Change, DiffReport } from './types.ts';

const MAX_NAMES = 6;

/** `a, b, c and 4 more`. */
export function shortList(names: readonly string[], max = MAX_NAMES): string {
  return names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

function changeLines(change: Change): string[] {
  const ops = change.operations.length > 0 ? `[${shortList(change.operations, 3)}] ` : '';
  const lines = [`  ${change.breaking ? 'BREAKING' : change.bump.padEnd(8)}  ${change.kind}`, `      ${ops}${change.where}: ${change.message}`];
  if (change.client.length > 0) lines.push(`      client: ${shortList(change.client)}`, `      server: ${shortList(change.server)}`);
  return lines;
}

export function formatDiffText(report: DiffReport): string {
  const { summary } = report;
  const head = [
    `${report.old.id} (${report.old.operations} operations) -> ${report.new.id} (${report.new.operations} operations)`,
    report.changes.length === 0
      ? 'No changes. Suggested version bump: none'
      : `Suggested version bump: ${report.bump} (${summary.breaking} breaking, ${summary.nonBreaking} non-breaking changes; ` +
        `operations: ${summary.added} added, ${summary.removed} removed, ${summary.renamed} renamed, ${summary.moved} moved)`,
  ];
  const breaking = report.changes.filter((c) => c.breaking);
  const other = report.changes.filter((c) => !c.breaking);
  const sections = [
    ...(breaking.length > 0 ? [`\nBreaking changes (${breaking.length}):`, ...breaking.flatMap(changeLines)] : []),
    ...(other.length > 0 ? [`\nNon-breaking changes (${other.length}):`, ...other.flatMap(changeLines)] : []),
  ];
  return `${[...head, ...sections].join('\n')}\n`;
}
