/**
 * Escaping for GitHub-flavoured Markdown. Handlebars' HTML escaping is wrong for Markdown (it
 * neither stops `*emphasis*` nor `|` breaking a table), so the Markdown templates render with
 * `noEscape` and every string they receive comes through one of these functions first.
 */

/** Inline syntax characters; a backslash makes each one literal (CommonMark §2.4). */
const INLINE_SYNTAX = /[\\`*_[\]|~]/g;

/** Line starts that would open a block: heading, list item, setext underline, ordered list (`>` is an entity by then). */
const BLOCK_START = /^(#|-|\+|=|\d+[.)])/;

/** HTML-significant characters become entities so `<script>` can never be raw HTML. */
function escapeEntities(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Whitespace that `\s+` → ` ` would change: other than a space, or a space followed by more. */
export const UNEVEN_WHITESPACE = /[^\S ]| \s/;

/**
 * The characters the replacements of `mdFragment` escape (syntax and HTML). Most names and prose
 * have none and no uneven whitespace: two tests are cheaper than the four passes that would each
 * copy the text unchanged.
 */
const ESCAPED = /[\\`*_[\]|~&<>]/;

/** Escape a fragment that is not at the start of a line (e.g. one piece of a table cell). */
export function mdFragment(text: string): string {
  if (!ESCAPED.test(text) && !UNEVEN_WHITESPACE.test(text)) return text;
  return escapeEntities(text.replace(/\s+/g, ' ')).replace(INLINE_SYNTAX, '\\$&');
}

/**
 * Escaped text that will start a line: `&gt;` no longer opens a quote, but `#`, `-`, `+`, `=` or
 * `1.` still would open a heading or a list, so their first character gets a backslash too.
 */
export function mdLineStart(escaped: string): string {
  return escaped.replace(BLOCK_START, (marker) =>
    /^\d/.test(marker) ? `${marker.slice(0, -1)}\\${marker.slice(-1)}` : `\\${marker}`,
  );
}

/**
 * An inline code span. Its fence is one backtick longer than the longest run inside, padded with
 * spaces when the content touches a backtick. In a table cell `|` still needs a backslash: GFM
 * splits cells before it parses code spans, and GitHub drops the backslash when rendering.
 */
export function mdCode(text: string, inTable = false): string {
  // Most code is a name or a path on one line without backticks or pipes: skip the passes that
  // would copy it unchanged.
  const content = /[\r\n]/.test(text) ? text.replace(/\s*[\r\n]+\s*/g, ' ') : text;
  const hasBackticks = content.includes('`');
  const longestRun = hasBackticks ? Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length)) : 0;
  const fence = '`'.repeat(longestRun + 1);
  const padded = (hasBackticks && /^`|`$/.test(content)) || /^ .* $/.test(content) ? ` ${content} ` : content;
  const body = inTable && content.includes('|') ? padded.replace(/\|/g, '\\|') : padded;
  return `${fence}${body}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run in the code. */
export function mdFence(code: string, language: string): string {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}${language}\n${code.replace(/\r\n?/g, '\n')}\n${fence}`;
}

/** A link whose text is already Markdown-escaped; the target must be a URL-safe relative link. */
export function mdLink(textMd: string, href: string): string {
  return `[${textMd}](${encodeURI(href).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)})`;
}
