/**
 * The HTML docs site of the ica manifest in headless Chromium: it loads without errors or network
 * access (over HTTP and from file://), search filters the operations, links land on their
 * section, examples copy, and a 375px-wide screen has no horizontal scrolling.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, OUTPUT_DIR, useSite, type OpenedPage } from './harness.ts';

const site = useSite('manifest/ica.yaml');

function open(url: string, width = 1440, height = 900): Promise<OpenedPage> {
  return openPage(site.browser, url, { width, height });
}

/** What the search must show for a query: the same rule as the site, computed from the IR. */
function expectedMatches(query: string): string[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return site.api.operations
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

describe('docs site in Chromium', () => {
  it('loads over HTTP with every operation, no console errors and no outside requests', async () => {
    const { page, problems } = await open(site.url);
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    expect(await page.locator('section.operation').count()).toBe(site.api.operations.length);
    expect(await page.locator('li[data-op]').count()).toBe(site.api.operations.length);
    await page.screenshot({ path: join(OUTPUT_DIR, 'docs.png') });
    expect(problems).toEqual([]);
  });

  it('loads from file:// with no console errors and a working script', async () => {
    const { page, problems } = await open(pathToFileURL(join(site.htmlDir, 'index.html')).href);
    await page.fill('#search', 'token');
    expect(await visibleNavItems(page)).toEqual(expectedMatches('token'));
    expect(problems).toEqual([]);
  });

  it('filters the operations by name, path or summary as you type "archive"', async () => {
    const { page } = await open(site.url);
    await page.locator('#search').pressSequentially('archive');
    const expected = expectedMatches('archive');
    expect(expected.length).toBeGreaterThan(0);
    expect(await visibleNavItems(page)).toEqual(expected);
    expect(await page.textContent('#search-status')).toBe(`${expected.length} operations match.`);
    // A group shows while one of its operations matches.
    const shownGroups = () => page.$$eval('.nav-group', (groups) => groups.filter((group) => !(group as HTMLElement).hidden).map((group) => group.getAttribute('data-group')));
    const matchingGroups = site.api.groups.filter((group) => group.operations.some((op) => expected.includes(op.name))).map((group) => group.slug);
    expect(matchingGroups.length).toBeLessThan(site.api.groups.length);
    expect(await shownGroups()).toEqual(matchingGroups);
    await page.fill('#search', '');
    expect(await visibleNavItems(page)).toHaveLength(site.api.operations.length);
    expect(await shownGroups()).toEqual(site.api.groups.map((group) => group.slug));
  });

  it('navigates to a section when a search result is clicked', async () => {
    const { page } = await open(site.url);
    await page.fill('#search', 'archive');
    const [first] = expectedMatches('archive');
    await page.click(`li[data-op="${first}"] a`);
    expect(new URL(page.url()).hash).toBe(`#${first}`);
    expect(await sectionInView(page, first!)).toBe(true);
    expect(await page.getAttribute(`li[data-op="${first}"] a`, 'aria-current')).toBe('location');
  });

  it('opens a deep link on its section', async () => {
    const { page } = await open(`${site.url}#create_jwt_token`);
    expect(await sectionInView(page, 'create_jwt_token')).toBe(true);
    expect(await page.textContent('#create_jwt_token h3')).toContain(site.api.operations.find((op) => op.name === 'create_jwt_token')?.summary);
  });

  it('copies an example to the clipboard', async () => {
    const { page } = await open(`${site.url}#get_data`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
    const curl = page.locator('#get_data figure').nth(1);
    await curl.locator('button.copy').click();
    await expect.poll(() => curl.locator('button.copy').textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await curl.locator('pre code').textContent());
    expect(copied).toContain('urn%3Ailmn%3Aica%3Aregion%3AR%3Adata%3Afil.X%23%2Fa%2Fb.txt');
  });

  it('fits a 375px-wide screen without horizontal scrolling, with the navigation collapsed', async () => {
    const { page, problems } = await open(`${site.url}#create_download_url_for_data_without_project_context`, 375, 812);
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
    const { page } = await open(site.url);
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
