/**
 * Every piece of prose reaches the templates twice: raw for HTML (Handlebars escapes it there) and
 * pre-escaped for Markdown (whose Handlebars instance does not escape). Manifest prose may mark
 * code with single backticks (`#`, `/api/tokens`); those become code spans in both formats.
 */
import { mdCode, mdFragment, mdLineStart } from './markdown.ts';

export interface TextSegment {
  text: string;
  code: boolean;
}

export interface TextView {
  /** The text on one line, unescaped. */
  text: string;
  /** For HTML: plain runs and code runs. */
  segments: TextSegment[];
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

export function inlineText(raw: string): TextView {
  const text = raw.replace(/\s+/g, ' ').trim();
  const segments = segmentsOf(text);
  const md = mdLineStart(segments.map((s) => (s.code ? mdCode(s.text) : mdFragment(s.text))).join(''));
  return { text, segments, md };
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
