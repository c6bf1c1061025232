/** `sdkgen diff --format text|markdown|json`: one entry point for the three renderings. */
import { formatDiffMarkdown } from './format-markdown.ts';
import { formatDiffText } from './format-text.ts';
import type { DiffReport } from './types.ts';

export type DiffFormat = 'text' | 'markdown' | 'json';

export function formatDiffReport(report: DiffReport, format: DiffFormat): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  return format === 'markdown' ? formatDiffMarkdown(report) : formatDiffText(report);
}
