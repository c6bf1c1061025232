/**
 * The HTML docs site of the ica manifest in headless Chromium: it loads without errors or network
 * access (over HTTP and from file://), search filters the operations, links land on their
 * section, examples copy, and a 375px-wide screen has no horizontal scrolling.
 */
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDocs, type DocsServer } from '../../generator/docs-serve/index.ts';
import type { Api } from '../../generator/ir/types.ts';
import { buildSite, launchChromium, OUTPUT_DIR } from './harness.ts';

let api: Api;
let htmlDir: string;
let server: DocsServer | undefined;
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

interface OpenedPage {
  page: Page;
  /** Console errors, uncaught exceptions and any request that tried to leave the machine. */
  problems: string[];
}

async function open(url: string, width = 1440, height = 900): Promise<OpenedPage> {
  const context = await browser!.newContext({ viewport: { width, height } });
  contexts.push(context);
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

/** What the search must show for a query: the same rule as the site, computed from the IR. */
function expectedMatches(query: string): string[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return api.operations
    .filter((op) => {
      const text = [op.name, op.methodName, op.path.raw, op.summary].join('\n').toLowerCase();
      return terms.every((term) => text.includes(term));
    })
    .map((op) => op.name);
}

const visibleNavItems = (page: Page): Promise<string[]> =>
  page.$$eval('li[data-op]', (items) => items.filter((item) => (item as HTMLElement).offsetParent !== null).map((item) => item.getAttribute('data-op') ?? ''));

/** The section is on screen and not hidden under the sticky top bar. */
const sectionInView = (page: Page, id: string): Promise<boolean> =>
  page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    const bar = document.querySelector('.topbar');
    if (!section || !bar) return false;
    const top = section.getBoundingClientRect().top;
    return top >= bar.getBoundingClientRect().bottom - 1 && top < window.innerHeight / 2;
  }, id);

const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  ({ api, htmlDir } = await buildSite('manifest/ica.yaml'));
  server = await serveDocs(htmlDir, {});
  browser = await launchChromium();
  await mkdir(OUTPUT_DIR, { recursive: true });
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
  if (htmlDir) await rm(dirname(dirname(htmlDir)), { recursive: true, force: true });
});

describe('docs site in Chromium', () => {
  it('loads over HTTP with every operation, no console errors and no outside requests', async () => {
    const { page, problems } = await open(server!.url);
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    expect(await page.locator('section.operation').count()).toBe(api.operations.length);
    expect(await page.locator('li[data-op]').count()).toBe(api.operations.length);
    await page.screenshot({ path: join(OUTPUT_DIR, 'docs.png') });
    expect(problems).toEqual([]);
  });

  it('loads from file:// with no console errors and a working script', async () => {
    const { page, problems } = await open(pathToFileURL(join(htmlDir, 'index.html')).href);
    await page.fill('#search', 'token');
    expect(await visibleNavItems(page)).toEqual(expectedMatches('token'));
    expect(problems).toEqual([]);
  });

  it('filters the operations by name, path or summary as you type "archive"', async () => {
    const { page } = await open(server!.url);
    await page.locator('#search').pressSequentially('archive');
    const expected = expectedMatches('archive');
    expect(expected.length).toBeGreaterThan(0);
    expect(await visibleNavItems(page)).toEqual(expected);
    expect(await page.textContent('#search-status')).toBe(`${expected.length} operations match.`);
    await page.fill('#search', '');
    expect(await visibleNavItems(page)).toHaveLength(api.operations.length);
  });

  it('navigates to a section when a search result is clicked', async () => {
    const { page } = await open(server!.url);
    await page.fill('#search', 'archive');
    const [first] = expectedMatches('archive');
    await page.click(`li[data-op="${first}"] a`);
    expect(new URL(page.url()).hash).toBe(`#${first}`);
    expect(await sectionInView(page, first!)).toBe(true);
    expect(await page.getAttribute(`li[data-op="${first}"] a`, 'aria-current')).toBe('location');
  });

  it('opens a deep link on its section', async () => {
    const { page } = await open(`${server!.url}#create_jwt_token`);
    expect(await sectionInView(page, 'create_jwt_token')).toBe(true);
    expect(await page.textContent('#create_jwt_token h3')).toContain(api.operations.find((op) => op.name === 'create_jwt_token')?.summary);
  });

  it('copies an example to the clipboard', async () => {
    const { page } = await open(`${server!.url}#get_data`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server!.url).origin });
    const curl = page.locator('#get_data figure').nth(1);
    await curl.locator('button.copy').click();
    await expect.poll(() => curl.locator('button.copy').textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await curl.locator('pre code').textContent());
    expect(copied).toContain('urn%3Ailmn%3Aica%3Aregion%3AR%3Adata%3Afil.X%23%2Fa%2Fb.txt');
  });

  it('fits a 375px-wide screen without horizontal scrolling, with the navigation collapsed', async () => {
    const { page, problems } = await open(`${server!.url}#create_download_url_for_data_without_project_context`, 375, 812);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await page.isVisible('#sidebar')).toBe(false);
    await page.screenshot({ path: join(OUTPUT_DIR, 'docs-375.png') });
    await page.click('.nav-toggle');
    expect(await page.isVisible('#sidebar')).toBe(true);
    expect(await page.getAttribute('.nav-toggle', 'aria-expanded')).toBe('true');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(OUTPUT_DIR, 'docs-375-nav.png') });
    await page.click('li[data-op="get_data"] a');
    expect(await page.isVisible('#sidebar')).toBe(false);
    expect(await sectionInView(page, 'get_data')).toBe(true);
    expect(problems).toEqual([]);
  });

  it('labels its controls and landmarks', async () => {
    const { page } = await open(server!.url);
    const unlabelled = await page.evaluate(() => {
      const missing: string[] = [];
      for (const button of document.querySelectorAll('button')) {
        if (!button.getAttribute('aria-label') && !button.textContent?.trim()) missing.push(button.outerHTML.slice(0, 80));
      }
      const input = document.getElementById('search');
      if (!input || !document.querySelector(`label[for="${input.id}"]`)) missing.push('search input');
      for (const section of document.querySelectorAll('section[aria-labelledby]')) {
        if (!document.getElementById(section.getAttribute('aria-labelledby') ?? '')) missing.push(`section ${section.id}`);
      }
      return missing;
    });
    expect(unlabelled).toEqual([]);
    expect(await page.locator('nav[aria-label]').count()).toBe(1);
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });
});
