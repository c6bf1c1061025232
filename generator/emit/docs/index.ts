/**
 * The docs emitter: Markdown pages for GitHub (`docs/*.md`) and a static HTML site
 * (`docs/html/`), both rendered from a precomputed view model of the IR. The pages listing every
 * operation are rendered from digests of each (view-model.ts); each group's own pages from its
 * operations' whole views, one group at a time, handed over as they are made. The site is one
 * page, written in pieces: the head (sidebar, guides), a section per group, the tail (schemas,
 * search index).
 */
import type { Api } from '../../ir/types.ts';
import type { EmittedFile, OutputSink, PieceSink } from '../types.ts';
import { AUTHENTICATION_PAGE, GUIDE_PAGE, SCHEMAS_PAGE } from './anchors.ts';
import { blockBanner } from './banners.ts';
import { readTemplateFile, renderTemplate } from './templates.ts';
import { docsView, groupView } from './view-model.ts';
import { openViewMemo } from './view-memo.ts';

/**
 * No trailing whitespace and at most one blank line, which is all Markdown needs. The templates
 * already give that form, so a page is only looked through: on a large API (Microsoft Graph's
 * 52 MB of Markdown) the two replacements cost three times the two scans that skip them.
 */
function tidy(text: string): string {
  const trimmed = text.trim();
  const untidy = /[ \t]$/m.test(trimmed) || trimmed.includes('\n\n\n');
  return `${untidy ? trimmed.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n') : trimmed}\n`;
}

function markdownPage(path: string, template: string, data: object): EmittedFile {
  return { path: `docs/${path}`, content: tidy(renderTemplate(template, 'md', data)), format: 'markdown' };
}

/**
 * Every docs file to `out`, yielding after each group so that a caller can let the writer catch
 * up. The site's page is byte-for-byte what its templates produce, trimmed and ended with one
 * newline: prettier would only slow generation down on a page this size and could reflow the
 * `<pre>` examples.
 */
function* docsSteps(api: Api, out: Omit<OutputSink, 'drained'>): Generator<void, void, undefined> {
  // The memo tables stay on across the groups, so views they share are built once.
  const closeMemo = openViewMemo();
  try {
    const view = docsView(api);
    out.file(markdownPage('README.md', 'readme', view));
    const page = out.open('docs/html/index.html');
    page.write(renderTemplate('index-head', 'html', view).trimStart());
    for (const [index, group] of api.groups.entries()) {
      const whole = groupView(group, view.groups[index]!, api);
      out.file(markdownPage(whole.page, 'group', { ...view, group: whole }));
      // `guide` for the operations' `@root.guide`.
      page.write(renderTemplate('group', 'html', { ...whole, guide: view.guide }));
      yield;
    }
    out.file(markdownPage(AUTHENTICATION_PAGE, 'authentication', view));
    out.file(markdownPage(GUIDE_PAGE, 'guide', view));
    out.file(markdownPage(SCHEMAS_PAGE, 'schemas', view));
    page.write(`${renderTemplate('index-tail', 'html', view).trimEnd()}\n`);
    page.end();
    for (const name of ['app.js', 'theme.js', 'style.css']) {
      out.file({ path: `docs/html/${name}`, content: `${blockBanner(api.manifestPath)}\n${readTemplateFile(`assets/${name}`)}`, format: 'none' });
    }
  } finally {
    closeMemo();
  }
}

/** The docs streamed to `out`, letting the writer catch up after each group. */
export async function streamDocs(api: Api, out: OutputSink): Promise<void> {
  for (const _ of docsSteps(api, out)) await out.drained();
}

/** The docs, every file whole. */
export function emitDocs(api: Api): EmittedFile[] {
  const files: EmittedFile[] = [];
  const pieces = (path: string): PieceSink => {
    const texts: string[] = [];
    return { write: (text) => texts.push(text), end: () => files.push({ path, content: texts.join(''), format: 'none' }) };
  };
  for (const _ of docsSteps(api, { file: (file) => files.push(file), open: pieces }));
  return files;
}
