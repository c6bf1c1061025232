/**
 * Injection strings in every prose field of a manifest (summaries, notes, descriptions,
 * examples, enum values, group names) must come out as inert text: the generated client and
 * server type-check, and neither the Markdown nor the HTML docs contain live markup.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/tmp.ts';
import { embeddedJson, identifiersNamed, liveHtml, liveMarkdown } from './support/inert-text.ts';
import { edit, INJECTION_PATH } from './support/manifest-text.ts';

const run = promisify(execFile);
const TSC = join(PROJECT_ROOT, 'node_modules/.bin/tsc');
const INJECTION = readFileSync(INJECTION_PATH, 'utf8');
const dir = tempDir('hostile-injection');
const out = join(dir, 'out');

/** '' when the project type-checks, else tsc's report. */
async function typecheck(project: string): Promise<string> {
  return run(TSC, ['--noEmit', '-p', project], { maxBuffer: 16 * 1024 * 1024 }).then(
    () => '',
    (error: { stdout?: string }) => String(error.stdout ?? error),
  );
}

function filesEndingWith(root: string, suffix: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(suffix) && !e.parentPath.includes('node_modules'))
    .map((e) => join(e.parentPath, e.name));
}

/** Generated TypeScript files in which the manifest's `pwned` payloads became code. */
function injectedCode(root: string): string[] {
  return filesEndingWith(root, '.ts').filter((file) => identifiersNamed(readFileSync(file, 'utf8'), 'pwned') > 0);
}

beforeAll(async () => {
  // The generated packages resolve `jose` and `@types/node` from a node_modules above them.
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await generate({ manifestPath: INJECTION_PATH, outDir: out });
}, 60_000);

describe('injection strings in prose', () => {
  it.concurrent.each(['client', 'server'])('the generated %s type-checks', { timeout: 120_000 }, async (pkg) => {
    expect(await typecheck(join(out, pkg))).toBe('');
  });

  // Type-checking alone would not notice `*/ export const pwned = 1; /*`: it is valid code.
  it('no payload became code in the generated TypeScript', () => {
    const files = filesEndingWith(out, '.ts');
    // The payloads are there, as text (doc comments, string literals)…
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('export const pwned')).length).toBeGreaterThan(2);
    // …but nowhere as code.
    expect(injectedCode(out)).toEqual([]);
  });

  it('the HTML docs have only the template scripts and no live injected markup', () => {
    const html = readFileSync(join(out, 'docs/html/index.html'), 'utf8');
    const { scripts, dangerous } = liveHtml(html);
    expect(scripts).toEqual(['<script src="theme.js">', '<script type="application/json" id="search-index">', '<script src="app.js">']);
    expect(dangerous).toEqual([]);
    // The search index holds the summaries verbatim, and still parses: no `</script>` broke out.
    expect(JSON.stringify(embeddedJson(html, 'search-index'))).toContain("alert('summary')");
  });

  it('the reference Markdown (docs/) has no live injected markup', () => {
    const live = filesEndingWith(join(out, 'docs'), '.md').flatMap((file) => liveMarkdown(readFileSync(file, 'utf8')).map((m) => `${file}: ${m}`));
    expect(live).toEqual([]);
  });

  it('the package READMEs have no live injected markup', () => {
    const live = [join(out, 'client/README.md'), join(out, 'server/README.md')].flatMap((file) =>
      liveMarkdown(readFileSync(file, 'utf8')).map((m) => `${file}: ${m}`),
    );
    expect(live).toEqual([]);
  });

  // A title that closes the doc comment, adds a statement and reopens a comment is valid
  // TypeScript once emitted: it type-checks, and the statement ends up in the module.
  it('a `*/` in the title cannot add code to server/routes.ts or handlers.ts', { timeout: 60_000 }, async () => {
    const manifest = join(dir, 'title-comment-end.yaml');
    writeFileSync(manifest, edit('title: "Inj ', 'title: "Inj */ export const pwned = 1; /* ', INJECTION));
    const target = join(dir, 'title-out');
    await generate({ manifestPath: manifest, outDir: target });
    expect(injectedCode(target)).toEqual([]);
  });
});
