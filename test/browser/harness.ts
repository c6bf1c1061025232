/**
 * Shared setup of the browser tests: Debian's Chromium (never a downloaded browser) driven by
 * playwright-core, and a docs site generated into a temporary folder.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { serveDocs, type DocsServer } from '../../generator/docs-serve/index.ts';
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

export interface OpenedPage {
  page: Page;
  /** Console errors, uncaught exceptions and any request that tried to leave the machine. */
  problems: string[];
}

export interface OpenOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
}

/** Open `url` in a fresh context (closed with the browser) that refuses every request off the machine. */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.route('**/*', (route) => {
    const target = new URL(route.request().url());
    if (target.protocol === 'file:' || target.hostname === '127.0.0.1') return route.continue();
    problems.push(`network: ${target.href}`);
    return route.abort();
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, problems };
}

/** A docs site served over loopback HTTP and a browser to read it, live for one test file. */
export interface SiteUnderTest {
  api: Api;
  htmlDir: string;
  /** The site's `http://127.0.0.1:<port>/` address. */
  url: string;
  browser: Browser;
}

/** Build `manifestPath`'s site before the file's tests and stop everything after them. */
export function useSite(manifestPath: string): SiteUnderTest {
  const site = {} as SiteUnderTest;
  let server: DocsServer | undefined;
  beforeAll(async () => {
    Object.assign(site, await buildSite(manifestPath));
    server = await serveDocs(site.htmlDir, {});
    site.url = server.url;
    site.browser = await launchChromium();
    await mkdir(OUTPUT_DIR, { recursive: true });
  });
  afterAll(async () => {
    await site.browser?.close();
    await server?.close();
    if (site.htmlDir) await rm(dirname(dirname(site.htmlDir)), { recursive: true, force: true });
  });
  return site;
}
