/**
 * `sdkgen diff`: what changed between two versions of an API (manifests or OpenAPI documents),
 * classified for existing client code. Rules and their reasons: rules.ts.
 */
export { diffApis } from './diff-apis.ts';
export { formatDiffReport, type DiffFormat } from './format-report.ts';
export { formatDiffMarkdown } from './format-markdown.ts';
export { formatDiffText } from './format-text.ts';
export { RULES, type ChangeKind } from './rules.ts';
export { shouldFail, suggestBump, type FailLevel } from './semver.ts';
export type { ApiSummary, Bump, Change, DiffReport } from './types.ts';
