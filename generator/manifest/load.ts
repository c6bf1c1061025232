/**
 * Loads a manifest: read and parse (positions kept), check the shape with zod, run the semantic
 * checks, and throw one ManifestError listing every problem found, in file order. A file
 * (`loadManifest`) and text already in memory (`loadManifestText`, what `sdkgen import` wrote)
 * go through the same reading and the same checks; data written as a manifest (`loadWrittenManifest`)
 * through the same checks, and data built as the `Manifest` type (`loadTypedManifest`) through the
 * semantic ones.
 */
import { relative } from 'node:path';
import { formatFieldPath, ManifestError } from './diagnostic.ts';
import { runSemanticChecks } from './checks/index.ts';
import { formatIssues } from './format-issues.ts';
import { type ManifestSource, readManifestSource, readManifestText, writtenManifestSource } from './read-source.ts';
import { type Manifest, manifestSchema } from './schema.ts';

export interface LoadedManifest {
  manifest: Manifest;
  /** The path as given to messages and banners (relative to the working directory). */
  file: string;
}

export async function loadManifest(path: string): Promise<LoadedManifest> {
  return checkManifest(await readManifestSource(path, displayPath(path)));
}

/** How messages and banners name a file: relative to the working directory, unless it lies outside it. */
export function displayPath(path: string): string {
  const file = relative(process.cwd(), path) || path;
  return file.startsWith('..') ? path : file;
}

/** The manifest in `text`, named `file` in messages; throws like `loadManifest`. */
export function loadManifestText(text: string, file: string): LoadedManifest {
  return checkManifest(readManifestText(text, file));
}

/**
 * Manifest data a caller wrote as text (`text()`, made only if a message needs a position), checked
 * as it is without reading the text back; throws like `loadManifest`.
 */
export function loadWrittenManifest(data: unknown, file: string, text: () => string): LoadedManifest {
  return checkManifest(writtenManifestSource(data, file, text), 'check');
}

/**
 * Like `loadWrittenManifest`, for data built in code as the `Manifest` type (the importer's), whose
 * shape the type already fixes: the zod shape check, which deep-copies every node and is the
 * costliest step for a large API, is skipped; the semantic checks run. Tests hold zod's reading of
 * every imported manifest to the data itself, key order included
 * (test/import/written-data-reads-back.test.ts), so skipping it changes nothing they cover.
 */
export function loadTypedManifest(manifest: Manifest, file: string, text: () => string): LoadedManifest {
  return checkManifest(writtenManifestSource(manifest, file, text), 'typed');
}

/** `shape: 'typed'`: the data is a `Manifest` already (see loadTypedManifest). */
function checkManifest(source: ManifestSource, shape: 'check' | 'typed' = 'check'): LoadedManifest {
  const parsed = shape === 'typed' ? ({ success: true, data: source.data as Manifest } as const) : manifestSchema.safeParse(source.data);
  const diagnostics = parsed.success ? [] : formatIssues(parsed.error.issues, manifestSchema, source.data, source.file, source.positions);
  diagnostics.push(...runSemanticChecks(source.data, source.file, source.positions));
  if (diagnostics.length > 0 || !parsed.success) {
    // Shape and semantic checks can notice the same slip twice; keep one line per place and text.
    const unique = new Map(diagnostics.map((d) => [`${d.line}:${d.column}:${formatFieldPath(d.path)}:${d.message}`, d]));
    throw new ManifestError([...unique.values()]);
  }
  return { manifest: parsed.data, file: source.file };
}
