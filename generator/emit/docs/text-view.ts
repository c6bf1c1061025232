/**
 * Every piece of prose reaches the templates pre-escaped for both formats: as HTML (with
 * Handlebars' own escaping, the same it would apply to `{{text}}`) and as Markdown (whose
 * Handlebars instance does not escape). Manifest prose may mark code with single backticks (`#`,
 * `/api/tokens`); those become code spans in both formats.
 */
import Handlebars from 'handlebars';
import { mdCode, mdFragment, mdLineStart, UNEVEN_WHITESPACE } from './markdown.ts';
import { memoised } from './view-memo.ts';

interface TextSegment {
  text: string;
  code: boolean;
}

export interface TextView {
  /** The text on one line, unescaped. */
  text: string;
  /** For HTML, escaped: plain runs as text, code runs in `<code>`. */
  html: string;
  /** For Markdown: escaped, safe in a paragraph, a list item, a heading or a table cell. */
  md: string;
}

export interface BlockView {
  paragraphs: TextView[];
  md: string;
}

/**
 * Split on single-backtick spans (runs of several backticks stay plain text). A span holding `|`
 * stays plain text too: GFM would need `\|` inside it in a table cell, which GitHub shows
 * literally anywhere else.
 */
const CODE_SPAN = /(?<!`)`([^`|]+)`(?!`)/g;

/** Handlebars' own escaping, the same it applies to `{{text}}`: every pre-escaped HTML string of the view model uses it. */
export const escapeHtml = Handlebars.Utils.escapeExpression;

function segmentsOf(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), code: false });
    segments.push({ text: match[1] ?? '', code: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), code: false });
  return segments;
}

/** One line of prose as both formats need it; the same text (a shared description) is computed once per docs run. */
export const inlineText = memoised(textView);

function textView(raw: string): TextView {
  const text = (UNEVEN_WHITESPACE.test(raw) ? raw.replace(/\s+/g, ' ') : raw).trim();
  // Prose without a backtick is one plain segment: skip the split.
  if (!text.includes('`')) return { text, html: escapeHtml(text), md: mdLineStart(mdFragment(text)) };
  const segments = segmentsOf(text);
  const html = segments.map((s) => (s.code ? `<code>${escapeHtml(s.text)}</code>` : escapeHtml(s.text))).join('');
  const md = mdLineStart(segments.map((s) => (s.code ? mdCode(s.text) : mdFragment(s.text))).join(''));
  return { text, html, md };
}

export function blockText(raw: string): BlockView {
  const paragraphs = raw
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map(inlineText)
    .filter((paragraph) => paragraph.text !== '');
  return { paragraphs, md: paragraphs.map((p) => p.md).join('\n\n') };
}

/** "a, b and c" (or "a, b or c") — for sentences built from lists of names. */
export function joinWords(words: string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}
