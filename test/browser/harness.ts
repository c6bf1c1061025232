/**
 * Shared setup of the browser tests: Debian's Chromium (never a downloaded browser) driven by
 * playwright-core, and a docs site generated into a temporary folder.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { emitDocs } from '../../generator/emit/docs/index.ts';
import { loadApi } from '../../generator/ir/build.ts';
import type { Api } from '../../generator/ir/types.ts';

export const CHROMIUM = '/usr/bin/chromium';

/** Screenshots for people to look at; the folder is gitignored. */
export const OUTPUT_DIR = fileURLToPath(new URL('../../test-output/', import.meta.url));

/** Fails (never skips) without Chromium: CI installs it, so its absence is a broken setup. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
}

/** Generate the docs of `manifestPath` into a fresh temporary folder; returns the HTML site's folder. */
export async function buildSite(manifestPath: string): Promise<{ api: Api; htmlDir: string }> {
  const api = await loadApi(manifestPath);
  const root = await mkdtemp(join(tmpdir(), `sdkgen-docs-${api.id}-`));
  for (const file of emitDocs(api)) {
    const target = join(root, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.content);
  }
  return { api, htmlDir: join(root, 'docs', 'html') };
}
