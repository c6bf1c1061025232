/**
 * The hostile fixture's docs site as Chromium builds it: every `<script>`, `<img onerror>` or
 * `<iframe>` written in the manifest's prose must be text on the page, never an element.
 */
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, launchChromium } from './harness.ts';

let htmlDir: string;
let browser: Browser | undefined;
let page: Page;
const dialogs: string[] = [];
const problems: string[] = [];

beforeAll(async () => {
  ({ htmlDir } = await buildSite('test/fixtures/hostile/manifest.yaml'));
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(pathToFileURL(join(htmlDir, 'index.html')).href, { waitUntil: 'load' });
});

afterAll(async () => {
  await browser?.close();
  if (htmlDir) await rm(dirname(dirname(htmlDir)), { recursive: true, force: true });
});

describe('hostile docs site in Chromium', () => {
  it('runs no injected script and creates no injected element', async () => {
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    expect(await page.locator('script').count()).toBe(3); // theme.js, the search index, app.js
    expect(await page.locator('img, iframe, b, em, i').count()).toBe(0);
  });

  it('shows the hostile prose as text', async () => {
    const heading = await page.textContent('#list_widgets h3');
    expect(heading).toContain('<script>alert(1)</script> list | widgets');
    expect(await page.textContent('#list_widgets .notes')).toContain('</script><script>alert(2)</script>');
    expect(await page.textContent('title')).toBe('Hostile <script>alert("title")</script> API | *bold* {{x}} — API reference');
    expect(await page.textContent('#schema-Widget')).toContain('A widget </script><script>alert("schema")</script>');
  });

  it('keeps backtick code from the manifest as code elements and nothing else', async () => {
    const codes = await page.locator('#get_widget_item td code').allTextContents();
    expect(codes).toEqual(expect.arrayContaining(['#', '/', "urn:x:y:item.X#/a/b c?d=e&f='g'"]));
  });

  it('finds operations by their hostile summaries', async () => {
    await page.fill('#search', '<script>');
    const visible = await page.$$eval('li[data-op]', (items) => items.filter((item) => !(item as HTMLElement).hidden).map((item) => item.getAttribute('data-op')));
    expect(visible).toEqual(['list_widgets']);
    // The results panel writes the hostile summary as text, with the term marked and nothing else.
    expect(await page.textContent('#search-results .result-summary')).toBe('<script>alert(1)</script> list | widgets');
    expect(await page.locator('#search-results mark').allTextContents()).toEqual(['<script>']);
    expect(await page.locator('script').count()).toBe(3);
    expect(await page.locator('img, iframe, b, em, i').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
