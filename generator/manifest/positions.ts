/**
 * Maps a field path (`operations[3].method`) back to where it stands in the YAML source,
 * using the node ranges the `yaml` parser keeps. A missing field points at its parent. The
 * index parses the source for its positions only when first asked: a manifest read the fast
 * way (plain-yaml.ts) needs none unless it has a mistake.
 */
import type { Document, LineCounter, Node } from 'yaml';
import type { FieldPath } from './diagnostic.ts';
import { yamlLibrary } from './yaml-library.ts';

export interface Position {
  line: number;
  column: number;
}

interface Parsed {
  document: Document.Parsed | undefined;
  lines: LineCounter;
}

export class PositionIndex {
  private parsed: Parsed | undefined;

  /** An index that calls `parse` for its positions when first asked. */
  constructor(private readonly parse: () => Parsed) {}

  /** An index of a document already parsed. */
  static of(document: Document.Parsed | undefined, lines: LineCounter): PositionIndex {
    return new PositionIndex(() => ({ document, lines }));
  }

  private get source(): Parsed {
    return (this.parsed ??= this.parse());
  }

  /** Position of the value at `path`, or of the closest ancestor that exists. */
  valueAt(path: FieldPath): Position {
    return this.locate(path, false);
  }

  /** Position of the key of the mapping entry at `path` (for unknown or duplicate keys). */
  keyAt(path: FieldPath): Position {
    return this.locate(path, true);
  }

  offset(offset: number): Position {
    const { line, col } = this.source.lines.linePos(offset);
    return { line, column: col };
  }

  private locate(path: FieldPath, wantKey: boolean): Position {
    const { isMap, isPair, isScalar, isSeq } = yamlLibrary();
    let node: unknown = this.source.document?.contents;
    let best: Node | undefined = node as Node | undefined;
    for (let i = 0; i < path.length; i++) {
      const part = path[i]!;
      const last = i === path.length - 1;
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(part));
        if (!pair) break;
        if (last && wantKey && isScalar(pair.key)) return this.start(pair.key as Node);
        node = pair.value ?? pair.key;
        best = (pair.value as Node | null) ?? (pair.key as Node);
      } else if (isSeq(node) && typeof part === 'number') {
        const item = node.items[part];
        if (item === undefined || isPair(item)) break;
        node = item;
        best = item as Node;
      } else break;
    }
    return best ? this.start(best) : { line: 1, column: 1 };
  }

  private start(node: Node): Position {
    return node.range ? this.offset(node.range[0]) : { line: 1, column: 1 };
  }
}
