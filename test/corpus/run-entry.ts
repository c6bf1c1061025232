/**
 * One corpus entry, in a process of its own so its peak memory is its own: import the
 * description, write the manifest, generate every artefact, and print one JSON line with the
 * counts, warnings by kind, timings and peak RSS. Type-checking is left to the caller.
 *
 *   tsx test/corpus/run-entry.ts <description> <work folder>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '../../generator/generate.ts';
import { importOpenApiFile } from '../../generator/import/index.ts';

export interface EntryOutcome {
  stage: 'import' | 'generate' | 'done';
  error?: string;
  operations?: number;
  schemas?: number;
  warnings?: Record<string, number>;
  importMs?: number;
  generateMs?: number;
  peakRssMb: number;
}

/** Warnings grouped by what they say, without the names and values they quote. */
export function warningKind(warning: { kind?: string; message: string }): string {
  return warning.kind ?? warning.message.replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '…').replace(/\d+/g, 'N').slice(0, 80);
}

async function runEntry(description: string, work: string): Promise<EntryOutcome> {
  const peak = () => Math.round(process.resourceUsage().maxRSS / 1024);
  mkdirSync(work, { recursive: true });
  let start = performance.now();
  let imported;
  try {
    imported = await importOpenApiFile(description, { id: 'corpus' });
  } catch (error) {
    return { stage: 'import', error: String((error as Error)?.message ?? error).split('\n')[0], peakRssMb: peak() };
  }
  const importMs = Math.round(performance.now() - start);
  const warnings: Record<string, number> = {};
  for (const warning of imported.warnings) {
    const kind = warningKind(warning as { kind?: string; message: string });
    warnings[kind] = (warnings[kind] ?? 0) + 1;
  }
  const counts = {
    operations: imported.manifest.operations.length,
    schemas: Object.keys(imported.manifest.schemas ?? {}).length,
    warnings,
    importMs,
  };
  const manifestPath = join(work, 'corpus.yaml');
  writeFileSync(manifestPath, imported.yaml);
  start = performance.now();
  try {
    await generate({ manifestPath, outDir: join(work, 'out'), cache: false });
  } catch (error) {
    return { stage: 'generate', error: String((error as Error)?.message ?? error).split('\n').slice(0, 3).join(' '), ...counts, peakRssMb: peak() };
  }
  return { stage: 'done', ...counts, generateMs: Math.round(performance.now() - start), peakRssMb: peak() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [description, work] = process.argv.slice(2);
  if (!description || !work) {
    console.error('usage: tsx test/corpus/run-entry.ts <description> <work folder>');
    process.exit(2);
  }
  console.log(JSON.stringify(await runEntry(description, work)));
}
