/**
 * generator/emit/ts/code-writer.ts indents each line a write starts inside a block, except the
 * lines of a template literal, which keep the text as written. A backtick inside a string or a
 * comment opens nothing. Each row writes `given` (one text, or several writes) inside one block
 * and wants the text ts-morph's CodeBlockWriter gives.
 */
import { describe, expect, it } from 'vitest';
import { CodeWriter } from '../../../generator/emit/ts/code-writer.ts';

const rows: { name: string; given: string | string[]; want: string }[] = [
  { name: 'plain lines, a blank one kept unindented', given: 'a\nb\n\nc', want: 'f() {\n  a\n  b\n\n  c\n}' },
  { name: 'template literal lines as written', given: 'const s = `x\n${y}\nz`;\nnext();', want: 'f() {\n  const s = `x\n${y}\nz`;\n  next();\n}' },
  { name: 'backtick in a block comment', given: '/** Uses `code`.\n * More. */\nf();', want: 'f() {\n  /** Uses `code`.\n   * More. */\n  f();\n}' },
  { name: 'backtick in a line comment', given: '// a `tick\nf();', want: 'f() {\n  // a `tick\n  f();\n}' },
  { name: 'backtick in a single-quoted string', given: "'it`s'\ng();", want: "f() {\n  'it`s'\n  g();\n}" },
  { name: 'backtick after an escaped quote', given: '"a\\"`"\nh();', want: 'f() {\n  "a\\"`"\n  h();\n}' },
  { name: 'escaped backtick inside a template', given: '`a\\`\nb`\nc', want: 'f() {\n  `a\\`\nb`\n  c\n}' },
  { name: '`/*/` is a whole comment', given: '/*/ `\nz`\nq', want: 'f() {\n  /*/ `\nz`\n  q\n}' },
  { name: 'the `/` closing a comment starts nothing', given: '/**//`\nx`\ny', want: 'f() {\n  /**//`\nx`\n  y\n}' },
  { name: 'a template open across writes', given: ['const s = `a', '\nb`', ';\nc();'], want: 'f() {\n  const s = `a\nb`;\n  c();\n}' },
];

describe('CodeWriter indentation', () => {
  it.each(rows)('$name', ({ given, want }) => {
    const writer = new CodeWriter();
    writer.write('f()');
    writer.block(() => {
      for (const text of typeof given === 'string' ? [given] : given) writer.write(text);
    });
    expect(writer.text).toBe(want);
  });
});
