/**
 * The diff report as a CHANGELOG entry (Keep a Changelog sections): breaking changes first, then
 * what was added, deprecated and changed, each naming the client methods it touches.
 */
import { shortList } from './format-text.ts';
import type { Change, DiffReport } from './types.ts';

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function sectionOf(change: Change): string {
  if (change.breaking) return 'Breaking changes';
  if (change.kind.includes('deprecated')) return 'Deprecated';
  if (change.kind.includes('added') || change.kind.endsWith('widened')) return 'Added';
  return 'Changed';
}

function item(change: Change): string {
  const ops = change.operations.length > 0 ? `${shortList(change.operations.map(code), 3)} — ` : '';
  const methods = change.client.length > 0 ? ` (${shortList(change.client.map(code), 3)})` : '';
  return `- ${ops}${code(change.where)}: ${change.message}${methods}`;
}

export function formatDiffMarkdown(report: DiffReport, heading = `${report.new.title}: ${report.bump} release`): string {
  if (report.changes.length === 0) return `## ${heading}\n\nNo changes to the API.\n`;
  const order = ['Breaking changes', 'Added', 'Deprecated', 'Changed'];
  const sections = order
    .map((title) => ({ title, items: report.changes.filter((c) => sectionOf(c) === title) }))
    .filter((s) => s.items.length > 0)
    .map((s) => `### ${s.title}\n\n${s.items.map(item).join('\n')}`);
  return `## ${heading}\n\n${sections.join('\n\n')}\n`;
}
