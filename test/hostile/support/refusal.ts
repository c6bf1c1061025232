/** Running a hostile manifest through the pipeline and checking how it was refused. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { generate } from '../../../generator/generate.ts';
import { ManifestError } from '../../../generator/manifest/diagnostic.ts';
import { snapshotFolder } from '../../helpers/tmp.ts';
import { lineOf } from './manifest-text.ts';

export interface Workspace {
  manifest: string;
  /** An output folder holding a file from an "earlier run", which a refusal must leave alone. */
  out: string;
  before: Record<string, string>;
}

/** `content` is the manifest text, or a function that writes the file itself (for huge ones). */
export function prepare(dir: string, slug: string, content: string | Buffer | ((file: string) => void)): Workspace {
  const manifest = join(dir, `${slug}.yaml`);
  if (typeof content === 'function') content(manifest);
  else writeFileSync(manifest, content);
  const out = join(dir, `${slug}-out`);
  mkdirSync(join(out, 'client'), { recursive: true });
  writeFileSync(join(out, 'client', 'previous.ts'), '// from an earlier, good run\n');
  return { manifest, out, before: snapshotFolder(out) };
}

export function slugOf(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
}

/** `generate()` in-process must throw a positioned ManifestError and write nothing. */
export async function expectRefusedInProcess(
  workspace: Workspace,
  text: string | Buffer,
  at: string | undefined,
): Promise<ManifestError> {
  const error = await generate({ manifestPath: workspace.manifest, outDir: workspace.out, cache: false }).then(
    () => new Error('generate() accepted the manifest'),
    (e: unknown) => e,
  );
  expect(error, String(error)).toBeInstanceOf(ManifestError);
  const { diagnostics } = error as ManifestError;
  expect(diagnostics.length).toBeGreaterThan(0);
  for (const d of diagnostics) {
    expect(d.line, d.message).toBeGreaterThanOrEqual(1);
    expect(d.column, d.message).toBeGreaterThanOrEqual(1);
    expect(d.message.length).toBeGreaterThan(0);
  }
  if (at !== undefined) {
    expect(diagnostics.map((d) => d.line), `a diagnostic on the line of ${JSON.stringify(at)}`).toContain(lineOf(text, at));
  }
  expect(snapshotFolder(workspace.out)).toEqual(workspace.before);
  return error as ManifestError;
}
