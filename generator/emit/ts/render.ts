/**
 * The one place that talks to ts-morph. Emitters describe a file as statement structures and get
 * back its text, printed by ts-morph's structure printer in one call per file (2-space indent,
 * single quotes, as close to the final form as it goes), without parsing it into a project.
 */
import { printStructure, type SourceFileStructure, type StatementStructures, StructureKind } from 'ts-morph';
import { bannerText } from '../types.ts';

export type { StatementStructures } from 'ts-morph';
export { StructureKind, VariableDeclarationKind } from 'ts-morph';

/**
 * Print a TypeScript file from structures. `source` names what the file was generated from
 * (the manifest path) for the banner. The result is formatted in `write/` (format.ts).
 */
export function renderTs(source: string, statements: (string | StatementStructures)[]): string {
  const structure: SourceFileStructure = { kind: StructureKind.SourceFile, statements };
  const text = printStructure(structure, { indentNumberOfSpaces: 2, useSingleQuote: true });
  return `// ${bannerText(source)}\n\n${text}`;
}

/** Make text safe inside a `/** … *\/` block: no early terminator, no stray line breaks. */
export function docText(text: string): string {
  // Trailing spaces (Markdown's hard break) are dropped: formatters disagree on keeping them.
  return text.replace(/\*\//g, '*\\/').replace(/[ \t]+(?=\r?\n|\r|$)/g, '').replace(/\r\n?/g, '\n');
}
