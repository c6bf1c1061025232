/**
 * Reading the ica docs site in Chromium: the sidebar follows navigation (Back, hash changes and
 * scrolling), search shows its results in the page, identifiers never break inside a word, and
 * dark mode follows the system with a toggle that sticks. Screenshots at 1280 and 375 px, light
 * and dark, go to test-output/ for people to look at.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, OUTPUT_DIR, useSite } from './harness.ts';

const site = useSite('manifest/ica.yaml');

/** The sidebar's current link, and whether it lies inside the sidebar's visible box. */
const currentInSidebar = (page: Page): Promise<{ id: string | null; visible: boolean }> =>
  page.evaluate(() => {
    const link = document.querySelector('#sidebar [aria-current]');
    if (!link) return { id: null, visible: false };
    const box = document.getElementById('sidebar')!.getBoundingClientRect();
    const place = link.getBoundingClientRect();
    return { id: link.getAttribute('href')!.slice(1), visible: place.top >= box.top && place.bottom <= box.bottom };
  });

/**
 * Identifiers and paths whose text wraps inside a word. The `words` helper puts each word in a
 * text node of its own between `<wbr>`s, so a word that spans two lines is a mid-word break.
 */
const midWordBreaks = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const code of document.querySelectorAll('code.identifier, code.path')) {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (text.length < 2) continue;
        const range = document.createRange();
        range.setStart(node, 0);
        range.setEnd(node, 1);
        const first = range.getBoundingClientRect();
        range.setStart(node, text.length - 1);
        range.setEnd(node, text.length);
        const last = range.getBoundingClientRect();
        if (first.height > 0 && Math.abs(last.top - first.top) > first.height / 2) broken.push(`${code.textContent} (“${text}”)`);
      }
      // Not breaking at all is no answer either: the identifier must stay inside its box.
      const box = code.parentElement!.getBoundingClientRect();
      for (const line of code.getClientRects()) {
        if (line.right > box.right + 1) broken.push(`${code.textContent} overflows by ${Math.round(line.right - box.right)}px`);
      }
    }
    return broken;
  });

const backgroundOf = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BACKGROUND = 'rgb(15, 19, 27)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

describe('docs site, reading and navigating', () => {
  it('keeps the current operation visible in the sidebar after hash changes and Back', async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    const early = site.api.operations[3]!.name;
    const late = site.api.operations.at(-3)!.name;
    await page.evaluate((id) => { window.location.hash = id; }, late);
    await expect.poll(() => currentInSidebar(page)).toEqual({ id: late, visible: true });
    await page.evaluate((id) => { window.location.hash = id; }, early);
    await expect.poll(() => currentInSidebar(page)).toEqual({ id: early, visible: true });
    await page.goBack();
    await expect.poll(() => currentInSidebar(page)).toEqual({ id: late, visible: true });
    await page.goForward();
    await expect.poll(() => currentInSidebar(page)).toEqual({ id: early, visible: true });
    expect(problems).toEqual([]);
  });

  it('lands every hash change, Back and Forward on its section, though sections off screen are drawn late', async () => {
    // style.css leaves sections off screen undrawn (content-visibility), so the browser places a
    // target, or restores a scroll position, over estimated heights; app.js puts it in place.
    const { page, problems } = await openPage(site.browser, site.url);
    const at = (share: number) => site.api.operations[Math.floor(site.api.operations.length * share)]!.name;
    const [a, b, c, d] = [at(0.9), at(0.2), at(0.6), at(0.35)];
    const landed = (id: string) =>
      page.evaluate((id) => {
        const target = document.getElementById(id)!;
        const inPlace = Math.abs(target.getBoundingClientRect().top - parseFloat(getComputedStyle(target).scrollMarginTop)) <= 1;
        const current = document.querySelector('#sidebar [aria-current]')?.getAttribute('href');
        return { inPlace, current };
      }, id);
    const go = (id: string) => page.evaluate((id) => { window.location.hash = id; }, id);
    const steps: [() => Promise<unknown>, string][] = [
      [() => go(a), a], [() => go(b), b], [() => go(c), c], [() => go(d), d],
      [() => page.goBack(), c], [() => page.goBack(), b], [() => page.goBack(), a],
      [() => page.goForward(), b], [() => page.goForward(), c],
    ];
    for (const [step, id] of steps) {
      await step();
      await expect.poll(() => landed(id), { timeout: 3000 }).toEqual({ inPlace: true, current: `#${id}` });
    }
    expect(problems).toEqual([]);
  });

  it("shows a heading's anchor outside its section, which is drawn only near the screen", async () => {
    // content-visibility clips a section's painting to its box, unless a clip margin leaves room.
    const { page } = await openPage(site.browser, `${site.url}#${site.api.operations[5]!.name}`);
    const id = site.api.operations[5]!.name;
    await page.locator(`[id="${id}"] h3`).first().hover();
    const anchor = await page.evaluate((id) => {
      const link = document.querySelector(`[id="${id}"] .anchor`)!;
      const box = link.getBoundingClientRect();
      const section = document.getElementById(id)!.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { outside: box.left < section.left, hit: hit !== null && link.contains(hit) };
    }, id);
    expect(anchor).toEqual({ outside: true, hit: true });
  });

  it('follows scrolling: the operation at the top of the page is current in the sidebar', async () => {
    const { page } = await openPage(site.browser, site.url);
    const middle = site.api.operations[Math.floor(site.api.operations.length / 2)]!.name;
    await page.evaluate((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - document.querySelector('.topbar')!.getBoundingClientRect().height - 10);
    }, middle);
    await expect.poll(() => currentInSidebar(page)).toEqual({ id: middle, visible: true });
    expect(new URL(page.url()).hash).toBe('');
  });

  it('shows search results in the page: names, paths and summaries, marked, opened with the keyboard', async () => {
    const { page, problems } = await openPage(site.browser, site.url);
    await page.locator('#search').pressSequentially('download url');
    const expected = site.api.operations
      .filter((op) => ['download', 'url'].every((term) => [op.name, op.methodName, op.path.raw, op.summary].join('\n').toLowerCase().includes(term)))
      .map((op) => op.name);
    expect(expected.length).toBeGreaterThan(1);
    await expect.poll(() => page.$$eval('#search-results [role="option"]', (items) => items.map((item) => item.getAttribute('data-result')))).toEqual(expected);
    expect(await page.isVisible('#search-results')).toBe(true);
    expect(await page.getAttribute('#search', 'aria-expanded')).toBe('true');
    const marks = await page.$$eval('#search-results [role="option"]:first-child mark', (found) => found.map((mark) => mark.textContent!.toLowerCase()));
    expect(marks).toEqual(expect.arrayContaining(['download', 'url']));
    const path = await page.textContent('#search-results [role="option"]:first-child .result-path');
    expect(path).toBe(site.api.operations.find((op) => op.name === expected[0])!.path.raw);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getAttribute('#search', 'aria-activedescendant')).toBe('search-result-1');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${expected[1]}`);
    expect(await page.isVisible('#search-results')).toBe(false);
    await expect.poll(() => currentInSidebar(page)).toEqual({ id: expected[1], visible: true });
    await page.fill('#search', 'zzzz-no-such-operation');
    expect(await page.textContent('#search-results')).toBe('No operation matches.');
    expect(problems).toEqual([]);
  });

  for (const width of [1280, 375]) {
    it(`breaks identifiers and paths only between words at ${width} px`, async () => {
      const { page } = await openPage(site.browser, `${site.url}#create_download_url_for_data_without_project_context`, { width, height: 900 });
      expect(await page.locator('code.identifier').count()).toBe(site.api.operations.length * 2);
      expect(await midWordBreaks(page)).toEqual([]);
    });
  }

  it('follows the system theme, and the toggle overrides it across reloads', async () => {
    const { page, problems } = await openPage(site.browser, site.url, { colorScheme: 'dark' });
    expect(await backgroundOf(page)).toBe(DARK_BACKGROUND);
    expect(await page.getAttribute('.theme-toggle', 'aria-pressed')).toBe('true');
    await page.click('.theme-toggle');
    expect(await backgroundOf(page)).toBe(LIGHT_BACKGROUND);
    expect(await page.getAttribute('.theme-toggle', 'aria-label')).toBe('Use the dark theme');
    await page.reload({ waitUntil: 'load' });
    expect(await backgroundOf(page)).toBe(LIGHT_BACKGROUND);
    await page.click('.theme-toggle');
    expect(await backgroundOf(page)).toBe(DARK_BACKGROUND);
    const light = await openPage(site.browser, site.url, { colorScheme: 'light' });
    expect(await backgroundOf(light.page)).toBe(LIGHT_BACKGROUND);
    expect([...problems, ...light.problems]).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`renders at ${width} px in ${colorScheme} without horizontal scrolling (screenshot)`, async () => {
        const { page, problems } = await openPage(site.browser, `${site.url}#get_data`, { width, height: width === 375 ? 812 : 900, colorScheme });
        expect(await backgroundOf(page)).toBe(colorScheme === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: join(OUTPUT_DIR, `docs-${width}-${colorScheme}.png`) });
        await page.locator('#search').pressSequentially('project data');
        await page.screenshot({ path: join(OUTPUT_DIR, `docs-${width}-${colorScheme}-search.png`) });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        expect(problems).toEqual([]);
      });
    }
  }
});
