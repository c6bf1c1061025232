/**
 * Validates manifest YAML held in memory exactly as `loadManifest` validates a file (shape, then
 * semantic checks, positioned diagnostics), so an imported manifest can be checked and built
 * without writing it anywhere first.
 */
import { LineCounter, parseDocument } from 'yaml';
import { runSemanticChecks } from '../manifest/checks/index.ts';
import { ManifestError } from '../manifest/diagnostic.ts';
import { formatIssues } from '../manifest/format-issues.ts';
import { PositionIndex } from '../manifest/positions.ts';
import { type Manifest, manifestSchema } from '../manifest/schema.ts';

/** The manifest in `text`; throws ManifestError listing every problem, like `loadManifest`. */
export function validateManifestText(text: string, file: string): { manifest: Manifest; operationLine: (index: number) => number } {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const positions = PositionIndex.of(document, lines);
  if (document.errors.length > 0) {
    throw new ManifestError(document.errors.map((e) => ({ file, ...positions.offset(e.pos[0]), path: [], message: `YAML syntax: ${e.message.split('\n')[0]}` })));
  }
  const data: unknown = document.toJS({ maxAliasCount: 1000 });
  const parsed = manifestSchema.safeParse(data);
  const diagnostics = parsed.success ? [] : formatIssues(parsed.error.issues, manifestSchema, data, file, positions);
  diagnostics.push(...runSemanticChecks(data, file, positions));
  if (diagnostics.length > 0 || !parsed.success) throw new ManifestError(diagnostics);
  return { manifest: parsed.data, operationLine: (index) => positions.valueAt(['operations', index]).line };
}
