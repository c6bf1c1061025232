/**
 * Import warnings grouped by kind, for people: a real description yields hundreds of warnings,
 * most of them the same few kinds ("media type … is dropped" × 192). A warning's kind is its
 * message with the specifics (quoted names, `{params}`, routes, URLs, numbers) replaced by `…`,
 * so grouping needs no list of kinds to keep in step with the converters.
 */
import type { ImportWarning } from './warnings.ts';

export interface WarningGroup {
  kind: string;
  count: number;
  warnings: ImportWarning[];
}

const SPECIFICS: [RegExp, string][] = [
  [/"(?:[^"\\]|\\.)*"/g, '"…"'],
  [/\{[^{}]*\}/g, '{…}'],
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s;,]*[^\s;,:.]/gi, '…'],
  [/\b(?:GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE) \/[^\s;,]*/g, '… …'],
  [/\b[1-5](?:\d\d|XX)\b/g, '…'],
  [/\b\d+(?:\.\d+)*\b/g, '…'],
];

/** `media type "application/xml" is dropped: …` → `media type "…" is dropped: …`. */
export function warningKind(message: string): string {
  return SPECIFICS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), message);
}

/** Groups in order of size (ties: the kind met first comes first); warnings keep their order. */
export function groupWarnings(warnings: readonly ImportWarning[]): WarningGroup[] {
  const byKind = new Map<string, WarningGroup>();
  for (const warning of warnings) {
    const kind = warningKind(warning.message);
    const group = byKind.get(kind) ?? { kind, count: 0, warnings: [] };
    group.count += 1;
    group.warnings.push(warning);
    byKind.set(kind, group);
  }
  return [...byKind.values()].sort((a, b) => b.count - a.count);
}

const SHOWN_PER_KIND = 3;

/**
 * One block per kind: a lone warning in full, a kind with several as `warning (12×): <kind>`
 * followed by the first few places and how many more there are.
 */
export function formatWarningGroups(groups: readonly WarningGroup[], file: string): string[] {
  return groups.flatMap((group) => {
    const [first] = group.warnings;
    if (group.count === 1 && first) return [`warning: ${file}#${first.pointer}: ${first.message}`];
    const shown = group.warnings.slice(0, SHOWN_PER_KIND).map((w) => `  ${file}#${w.pointer}`);
    const more = group.count - shown.length;
    return [`warning (${group.count}×): ${group.kind}`, ...shown, ...(more > 0 ? [`  … and ${more} more`] : [])];
  });
}
