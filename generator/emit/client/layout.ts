/**
 * Layout touches on top of `renderTs`: ts-morph separates multi-line declarations with blank
 * lines but runs one-line ones together, so one-line declarations ask for a blank line too, and
 * the doubled blank lines that can result are collapsed (as prettier would).
 */
import { renderFinalTs, renderTs, type StatementStructures } from '../ts/render.ts';

/** Spread into a structure that should be preceded by a blank line. */
export const blankLineBefore = {
  leadingTrivia: (writer: { blankLine(): unknown }): void => {
    writer.blankLine();
  },
};

/** `renderTs`, with at most one blank line in a row. Generated code has no multi-line strings, so this is safe. */
export function renderFile(source: string, statements: (string | StatementStructures)[]): string {
  return oneBlankLine(renderTs(source, statements));
}

/** `renderFile` for a file that may come out final (see `renderFinalTs`): its text and `final` flag, to spread into the emitted file. */
export function renderFinalFile(source: string, statements: (string | StatementStructures)[]): { content: string; final?: true } {
  const rendered = renderFinalTs(source, statements);
  return { ...rendered, content: oneBlankLine(rendered.content) };
}

const oneBlankLine = (text: string) => text.replace(/\n{3,}/g, '\n\n');
