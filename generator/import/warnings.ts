/**
 * Import warnings: every OpenAPI construct the manifest cannot express is reported with the JSON
 * Pointer of where it stands in the source document, once, in the order it was met.
 */

export interface ImportWarning {
  /** JSON Pointer into the OpenAPI document, e.g. `/paths/~1pets/get/parameters/2`. */
  pointer: string;
  message: string;
}

export class WarningLog {
  private readonly seen = new Set<string>();
  readonly list: ImportWarning[] = [];

  warn(pointer: string, message: string): void {
    const key = `${pointer}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push({ pointer, message });
  }
}

/** A value from the document in a message: JSON, which (unlike `String()`) cannot throw on `{toString: 1}`. */
export function showValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/** `petstore.yaml#/paths/~1pets/get/parameters/2: cookie parameter "session" is not supported; ignored` */
export function formatImportWarning(warning: ImportWarning, file: string): string {
  return `${file}#${warning.pointer}: ${warning.message}`;
}
