/**
 * What every semantic check receives: the raw manifest data (checks guard their own types, so
 * they also run when the structural check failed elsewhere) and a way to report a problem.
 */
import type { Diagnostic, FieldPath } from '../diagnostic.ts';
import type { PositionIndex } from '../positions.ts';

export type Raw = Record<string, unknown>;

export class CheckContext {
  readonly diagnostics: Diagnostic[] = [];
  constructor(
    readonly data: Raw,
    private readonly file: string,
    private readonly positions: PositionIndex,
  ) {}

  report(path: FieldPath, message: string, options: { atKey?: boolean } = {}): void {
    const pos = options.atKey ? this.positions.keyAt(path) : this.positions.valueAt(path);
    this.diagnostics.push({ file: this.file, line: pos.line, column: pos.column, path, message });
  }

  line(path: FieldPath): number {
    return this.positions.valueAt(path).line;
  }

  /** The operations that are mappings, with their index in the list. */
  operations(): { op: Raw; index: number }[] {
    const list = this.data.operations;
    if (!Array.isArray(list)) return [];
    return list.flatMap((op, index) => (isRecord(op) ? [{ op, index }] : []));
  }

  schemaNames(): string[] {
    return isRecord(this.data.schemas) ? Object.keys(this.data.schemas) : [];
  }
}

export function isRecord(value: unknown): value is Raw {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function strings(value: unknown): { value: string; index: number }[] {
  return Array.isArray(value) ? value.flatMap((v, index) => (typeof v === 'string' ? [{ value: v, index }] : [])) : [];
}
