/**
 * The one place emitters turn TypeScript structures into text. They describe a file as ts-morph
 * statement structures (its types) and get back its text, printed as ts-morph's structure
 * printer prints it (print-structures.ts, which does not load ts-morph and the compiler it
 * brings). The write stage formats the text.
 */
import type { StatementStructures } from 'ts-morph';
import { bannerText } from '../types.ts';
import { printStatements } from './print-structures.ts';

export type { StatementStructures } from 'ts-morph';
export { StructureKind, VariableDeclarationKind } from './print-structures.ts';

/**
 * Print a TypeScript file from structures. `source` names what the file was generated from
 * (the manifest path) for the banner. The result is formatted in `write/` (format.ts).
 */
export function renderTs(source: string, statements: (string | StatementStructures)[]): string {
  return `// ${bannerText(source)}\n\n${printStatements(statements)}`;
}

/** Make text safe inside a `/** … *\/` block: no early terminator, no stray line breaks. */
export function docText(text: string): string {
  // Trailing spaces (Markdown's hard break) are dropped: formatters disagree on keeping them.
  return text.replace(/\*\//g, '*\\/').replace(/[ \t]+(?=\r?\n|\r|$)/g, '').replace(/\r\n?/g, '\n');
}
