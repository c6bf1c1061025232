/**
 * The one place that talks to ts-morph. Emitters describe a file as statement structures and get
 * back its text, printed by ts-morph's structure printer in one call per file (2-space indent,
 * single quotes, as close to the final form as it goes), without parsing it into a project.
 */
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';
import type { SourceFileStructure, StatementStructures } from 'ts-morph';
import { bannerText } from '../types.ts';

export type { StatementStructures } from 'ts-morph';

// Required, not imported: ts-morph is CommonJS, and importing it makes Node scan its 1 MB for
// named exports first (about a third of its load time).
const tsMorph = createRequire(import.meta.url)('ts-morph') as typeof TsMorph;
export const { StructureKind, VariableDeclarationKind } = tsMorph;

/**
 * Print a TypeScript file from structures. `source` names what the file was generated from
 * (the manifest path) for the banner. The result is formatted in `write/` (format.ts).
 */
export function renderTs(source: string, statements: (string | StatementStructures)[]): string {
  const structure: SourceFileStructure = { kind: StructureKind.SourceFile, statements };
  const text = tsMorph.printStructure(structure, { indentNumberOfSpaces: 2, useSingleQuote: true });
  return `// ${bannerText(source)}\n\n${text}`;
}

/** Make text safe inside a `/** … *\/` block: no early terminator, no stray line breaks. */
export function docText(text: string): string {
  // Trailing spaces (Markdown's hard break) are dropped: formatters disagree on keeping them.
  return text.replace(/\*\//g, '*\\/').replace(/[ \t]+(?=\r?\n|\r|$)/g, '').replace(/\r\n?/g, '\n');
}
