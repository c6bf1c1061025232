/**
 * A problem found in a manifest, with the position it points at. Every check in this folder
 * produces these; the CLI prints them as `file:line:col  path: message`.
 */
export type FieldPath = (string | number)[];

export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  path: FieldPath;
  message: string;
}

/** `operations[41].method`, `security.schemes.ApiKeyAuth`, `schemas["a b"]`. */
export function formatFieldPath(path: FieldPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || '(manifest)';
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}  ${formatFieldPath(d.path)}: ${d.message}`;
}

/** Thrown when a manifest cannot be used; carries every problem found, in file order. */
export class ManifestError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    const sorted = [...diagnostics].sort((a, b) => a.line - b.line || a.column - b.column);
    const count = sorted.length === 1 ? '1 error' : `${sorted.length} errors`;
    super(`invalid manifest (${count}):\n${sorted.map(formatDiagnostic).join('\n')}`);
    this.name = 'ManifestError';
    this.diagnostics = sorted;
  }
}

/** Render a found value for a message: strings quoted, long values cut. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  if (Array.isArray(value)) text = text.length > 60 ? 'a list' : text;
  else if (value !== null && typeof value === 'object') text = text.length > 60 ? 'a mapping' : text;
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
