/**
 * The one place emitters turn TypeScript structures into text. They describe a file as ts-morph
 * statement structures (its types) and get back its text, printed as ts-morph's structure
 * printer prints it (print-structures.ts, which does not load ts-morph and the compiler it
 * brings). The write stage formats the text, unless `renderFinalTs` found it final.
 */
import type { StatementStructures } from 'ts-morph';
import { bannerText } from '../types.ts';
import { printFinalStatements, printStatements } from './print-structures.ts';

export type { StatementStructures } from 'ts-morph';
export { StructureKind, VariableDeclarationKind } from './print-structures.ts';
export { callStatement, dataInitializer } from './layouts.ts';

/**
 * Print a TypeScript file from structures. `source` names what the file was generated from
 * (the manifest path) for the banner. The result is formatted in `write/` (format.ts).
 */
export function renderTs(source: string, statements: (string | StatementStructures)[]): string {
  return `// ${bannerText(source)}\n\n${printStatements(statements)}`;
}

/**
 * `renderTs`, marked `final` when the text is in prettier's layout already, so the write stage
 * need not format it (print-structures.ts decides); spread it into the emitted file.
 */
export function renderFinalTs(source: string, statements: (string | StatementStructures)[]): { content: string; final?: true } {
  const { text, final } = printFinalStatements(statements);
  const content = `// ${bannerText(source)}\n\n${text}`;
  return final ? { content, final } : { content };
}

/** A space or tab ending a line: trailing white space, which few doc comments have. */
const TRAILING_SPACE = /[ \t](?:\r?\n|\r|$)/;

/** Make text safe inside a `/** … *\/` block: no early terminator, no stray line breaks. */
export function docText(text: string): string {
  // Trailing spaces (Markdown's hard break) are dropped: formatters disagree on keeping them.
  // Each rewrite runs only where it changes something: most doc comments need none, and the
  // search for trailing space is slower as a replace than as a test.
  let safe = text.includes('*/') ? text.replace(/\*\//g, '*\\/') : text;
  if (TRAILING_SPACE.test(safe)) safe = safe.replace(/[ \t]+(?=\r?\n|\r|$)/g, '');
  return safe.includes('\r') ? safe.replace(/\r\n?/g, '\n') : safe;
}
