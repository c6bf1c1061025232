/**
 * The copy buttons of the ica docs site in Chromium: reached with Tab, pressed with Enter or
 * Space, they put exactly the example's text (the one that runs against `sdkgen serve --mock`,
 * see test/docs/examples-run.test.ts) on the clipboard and say so; they stay readable in light
 * and dark. Screenshots at 1280 and 375 px, light and dark, go to test-output/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, OUTPUT_DIR, useSite } from './harness.ts';

const site = useSite('manifest/ica.yaml');
const OPERATION = 'get_event_codes';

/** WCAG contrast ratio of the focused button's text on its background. */
const buttonContrast = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const button = document.activeElement as HTMLElement;
    const channels = (color: string) => color.match(/[\d.]+/g)!.slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(button);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });

describe('docs site, copy buttons', () => {
  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`copies the TypeScript and curl examples with the keyboard at ${width} px in ${colorScheme} (screenshot)`, async () => {
        const { page, problems } = await openPage(site.browser, `${site.url}#${OPERATION}`, { width, height: 900, colorScheme });
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
        const figures = page.locator(`#${OPERATION} .op-examples figure`);
        const texts = await figures.locator('pre code').allTextContents();
        expect(texts).toHaveLength(2);
        expect(texts[0]).toContain('baseURL: process.env.BASE_URL');
        expect(texts[1]).toMatch(/^curl "\$BASE_URL\/api\/eventCodes"/);

        // From the note before the examples, Tab reaches the TypeScript button, then the curl one.
        await page.locator(`#${OPERATION} .examples-note a`).scrollIntoViewIfNeeded();
        await page.focus(`#${OPERATION} .examples-note a`);
        for (const [index, key] of (['Enter', ' '] as const).entries()) {
          // A code block too wide for the screen is a keyboard-scrollable stop of its own on the way.
          await page.keyboard.press('Tab');
          if (await page.evaluate(() => document.activeElement?.tagName === 'PRE')) await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
          expect(focused).toMatch(index === 0 ? /Copy the TypeScript example/ : /Copy the curl example/);
          expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
          expect(await buttonContrast(page)).toBeGreaterThanOrEqual(4.5);
          await page.keyboard.press(key);
          await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Copied');
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(texts[index]);
        }
        await page.locator(`#${OPERATION} .op-examples`).scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(OUTPUT_DIR, `docs-copy-${width}-${colorScheme}.png`) });
        // The label comes back, so the next copy says "Copied" again.
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 5000 }).toBe('Copy');
        expect(problems).toEqual([]);
      });
    }
  }

  it('tells the reader how to set the variables the examples use, with a copyable block for the mock', async () => {
    const { page, problems } = await openPage(site.browser, `${site.url}#running-examples`, { width: 1280 });
    const section = page.locator('#running-examples');
    expect(await section.locator('table code.name').allTextContents()).toEqual(['$BASE_URL', '$API_KEY', '$JWT']);
    const blocks = await section.locator('pre code').allTextContents();
    expect(blocks[1]).toContain('npx sdkgen serve manifest/ica.yaml --mock &');
    await section.screenshot({ path: join(OUTPUT_DIR, 'docs-running-examples-1280-light.png') });
    expect(problems).toEqual([]);
  });
});
