/**
 * The "generated, do not edit" banner in each syntax the docs use. The manifest path goes into the
 * comment, so anything that would close the comment early is defused first.
 */
import { bannerText } from '../types.ts';

/** `<!-- … -->`; `--` may not appear inside an HTML comment. */
export function htmlBanner(source: string): string {
  return `<!-- ${bannerText(source).replace(/-(?=-)/g, '- ').replace(/>/g, '&gt;')} -->`;
}

/** `/* … *\/` for JavaScript and CSS. */
export function blockBanner(source: string): string {
  return `/* ${bannerText(source).replace(/\*\//g, '* /')} */`;
}
