/**
 * The one place that talks to ts-morph. Emitters describe a file as statement structures and get
 * back its text; all files share one in-memory project and are printed in one batched call each.
 */
import { IndentationText, Project, QuoteKind, type SourceFileStructure, type StatementStructures, StructureKind } from 'ts-morph';
import { bannerText } from '../types.ts';

export type { StatementStructures } from 'ts-morph';
export { StructureKind, VariableDeclarationKind } from 'ts-morph';

let project: Project | undefined;

function sharedProject(): Project {
  // Printed as close to prettier's form (2-space indent, single quotes) as ts-morph's printer goes.
  project ??= new Project({
    useInMemoryFileSystem: true,
    skipAddingFilesFromTsConfig: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single, useTrailingCommas: true },
  });
  return project;
}

let counter = 0;

/**
 * Print a TypeScript file from structures. `source` names what the file was generated from
 * (the manifest path) for the banner. The result still goes through prettier in `write/`.
 */
export function renderTs(source: string, statements: (string | StatementStructures)[]): string {
  const structure: SourceFileStructure = { kind: StructureKind.SourceFile, statements };
  const file = sharedProject().createSourceFile(`/render-${counter++}.ts`, structure, { overwrite: true });
  const text = file.getFullText();
  file.forget();
  return `// ${bannerText(source)}\n\n${text}`;
}

/** Make text safe inside a `/** … *\/` block: no early terminator, no stray line breaks. */
export function docText(text: string): string {
  return text.replace(/\*\//g, '*\\/').replace(/\r\n?/g, '\n');
}
