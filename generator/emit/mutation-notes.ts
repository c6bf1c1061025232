/**
 * The runtime templates (templates/client/core, templates/server/core) may carry
 * `// Stryker disable next-line <mutator>: <why>` notes on mutants that a mutation run
 * (`npm run mutate`) cannot kill because they change nothing observable. The notes serve this
 * repository's tests, not the generated package, so the copy steps drop every line that is only
 * such a note (or its `// Stryker restore` pair); a note after code on the same line is left
 * alone, as is everything else.
 */
// `[^\n]`, not `.`: in JavaScript `.` stops at `\r`, which would leave half of a CRLF behind.
const NOTE_LINE = /^[ \t]*\/\/ Stryker (?:disable|restore)\b[^\n]*\n?/gm;

export function withoutMutationNotes(source: string): string {
  return source.replace(NOTE_LINE, '');
}
