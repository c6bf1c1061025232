/**
 * Reads an OpenAPI document from a `.json`, `.yaml` or `.yml` file (any other name: JSON when the
 * text starts with `{`, YAML otherwise), and `importOpenApiFile`, the file-level import.
 * YAML syntax errors name their line and column.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { type ImportOptions, type ImportResult, importOpenApi } from './import-openapi.ts';
import { ImportError } from './import-error.ts';
import { loadDescription, type LoadOptions, positioned } from './load-description.ts';

/** YAML anchors are for reuse, not for building data; refuse alias bombs. */
const MAX_ALIAS_COUNT = 10_000;
/** The YAML parser recurses once per level; past a few thousand it runs out of stack. */
const TOO_DEEP = 'nested too deeply to read (no API description needs thousands of levels)';

export function parseOpenApiText(text: string, file: string): unknown {
  const trimmed = text.replace(/^\uFEFF/, '');
  if (/\.json$/i.test(file) || (!/\.ya?ml$/i.test(file) && trimmed.trimStart().startsWith('{'))) {
    try {
      return JSON.parse(trimmed);
    } catch (error) {
      throw new ImportError(`${file}: invalid JSON: ${(error as Error).message}`);
    }
  }
  const lines = new LineCounter();
  const doc = parseDocument(trimmed, { prettyErrors: false, lineCounter: lines });
  const [first] = doc.errors;
  if (first) {
    const { line, col } = lines.linePos(first.pos[0]);
    const what = first.code === 'RESOURCE_EXHAUSTION' ? TOO_DEEP : first.message.split('\n')[0];
    throw new ImportError(`${file}: invalid YAML at line ${line}, column ${col}: ${what}`);
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    throw new ImportError(`${file}: ${error instanceof RangeError ? TOO_DEEP : (error as Error).message}`);
  }
}

/** The parsed file, before bundling or conversion (see `loadDescription` for those). */
export async function readOpenApiFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ImportError(`${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return parseOpenApiText(text, path);
}

/**
 * Read and import a file: multi-file descriptions are bundled and Swagger 2.0 is converted
 * first (their warnings come first); `source` defaults to the file's name.
 */
export async function importOpenApiFile(path: string, options: ImportOptions & LoadOptions = {}): Promise<ImportResult> {
  const { allowRemoteRefs, ...importOptions } = options;
  const loaded = await loadDescription(path, { allowRemoteRefs });
  try {
    const result = importOpenApi(loaded.document, { source: basename(path), ...importOptions });
    // Assigned, not spread: a spread would write the YAML (a getter) whether or not it is wanted.
    return Object.assign(result, { warnings: [...loaded.warnings, ...result.warnings] });
  } catch (error) {
    throw positioned(error, path, loaded.text);
  }
}
