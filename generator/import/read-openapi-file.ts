/**
 * Reads an OpenAPI document from a `.json`, `.yaml` or `.yml` file (any other name: JSON when the
 * text starts with `{`, YAML otherwise), and `importOpenApiFile`, the file-level import.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseDocument } from 'yaml';
import { type ImportOptions, type ImportResult, importOpenApi } from './import-openapi.ts';
import { ImportError } from './openapi-document.ts';

/** YAML anchors are for reuse, not for building data; refuse alias bombs. */
const MAX_ALIAS_COUNT = 10_000;

export function parseOpenApiText(text: string, file: string): unknown {
  const trimmed = text.replace(/^\uFEFF/, '');
  if (/\.json$/i.test(file) || (!/\.ya?ml$/i.test(file) && trimmed.trimStart().startsWith('{'))) {
    try {
      return JSON.parse(trimmed);
    } catch (error) {
      throw new ImportError(`${file}: invalid JSON: ${(error as Error).message}`);
    }
  }
  const doc = parseDocument(trimmed, { prettyErrors: false });
  if (doc.errors.length > 0) throw new ImportError(`${file}: invalid YAML: ${doc.errors[0]!.message.split('\n')[0]}`);
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    throw new ImportError(`${file}: ${(error as Error).message}`);
  }
}

export async function readOpenApiFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ImportError(`${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return parseOpenApiText(text, path);
}

/** Read and import a file; `source` defaults to the file's name. */
export async function importOpenApiFile(path: string, options: ImportOptions = {}): Promise<ImportResult> {
  return importOpenApi(await readOpenApiFile(path), { source: basename(path), ...options });
}
