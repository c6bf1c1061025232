/**
 * The Markdown escapers and `inlineText` skip their replacement passes when a quick test finds
 * nothing to change. Property test: on any text built from the characters those passes treat
 * specially, the result is what the passes alone produce (the reference below is the code as it
 * was before the shortcuts).
 */
import Handlebars from 'handlebars';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mdCode, mdFragment, mdLineStart } from '../../../generator/emit/docs/markdown.ts';
import { inlineText } from '../../../generator/emit/docs/text-view.ts';

function referenceFragment(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~]/g, '\\$&');
}

function referenceCode(text: string, inTable: boolean): string {
  const content = text.replace(/\s*[\r\n]+\s*/g, ' ');
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padded = /^`|`$/.test(content) || /^ .* $/.test(content) ? ` ${content} ` : content;
  return `${fence}${inTable ? padded.replace(/\|/g, '\\|') : padded}${fence}`;
}

function referenceText(raw: string): { html: string; md: string } {
  const text = raw.replace(/\s+/g, ' ').trim();
  const segments: { text: string; code: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(/(?<!`)`([^`|]+)`(?!`)/g)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), code: false });
    segments.push({ text: match[1] ?? '', code: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), code: false });
  const escape = Handlebars.Utils.escapeExpression;
  return {
    html: segments.map((s) => (s.code ? `<code>${escape(s.text)}</code>` : escape(s.text))).join(''),
    md: mdLineStart(segments.map((s) => (s.code ? referenceCode(s.text, false) : referenceFragment(s.text))).join('')),
  };
}

/** Text from the characters that matter here: syntax, entities, every kind of whitespace. */
const tricky = fc
  .array(
    fc.constantFrom(
      'a',
      'B',
      '1',
      ' ',
      '  ',
      '\t',
      '\n',
      '\r\n',
      '\u00a0',
      '\u2028',
      '\u3000',
      '`',
      '``',
      '|',
      '&',
      '<',
      '>',
      '"',
      '*',
      '_',
      '[',
      ']',
      '~',
      '\\',
      '#',
      '-',
      '=',
    ),
    { maxLength: 24 },
  )
  .map((pieces) => pieces.join(''));

describe('escaping shortcuts change nothing', () => {
  it('mdFragment', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        expect(mdFragment(text)).toBe(referenceFragment(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('mdCode, in and out of tables', () => {
    fc.assert(
      fc.property(tricky, fc.boolean(), (text, inTable) => {
        expect(mdCode(text, inTable)).toBe(referenceCode(text, inTable));
      }),
      { numRuns: 2000 },
    );
  });

  it('inlineText', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        const view = inlineText(text);
        expect({ html: view.html, md: view.md }).toEqual(referenceText(text));
      }),
      { numRuns: 2000 },
    );
  });
});
