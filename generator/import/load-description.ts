/**
 * Reads an API description file into one OpenAPI 3 document the importer can take: parsed
 * (JSON or YAML), checked for hostile nesting, bundled when it `$ref`s other files, and converted
 * when it is Swagger 2.0. What the steps report comes back as warnings; what makes the file
 * unusable is an ImportError naming the file, the JSON pointer and (when known) the line.
 */
import { readFile } from 'node:fs/promises';
import type { BundleOptions } from './bundle-description.ts';
import { displayPointer, ImportError } from './import-error.ts';
import { checkNesting } from './nesting.ts';
import { isSwagger2 } from './openapi-document.ts';
import { parseOpenApiText } from './read-openapi-file.ts';
import { describePosition, positionOfPointer } from './source-position.ts';
import type { ImportWarning } from './warnings.ts';

export type LoadOptions = BundleOptions;

export interface LoadedDescription {
  document: unknown;
  /** From bundling and Swagger conversion; the importer's own warnings come later. */
  warnings: ImportWarning[];
  /** The file's text, to locate pointers of errors raised later (see `positioned`). */
  text: string;
}

/** `read`: the file's text and its parsing, when the caller has read it already (to tell what it is). */
export async function loadDescription(path: string, options: LoadOptions = {}, read?: { text: string; document: unknown }): Promise<LoadedDescription> {
  let text: string;
  if (read) text = read.text;
  else {
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      throw new ImportError(`${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
  }
  let document = read ? read.document : parseOpenApiText(text, path);
  const warnings: ImportWarning[] = [];
  try {
    checkNesting(document);
    // The bundler and the Swagger converter (with what they load, ~0.2 s) are loaded only for
    // the descriptions that need them.
    if (hasExternalRefs(document)) {
      const { bundleDescription } = await import('./bundle-description.ts');
      document = await bundleDescription(path, text, document, options);
      checkNesting(document);
    }
    if (isSwagger2(document)) {
      const { convertSwagger2 } = await import('./convert-swagger.ts');
      const converted = await convertSwagger2(document as Record<string, unknown>);
      document = converted.document;
      warnings.push(...converted.warnings);
    }
  } catch (error) {
    throw positioned(error, path, text);
  }
  return { document, warnings, text };
}

/** An ImportError that names a pointer, reworded with the file and the pointer's line; anything else unchanged. */
export function positioned(error: unknown, file: string, text: string): unknown {
  if (!(error instanceof ImportError) || error.pointer === undefined) return error;
  return new ImportError(`${file}#${displayPointer(error.pointer)}${describePosition(positionOfPointer(text, error.pointer))}: ${error.reason}`);
}

/** Whether any `$ref` names another file or a URL (walked without recursion; nesting is checked already). */
function hasExternalRefs(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const ref = (node as Record<string, unknown>).$ref;
    if (!Array.isArray(node) && typeof ref === 'string' && !ref.startsWith('#')) return true;
    stack.push(...Object.values(node));
  }
  return false;
}
