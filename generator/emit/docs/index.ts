/**
 * The docs emitter: Markdown pages for GitHub (`docs/*.md`) and a static HTML site
 * (`docs/html/`), both rendered from one precomputed view model of the IR.
 */
import type { Api } from '../../ir/types.ts';
import type { EmittedFile } from '../types.ts';
import { AUTHENTICATION_PAGE, GUIDE_PAGE, SCHEMAS_PAGE } from './anchors.ts';
import { blockBanner } from './banners.ts';
import { readTemplateFile, renderTemplate } from './templates.ts';
import { docsView, type DocsView } from './view-model.ts';

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

function markdownFiles(view: DocsView): EmittedFile[] {
  const page = (path: string, template: string, data: object): EmittedFile => ({
    path: `docs/${path}`,
    content: tidy(renderTemplate(template, 'md', data)),
    format: 'markdown',
  });
  return [
    page('README.md', 'readme', view),
    ...view.groups.map((group) => page(group.page, 'group', { ...view, group })),
    page(AUTHENTICATION_PAGE, 'authentication', view),
    page(GUIDE_PAGE, 'guide', view),
    page(SCHEMAS_PAGE, 'schemas', view),
  ];
}

function htmlFiles(view: DocsView, api: Api): EmittedFile[] {
  // The site is byte-for-byte what the templates produce (`none`): prettier would only slow
  // generation down on a page this size and could reflow the `<pre>` examples.
  return [
    { path: 'docs/html/index.html', content: endingInOneNewline(renderTemplate('index', 'html', view)), format: 'none' },
    { path: 'docs/html/app.js', content: `${blockBanner(api.manifestPath)}\n${readTemplateFile('assets/app.js')}`, format: 'none' },
    { path: 'docs/html/theme.js', content: `${blockBanner(api.manifestPath)}\n${readTemplateFile('assets/theme.js')}`, format: 'none' },
    { path: 'docs/html/style.css', content: `${blockBanner(api.manifestPath)}\n${readTemplateFile('assets/style.css')}`, format: 'none' },
  ];
}

/**
 * `text` trimmed and ended with one newline. The page template already gives that form, and
 * then the text is returned as it is: trimming and appending a newline would make another copy
 * of a page that is tens of MB on a large API (Microsoft Graph's is 86 MB).
 */
function endingInOneNewline(text: string): string {
  const n = text.length;
  const trimmed = n > 1 && text.charCodeAt(n - 1) === 10 && !/\s/.test(text[n - 2]!) && !/\s/.test(text[0]!);
  return trimmed ? text : `${text.trim()}\n`;
}

export function emitDocs(api: Api): EmittedFile[] {
  const view = docsView(api);
  return [...markdownFiles(view), ...htmlFiles(view, api)];
}
