/**
 * printDoc breaks a line by trimming what the line ends with, as prettier's printer trims
 * trailing whitespace: spaces from text or a flat `line`, and the indentation of a line left
 * empty by two breaks in a row, which leaves no blank line. Given/want rows.
 */
import { describe, expect, it } from 'vitest';
import { group, indent, line, type Doc, printDoc, softline } from '../../../generator/emit/ts/doc-printer.ts';

const broken = (contents: Doc) => group(contents, true);

const CASES: { name: string; doc: Doc; want: string }[] = [
  { name: 'flat group', doc: group(['a(', indent([softline, 'b']), softline, ')']), want: 'a(b)' },
  { name: 'broken group, indented', doc: broken(['a(', indent([softline, 'b,']), softline, ')']), want: 'a(\n  b,\n)' },
  { name: 'text ending in spaces before a break', doc: broken(['a   ', line, 'b']), want: 'a\nb' },
  { name: 'a space piece before a break', doc: broken(['a', ' ', ' ', line, 'b']), want: 'a\nb' },
  { name: 'two breaks in a row leave no blank line', doc: broken(['a', indent([line, line, 'b'])]), want: 'a\n  b' },
  { name: 'an empty indented line, then text', doc: broken([indent(['x', line]), line, 'y']), want: 'x\ny' },
  { name: 'a tab and a no-break space are trimmed too', doc: broken(['a\t\u00a0', line, 'b']), want: 'a\nb' },
  { name: 'trailing spaces at the very end stay', doc: 'a  ', want: 'a  ' },
  { name: 'text with inner spaces keeps them', doc: broken(['a  b', line, 'c  d']), want: 'a  b\nc  d' },
];

describe('printDoc', () => {
  it.each(CASES)('$name', ({ doc, want }) => {
    expect(printDoc(doc, 80)).toBe(want);
  });
});
