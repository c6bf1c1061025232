/**
 * Line and column of a JSON Pointer in a description's text, for error messages
 * (`openapi.yaml#/paths/~1a/get (line 12, column 7): ...`). The text is parsed again with
 * positions only when an error needs one, which keeps the common path fast; JSON is YAML, so one
 * parser serves both. Pointers that do not resolve name the deepest node that does.
 */
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { parsePointer } from './json-pointer.ts';

export interface SourcePosition {
  line: number;
  column: number;
}

export function positionOfPointer(text: string, pointer: string): SourcePosition | undefined {
  const tokens = parsePointer(pointer);
  if (!tokens) return undefined;
  try {
    const lines = new LineCounter();
    const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
    let node = document.contents as Node | null;
    if (!node) return undefined;
    for (const token of tokens) {
      const next = childOf(node, token);
      if (!next) break;
      node = next;
    }
    const offset = node.range?.[0];
    if (offset === undefined) return undefined;
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  } catch {
    return undefined; // Too deep to parse with positions: the pointer alone must do.
  }
}

function childOf(node: Node, token: string): Node | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === token);
    return (pair?.value as Node | null) ?? undefined;
  }
  if (isSeq(node) && /^(0|[1-9]\d*)$/.test(token)) return (node.items[Number(token)] as Node | undefined) ?? undefined;
  return undefined;
}

/** ` (line 12, column 7)`, or nothing when the position is unknown. */
export function describePosition(position: SourcePosition | undefined): string {
  return position ? ` (line ${position.line}, column ${position.column})` : '';
}
